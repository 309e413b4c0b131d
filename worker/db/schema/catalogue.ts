import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { INDOOR_OUTDOOR, LIST_STATUSES, MODERATION_STATUSES, SOLO_SOCIAL, VISIBILITIES } from '../../contracts/enums';
import { bool, createdAt, idColumn, inList, json, scale, timestamp, updatedAt } from '../columns';
import { users } from './auth';

export const categories = sqliteTable('categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const activities = sqliteTable(
  'activities',
  {
    // Integer ids: short URLs (/activity/42) and the rowid the FTS5 index points at.
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    displayTitle: text('display_title'),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    /** The description as plain text, which the FTS5 index reads (see migrations: activities_fts). */
    searchText: text('search_text').notNull().default(''),
    /**
     * Title and display title, and description with categories, as the ranked search index reads
     * them (catalogue_fts): normalised and stemmed by worker/features/catalogue/search-text.ts, which
     * a trigger cannot run, so every write of an activity sets them (see catalogueSearchFields).
     */
    searchName: text('search_name').notNull().default(''),
    searchBody: text('search_body').notNull().default(''),
    /** The normaliser's version these were written with; older rows are written again (decision 008). */
    searchVersion: integer('search_version').notNull().default(0),
    imageUrl: text('image_url'),
    categoryTags: json<string[]>('category_tags').notNull().default([]),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    cost: integer('cost').notNull().default(3),
    enjoyment: integer('enjoyment').notNull().default(3),
    time: integer('time').notNull().default(3),
    planningRequired: integer('planning_required'),
    riskLevel: integer('risk_level'),
    difficulty: integer('difficulty').notNull().default(3),
    soloSocial: text('solo_social', { enum: SOLO_SOCIAL }).notNull().default('either'),
    indoorOutdoor: text('indoor_outdoor', { enum: INDOOR_OUTDOOR }).notNull().default('either'),
    metaDescription: text('meta_description'),
    createdAt: createdAt(),
    /**
     * When the idea itself was last edited (the admin's Last Updated, the sitemap, the preview
     * card's version): set by the content edits alone, never by what members do with the idea
     * (adding it to a list or rating it moves its popularity and rating, not this).
     */
    updatedAt: timestamp('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    index('activities_popularity_idx').on(t.popularity),
    index('activities_rating_idx').on(t.rating),
    index('activities_created_idx').on(t.createdAt),
    index('activities_title_idx').on(t.title),
    index('activities_updated_idx').on(t.updatedAt),
    index('activities_search_version_idx').on(t.searchVersion),
    check('activities_cost_check', scale('cost')),
    check('activities_enjoyment_check', scale('enjoyment')),
    check('activities_time_check', scale('time')),
    check('activities_difficulty_check', scale('difficulty')),
    check('activities_planning_check', scale('planning_required', true)),
    check('activities_risk_check', scale('risk_level', true)),
    check('activities_solo_social_check', inList('solo_social', SOLO_SOCIAL)),
    check('activities_indoor_outdoor_check', inList('indoor_outdoor', INDOOR_OUTDOOR)),
    check('activities_rating_check', sql`rating between 0 and 5`),
  ],
);

/** Category membership as rows, so the category filter uses an index instead of scanning JSON. */
export const activityCategoryLinks = sqliteTable(
  'activity_category_links',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.category] }),
    index('activity_category_links_category_idx').on(t.category, t.activityId),
  ],
);

export const activityRevisions = sqliteTable(
  'activity_revisions',
  {
    id: idColumn(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    displayTitle: text('display_title'),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    categoryTags: json<string[]>('category_tags').notNull(),
    cost: integer('cost').notNull(),
    time: integer('time').notNull(),
    soloSocial: text('solo_social').notNull(),
    indoorOutdoor: text('indoor_outdoor').notNull(),
    planningRequired: integer('planning_required'),
    riskLevel: integer('risk_level'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    revisionNote: text('revision_note').notNull().default('Updated via admin interface'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_revisions_activity_idx').on(t.activityId, t.createdAt)],
);

export const customActivities = sqliteTable(
  'custom_activities',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    displayTitle: text('display_title'),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    categoryTags: json<string[]>('category_tags').notNull(),
    privacy: text('privacy', { enum: VISIBILITIES }).notNull().default('public'),
    moderationStatus: text('moderation_status', { enum: MODERATION_STATUSES }).notNull().default('approved'),
    proposedForMainList: bool('proposed_for_main_list').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('custom_activities_user_idx').on(t.userId),
    index('custom_activities_moderation_idx').on(t.moderationStatus),
    check('custom_activities_title_check', sql`length(title) between 1 and 100`),
    check('custom_activities_description_check', sql`length(description) between 1 and 500`),
    check('custom_activities_privacy_check', inList('privacy', VISIBILITIES)),
    check('custom_activities_moderation_check', inList('moderation_status', MODERATION_STATUSES)),
  ],
);

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

export const searchAnalytics = sqliteTable(
  'search_analytics',
  {
    /** The event id chosen when the search ran: a redelivered queue batch inserts nothing twice. */
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at').notNull(),
    query: text('query').notNull().default(''),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    resultsCount: integer('results_count').notNull().default(0),
    searchTimeMs: real('search_time_ms').notNull().default(0),
    filtersUsed: json<Record<string, string>>('filters_used').notNull().default({}),
    sessionId: text('session_id'),
    userAgent: text('user_agent'),
    isStaff: bool('is_staff').notNull().default(false),
    isBot: bool('is_bot').notNull().default(false),
    clickedActivityId: integer('clicked_activity_id'),
    clickedAt: timestamp('clicked_at'),
  },
  (t) => [
    index('search_analytics_created_idx').on(t.createdAt),
    index('search_analytics_query_created_idx').on(t.query, t.createdAt),
  ],
);

/**
 * The catalogue's words with how many activities use them, copied from the FTS index's vocabulary
 * (activities_vocab) whenever the catalogue changes. A B-tree here makes "is there a word starting
 * with ..." an index seek; fts5vocab can only scan.
 */
export const searchVocabulary = sqliteTable('search_vocabulary', {
  term: text('term').primaryKey(),
  docs: integer('docs').notNull(),
});

/**
 * The ranked index's normalised words (stems) with how many activities hold each, copied from
 * catalogue_vocab whenever the catalogue changes: known-word checks and term rarity in one seek.
 */
export const searchStems = sqliteTable('search_stems', {
  stem: text('stem').primaryKey(),
  docs: integer('docs').notNull(),
});

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

/** A member's private calendar feed: only the hash of its secret token is kept. */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
