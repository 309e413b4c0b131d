import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, idColumn, timestamp } from '../columns';

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
 * Local stand-in for an OpenID Connect provider (features/dev/local-oidc.ts), outside production
 * only: its authorization codes, each used once within a minute. Only the code's SHA-256 is kept.
 */
export const localOidcCodes = sqliteTable('local_oidc_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  /** PKCE S256 challenge, when the client sent one. */
  codeChallenge: text('code_challenge'),
  scope: text('scope').notNull(),
  sub: text('sub').notNull(),
  email: text('email').notNull(),
  emailVerified: bool('email_verified').notNull(),
  name: text('name').notNull(),
  expiresAt: timestamp('expires_at').notNull(),
});

/**
 * The last flush of each Counter object added to D1 (features/counters/consumer.ts): flushes go
 * one at a time and in order, so one number per counted item tells a flush the queue delivers
 * again from a new one.
 */
export const counterSequences = sqliteTable('counter_sequences', {
  key: text('key').primaryKey(),
  seq: integer('seq').notNull(),
});

/** Where a job that walks a table a slice at a time got to (the counters' reconcile). */
export const maintenanceCursors = sqliteTable('maintenance_cursors', {
  name: text('name').primaryKey(),
  cursor: text('cursor').notNull(),
});
