import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BLOG_STATUSES, COAUTHOR_ROLES, VISIBILITIES } from '../../contracts/enums';
import { bool, createdAt, idColumn, inList, json, timestamp, updatedAt } from '../columns';
import { users } from './auth';

const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const blogs = sqliteTable(
  'blogs',
  {
    id: idColumn(),
    userId: userRef(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** Sanitised HTML; the server rewrites it on every save. */
    content: text('content').notNull().default(''),
    /** Plain text of the content, written with it; the full-text index reads it (migration blogs_search). */
    searchText: text('search_text').notNull().default(''),
    coverImageUrl: text('cover_image_url'),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('draft'),
    visibility: text('visibility', { enum: VISIBILITIES }).notNull().default('public'),
    isFeatured: bool('is_featured').notNull().default(false),
    isPinned: bool('is_pinned').notNull().default(false),
    /** Free tags (tagged activity ids in the original model). */
    tags: json<string[]>('tags').notNull().default([]),
    viewsCount: integer('views_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoKeywords: text('seo_keywords'),
    canonicalUrl: text('canonical_url'),
    publishedAt: timestamp('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blogs_listing_idx').on(t.status, t.visibility, t.createdAt),
    index('blogs_user_idx').on(t.userId, t.createdAt),
    check('blogs_status_check', inList('status', BLOG_STATUSES)),
    check('blogs_visibility_check', inList('visibility', VISIBILITIES)),
  ],
);

export const blogTags = sqliteTable(
  'blog_tags',
  {
    blogId: text('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.tag] }), index('blog_tags_tag_idx').on(t.tag)],
);

const blogRef = () =>
  text('blog_id')
    .notNull()
    .references(() => blogs.id, { onDelete: 'cascade' });

export const blogLikes = sqliteTable(
  'blog_likes',
  { blogId: blogRef(), userId: userRef(), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.blogId, t.userId] })],
);

export const userBlogSaves = sqliteTable(
  'user_blog_saves',
  { id: idColumn(), blogId: blogRef(), userId: userRef(), createdAt: createdAt() },
  (t) => [
    uniqueIndex('user_blog_saves_user_blog_idx').on(t.userId, t.blogId),
    index('user_blog_saves_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const blogCoauthors = sqliteTable(
  'blog_coauthors',
  {
    blogId: blogRef(),
    userId: userRef(),
    role: text('role', { enum: COAUTHOR_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blogId, t.userId] }),
    index('blog_coauthors_user_idx').on(t.userId),
    check('blog_coauthors_role_check', inList('role', COAUTHOR_ROLES)),
  ],
);

export const blogComments = sqliteTable(
  'blog_comments',
  {
    id: idColumn(),
    blogId: blogRef(),
    userId: userRef(),
    parentId: text('parent_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_comments_blog_created_idx').on(t.blogId, t.createdAt),
    check('blog_comments_content_check', sql`length(trim(content)) > 0`),
  ],
);

export const blogReactions = sqliteTable(
  'blog_reactions',
  { id: idColumn(), blogId: blogRef(), userId: userRef(), emoji: text('emoji').notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('blog_reactions_unique_idx').on(t.blogId, t.userId, t.emoji)],
);

export type BlogRow = typeof blogs.$inferSelect;
export type BlogCommentRow = typeof blogComments.$inferSelect;
