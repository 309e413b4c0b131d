import * as v from 'valibot';
import { maxChars } from './characters';

/** One catalogue search, as sent to the analytics queue. */
export const SearchEventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  createdAt: v.number(),
  query: v.pipe(v.string(), v.maxLength(500)),
  userId: v.nullable(v.string()),
  resultsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  searchTimeMs: v.pipe(v.number(), v.minValue(0)),
  filtersUsed: v.record(v.string(), v.string()),
  sessionId: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  userAgent: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  isStaff: v.boolean(),
  isBot: v.boolean(),
});
export type SearchEvent = v.InferOutput<typeof SearchEventSchema>;

/** A searcher opened an activity from the results of one search. */
export const ClickInput = v.object({
  eventId: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  activityId: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ClickInput = v.InferOutput<typeof ClickInput>;

/** A click, as sent to the analytics queue after the search event it belongs to. */
export const ClickEventSchema = v.object({
  kind: v.literal('click'),
  eventId: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  activityId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sessionId: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  clickedAt: v.number(),
});
export type ClickEvent = v.InferOutput<typeof ClickEventSchema>;

export const ANALYTICS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ANALYTICS_SORTS = [
  'created_at',
  'query',
  'results_count',
  'search_time_ms',
  'filters_used',
  'session_id',
] as const;
export type AnalyticsSort = (typeof ANALYTICS_SORTS)[number];
/** The longest range the dashboard reads: retention keeps six months. */
export const ANALYTICS_MAX_DAYS = 366;

const day = v.pipe(v.string(), v.isoDate('Please choose a valid date'));
/** Most characters of the dashboard's 'Filter by query' text. */
export const ANALYTICS_QUERY_MAX = 200;

/** Date range (whole UTC days, start 00:00:00 to end 23:59:59), query filter and the staff/bot toggle. */
export const AnalyticsFilter = v.pipe(
  v.object({
    start: day,
    end: day,
    q: v.optional(v.pipe(v.string(), v.trim(), maxChars(ANALYTICS_QUERY_MAX)), ''),
    includeStaff: v.optional(v.picklist(['true', 'false']), 'false'),
  }),
  v.check((f) => f.start <= f.end, 'The start date must be on or before the end date'),
  v.check(
    (f) => (Date.parse(f.end) - Date.parse(f.start)) / 86_400_000 < ANALYTICS_MAX_DAYS,
    'Please choose a range of one year or less',
  ),
);
export type AnalyticsFilter = v.InferOutput<typeof AnalyticsFilter>;

export const AnalyticsSearchesQuery = v.pipe(
  v.object({
    start: day,
    end: day,
    q: v.optional(v.pipe(v.string(), v.trim(), maxChars(ANALYTICS_QUERY_MAX)), ''),
    includeStaff: v.optional(v.picklist(['true', 'false']), 'false'),
    sort: v.optional(v.picklist(ANALYTICS_SORTS), 'created_at'),
    dir: v.optional(v.picklist(['asc', 'desc']), 'desc'),
    page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100_000)), '1'),
    pageSize: v.optional(
      v.pipe(v.string(), v.toNumber(), v.picklist(ANALYTICS_PAGE_SIZES, 'Page size must be 10, 20, 50 or 100')),
      '20',
    ),
  }),
  v.check((f) => f.start <= f.end, 'The start date must be on or before the end date'),
  v.check(
    (f) => (Date.parse(f.end) - Date.parse(f.start)) / 86_400_000 < ANALYTICS_MAX_DAYS,
    'Please choose a range of one year or less',
  ),
);
export type AnalyticsSearchesQuery = v.InferOutput<typeof AnalyticsSearchesQuery>;

/** The file name of an export (search-analytics-{start}-to-{end}.csv). */
export const exportFileName = (start: string, end: string) => `search-analytics-${start}-to-${end}.csv`;
