import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsFilter, AnalyticsSearchesQuery } from '../../contracts/analytics';
import type { Db } from '../../db/client';
import { searchAnalytics } from '../../db/schema';
import { containsPattern } from '../../lib/like';

const DAY_MS = 86_400_000;
const TOP = 10;

/** The range as milliseconds: start 00:00:00.000 to end 23:59:59.999, UTC. */
export const rangeMs = (f: { start: string; end: string }) => ({
  from: Date.parse(`${f.start}T00:00:00.000Z`),
  to: Date.parse(`${f.end}T23:59:59.999Z`),
});

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */

/** The raw rows the same filter covers, for the table and the export. */
export function rowsWhere(f: AnalyticsFilter) {
  const { from, to } = rangeMs(f);
  const parts: SQL[] = [gte(searchAnalytics.createdAt, new Date(from)), lte(searchAnalytics.createdAt, new Date(to))];
  if (f.includeStaff !== 'true') parts.push(eq(searchAnalytics.isStaff, false), eq(searchAnalytics.isBot, false));
  if (f.q)
    parts.push(sql`lower(trim(${searchAnalytics.query})) like ${containsPattern(f.q.toLowerCase())} escape '\\'`);
  return and(...parts);
}

const n = (x: unknown) => Number(x ?? 0);

type DayRow = { day: string; searches: number; zero: number; results: number; time: number; clicks: number };
type QueryRow = { kind: 'top' | 'gap' | 'unique'; query: string; searches: number; zero: number; clicks: number };

/**
 * The rollup conditions of a filter, as SQL text and its parameters. Without a query filter the
 * per-day table answers the totals; with one, the per-query rollup does.
 */
function rollupFilter(f: AnalyticsFilter) {
  const where = ['day between ?1 and ?2'];
  const params: (string | number)[] = [f.start, f.end];
  if (f.includeStaff !== 'true') where.push('staff_or_bot = 0');
  if (f.q) {
    params.push(containsPattern(f.q.toLowerCase()));
    where.push("query like ?3 escape '\\'");
  }
  return { where: where.join(' and '), params, table: f.q ? 'search_query_daily' : 'search_daily' };
}

const dayTotalsSql = (where: string, table: string) =>
  `select day, sum(searches) searches, sum(zero_results) zero, sum(total_results) results,
     sum(total_time_ms) time, sum(clicks) clicks
   from ${table} where ${where} group by day order by day`;

/**
 * Top queries, content gaps (queries that never found anything, or that nobody followed) and the
 * count of unique queries, from one grouping of the per-query rollup, materialised once.
 */
const queriesSql = (where: string) =>
  `with g as materialized (
     select query, sum(searches) searches, sum(zero_results) zero, sum(clicks) clicks
     from search_query_daily where ${where} group by query
   )
   select * from (select 'top' kind, query, searches, zero, clicks from g order by searches desc, query limit ${TOP})
   union all
   select * from (
     select 'gap', query, searches, zero, clicks from g
     where query <> '' and (zero = searches or clicks = 0) order by searches desc, query limit ${TOP}
   )
   union all
   select 'unique', '', count(*), 0, 0 from g`;

/** The Worker's D1 session under drizzle, for the statements the query builder cannot express. */
const d1 = (db: Db) => (db as unknown as { $client: D1Database }).$client;

/** Summary cards, top queries, content gaps and the daily trend: one D1 round trip over the rollups. */
export async function overview(db: Db, f: AnalyticsFilter) {
  const { where, params, table } = rollupFilter(f);
  const client = d1(db);
  const [days, queries] = await client.batch<DayRow | QueryRow>([
    client.prepare(dayTotalsSql(where, table)).bind(...params),
    client.prepare(queriesSql(where)).bind(...params),
  ]);
  const dayRows = (days?.results ?? []) as DayRow[];
  const queryRows = (queries?.results ?? []) as QueryRow[];
  const sum = (k: keyof Omit<DayRow, 'day'>) => dayRows.reduce((acc, r) => acc + n(r[k]), 0);
  const total = sum('searches');
  const zero = sum('zero');
  const clicks = sum('clicks');
  const item = (r: QueryRow) => ({
    query: r.query,
    searches: n(r.searches),
    zeroResults: n(r.zero),
    clicks: n(r.clicks),
  });
  return {
    summary: {
      totalSearches: total,
      uniqueQueries: n(queryRows.find((r) => r.kind === 'unique')?.searches),
      zeroResults: zero,
      zeroResultsPercent: total ? Math.round((zero / total) * 1000) / 10 : null,
      avgResults: total ? Math.round((sum('results') / total) * 10) / 10 : 0,
      avgSearchTimeMs: total ? Math.round((sum('time') / total) * 10) / 10 : 0,
      clicks,
      clickThroughPercent: total ? Math.round((clicks / total) * 1000) / 10 : null,
    },
    topQueries: queryRows.filter((r) => r.kind === 'top').map(item),
    contentGaps: queryRows.filter((r) => r.kind === 'gap').map(item),
    trends: everyDay(
      f.start,
      f.end,
      dayRows.map((d) => ({ day: d.day, searches: n(d.searches), zeroResults: n(d.zero), clicks: n(d.clicks) })),
    ),
  };
}

/** The number of searches a filter covers, from the rollups. */
async function countSearches(db: Db, f: AnalyticsFilter) {
  const { where, params, table } = rollupFilter(f);
  const row = await d1(db)
    .prepare(`select sum(searches) searches from ${table} where ${where}`)
    .bind(...params)
    .first<{ searches: number | null }>();
  return n(row?.searches);
}

/** One entry per day of the range, zero where nobody searched, so the chart keeps its time axis. */
function everyDay(
  start: string,
  end: string,
  rows: { day: string; searches: number; zeroResults: number; clicks: number }[],
) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out = [];
  for (let t = Date.parse(start); t <= Date.parse(end); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    const r = byDay.get(day);
    out.push({ day, searches: r?.searches ?? 0, zeroResults: r?.zeroResults ?? 0, clicks: r?.clicks ?? 0 });
  }
  return out;
}

const SORT_COLUMNS = {
  created_at: searchAnalytics.createdAt,
  query: searchAnalytics.query,
  results_count: searchAnalytics.resultsCount,
  search_time_ms: searchAnalytics.searchTimeMs,
  filters_used: searchAnalytics.filtersUsed,
  session_id: searchAnalytics.sessionId,
} as const;

/** One page of the table, sorted by any column (ties by time, then rowid, so pages never overlap). */
export async function searchesPage(db: Db, q: AnalyticsSearchesQuery) {
  const order = q.dir === 'asc' ? asc : desc;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: searchAnalytics.id,
        createdAt: searchAnalytics.createdAt,
        query: searchAnalytics.query,
        resultsCount: searchAnalytics.resultsCount,
        searchTimeMs: searchAnalytics.searchTimeMs,
        filtersUsed: searchAnalytics.filtersUsed,
        sessionId: searchAnalytics.sessionId,
        isStaff: searchAnalytics.isStaff,
        isBot: searchAnalytics.isBot,
        clickedActivityId: searchAnalytics.clickedActivityId,
      })
      .from(searchAnalytics)
      .where(rowsWhere(q))
      .orderBy(
        ...(q.sort === 'created_at' ? [] : [order(SORT_COLUMNS[q.sort])]),
        order(searchAnalytics.createdAt),
        // The created_at index holds the rowid, so the default order reads the index without sorting.
        order(sql`${searchAnalytics}.rowid`),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    countSearches(db, q),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, sessionId: r.sessionId ? r.sessionId.slice(0, 8) : null })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
