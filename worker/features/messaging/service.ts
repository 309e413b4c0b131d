import { and, desc, eq, lt } from 'drizzle-orm';
import type { MessageDto, Pagination, ThreadDto, ThreadSummary } from '../../contracts/messaging';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, messages, type ProfileRow, profiles } from '../../db/schema';
import type { ThreadAccess } from './access';
import { visibleThreadsOf } from './ledger';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Read marks are shared only when both members keep read receipts on. */
export const sharesReceipts = (viewer: ProfileRow, access: ThreadAccess) =>
  viewer.privacySettings.read_receipts !== false && access.other?.privacy.read_receipts !== false;

/** The viewer's threads, most recent first: one indexed query for the page, none per thread. */
export async function listThreads(db: Db, viewer: ProfileRow, limit: number, offset: number) {
  const rows = await db
    .select({
      threadId: conversationMembers.conversationId,
      otherId: conversationMembers.otherUserId,
      unread: conversationMembers.unreadCount,
      lastText: conversations.lastMessageText,
      lastAt: conversations.lastMessageAt,
      lastSender: conversations.lastSenderId,
      username: profiles.username,
      firstName: profiles.firstName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoin(profiles, eq(profiles.id, conversationMembers.otherUserId))
    .where(and(eq(conversationMembers.userId, viewer.id), visibleThreadsOf(viewer.id)))
    .orderBy(desc(conversationMembers.lastMessageAt))
    .limit(limit + 1)
    .offset(offset);
  const threads: ThreadSummary[] = rows.slice(0, limit).map((r) => ({
    thread_id: r.threadId,
    other_user_id: r.username ? r.otherId : null,
    other_user_username: r.username,
    other_user_avatar_url: r.avatarUrl,
    other_user_first_name: r.firstName,
    last_message: r.lastText,
    last_message_time: iso(r.lastAt),
    unread_count: r.unread,
    is_from_me: r.lastSender === viewer.id,
  }));
  const pagination: Pagination = { limit, offset, has_more: rows.length > limit };
  return { threads, pagination };
}

/**
 * A page of messages, oldest first within the page. `before` (a sequence) is the stable cursor
 * for scrolling up; `offset` counts back from the newest.
 */
export async function messagePage(
  db: Db,
  viewer: ProfileRow,
  access: ThreadAccess,
  page: { limit: number; offset: number; before?: number | undefined },
): Promise<{ messages: MessageDto[]; pagination: Pagination }> {
  const where = page.before
    ? and(eq(messages.conversationId, access.conversationId), lt(messages.seq, page.before))
    : eq(messages.conversationId, access.conversationId);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.seq))
    .limit(page.limit + 1)
    .offset(page.before ? 0 : page.offset);
  const shares = sharesReceipts(viewer, access);
  const list = rows
    .slice(0, page.limit)
    .reverse()
    .map(
      (m): MessageDto => ({
        id: m.id,
        thread_id: m.conversationId,
        seq: m.seq,
        sender_id: m.senderId,
        receiver_id: m.receiverId,
        message_text: m.messageText,
        timestamp: m.createdAt.toISOString(),
        // A member always knows what they have read; the sender sees it only when receipts are shared.
        read: m.receiverId === viewer.id ? m.read : shares && m.read,
        client_id: m.clientId,
      }),
    );
  return { messages: list, pagination: { limit: page.limit, offset: page.offset, has_more: rows.length > page.limit } };
}

export function threadDto(
  viewer: ProfileRow,
  access: ThreadAccess,
  receipts: { last_seq: number; delivered: Record<string, number>; read: Record<string, number> } | null,
): ThreadDto {
  const shares = sharesReceipts(viewer, access);
  return {
    id: access.conversationId,
    participant: access.other
      ? {
          id: access.other.id,
          username: access.other.username,
          first_name: access.other.first_name,
          avatar_url: access.other.avatar_url,
        }
      : null,
    delivered_seq: receipts?.delivered[access.otherId] ?? 0,
    read_seq: shares ? (receipts?.read[access.otherId] ?? 0) : 0,
    last_seq: receipts?.last_seq ?? 0,
    can_send: access.cannotSend === null,
    cannot_send_reason: access.cannotSend,
    typing_indicators:
      viewer.privacySettings.typing_indicators !== false && access.other?.privacy.typing_indicators !== false,
    is_new: !access.exists,
  };
}

/** The id of the message, checked to be in a conversation the viewer belongs to. */
export async function messageForViewer(db: Db, viewer: ProfileRow, messageId: string) {
  const [row] = await db
    .select({ conversationId: messages.conversationId, seq: messages.seq })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, viewer.id)),
    )
    .where(eq(messages.id, messageId));
  return row ?? null;
}

// What the conversation object (durable-objects/conversation.ts) uses of this area: its store, and
// the D1 record of what it delivered.
export { ConversationStore, type StoredMessage, toDto } from './conversation-store';
export { recordMessage, recordRead } from './ledger';
