import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { blockedEitherWay } from '../../policy/visibility';
import { readConversationNotifications } from '../notifications/statements';

/**
 * D1 writes of the conversation object (the only writer of a conversation's messages) and the
 * unread total both it and the API read. Query-builder statements only, so they batch.
 */

const notBlocked = (userId: string) => sql`not ${blockedEitherWay(userId, conversationMembers.otherUserId)}`;

/** A member's unread messages over every conversation they can still see (blocked pairs drop out). */
export const unreadTotal = (db: Db, userId: string) =>
  db
    .select({ total: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)` })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, userId), notBlocked(userId)));

export const visibleThreadsOf = notBlocked;

export type NewMessage = {
  id: string;
  conversationId: string;
  seq: number;
  senderId: string;
  receiverId: string;
  text: string;
  clientId: string;
  createdAt: Date;
};

/**
 * Stores one message and moves both members' thread rows, in one batch: the thread list and the
 * unread counts can never disagree with the messages. Answers both members' unread totals.
 */
export async function recordMessage(db: Db, m: NewMessage) {
  const last = { lastSeq: m.seq, lastMessageText: m.text, lastSenderId: m.senderId, lastMessageAt: m.createdAt };
  const [, , , , [receiverTotal], [senderTotal], [receiverRow]] = await db.batch([
    db
      .insert(conversations)
      .values({ id: m.conversationId, createdAt: m.createdAt, ...last })
      .onConflictDoUpdate({ target: conversations.id, set: last }),
    db.insert(messages).values({
      id: m.id,
      conversationId: m.conversationId,
      seq: m.seq,
      senderId: m.senderId,
      receiverId: m.receiverId,
      messageText: m.text,
      clientId: m.clientId,
      createdAt: m.createdAt,
    }),
    db
      .insert(conversationMembers)
      .values({
        conversationId: m.conversationId,
        userId: m.senderId,
        otherUserId: m.receiverId,
        lastMessageAt: m.createdAt,
        lastReadSeq: m.seq,
      })
      .onConflictDoUpdate({
        target: [conversationMembers.conversationId, conversationMembers.userId],
        set: { lastMessageAt: m.createdAt },
      }),
    db
      .insert(conversationMembers)
      .values({
        conversationId: m.conversationId,
        userId: m.receiverId,
        otherUserId: m.senderId,
        lastMessageAt: m.createdAt,
        unreadCount: 1,
      })
      .onConflictDoUpdate({
        target: [conversationMembers.conversationId, conversationMembers.userId],
        set: { lastMessageAt: m.createdAt, unreadCount: sql`${conversationMembers.unreadCount} + 1` },
      }),
    unreadTotal(db, m.receiverId),
    unreadTotal(db, m.senderId),
    db
      .select({ unread: conversationMembers.unreadCount })
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, m.conversationId), eq(conversationMembers.userId, m.receiverId)),
      ),
  ]);
  return {
    receiverTotal: Number(receiverTotal?.total ?? 0),
    senderTotal: Number(senderTotal?.total ?? 0),
    /** Unread messages in this conversation for the receiver, this one included. */
    threadUnread: receiverRow?.unread ?? 1,
  };
}

/**
 * Marks a member's received messages up to `upto` as read and recounts their unread. Once nothing
 * is left unread in the conversation, its 'New message from ...' notification is read too (the
 * bell must not count what the member has already read). Says whether that notification changed.
 */
export async function recordRead(db: Db, conversationId: string, userId: string, upto: number) {
  const unreadHere = sql`(select count(*) from messages where conversation_id = ${conversationId} and receiver_id = ${userId} and read = 0)`;
  const [, , notified, [total]] = await db.batch([
    db
      .update(messages)
      .set({ read: true, readAt: new Date() })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.receiverId, userId),
          eq(messages.read, false),
          lte(messages.seq, upto),
        ),
      ),
    db
      .update(conversationMembers)
      .set({ unreadCount: unreadHere, lastReadSeq: sql`max(${conversationMembers.lastReadSeq}, ${upto})` })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId))),
    readConversationNotifications(db, userId, conversationId, sql`${unreadHere} = 0`),
    unreadTotal(db, userId),
  ]);
  return { unread: Number(total?.total ?? 0), notificationsRead: notified.meta.changes > 0 };
}
