import { and, asc, between, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsFilter, AnalyticsSearchesQuery } from '../../contracts/analytics';
import type { Db } from '../../db/client';
import { searchAnalytics, searchQueryDaily } from '../../db/schema';

const DAY_MS = 86_400_000;
const TOP = 10;

/** The range as milliseconds: start 00:00:00.000 to end 23:59:59.999, UTC. */
export const rangeMs = (f: { start: string; end: string }) => ({
  from: Date.parse(`${f.start}T00:00:00.000Z`),
  to: Date.parse(`${f.end}T23:59:59.999Z`),
});

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The rollup rows a filter covers: the days of the range, the query filter, staff and bots unless asked. */
function rollupWhere(f: AnalyticsFilter) {
  const parts: SQL[] = [between(searchQueryDaily.day, f.start, f.end)];
  if (f.includeStaff !== 'true') parts.push(eq(searchQueryDaily.staffOrBot, false));
  if (f.q) parts.push(sql`${searchQueryDaily.query} like ${containsPattern(f.q)} escape '\\'`);
  return and(...parts);
}

/** The raw rows the same filter covers, for the table and the export. */
export function rowsWhere(f: AnalyticsFilter) {
  const { from, to } = rangeMs(f);
  const parts: SQL[] = [gte(searchAnalytics.createdAt, new Date(from)), lte(searchAnalytics.createdAt, new Date(to))];
  if (f.includeStaff !== 'true') parts.push(eq(searchAnalytics.isStaff, false), eq(searchAnalytics.isBot, false));
  if (f.q) parts.push(sql`lower(trim(${searchAnalytics.query})) like ${containsPattern(f.q)} escape '\\'`);
  return and(...parts);
}

const n = (x: unknown) => Number(x ?? 0);
const searches = sql<number>`sum(${searchQueryDaily.searches})`;
const zero = sql<number>`sum(${searchQueryDaily.zeroResults})`;
const clicks = sql<number>`sum(${searchQueryDaily.clicks})`;

/**
 * Summary cards, top queries, content gaps (queries that found nothing or that nobody followed)
 * and the daily trend, in one D1 round trip over the daily rollup.
 */
export async function overview(db: Db, f: AnalyticsFilter) {
  const where = rollupWhere(f);
  const [totals, top, gaps, days] = await db.batch([
    db
      .select({
        searches,
        uniqueQueries: sql<number>`count(distinct ${searchQueryDaily.query})`,
        zeroResults: zero,
        totalResults: sql<number>`sum(${searchQueryDaily.totalResults})`,
        totalTimeMs: sql<number>`sum(${searchQueryDaily.totalTimeMs})`,
        clicks,
      })
      .from(searchQueryDaily)
      .where(where),
    db
      .select({ query: searchQueryDaily.query, searches, zeroResults: zero, clicks })
      .from(searchQueryDaily)
      .where(where)
      .groupBy(searchQueryDaily.query)
      .orderBy(desc(searches), asc(searchQueryDaily.query))
      .limit(TOP),
    db
      .select({ query: searchQueryDaily.query, searches, zeroResults: zero, clicks })
      .from(searchQueryDaily)
      .where(and(where, sql`${searchQueryDaily.query} <> ''`))
      .groupBy(searchQueryDaily.query)
      .having(sql`${zero} = ${searches} or ${clicks} = 0`)
      .orderBy(desc(searches), asc(searchQueryDaily.query))
      .limit(TOP),
    db
      .select({ day: searchQueryDaily.day, searches, zeroResults: zero, clicks })
      .from(searchQueryDaily)
      .where(where)
      .groupBy(searchQueryDaily.day)
      .orderBy(searchQueryDaily.day),
  ]);
  const t = totals[0];
  const total = n(t?.searches);
  const row = (r: { query: string; searches: number; zeroResults: number; clicks: number }) => ({
    query: r.query,
    searches: n(r.searches),
    zeroResults: n(r.zeroResults),
    clicks: n(r.clicks),
  });
  return {
    summary: {
      totalSearches: total,
      uniqueQueries: n(t?.uniqueQueries),
      zeroResults: n(t?.zeroResults),
      zeroResultsPercent: total ? Math.round((n(t?.zeroResults) / total) * 1000) / 10 : null,
      avgResults: total ? Math.round((n(t?.totalResults) / total) * 10) / 10 : 0,
      avgSearchTimeMs: total ? Math.round((n(t?.totalTimeMs) / total) * 10) / 10 : 0,
      clicks: n(t?.clicks),
      clickThroughPercent: total ? Math.round((n(t?.clicks) / total) * 1000) / 10 : null,
    },
    topQueries: top.map(row),
    contentGaps: gaps.map(row),
    trends: everyDay(
      f.start,
      f.end,
      days.map((d) => ({ ...row({ ...d, query: '' }), day: d.day })),
    ),
  };
}

/** One entry per day of the range, zero where nobody searched, so the chart keeps its time axis. */
function everyDay<T extends { day: string; searches: number; zeroResults: number; clicks: number }>(
  start: string,
  end: string,
  rows: T[],
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

/** One page of the table, sorted by any column (ties by time, then id, so pages never overlap). */
export async function searchesPage(db: Db, q: AnalyticsSearchesQuery) {
  const order = q.dir === 'asc' ? asc : desc;
  const [rows, totals] = await db.batch([
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
      .orderBy(order(SORT_COLUMNS[q.sort]), order(searchAnalytics.createdAt), order(searchAnalytics.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ searches }).from(searchQueryDaily).where(rollupWhere(q)),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, sessionId: r.sessionId ? r.sessionId.slice(0, 8) : null })),
    total: n(totals[0]?.searches),
    page: q.page,
    pageSize: q.pageSize,
  };
}
