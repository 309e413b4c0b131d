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

/**
 * Failed sign-ins, counted per (e-mail, client address), per client address and per e-mail
 * (features/account/sign-in-guard.ts). A count is forgotten an hour after its last failure.
 */
export const signInFailures = sqliteTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: integer('last_failed_at').notNull(),
  /** When the account's owner was last told of failures (per-e-mail keys only). */
  alertedAt: integer('alerted_at'),
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

/**
 * Counter flushes already added to D1 (features/counters/consumer.ts): a queue delivers at least
 * once, so a flush delivered again is recognised and not added twice. Forgotten after a week.
 */
export const counterFlushes = sqliteTable(
  'counter_flushes',
  {
    flushId: text('flush_id').primaryKey(),
    appliedAt: integer('applied_at').notNull(),
  },
  (t) => [index('counter_flushes_applied_idx').on(t.appliedAt)],
);

/** Where a job that walks a table a slice at a time got to (the counters' reconcile). */
export const maintenanceCursors = sqliteTable('maintenance_cursors', {
  name: text('name').primaryKey(),
  cursor: text('cursor').notNull(),
});
