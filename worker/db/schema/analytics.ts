import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, json, timestamp } from '../columns';
import { users } from './auth';

/**
 * One catalogue search, as the queue consumer stores it (features/analytics/consumer.ts); the
 * tables below sum it per day.
 */
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

/*
 * search_analytics summed per UTC day, kept exact by triggers on search_analytics (insert, click,
 * delete), so the dashboard reads a few thousand rows instead of every search of the range.
 * Both are WITHOUT ROWID tables (see migration analytics_rollup): a range of days is one
 * contiguous read of the primary key.
 */

/** Per day, staff-or-bot flag and normalised query: top queries, content gaps, unique queries. */
export const searchQueryDaily = sqliteTable(
  'search_query_daily',
  {
    /** YYYY-MM-DD in UTC. */
    day: text('day').notNull(),
    staffOrBot: bool('staff_or_bot').notNull(),
    /** lower(trim(query)): the same words typed differently count as one query. */
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    zeroResults: integer('zero_results').notNull().default(0),
    totalResults: integer('total_results').notNull().default(0),
    totalTimeMs: real('total_time_ms').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.staffOrBot, t.query] })],
);

/** Per day and staff-or-bot flag: the summary cards and the trend chart. */
export const searchDaily = sqliteTable(
  'search_daily',
  {
    day: text('day').notNull(),
    staffOrBot: bool('staff_or_bot').notNull(),
    searches: integer('searches').notNull().default(0),
    zeroResults: integer('zero_results').notNull().default(0),
    totalResults: integer('total_results').notNull().default(0),
    totalTimeMs: real('total_time_ms').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.staffOrBot] })],
);
