import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { type MEDIA_TYPES, POST_STATUSES, SHARE_PLATFORMS, VISIBILITIES } from '../../contracts/enums';
import { bool, createdAt, idColumn, inList, json, timestamp, updatedAt } from '../columns';
import { users } from './auth';
import { activities, customActivities } from './catalogue';

/** A post's file; `alt` describes an image for people who cannot see it. */
export type PostMedia = { url: string; type: (typeof MEDIA_TYPES)[number]; alt?: string };

/** Members' posts (one table for the feed and for search). */
export const posts = sqliteTable(
  'posts',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    media: json<PostMedia[]>('media').notNull().default([]),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    customActivityId: text('custom_activity_id').references(() => customActivities.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: POST_STATUSES }).notNull().default('published'),
    visibility: text('visibility', { enum: VISIBILITIES }).notNull().default('public'),
    location: text('location'),
    isQuotePost: bool('is_quote_post').notNull().default(false),
    quotedPostId: text('quoted_post_id'),
    quotedContent: text('quoted_content'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    savesCount: integer('saves_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at'),
  },
  (t) => [
    index('posts_visibility_created_idx').on(t.visibility, t.status, t.createdAt),
    index('posts_user_created_idx').on(t.userId, t.createdAt),
    index('posts_likes_idx').on(t.likesCount),
    // The feed walks newest first across every visibility, then filters row by row.
    index('posts_status_created_idx').on(t.status, t.createdAt),
    check('posts_visibility_check', inList('visibility', VISIBILITIES)),
    check('posts_status_check', inList('status', POST_STATUSES)),
    check('posts_content_check', sql`length(content) <= 300`),
    check(
      'posts_counts_check',
      sql`likes_count >= 0 and comments_count >= 0 and saves_count >= 0 and shares_count >= 0`,
    ),
  ],
);

export const postComments = sqliteTable(
  'post_comments',
  {
    id: idColumn(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('post_comments_post_created_idx').on(t.postId, t.createdAt),
    index('post_comments_user_idx').on(t.userId),
    index('post_comments_created_idx').on(t.createdAt),
    check('post_comments_content_check', sql`length(trim(content)) > 0`),
  ],
);

export const postLikes = sqliteTable(
  'post_likes',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_likes_user_idx').on(t.userId, t.createdAt),
    // Trending reads the reactions of the last 48 hours.
    index('post_likes_created_idx').on(t.createdAt),
  ],
);

export const postSaves = sqliteTable(
  'post_saves',
  {
    id: idColumn(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_saves_user_post_idx').on(t.userId, t.postId),
    index('post_saves_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const postShares = sqliteTable(
  'post_shares',
  {
    id: idColumn(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    shareType: text('share_type').notNull().default('external'),
    platform: text('platform', { enum: SHARE_PLATFORMS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_shares_post_idx').on(t.postId),
    check('post_shares_platform_check', inList('platform', SHARE_PLATFORMS)),
  ],
);

/**
 * A post's views. Counted once per viewer a day by the post's Counter object, which adds what it
 * counted here every couple of seconds (features/counters): no row is kept per view.
 */
export const postAnalytics = sqliteTable('post_analytics', {
  id: idColumn(),
  postId: text('post_id')
    .notNull()
    .unique()
    .references(() => posts.id, { onDelete: 'cascade' }),
  viewsCount: integer('views_count').notNull().default(0),
  updatedAt: updatedAt(),
});

export const hashtags = sqliteTable(
  'hashtags',
  {
    id: idColumn(),
    /** Lower-case, without the '#'. */
    name: text('name').notNull().unique(),
    postCount: integer('post_count').notNull().default(0),
  },
  (t) => [index('hashtags_post_count_idx').on(t.postCount), check('hashtags_count_check', sql`post_count >= 0`)],
);

export const postHashtags = sqliteTable(
  'post_hashtags',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    hashtagId: text('hashtag_id')
      .notNull()
      .references(() => hashtags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.hashtagId] }), index('post_hashtags_tag_idx').on(t.hashtagId, t.postId)],
);

export const supplierAds = sqliteTable(
  'supplier_ads',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    supplierName: text('supplier_name').notNull(),
    ctaLabel: text('cta_label').notNull(),
    ctaLink: text('cta_link').notNull(),
    activityTags: json<string[]>('activity_tags').notNull().default([]),
    highlightDiscount: text('highlight_discount'),
    approved: bool('approved').notNull().default(false),
    priorityLevel: integer('priority_level').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('supplier_ads_approved_priority_idx').on(t.approved, t.priorityLevel)],
);

/** When a member last looked at each feed, so the new-content counters come from the server. */
export const feedCursors = sqliteTable('feed_cursors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  postsSeenAt: timestamp('posts_seen_at'),
  blogsSeenAt: timestamp('blogs_seen_at'),
  followingSeenAt: timestamp('following_seen_at'),
});
