import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool } from '../columns';

/**
 * search_analytics summed per UTC day, normalised query and staff-or-bot flag. Triggers on
 * search_analytics keep it exact (insert, click, delete), so the dashboard's summary, top queries
 * and trends read a few thousand rows instead of every search of the range.
 */
export const searchQueryDaily = sqliteTable(
  'search_query_daily',
  {
    /** YYYY-MM-DD in UTC. */
    day: text('day').notNull(),
    /** lower(trim(query)): the same words typed differently count as one query. */
    query: text('query').notNull(),
    staffOrBot: bool('staff_or_bot').notNull(),
    searches: integer('searches').notNull().default(0),
    zeroResults: integer('zero_results').notNull().default(0),
    totalResults: integer('total_results').notNull().default(0),
    totalTimeMs: real('total_time_ms').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.query, t.staffOrBot] }),
    index('search_query_daily_query_idx').on(t.query, t.day),
  ],
);
