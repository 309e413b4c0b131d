import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { NotificationType } from '../../contracts/enums';
import { type Db, uuidSql } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * The notifications' writes that other areas make as part of their own statements or batches:
 * built here, so this area stays the only writer of the table.
 */

/**
 * New notifications, one per row of `from` (a `from ... where` over the rows they are about),
 * written in the same statement so a whole batch of them is one write. The rest are SQL over those
 * rows.
 */
export function notificationsFrom(n: {
  type: NotificationType;
  user: SQL;
  entity: SQL;
  data: SQL;
  at: Date;
  from: SQL;
}) {
  return sql`insert into notifications (id, user_id, actor_id, type, entity_id, data, read, created_at)
    select ${uuidSql}, ${n.user}, null, ${n.type}, ${n.entity}, ${n.data}, 0, ${n.at.getTime()} ${n.from}`;
}

const followRequest = (followerId: string, followingId: string) =>
  and(
    eq(notifications.type, 'follow_request'),
    eq(notifications.userId, followingId),
    eq(notifications.actorId, followerId),
  );

/** A follow request's notification once it is settled: read, and saying how it ended. */
export const settleFollowRequestNotification = (
  db: Db,
  followerId: string,
  followingId: string,
  state: 'accepted' | 'rejected' | 'withdrawn',
) =>
  db
    .update(notifications)
    .set({ read: true, data: sql`json_set(${notifications.data}, '$.state', ${state})` })
    .where(followRequest(followerId, followingId));

/** A follow request's notifications, gone with the request. */
export const clearFollowRequestNotifications = (db: Db, followerId: string, followingId: string) =>
  db.delete(notifications).where(followRequest(followerId, followingId));

/**
 * A conversation's new-message notifications, read once the member has read the conversation
 * (`readAll` is true in SQL when nothing in it is left unread).
 */
export const readConversationNotifications = (db: Db, userId: string, conversationId: string, readAll: SQL) =>
  db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'new_message'),
        eq(notifications.entityId, conversationId),
        eq(notifications.read, false),
        readAll,
      ),
    );
