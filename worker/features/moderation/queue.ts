import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ReportTarget } from '../../contracts/moderation';
import type { Db } from '../../db/client';
import { type ProfileRow, posts, profiles, reports } from '../../db/schema';
import { fail } from '../../lib/errors';

const reporter = alias(profiles, 'reporter');
const reported = alias(profiles, 'reported');
const QUEUE_LIMIT = 100;

/** `%` and `_` typed by a moderator are searched for literally. */
const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Pending reports of every kind, newest first, filtered by kind and by a search over text and names. */
export async function pendingReports(db: Db, filter: { type?: ReportTarget; q?: string }) {
  const conditions = [eq(reports.status, 'pending')];
  if (filter.type) conditions.push(eq(reports.targetType, filter.type));
  if (filter.q) {
    const p = pattern(filter.q);
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
  const [rows, [total]] = await Promise.all([
    db
      .select({
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
      })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(reported, eq(reported.id, reports.targetUserId))
      .leftJoin(posts, eq(posts.id, reports.postId))
      .where(and(...conditions))
      .orderBy(desc(reports.createdAt))
      .limit(QUEUE_LIMIT),
    db.select({ n: sql<number>`count(*)` }).from(reports).where(eq(reports.status, 'pending')),
  ]);
  return { reports: rows, totalPending: total?.n ?? 0 };
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
  if (existing.targetUserId === moderator.id) throw fail(403, 'SELF', "You can't handle a report about yourself");
  const [row] = await db
    .update(reports)
    .set({ status, resolvedBy: moderator.id, resolvedAt: new Date() })
    .where(and(eq(reports.id, id), eq(reports.status, 'pending')))
    .returning();
  if (!row) throw fail(409, 'ALREADY_PROCESSED', 'This report has already been processed');
  return { report: row, message: `Report marked as ${status}` };
}
