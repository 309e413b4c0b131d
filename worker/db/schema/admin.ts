import { check, index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PAGE_STATUSES } from '../../contracts/enums';
import type { PageBlock } from '../../contracts/pages';
import { createdAt, idColumn, inList, json, timestamp, updatedAt } from '../columns';
import { users } from './auth';

export const staticPages = sqliteTable(
  'static_pages',
  {
    id: idColumn(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    status: text('status', { enum: PAGE_STATUSES }).notNull().default('draft'),
    content: json<PageBlock[]>('content').notNull().default([]),
    metaDescription: text('meta_description'),
    metaKeywords: json<string[]>('meta_keywords').notNull().default([]),
    publishedAt: timestamp('published_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('static_pages_status_idx').on(t.status, t.updatedAt),
    check('static_pages_status_check', inList('status', PAGE_STATUSES)),
  ],
);

export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  id: idColumn(),
  email: text('email').notNull().unique(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  source: text('source').notNull().default('footer'),
  createdAt: createdAt(),
});
