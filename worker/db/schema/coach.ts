import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { COACH_ROLES, type CoachCard } from '../../contracts/coach';
import type { CoachMemory } from '../../contracts/coach-ask';
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
    /**
     * What the coach keeps of a turn for the next one: what it was about, the cards it showed, the
     * question it asked, and how to undo what it did.
     */
    memory: json<CoachMemory>('memory'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coach_messages_user_created_idx').on(t.userId, t.createdAt),
    check('coach_messages_role_check', inList('role', COACH_ROLES)),
  ],
);

/**
 * A reminder the member asked the coach for: sent once, by the hourly Cron, at the first run from
 * its day and time of day in the member's time zone.
 */
export const coachReminders = sqliteTable(
  'coach_reminders',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').references(() => userActivities.id, { onDelete: 'cascade' }),
    /**
     * The step of the item it is about, when one is meant. Not a foreign key: a step deleted since
     * leaves its reminder, which keeps the step's words in `about`.
     */
    stepId: text('step_id'),
    /** What to be reminded of, as the coach wrote it. */
    about: text('about').notNull(),
    /** The member's day (YYYY-MM-DD) the reminder is for. */
    remindOn: text('remind_on').notNull(),
    /** The member's time of day (HH:MM) it is for. */
    remindAt: text('remind_at').notNull().default('09:00'),
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

/**
 * A member's coach settings: the weekly check-in can be turned off, and comes on the day of the
 * week and at the time of day they chose (in their time zone). Without a choice, a day spread
 * evenly by their id, at 09:00.
 */
export const coachSettings = sqliteTable('coach_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyCheckin: bool('weekly_checkin').notNull().default(true),
  /** 0 (Sunday) to 6. */
  checkinDay: integer('checkin_day'),
  /** HH:00, the member's time of day. */
  checkinTime: text('checkin_time'),
});
