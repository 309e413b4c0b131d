import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  moderationActions,
  moderationAppeals,
  moderationMessages,
  type ProfileRow,
  posts,
  profiles,
  reports,
} from '../../db/schema';
import { fail } from '../../lib/errors';
import { authorize, isSuspendedNow } from '../../policy';
import { type Notifier, notify } from '../notifications/service';

/** A moderator writes to a member directly (not a system message). */
export async function sendMessage(
  db: Db,
  notifier: Notifier,
  moderator: ProfileRow,
  input: { receiver_id: string; message_text: string; action_id?: string },
) {
  const [receiver] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, input.receiver_id));
  if (!receiver) throw fail(404, 'USER_NOT_FOUND', 'User not found');
  if (input.action_id) {
    const [action] = await db
      .select({ id: moderationActions.id })
      .from(moderationActions)
      .where(and(eq(moderationActions.id, input.action_id), eq(moderationActions.targetUserId, receiver.id)));
    if (!action) throw fail(404, 'NOT_FOUND', 'Action not found');
  }
  const [row] = await db
    .insert(moderationMessages)
    .values({
      receiverId: receiver.id,
      senderId: moderator.id,
      actionId: input.action_id ?? null,
      messageText: input.message_text,
      isSystem: false,
    })
    .returning();
  await notify(db, notifier, { userId: receiver.id, actorId: null, type: 'moderation_message', entityId: row?.id });
  return { message: row, text: 'Message sent successfully' };
}

/** What a member needs to read a moderation message and act on it: the action and its appeal. */
async function withActions<T extends { actionId: string | null }>(db: Db, rows: T[]) {
  const ids = [...new Set(rows.map((r) => r.actionId).filter((id): id is string => Boolean(id)))].slice(0, 90);
  if (!ids.length) return rows.map((r) => ({ ...r, action: null, appeal: null }));
  const [actions, appeals] = await Promise.all([
    db.select().from(moderationActions).where(inArray(moderationActions.id, ids)),
    db.select().from(moderationAppeals).where(inArray(moderationAppeals.relatedActionId, ids)),
  ]);
  return rows.map((r) => {
    const action = actions.find((a) => a.id === r.actionId);
    const appeal = appeals.find((a) => a.relatedActionId === r.actionId);
    return {
      ...r,
      action: action
        ? { id: action.id, actionType: action.actionType, reason: action.reason, createdAt: action.createdAt }
        : null,
      appeal: appeal ?? null,
    };
  });
}

export async function myMessages(db: Db, member: ProfileRow) {
  const rows = await db
    .select()
    .from(moderationMessages)
    .where(eq(moderationMessages.receiverId, member.id))
    .orderBy(desc(moderationMessages.createdAt))
    .limit(50);
  // Which moderator wrote is staff-only: the member reads the message, its action and dates.
  return withActions(
    db,
    rows.map(({ senderId: _sender, ...shown }) => shown),
  );
}

/** Only the receiver marks a message read. */
export async function markRead(db: Db, member: ProfileRow, id: string) {
  const [row] = await db.select().from(moderationMessages).where(eq(moderationMessages.id, id));
  if (!row) throw fail(404, 'NOT_FOUND', 'Message not found');
  authorize(member, 'moderation-message:read', { ownerId: row.receiverId });
  const [updated] = await db
    .update(moderationMessages)
    .set({ read: true })
    .where(eq(moderationMessages.id, id))
    .returning();
  return { message: updated };
}

/**
 * The restriction screen: why a member is suspended or banned, the content concerned, until
 * when, and their appeal if they made one.
 */
export async function restrictionOf(db: Db, member: ProfileRow) {
  const banned = member.isBanned;
  if (!banned && !isSuspendedNow(member)) return { restriction: null };
  const [action] = await db
    .select()
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.targetUserId, member.id),
        eq(moderationActions.actionType, banned ? 'ban' : 'suspension'),
      ),
    )
    .orderBy(desc(moderationActions.createdAt))
    .limit(1);
  let content: string | null = null;
  if (action?.postId) {
    const [post] = await db.select({ content: posts.content }).from(posts).where(eq(posts.id, action.postId));
    content = post?.content ?? null;
  }
  if (!content && action?.reportId) {
    const [report] = await db
      .select({ snapshot: reports.contentSnapshot })
      .from(reports)
      .where(eq(reports.id, action.reportId));
    content = report?.snapshot ?? null;
  }
  const [appeal] = action
    ? await db.select().from(moderationAppeals).where(eq(moderationAppeals.relatedActionId, action.id))
    : [];
  return {
    restriction: {
      kind: banned ? ('banned' as const) : ('suspended' as const),
      endDate: banned ? null : member.suspensionEndDate,
      action: action
        ? { id: action.id, actionType: action.actionType, reason: action.reason, createdAt: action.createdAt }
        : null,
      content,
      appeal: appeal ?? null,
    },
  };
}
