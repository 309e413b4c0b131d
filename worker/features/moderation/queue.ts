import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ReportTarget } from '../../contracts/moderation';
import type { Db } from '../../db/client';
import { type ProfileRow, posts, profiles, reports } from '../../db/schema';
import { fail } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import { authorize } from '../../policy';

const reporter = alias(profiles, 'reporter');
const reported = alias(profiles, 'reported');
/** Reports and groups per page of the queue. */
export const QUEUE_PAGE = 50;

/** `%` and `_` typed by a moderator are searched for literally. */

/** Keyset cursors: the last row's sort key, opaque to the client. */
const encode = (key: (string | number)[]) => btoa(JSON.stringify(key)).replaceAll('=', '');
function decode(cursor: string | undefined, length: number): (string | number)[] | null {
  if (!cursor) return null;
  let key: unknown = null;
  try {
    key = JSON.parse(atob(cursor));
  } catch {
    key = null;
  }
  if (Array.isArray(key) && key.length === length) return key as (string | number)[];
  throw fail(400, 'VALIDATION', 'This page of the queue is out of date: reload it');
}

const reportColumns = {
  id: reports.id,
  targetType: reports.targetType,
  targetId: reports.targetId,
  postId: reports.postId,
  reason: reports.reason,
  extraNotes: reports.extraNotes,
  contentSnapshot: reports.contentSnapshot,
  createdAt: reports.createdAt,
  postVisibility: posts.visibility,
  reporter: {
    id: reporter.id,
    username: reporter.username,
    firstName: reporter.firstName,
    avatarUrl: reporter.avatarUrl,
  },
  targetUser: { id: reported.id, username: reported.username, firstName: reported.firstName },
};

const pendingTotal = async (db: Db) =>
  (await db.select({ n: sql<number>`count(*)` }).from(reports).where(eq(reports.status, 'pending')))[0]?.n ?? 0;

/**
 * Pending reports of every kind, newest first, 50 a page by keyset (a page costs the same however
 * deep the queue), filtered by kind and by a search over text and names.
 */
export async function pendingReports(db: Db, filter: { type?: ReportTarget; q?: string; cursor?: string }) {
  const conditions = [eq(reports.status, 'pending')];
  if (filter.type) conditions.push(eq(reports.targetType, filter.type));
  const after = decode(filter.cursor, 2);
  if (after) {
    const [at, id] = after as [number, string];
    conditions.push(
      sql`(${reports.createdAt} < ${at} or (${reports.createdAt} = ${at} and ${reports.id} < ${id}))` as ReturnType<
        typeof eq
      >,
    );
  }
  if (filter.q) {
    const p = containsPattern(filter.q);
    // SQLite's LIKE ignores ASCII case already; no lower() per row and column.
    const match = (column: unknown) => sql`${column} like ${p} escape '\\'`;
    conditions.push(
      or(
        match(reports.reason),
        match(reports.extraNotes),
        match(reports.contentSnapshot),
        match(reporter.username),
        match(reporter.firstName),
        match(reported.username),
        match(reported.firstName),
      ) as ReturnType<typeof eq>,
    );
  }
  const [rows, totalPending] = await Promise.all([
    db
      .select(reportColumns)
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(reported, eq(reported.id, reports.targetUserId))
      .leftJoin(posts, eq(posts.id, reports.postId))
      .where(and(...conditions))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(QUEUE_PAGE + 1),
    pendingTotal(db),
  ]);
  const page = rows.slice(0, QUEUE_PAGE);
  const last = page.at(-1);
  return {
    reports: page,
    nextCursor: rows.length > QUEUE_PAGE && last ? encode([last.createdAt.getTime(), last.id]) : null,
    totalPending,
  };
}

type GroupRow = {
  targetType: ReportTarget;
  targetId: string;
  pendingCount: number;
  latestAt: number;
  latestReportId: string;
};

/**
 * The queue grouped by what was reported: one row per post, comment, profile or message with its
 * pending reports counted, the newest report shown and the reasons tallied; newest first, 50 a page
 * by keyset over `report_targets` (kept by triggers), so a page costs the same at any queue size.
 */
