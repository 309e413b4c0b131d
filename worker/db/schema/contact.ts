import { check, index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CONTACT_CATEGORIES, CONTACT_STATUSES } from '../../contracts/enums';
import { bool, createdAt, idColumn, inList, timestamp } from '../columns';
import { users } from './auth';

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    category: text('category', { enum: CONTACT_CATEGORIES }).notNull(),
    otherCategory: text('other_category'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    sendCopy: bool('send_copy').notNull().default(false),
    newsletterSignup: bool('newsletter_signup').notNull().default(false),
    /** R2 key under contact-attachments/; served to admins only. */
    attachmentKey: text('attachment_key'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('new'),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    check('contact_messages_category_check', inList('category', CONTACT_CATEGORIES)),
    check('contact_messages_status_check', inList('status', CONTACT_STATUSES)),
  ],
);
