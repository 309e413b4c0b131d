import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { AnalyticsFilter } from '../../contracts/analytics';
import type { Db } from '../../db/client';
import { searchAnalytics } from '../../db/schema';
import { fail } from '../../lib/errors';
import { csvRow } from './csv';
import { rowsWhere } from './dashboard';

/** Rows read per D1 query: large enough to be quick, small enough that memory stays flat. */
const CHUNK = 1000;

const HEADER = [
  'Date/Time (UTC)',
  'Query',
  'Results',
  'Time (ms)',
  'Filters',
  'Session',
  'Staff',
  'Bot',
  'Clicked activity',
  'Clicked at (UTC)',
];

type Cursor = { createdAt: Date; rowid: number } | null;
/** The rowid breaks ties in time: the created_at index holds it, so reading in (time, rowid) order needs no sort. */
const rowid = sql<number>`${searchAnalytics}.rowid`;

function readChunk(db: Db, f: AnalyticsFilter, after: Cursor) {
  const where = after
    ? and(
        rowsWhere(f),
        or(
          gt(searchAnalytics.createdAt, after.createdAt),
          and(eq(searchAnalytics.createdAt, after.createdAt), gt(rowid, after.rowid)),
        ),
      )
    : rowsWhere(f);
  return db
    .select({
      rowid,
      createdAt: searchAnalytics.createdAt,
      query: searchAnalytics.query,
      resultsCount: searchAnalytics.resultsCount,
      searchTimeMs: searchAnalytics.searchTimeMs,
      filtersUsed: searchAnalytics.filtersUsed,
      sessionId: searchAnalytics.sessionId,
      isStaff: searchAnalytics.isStaff,
      isBot: searchAnalytics.isBot,
      clickedActivityId: searchAnalytics.clickedActivityId,
      clickedAt: searchAnalytics.clickedAt,
    })
    .from(searchAnalytics)
    .where(where)
    .orderBy(asc(searchAnalytics.createdAt), asc(rowid))
    .limit(CHUNK);
}

type Chunk = Awaited<ReturnType<typeof readChunk>>;

const filtersText = (f: Record<string, string>) =>
  Object.entries(f)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');

const toCsv = (rows: Chunk) =>
  rows
    .map((r) =>
      csvRow([
        r.createdAt.toISOString(),
        r.query,
        r.resultsCount,
        r.searchTimeMs,
        filtersText(r.filtersUsed),
        r.sessionId,
        r.isStaff,
        r.isBot,
        r.clickedActivityId,
        r.clickedAt?.toISOString(),
      ]),
    )
    .join('');

/**
 * Every row of the filter as CSV, oldest first, read a chunk at a time by keyset (time, id) and
 * written as it is read: the Worker holds one chunk, whatever the size of the range.
 * An empty range answers 404 'No data to export' before any byte is sent.
 */
export async function exportCsv(db: Db, f: AnalyticsFilter) {
  const first = await readChunk(db, f, null);
  if (first.length === 0) throw fail(404, 'NO_DATA', 'No data to export');
  const encoder = new TextEncoder();
  let next: Chunk | null = first;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(HEADER)}`));
    },
    async pull(controller) {
      try {
        const rows = next ?? [];
        if (rows.length === 0) return controller.close();
        controller.enqueue(encoder.encode(toCsv(rows)));
        const last = rows[rows.length - 1];
        next = rows.length < CHUNK || !last ? [] : await readChunk(db, f, last);
      } catch (error) {
        console.error(JSON.stringify({ export: 'search-analytics', error: String(error) }));
        controller.error(error);
      }
    },
  });
}
