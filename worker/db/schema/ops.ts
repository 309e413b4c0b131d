import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, idColumn, timestamp } from '../columns';

/** Fixed-window counters for the app's own rate limits (writes, contact form, messages). */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
  /** The count of the window before `windowStart`, for the sliding estimate (lib/rate-limit.ts). */
  previousCount: integer('previous_count').notNull().default(0),
});

/** Local stand-in for the e-mail provider: every message the app sends, readable at /dev/outbox. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
