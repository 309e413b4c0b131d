import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { SignUpDetails } from '../../contracts/account';
import { bool, createdAt, idColumn, json, timestamp, updatedAt } from '../columns';

// Tables owned by better-auth. Property names are the library's field names.
export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: bool('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = sqliteTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at'),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = sqliteTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's limiter store: shared by every Worker instance, unlike its in-memory default. */
export const authRateLimits = sqliteTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: integer('last_request').notNull(),
});

export type UserRow = typeof users.$inferSelect;

/**
 * A requested change of sign-in address: it takes effect only when the link sent to the new
 * address is followed, within an hour, once. Only the token's SHA-256 is kept.
 */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/**
 * A sign-up waiting for the link mailed to its address. It is kept apart from users and profiles:
 * until the link is followed nothing exists that anyone could see, and no username is reserved.
 * A sign-up for an address that already has an account is stored the same way (so both take the
 * same work) but can never open. Only the link token's SHA-256 is kept.
 */
export const pendingSignUps = sqliteTable(
  'pending_sign_ups',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The profile the account opens with. */
    details: json<SignUpDetails>('details').notNull(),
    /** The sign-up picture in R2, under pending-sign-ups/ (never served). */
    avatarKey: text('avatar_key'),
    /** The link works until then; sending a new one replaces it. */
    tokenExpiresAt: integer('token_expires_at').notNull(),
    /** When the link was followed and the account opened. */
    usedAt: integer('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('pending_sign_ups_email_idx').on(t.email, t.createdAt)],
);
export type PendingSignUpRow = typeof pendingSignUps.$inferSelect;
