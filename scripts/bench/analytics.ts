import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../lib/local-app';
import { fmt, signInCookie, timed } from './measure';
import type { BenchSection } from './section';

const ROWS = 1_000_000;
const DAYS = 180;
const WORDS = [
  'kayak',
  'surf',
  'bread',
  'museum',
  'learn',
  'yoga',
  'mountain',
  'paint',
  'chess',
  'festival',
  'wine',
  'python',
  'garden',
  'marathon',
  'opera',
  'volunteer',
  'camping',
  'sushi',
  'dance',
  'photography',
  'climb',
  'pottery',
  'skydive',
  'choir',
  'sailing',
  'cycling',
  'knitting',
  'astronomy',
  'theatre',
  'hiking',
];
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

/**
 * One statement generates the rows inside the local D1: six months of searches, most recent
 * first, queries skewed as real ones are (a few very common, a long tail of ~3,000), about one
 * in twelve with no results, one in five clicked, one in ten by staff or bots. The rollup
 * triggers fire for every row, as they would in production.
 */
function fixtureSql() {
  const step = Math.floor((DAYS * 86_400_000) / ROWS);
  const words = JSON.stringify(WORDS).replaceAll("'", "''");
  return `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS - 1}),
r AS (SELECT i, (abs(random()) % 1000) / 1000.0 AS u, abs(random()) AS x FROM n),
k AS (SELECT i, x, CAST(u * u * u * 3000 AS INTEGER) AS k FROM r)
INSERT INTO search_analytics (id, created_at, query, results_count, search_time_ms, filters_used, session_id, user_agent, is_staff, is_bot, clicked_activity_id, clicked_at)
SELECT 'bench-' || i, ${Date.now()} - i * ${step},
  json_extract('${words}', '$[' || (k % ${WORDS.length}) || ']') || CASE WHEN k >= ${WORDS.length} THEN ' ' || (k / ${WORDS.length}) ELSE '' END,
  CASE WHEN x % 12 = 0 THEN 0 ELSE x % 80 + 1 END, (x % 400) / 10.0,
  CASE WHEN x % 3 = 0 THEN '{"category":"Outdoor"}' ELSE '{}' END,
  'bench-session-' || (x % 20000), 'Mozilla/5.0 (bench)', x % 20 = 1, x % 20 = 2,
  CASE WHEN x % 5 = 0 AND x % 12 <> 0 THEN x % 2000 + 1 END,
  CASE WHEN x % 5 = 0 AND x % 12 <> 0 THEN ${Date.now()} - i * ${step} + 5000 END
FROM k;`;
}

/** The search analytics dashboard over a million rows: its aggregates and the CSV export. */
export const analytics: BenchSection = {
  name: 'analytics',
  prepare(state) {
    const file = join(state, 'analytics-fixture.sql');
    writeFileSync(file, fixtureSql());
    const started = performance.now();
    run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', file]);
    console.log(`analytics: ${ROWS} rows loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  },
  async run({ app, rows }) {
    const cookie = await signInCookie(app.baseURL, 'admin@lifelist.app');
    const get = (path: string) => fetch(`${app.baseURL}${path}`, { headers: { cookie } });
    const last30 = `start=${day(29 * 86_400_000)}&end=${day(0)}`;
    const queries = ['', '&q=kayak', '&includeStaff=true', '&q=surf&includeStaff=true', '&q=zz-nothing'];

    await timed(10, () => get(`/api/analytics/overview?${last30}`));
    const overview = await timed(200, (i) => get(`/api/analytics/overview?${last30}${queries[i % queries.length]}`));
    rows.push([
      'Analytics summary + top + trends, 30 days of 1M rows',
      `${fmt(overview.serverP50)} / ${fmt(overview.serverP95)} (round trip ${fmt(overview.p50)} / ${fmt(overview.p95)})`,
      'p95 budget 150 ms (Worker time)',
    ]);
    const sorts = ['sort=created_at&dir=desc', 'sort=results_count&dir=asc', 'sort=query&dir=asc'];
    const table = await timed(60, (i) =>
      get(`/api/analytics/searches?${last30}&${sorts[i % sorts.length]}&page=${(i % 5) + 1}&pageSize=20`),
    );
    rows.push([
      'Analytics table page (3 sorts), 30 days',
      `${fmt(table.serverP50)} / ${fmt(table.serverP95)} (round trip ${fmt(table.p50)} / ${fmt(table.p95)})`,
      'p50 / p95',
    ]);

    // About 100,000 rows: 18 of the 180 days.
    const range = `start=${day(20 * 86_400_000)}&end=${day(3 * 86_400_000)}`;
    const started = performance.now();
    const res = await get(`/api/analytics/export?${range}&includeStaff=true`);
    const reader = res.body?.getReader();
    let lines = 0;
    let bytes = 0;
    let firstByte = 0;
    for (;;) {
      const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) break;
      firstByte ||= performance.now() - started;
      bytes += value.length;
      for (const b of value) if (b === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    const exported = lines - 1;
    rows.push([
      `CSV export, ${exported.toLocaleString('en-GB')} rows`,
      `${seconds.toFixed(1)} s, ${Math.round(exported / seconds).toLocaleString('en-GB')} rows/s, ${(bytes / 1e6).toFixed(1)} MB`,
      `first byte after ${fmt(firstByte)}; streamed 1,000 rows at a time`,
    ]);
  },
};