export async function pendingGroups(db: Db, filter: { type?: ReportTarget; cursor?: string }) {
  const where = [sql`rt.pending_count > 0`];
  if (filter.type) where.push(sql`rt.target_type = ${filter.type}`);
  const after = decode(filter.cursor, 3);
  if (after) {
    const [at, type, id] = after;
    where.push(sql`(rt.latest_at, rt.target_type, rt.target_id) < (${at}, ${type}, ${id})`);
  }
  const [groups, totalPending] = await Promise.all([
    db.all<GroupRow>(sql`
      select rt.target_type as targetType, rt.target_id as targetId, rt.pending_count as pendingCount,
        rt.latest_at as latestAt,
        (select x.id from reports x where x.target_type = rt.target_type and x.target_id = rt.target_id
          and x.status = 'pending' order by x.created_at desc limit 1) as latestReportId
      from report_targets rt
      where ${sql.join(where, sql` and `)}
      order by rt.latest_at desc, rt.target_type desc, rt.target_id desc
      limit ${QUEUE_PAGE + 1}`),
    pendingTotal(db),
  ]);
  const page = groups.slice(0, QUEUE_PAGE);
  const keys = sql.join(
    page.map((g) => sql`(${g.targetType}, ${g.targetId})`),
    sql`, `,
  );
  const [latest, reasons] = page.length
    ? await Promise.all([
        db
          .select(reportColumns)
          .from(reports)
          .innerJoin(reporter, eq(reporter.id, reports.reporterId))
          .leftJoin(reported, eq(reported.id, reports.targetUserId))
          .leftJoin(posts, eq(posts.id, reports.postId))
          .where(
            inArray(
              reports.id,
              page.map((g) => g.latestReportId),
            ),
          ),
        // From the page's keys outwards (CROSS JOIN fixes the order), so only these groups' reports
        // are read, through their index, never every pending report.
        db.all<{ targetType: string; targetId: string; reason: string; n: number }>(sql`
          with k(tt, tid) as (values ${keys})
          select r.target_type as targetType, r.target_id as targetId, r.reason, count(*) as n
          from k cross join reports r on r.target_type = k.tt and r.target_id = k.tid and r.status = 'pending'
          group by r.target_type, r.target_id, r.reason order by n desc`),
      ])
    : [[], []];
  const last = page.at(-1);
  return {
    groups: page.flatMap((g) => {
      const report = latest.find((r) => r.id === g.latestReportId);
      if (!report) return [];
      return [
        {
          key: `${g.targetType}:${g.targetId}`,
          targetType: g.targetType,
          targetId: g.targetId,
          pendingCount: g.pendingCount,
          latestAt: g.latestAt,
          latest: report,
          reasons: reasons
            .filter((r) => r.targetType === g.targetType && r.targetId === g.targetId)
            .slice(0, 5)
            .map(({ reason, n }) => ({ reason, count: n })),
        },
      ];
    }),
    nextCursor: groups.length > QUEUE_PAGE && last ? encode([last.latestAt, last.targetType, last.targetId]) : null,
    totalPending,
  };
}

/**
 * Dismisses or resolves many pending reports at once: chosen reports, or every pending report on
 * chosen things (a group). Reports about the moderator themselves are left for another moderator.
 */
export async function settleReports(
  db: Db,
  moderator: ProfileRow,
  input: { status: 'resolved' | 'dismissed'; report_ids?: string[]; targets?: { type: ReportTarget; id: string }[] },
) {
  const chosen = [];
  if (input.report_ids?.length) chosen.push(inArray(reports.id, input.report_ids));
  if (input.targets?.length) {
    chosen.push(
      or(...input.targets.map((t) => and(eq(reports.targetType, t.type), eq(reports.targetId, t.id)))) as ReturnType<
        typeof eq
      >,
    );
  }
  if (!chosen.length) throw fail(400, 'VALIDATION', 'Choose the reports to update');
  const updated = await db
    .update(reports)
    .set({ status: input.status, resolvedBy: moderator.id, resolvedAt: new Date() })
    .where(
      and(
        eq(reports.status, 'pending'),
        or(...chosen),
        sql`(${reports.targetUserId} is null or ${reports.targetUserId} <> ${moderator.id})`,
      ),
    )
    .returning({ id: reports.id });
  const n = updated.length;
  return { updated: n, message: `${n} ${n === 1 ? 'report' : 'reports'} marked as ${input.status}` };
}

/**
 * Dismissing or resolving a pending report, recording who did it and when. A moderator never
 * settles a report about themselves: another moderator has to.
 */
export async function updateReport(db: Db, moderator: ProfileRow, id: string, status: 'resolved' | 'dismissed') {
  const [existing] = await db
    .select({ status: reports.status, targetUserId: reports.targetUserId })
    .from(reports)
    .where(eq(reports.id, id));
  if (!existing) throw fail(404, 'NOT_FOUND', 'Report not found');
  authorize(moderator, 'moderation:handle-report', { subject: { id: existing.targetUserId } });
  const [row] = await db
    .update(reports)
    .set({ status, resolvedBy: moderator.id, resolvedAt: new Date() })
    .where(and(eq(reports.id, id), eq(reports.status, 'pending')))
    .returning();
  if (!row) throw fail(409, 'ALREADY_PROCESSED', 'This report has already been processed');
  return { report: row, message: `Report marked as ${status}` };
}
