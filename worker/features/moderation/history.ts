import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import {
  moderationAppeals,
  moderationLifts,
  moderationMessages,
  type ProfileRow,
  profiles,
  reports,
  userSuspensions,
} from '../../db/schema';
import { fail } from '../../lib/errors';
import { endSuspension } from '../../lib/suspension';
import { isSuspendedNow } from '../../policy';
import { type Notifier, notify } from '../notifications/service';
import { setBanned } from '../profile/writes';
import { assertMayActOn, staffActions } from './actions';

const reporter = alias(profiles, 'reporter');
const HISTORY_LIMIT = 100;

export const statusOf = (p: ProfileRow) =>
  p.isBanned ? ('banned' as const) : isSuspendedNow(p) ? ('suspended' as const) : ('active' as const);

/**
 * Everything moderation knows about one member, for staff: the reports about them (any status),
 * the actions taken with their notes, lifts, and their appeals, newest first.
 */
export async function memberHistory(db: Db, userId: string) {
  const [member] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!member) throw fail(404, 'USER_NOT_FOUND', 'User not found');
  const [reportRows, actions, lifts, appeals] = await Promise.all([
    db
      .select({
        id: reports.id,
        targetType: reports.targetType,
        reason: reports.reason,
        extraNotes: reports.extraNotes,
        contentSnapshot: reports.contentSnapshot,
        status: reports.status,
        createdAt: reports.createdAt,
        reporter: { id: reporter.id, username: reporter.username },
      })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .where(eq(reports.targetUserId, userId))
      .orderBy(desc(reports.createdAt))
      .limit(HISTORY_LIMIT),
    staffActions(db, userId),
    db
      .select()
      .from(moderationLifts)
      .where(eq(moderationLifts.targetUserId, userId))
      .orderBy(desc(moderationLifts.createdAt))
      .limit(HISTORY_LIMIT),
    db
      .select()
      .from(moderationAppeals)
      .where(eq(moderationAppeals.userId, userId))
      .orderBy(desc(moderationAppeals.createdAt))
      .limit(HISTORY_LIMIT),
  ]);
  return {
    member: {
      id: member.id,
      username: member.username,
      firstName: member.firstName,
      avatarUrl: member.avatarUrl,
      role: member.role,
      status: statusOf(member),
      suspensionEndDate: member.suspensionEndDate,
      createdAt: member.createdAt,
    },
    reports: reportRows,
    actions,
    lifts,
    appeals,
  };
}

/**
 * Lifts a suspension or a ban before its time: recorded with its reason and moderator, told to
 * the member like any moderation action.
 */
export async function liftRestriction(
  db: Db,
  notifier: Notifier,
  moderator: ProfileRow,
  input: { user_id: string; kind: 'suspension' | 'ban'; reason: string },
) {
  const [target] = await db.select().from(profiles).where(eq(profiles.id, input.user_id));
  if (!target) throw fail(404, 'USER_NOT_FOUND', 'User not found');
  assertMayActOn(moderator, target);
  const now = new Date();
  if (input.kind === 'suspension' && !isSuspendedNow(target)) {
    throw fail(409, 'NOT_RESTRICTED', 'This member is not suspended');
  }
  if (input.kind === 'ban' && !target.isBanned) throw fail(409, 'NOT_RESTRICTED', 'This member is not banned');
  const record = db
    .insert(moderationLifts)
    .values({ kind: input.kind, targetUserId: target.id, reason: input.reason, moderatorUserId: moderator.id })
    .returning();
  const message = db.insert(moderationMessages).values({
    receiverId: target.id,
    senderId: moderator.id,
    messageText: `Your ${input.kind} has been lifted. Reason: ${input.reason}`,
    isSystem: true,
    createdAt: now,
  });
  const [[lift]] =
    input.kind === 'suspension'
      ? await db.batch([
          record,
          message,
          endSuspension(db, eq(profiles.id, target.id)),
          db
            .update(userSuspensions)
            .set({ liftedAt: now })
            .where(
              and(
                eq(userSuspensions.userId, target.id),
                isNull(userSuspensions.liftedAt),
                sql`${userSuspensions.endDate} > ${now.getTime()}`,
              ),
            ),
        ])
      : await db.batch([record, message, setBanned(db, target.id, false)]);
  await notify(db, notifier, { userId: target.id, actorId: null, type: 'moderation_message', entityId: lift?.id });
  return { lift, message: input.kind === 'suspension' ? 'Suspension lifted' : 'Ban lifted' };
}
