import { sql } from 'drizzle-orm';
import { check, index, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { FOLLOW_STATUSES, NOTIFICATION_TYPES } from '../../contracts/enums';
import { bool, createdAt, idColumn, inList, json, updatedAt } from '../columns';
import { users } from './auth';

const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const follows = sqliteTable(
  'follows',
  {
    id: idColumn(),
    followerId: userRef('follower_id'),
    followingId: userRef('following_id'),
    status: text('status', { enum: FOLLOW_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('follows_pair_idx').on(t.followerId, t.followingId),
    index('follows_following_status_idx').on(t.followingId, t.status, t.createdAt),
    index('follows_follower_status_idx').on(t.followerId, t.status),
    check('follows_status_check', inList('status', FOLLOW_STATUSES)),
    check('follows_not_self_check', sql`follower_id <> following_id`),
  ],
);

export const userBlocks = sqliteTable(
  'user_blocks',
  {
    id: idColumn(),
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_blocks_pair_idx').on(t.blockerId, t.blockedId),
    index('user_blocks_blocked_idx').on(t.blockedId),
    check('user_blocks_not_self_check', sql`blocker_id <> blocked_id`),
  ],
);

/**
 * A mute hides someone's posts, comments and notifications from the muter only; the muted member
 * is never told and sees nothing different.
 */
export const userMutes = sqliteTable(
  'user_mutes',
  {
    muterId: userRef('muter_id'),
    mutedId: userRef('muted_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.muterId, t.mutedId] }),
    index('user_mutes_muted_idx').on(t.mutedId),
    check('user_mutes_not_self_check', sql`muter_id <> muted_id`),
  ],
);

/** Words, phrases and #hashtags a member does not want to see posts about. */
export const mutedWords = sqliteTable(
  'muted_words',
  {
    userId: userRef('user_id'),
    word: text('word').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.word] })],
);

export const notifications = sqliteTable(
  'notifications',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    /** What the notification is about, e.g. a post id, a follow id or a conversation id. */
    entityId: text('entity_id'),
    data: json<Record<string, string>>('data').notNull().default({}),
    read: bool('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId, t.read),
    check('notifications_type_check', inList('type', NOTIFICATION_TYPES)),
  ],
);
