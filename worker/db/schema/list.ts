import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LIST_STATUSES, VISIBILITIES } from '../../contracts/enums';
import { bool, createdAt, idColumn, inList, scale, timestamp, updatedAt } from '../columns';
import { users } from './auth';
import { activities, customActivities } from './catalogue';

/**
 * My List: the activities a member keeps (from the catalogue or their own), their ratings, each
 * item's checklist and reminders, and the private calendar feed of their target dates.
 */

export const userActivities = sqliteTable(
  'user_activities',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    customActivityId: text('custom_activity_id').references(() => customActivities.id, {
      onDelete: 'cascade',
    }),
    status: text('status', { enum: LIST_STATUSES }).notNull().default('not_started'),
    progress: integer('progress').notNull().default(0),
    privacy: text('privacy', { enum: VISIBILITIES }).notNull().default('public'),
    targetDate: text('target_date'),
    priority: integer('priority').notNull().default(3),
    ratingDifficulty: integer('rating_difficulty'),
    ratingCost: integer('rating_cost'),
    ratingEnjoyment: integer('rating_enjoyment'),
    privateNotes: text('private_notes'),
    /** Target-date reminders (7 days and 1 day before, and when it passes); on unless turned off. */
    reminders: bool('reminders').notNull().default(true),
    startedAt: timestamp('started_at'),
    completedAt: timestamp('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_activities_user_activity_idx').on(t.userId, t.activityId),
    uniqueIndex('user_activities_user_custom_idx').on(t.userId, t.customActivityId),
    index('user_activities_user_created_idx').on(t.userId, t.createdAt),
    index('user_activities_public_recent_idx').on(t.privacy, t.createdAt),
    index('user_activities_activity_idx').on(t.activityId),
    // The reminder cron reads only open items with a target date, in date order.
    index('user_activities_due_idx')
      .on(t.targetDate, t.id)
      .where(sql`target_date is not null and status <> 'completed' and reminders = 1`),
    check('user_activities_status_check', inList('status', LIST_STATUSES)),
    check('user_activities_privacy_check', inList('privacy', VISIBILITIES)),
    check('user_activities_progress_check', sql`progress between 0 and 100`),
    check('user_activities_priority_check', scale('priority')),
    check('user_activities_rating_difficulty_check', scale('rating_difficulty', true)),
    check('user_activities_rating_cost_check', scale('rating_cost', true)),
    check('user_activities_rating_enjoyment_check', scale('rating_enjoyment', true)),
    check('user_activities_target_check', sql`(activity_id is null) <> (custom_activity_id is null)`),
  ],
);

export const userActivityRatings = sqliteTable(
  'user_activity_ratings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LIST_STATUSES }).notNull(),
    difficulty: integer('difficulty'),
    cost: integer('cost'),
    enjoyment: integer('enjoyment'),
    rating: integer('rating'),
    adventurousness: integer('adventurousness'),
    creativity: integer('creativity'),
    fitness: integer('fitness'),
    learning: integer('learning'),
    soloSocial: text('solo_social'),
    indoorOutdoor: text('indoor_outdoor'),
    planningRequired: integer('planning_required'),
    riskLevel: integer('risk_level'),
    impact: integer('impact'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    index('user_activity_ratings_activity_idx').on(t.activityId),
    ...(
      [
        'difficulty',
        'cost',
        'enjoyment',
        'rating',
        'adventurousness',
        'creativity',
        'fitness',
        'learning',
        'planning_required',
        'risk_level',
        'impact',
      ] as const
    ).map((c) => check(`user_activity_ratings_${c}_check`, scale(c, true))),
  ],
);

/**
 * A list item's checklist: ordered steps the member ticks off. With steps, the item's progress is
 * the share ticked (kept in user_activities.progress); without, the member sets it.
 */
export const listItemSteps = sqliteTable(
  'list_item_steps',
  {
    id: idColumn(),
    itemId: text('item_id')
      .notNull()
      .references(() => userActivities.id, { onDelete: 'cascade' }),
    /** The item's owner, so a member's whole list reads its steps in one indexed query. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    done: bool('done').notNull().default(false),
    doneAt: timestamp('done_at'),
    /** The day the step is planned for (YYYY-MM-DD), when it has one: the coach's plans date each step. */
    dueDate: text('due_date'),
    createdAt: createdAt(),
  },
  (t) => [
    index('list_item_steps_user_idx').on(t.userId, t.itemId, t.position),
    index('list_item_steps_item_idx').on(t.itemId, t.position),
    // The reminder cron reads only open steps with a due date, in date order.
    index('list_item_steps_due_idx').on(t.dueDate, t.id).where(sql`due_date is not null and done = 0`),
    check('list_item_steps_text_check', sql`length(text) between 1 and 200`),
  ],
);

export const REMINDER_KINDS = ['week', 'day', 'overdue'] as const;

/** Reminders already sent, one per item, kind and target date: the cron sends each exactly once. */
export const listReminders = sqliteTable(
  'list_reminders',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => userActivities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    targetDate: text('target_date').notNull(),
    /** The cron run that sent it: that run notifies and e-mails only the reminders it inserted. */
    runId: text('run_id').notNull(),
    sentAt: timestamp('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.kind, t.targetDate] }),
    check('list_reminders_kind_check', inList('kind', REMINDER_KINDS)),
  ],
);

export const STEP_REMINDER_KINDS = ['tomorrow', 'today', 'overdue'] as const;

/**
 * Step reminders already sent, one per step, kind and due date (the day before, on the day, and
 * once it has passed): the cron sends each exactly once, and again for a new due date.
 */
export const listStepReminders = sqliteTable(
  'list_step_reminders',
  {
    stepId: text('step_id')
      .notNull()
      .references(() => listItemSteps.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STEP_REMINDER_KINDS }).notNull(),
    dueDate: text('due_date').notNull(),
    /** The cron run that sent it: that run notifies and e-mails only the reminders it inserted. */
    runId: text('run_id').notNull(),
    sentAt: timestamp('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stepId, t.kind, t.dueDate] }),
    check('list_step_reminders_kind_check', inList('kind', STEP_REMINDER_KINDS)),
  ],
);

/** A member's private calendar feed: only the hash of its secret token is kept. */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
