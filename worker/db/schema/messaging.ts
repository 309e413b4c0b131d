import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, idColumn, timestamp } from '../columns';
import { users } from './auth';

/** A conversation's id is the two user ids sorted and joined with a hyphen. */
export const conversations = sqliteTable('conversations', {
  id: text('id').primaryKey(),
  lastSeq: integer('last_seq').notNull().default(0),
  lastMessageText: text('last_message_text'),
  lastSenderId: text('last_sender_id'),
  lastMessageAt: timestamp('last_message_at'),
  createdAt: createdAt(),
});

/** One row per participant, so a member's thread list is one indexed read. */
export const conversationMembers = sqliteTable(
  'conversation_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: text('other_user_id'),
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_recent_idx').on(t.userId, t.lastMessageAt),
    check('conversation_members_unread_check', sql`unread_count >= 0`),
  ],
);

export const messages = sqliteTable(
  'messages',
  {
    id: idColumn(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    // A deleted account leaves its messages readable by the other member, shown as a deleted user.
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    receiverId: text('receiver_id').references(() => users.id, { onDelete: 'set null' }),
    messageText: text('message_text').notNull(),
    /** Chosen by the sending client so a retried send is stored once. */
    clientId: text('client_id').notNull(),
    read: bool('read').notNull().default(false),
    readAt: timestamp('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('messages_conversation_client_idx').on(t.conversationId, t.clientId),
    index('messages_receiver_unread_idx').on(t.receiverId, t.read),
    check('messages_text_check', sql`length(message_text) between 1 and 2000`),
  ],
);
