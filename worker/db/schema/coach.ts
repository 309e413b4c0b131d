import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { COACH_ROLES, type CoachCard } from '../../contracts/coach';
import { bool, createdAt, idColumn, inList, json } from '../columns';
import { users } from './auth';
import { userActivities } from './list';

/** A member's conversation with their coach: what they wrote and what the coach answered, with its cards. */
export const coachMessages = sqliteTable(
  'coach_messages',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COACH_ROLES }).notNull(),
    text: text('text').notNull(),
    cards: json<CoachCard[]>('cards').notNull().default([]),
    /** Reply chips offered under a coach message. */
    suggestions: json<string[]>('suggestions').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('coach_messages_user_created_idx').on(t.userId, t.createdAt),
    check('coach_messages_role_check', inList('role', COACH_ROLES)),
  ],
);

/** A reminder the member asked the coach for: sent once, on the morning of its day (the member's time zone), by the Cron. */
export const coachReminders = sqliteTable(
  'coach_reminders',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').references(() => userActivities.id, { onDelete: 'cascade' }),
    /** What to be reminded of, as the coach wrote it. */
    about: text('about').notNull(),
    /** The member's day (YYYY-MM-DD) the reminder is for. */
    remindOn: text('remind_on').notNull(),
    sentAt: integer('sent_at'),
    /** The Cron run that sent it: that run's notification and e-mail are written for its rows only. */
    runId: text('run_id'),
    createdAt: createdAt(),
  },
  (t) => [index('coach_reminders_due_idx').on(t.remindOn, t.sentAt)],
);

/**
 * The weekly check-ins sent: one per member and ISO week, so a Cron run again (or retried) the
 * same week finds it and sends nothing twice.
 */
export const coachCheckins = sqliteTable(
  'coach_checkins',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ISO week, e.g. 2026-W48. */
    week: text('week').notNull(),
    sentAt: integer('sent_at').notNull(),
    /** The Cron run that sent it: that run's notification, message and e-mail go to its rows only. */
    runId: text('run_id').notNull(),
  },
  (t) => [uniqueIndex('coach_checkins_user_week_idx').on(t.userId, t.week)],
);

/** A member's coach settings: the weekly check-in can be turned off. */
export const coachSettings = sqliteTable('coach_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyCheckin: bool('weekly_checkin').notNull().default(true),
});
