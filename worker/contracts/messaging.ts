import * as v from 'valibot';
import { maxChars } from './characters';

/** A conversation's pages, a message's length. */
export const THREAD_PAGE_SIZE = 20;
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_MAX_LENGTH = 2000;
/** Sends per member per minute. */
export const SEND_RATE_LIMIT = 30;

export const MISSING_RECIPIENT = 'Missing recipient or conversation information';
export const THREAD_NOT_FOUND = "This conversation doesn't exist or you don't have permission to view it.";

/** A conversation id is the two user ids sorted and joined with a hyphen (member ids hold no hyphen). */
export const conversationIdOf = (a: string, b: string) => [a, b].sort().join('-');

const id = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80));
/** A message's text, wherever one enters: the API's sends and the conversation object itself. */
export const MessageText = v.pipe(
  v.string('Please write a message'),
  v.trim(),
  v.nonEmpty('Please write a message'),
  maxChars(MESSAGE_MAX_LENGTH, `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`),
);
const text = MessageText;
/** Chosen by the sending client so that a retried send is stored once. */
const clientId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid message id'));

const pageNumber = (max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => Number.parseInt(s, 10)),
      v.number(),
      v.integer(),
      v.minValue(0),
      v.transform((n) => Math.min(n, max)),
    ),
    String(fallback),
  );

export const ThreadListQuery = v.object({
  limit: pageNumber(100, THREAD_PAGE_SIZE),
  offset: pageNumber(1_000_000, 0),
});

export const MessagePageQuery = v.object({
  limit: pageNumber(100, MESSAGE_PAGE_SIZE),
  offset: pageNumber(1_000_000, 0),
  /** Messages with a sequence number below this one: a stable cursor for scrolling up. */
  before: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(1))),
});

export const MessagesQuery = v.object({
  ...MessagePageQuery.entries,
  thread_id: v.optional(id),
  user_id: v.optional(id),
});

export const StartThreadInput = v.object({
  // Optional here so that its absence answers the product's message rather than a schema error.
  recipient_id: v.optional(v.pipe(v.string(MISSING_RECIPIENT), v.trim(), v.maxLength(80))),
  message: text,
  client_id: v.optional(clientId),
});

export const SendMessageInput = v.object({
  message: text,
  recipientId: v.optional(id),
  threadId: v.optional(id),
  /** The sender's own id for this message, so a retry is never stored twice (in the spec's case here). */
  clientId: v.optional(clientId),
});

export type MessageDto = {
  id: string;
  thread_id: string;
  seq: number;
  sender_id: string | null;
  receiver_id: string | null;
  message_text: string;
  timestamp: string;
  /** Shown only when both members share read receipts. */
  read: boolean;
  client_id: string;
};

export type ThreadSummary = {
  thread_id: string;
  other_user_id: string | null;
  other_user_username: string | null;
  other_user_avatar_url: string | null;
  other_user_first_name: string | null;
  last_message: string | null;
  last_message_time: string | null;
  unread_count: number;
  is_from_me: boolean;
};

export type Participant = { id: string; username: string; first_name: string; avatar_url: string | null };

export type ThreadDto = {
  id: string;
  participant: Participant | null;
  /** Highest sequence the other member has received on a device, and read (when shared). */
  delivered_seq: number;
  read_seq: number;
  last_seq: number;
  can_send: boolean;
  cannot_send_reason: string | null;
  typing_indicators: boolean;
  is_new: boolean;
};

export type Pagination = { limit: number; offset: number; has_more: boolean };

/** What the conversation socket sends. */
export type ConversationEvent =
  | { type: 'message'; message: MessageDto }
  | { type: 'sync'; messages: MessageDto[]; last_seq: number }
  | { type: 'delivered'; seq: number }
  | { type: 'read'; user_id: string; seq: number }
  | { type: 'typing'; user_id: string }
  | { type: 'error'; error: string };

/** What the member's own socket (any page) sends: the live badges and thread list. */
export type InboxEvent =
  | {
      type: 'inbox';
      unread_count: number;
      thread_id: string;
      /** The member's own other tab read or sent something: no new-message alert. */
      quiet?: boolean;
    }
  | { type: 'notifications'; unread_count: number };
