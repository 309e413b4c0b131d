import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { NotificationType } from '../../contracts/enums';
import type { Db } from '../../db/client';
import { notifications, type ProfileRow, profiles, userMutes } from '../../db/schema';
import { appOrigin } from '../../lib/config';
import { fail } from '../../lib/errors';
import { inboxStub } from '../../lib/inbox';
import { createMailer, type Mailer } from '../../lib/mailer';
import { relationBetween } from '../../policy/relations';

type NewNotification = {
  userId: string;
  actorId: string | null;
  type: NotificationType;
  entityId?: string | null;
  data?: Record<string, string>;
};

/** Which e-mail preference decides whether a kind of notification is also e-mailed. */
const EMAIL_PREFERENCE: Partial<Record<NotificationType, 'friend_requests' | 'messages' | 'system_updates'>> = {
  follow_request: 'friend_requests',
  follow_accepted: 'friend_requests',
  new_follower: 'friend_requests',
  new_message: 'messages',
  moderation_message: 'system_updates',
  appeal_decision: 'system_updates',
};

const SUBJECTS: Record<NotificationType, (actor: string) => string> = {
  follow_request: (a) => `${a} wants to follow you`,
  follow_accepted: (a) => `${a} accepted your follow request`,
  new_follower: (a) => `${a} is now following you`,
  post_like: (a) => `${a} liked your post`,
  post_comment: (a) => `${a} commented on your post`,
  comment_reply: (a) => `${a} replied to your comment`,
  mention: (a) => `${a} mentioned you`,
  blog_comment: (a) => `${a} commented on your blog`,
  blog_coauthor: (a) => `${a} added you as a coauthor`,
  new_message: (a) => `New message from ${a}`,
  moderation_message: () => 'A message from the Lifelist moderators',
  appeal_decision: () => 'Your appeal has been decided',
  list_reminder: () => 'A reminder about your plans',
  security_alert: () => 'Failed sign-ins to your account',
  coach_checkin: () => 'Your weekly check-in from your coach',
  coach_reminder: () => 'A reminder from your coach',
};

/** Leaves out what people the member muted did, including before the mute. */
const notMuted = (userId: string) =>
  sql`not exists (select 1 from user_mutes um where um.muter_id = ${userId} and um.muted_id = ${notifications.actorId})`;

/** A member's unread notifications: the header bell's number. */
export async function unreadNotifications(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false), notMuted(userId)));
  return row?.n ?? 0;
}

/** Pushes the member's unread count to every page they have open (the header bell, live). */
export async function publishNotificationCount(db: Db, env: Env, userId: string) {
  await inboxStub(env, userId).publish({ type: 'notifications', unread_count: await unreadNotifications(db, userId) });
}

/** Where a notification goes besides its row: e-mail (by the member's preferences) and the live bell. */
export interface Notifier {
  mailer: Mailer | null;
  live: Env | null;
  /** The app's address, for the links in e-mails (a mail client has no page to resolve them against). */
  origin: string;
}

/** The notifier of a request or a Durable Object: the configured mailer and the members' sockets. */
export const notifierFor = (env: Env, db: Db): Notifier => ({
  mailer: createMailer(env, db),
  live: env,
  origin: appOrigin(env),
});

/**
 * Records an in-app notification (always kept) and, when the member's preferences say so,
 * e-mails it. Nothing is sent between members in a block. With `live`, the member's open pages
 * hear the new count at once.
 */
export async function notify(db: Db, { mailer, live, origin }: Notifier, n: NewNotification) {
  if (n.actorId === n.userId) return null;
  if (n.actorId && (await relationBetween(db, n.userId, n.actorId)).blocked) return null;
  // Someone the member muted reaches them with nothing, and is never told.
  if (n.actorId) {
    const [muted] = await db
      .select({ id: userMutes.mutedId })
      .from(userMutes)
      .where(and(eq(userMutes.muterId, n.userId), eq(userMutes.mutedId, n.actorId)));
    if (muted) return null;
  }
  const [row] = await db
    .insert(notifications)
    .values({ userId: n.userId, actorId: n.actorId, type: n.type, entityId: n.entityId ?? null, data: n.data ?? {} })
    .returning();
  const preference = EMAIL_PREFERENCE[n.type];
  if (mailer && preference) {
    const [recipient] = await db.select().from(profiles).where(eq(profiles.id, n.userId));
    const [actor] = n.actorId
      ? await db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, n.actorId))
      : [];
    if (recipient?.notificationPreferences.email[preference]) {
      const subject = SUBJECTS[n.type](actor?.firstName ?? 'Someone');
      await mailer.send({
        to: recipient.email,
        subject,
        text: `${subject}.\n\nSee it on Lifelist: ${origin}/notifications\n\nYou can change which e-mails you get in Settings > Notifications: ${origin}/settings?section=notifications`,
      });
    }
  }
  if (live && row) await publishNotificationCount(db, live, n.userId);
  return row ?? null;
}

export async function listNotifications(db: Db, actor: ProfileRow, limit: number, offset: number) {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      entityId: notifications.entityId,
      data: notifications.data,
      read: notifications.read,
      createdAt: notifications.createdAt,
      actor: {
        id: profiles.id,
        username: profiles.username,
        firstName: profiles.firstName,
        avatarUrl: profiles.avatarUrl,
      },
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.actorId))
    .where(and(eq(notifications.userId, actor.id), notMuted(actor.id)))
    .orderBy(desc(notifications.createdAt))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)` })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.id), notMuted(actor.id)));
  const n = total?.n ?? 0;
  return { notifications: rows, pagination: { total: n, limit, offset, hasMore: offset + rows.length < n } };
}

/** Only the member a notification is for can mark it read. */
export async function markRead(db: Db, actor: ProfileRow, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)))
    .returning({ id: notifications.id });
  if (!row) throw fail(404, 'NOT_FOUND', 'Notification not found');
}

export const markAllRead = (db: Db, actor: ProfileRow) =>
  db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, actor.id), eq(notifications.read, false)));
