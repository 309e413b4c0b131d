import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ActionType, Visibility } from '../../contracts/enums';
import type { Db } from '../../db/client';
import { newId } from '../../db/columns';
import {
  moderationActions,
  moderationMessages,
  type ProfileRow,
  posts,
  profiles,
  reports,
  userSuspensions,
} from '../../db/schema';
import { fail } from '../../lib/errors';
import { authorize, isAdmin } from '../../policy';
import { setPostVisibility } from '../community/posts';
import { type Notifier, notify } from '../notifications/service';
import { setBanned, suspend } from '../profile/writes';

export const SUSPENSION_DAYS = 30;
const DAY = 86_400_000;

export const actionMessage = (type: ActionType, reason: string) =>
  `Your account has received a moderation action: ${type}. Reason: ${reason}`;

export type NewAction = {
  action_type: ActionType;
  reason: string;
  notes?: string;
  report_id?: string;
  target_user_id?: string;
  post_id?: string;
  suspension_days?: number;
  suspension_until?: Date;
};

/** When a suspension ends: the chosen number of days, a chosen date within a year, or 30 days. */
function suspensionEnd(now: Date, input: NewAction) {
  if (input.suspension_until) {
    const end = input.suspension_until;
    if (end.getTime() <= now.getTime()) throw fail(400, 'VALIDATION', 'The suspension must end in the future');
    if (end.getTime() > now.getTime() + 366 * DAY) {
      throw fail(400, 'VALIDATION', 'A suspension lasts at most a year; ban the member instead');
    }
    return end;
  }
  return new Date(now.getTime() + (input.suspension_days ?? SUSPENSION_DAYS) * DAY);
}

/** Who may be acted on: never oneself, and an administrator only by a super admin. */
export function assertMayActOn(moderator: ProfileRow, target: ProfileRow) {
  authorize(moderator, 'moderation:act-on', { subject: { id: target.id, isAdmin: isAdmin(target) } });
}

async function resolveTarget(db: Db, input: NewAction) {
  if (!input.report_id) {
    if (!input.target_user_id) throw fail(400, 'VALIDATION', 'Choose a member to act on');
    return { report: null, targetUserId: input.target_user_id, postId: input.post_id ?? null };
  }
  const [report] = await db.select().from(reports).where(eq(reports.id, input.report_id));
  if (!report) throw fail(404, 'NOT_FOUND', 'Report not found');
  if (report.status !== 'pending') throw fail(409, 'ALREADY_PROCESSED', 'This report has already been processed');
  if (!report.targetUserId) throw fail(400, 'NO_TARGET', 'The reported member no longer exists');
  return { report, targetUserId: report.targetUserId, postId: input.post_id ?? report.postId };
}

/**
 * Records the action and applies its effects, the message to the member and the report's
 * resolution in one D1 batch, so a member is never suspended without being told, or the reverse.
 */
export async function createAction(db: Db, notifier: Notifier, moderator: ProfileRow, input: NewAction) {
  const { report, targetUserId, postId } = await resolveTarget(db, input);
  const [target] = await db.select().from(profiles).where(eq(profiles.id, targetUserId));
  if (!target) throw fail(404, 'USER_NOT_FOUND', 'User not found');
  assertMayActOn(moderator, target);
  let previousVisibility: Visibility | null = null;
  if (input.action_type === 'post_removal') {
    if (!postId) throw fail(400, 'VALIDATION', 'Choose the post to remove');
    const [post] = await db
      .select({ userId: posts.userId, visibility: posts.visibility })
      .from(posts)
      .where(eq(posts.id, postId));
    if (!post || post.userId !== target.id) throw fail(404, 'POST_NOT_FOUND', 'Post not found');
    previousVisibility = post.visibility;
  }

  const now = new Date();
  const actionId = newId();
  const insertAction = db
    .insert(moderationActions)
    .values({
      id: actionId,
      actionType: input.action_type,
      reason: input.reason,
      notes: input.notes || null,
      targetUserId: target.id,
      postId,
      postVisibility: previousVisibility,
      reportId: report?.id ?? null,
      moderatorUserId: moderator.id,
      createdAt: now,
    })
    .returning();
  const message = db.insert(moderationMessages).values({
    receiverId: target.id,
    senderId: moderator.id,
    actionId,
    messageText: actionMessage(input.action_type, input.reason),
    isSystem: true,
    createdAt: now,
  });
  const resolution = db
    .update(reports)
    .set({ status: 'resolved', resolvedBy: moderator.id, resolvedAt: now })
    .where(
      and(
        eq(reports.status, 'pending'),
        report
          ? // Every pending report on the same thing is settled by the same action.
            or(
              eq(reports.id, report.id),
              and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId)),
            )
          : postId
            ? and(eq(reports.targetType, 'post'), eq(reports.targetId, postId))
            : and(eq(reports.targetType, 'profile'), eq(reports.targetId, target.id)),
      ),
    );

  const effects = [];
  if (input.action_type === 'suspension') {
    const endDate = suspensionEnd(now, input);
    effects.push(
      suspend(db, target.id, endDate),
      db.insert(userSuspensions).values({
        userId: target.id,
        actionId,
        reason: input.reason,
        startDate: now,
        endDate,
        createdBy: moderator.id,
      }),
    );
  } else if (input.action_type === 'ban') {
    effects.push(setBanned(db, target.id, true));
  } else if (input.action_type === 'post_removal' && postId) {
    effects.push(setPostVisibility(db, postId, 'private'));
  }

  const [[action]] = await db.batch([insertAction, message, resolution, ...effects]);
  await notify(db, notifier, { userId: target.id, actorId: null, type: 'moderation_message', entityId: actionId });
  return { action, message: 'Moderation action created successfully' };
}

const target = alias(profiles, 'target');
const moderatorProfile = alias(profiles, 'moderator');

/** A member's actions, newest first, with the target's and the moderator's public profiles. */
/** A member's actions as staff read them: with the internal notes and the moderator. */
export const staffActions = (db: Db, userId: string) =>
  db
    .select({
      id: moderationActions.id,
      actionType: moderationActions.actionType,
      reason: moderationActions.reason,
      notes: moderationActions.notes,
      postId: moderationActions.postId,
      createdAt: moderationActions.createdAt,
      endsAt: sql<
        number | null
      >`(select s.end_date from user_suspensions s where s.action_id = ${moderationActions.id})`,
      target: { id: target.id, username: target.username, firstName: target.firstName },
      moderator: {
        id: moderatorProfile.id,
        username: moderatorProfile.username,
        firstName: moderatorProfile.firstName,
      },
    })
    .from(moderationActions)
    .innerJoin(target, eq(target.id, moderationActions.targetUserId))
    .leftJoin(moderatorProfile, eq(moderatorProfile.id, moderationActions.moderatorUserId))
    .where(eq(moderationActions.targetUserId, userId))
    .orderBy(desc(moderationActions.createdAt))
    .limit(100);

/**
 * A member's moderation history. Staff read everything; the member themselves reads what was done,
 * why and when, never the internal notes or which moderator did it.
 */
export async function actionsFor(db: Db, userId: string, staff: boolean) {
  const rows = await staffActions(db, userId);
  return staff ? rows : rows.map(({ notes: _notes, moderator: _moderator, ...shown }) => shown);
}
