import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../lib/local-app';
import { openLocalD1 } from './local-d1';
import { fmt, percentile } from './measure';
import { membersSql, seq, sessionCookie } from './members';
import type { BenchSection } from './section';

/**
 * `npm run bench -- scale`: hot writes on a post with 1,000,000 views and 300,000 likes beside the
 * same on a quiet post, in one run; D1 rows written and bytes stored per view; counts after many
 * members like and unlike at once.
 */
const HOT = 'sp-hot';
const QUIET = 'sp-quiet';
const HOT_AD = 'sa-hot';
const QUIET_AD = 'sa-quiet';
const HOT_VIEWS = 1_000_000;
const HOT_LIKES = 300_000;
const MEMBERS = 500;
const SIDE_BY_SIDE = 500;
const VIEWS = 10_000;
const TOGGLES = 10_000;

/** Whether this schema still keeps one row per view (the code before counters left D1's write path). */
const keepsViewRows = () =>
  !readdirSync('migrations')
    .filter((f) => f.endsWith('.sql'))
    .some((f) => readFileSync(join('migrations', f), 'utf8').includes('DROP TABLE `post_views`'));

function fixtureSql(viewRows: boolean) {
  const now = Date.now();
  const old = now - 30 * 86_400_000;
  return `${membersSql('sm', MEMBERS)}
insert into posts (id, user_id, content, visibility, created_at, media) values
  ('${HOT}', 'sm0', 'The post everyone is looking at #viral', 'public', ${old}, '[]'),
  ('${QUIET}', 'sm1', 'A quiet post', 'public', ${old}, '[]');
with recursive ${seq('n', HOT_LIKES)}
insert into users (id, name, email, email_verified) select 'sx' || i, 'Fan ' || i, 'fan' || i || '@scale.example', 1 from n;
with recursive ${seq('n', HOT_LIKES)}
insert into post_likes (post_id, user_id, created_at) select '${HOT}', 'sx' || i, ${old} from n;
update posts set likes_count = (select count(*) from post_likes where post_id = posts.id) where id in ('${HOT}', '${QUIET}');
insert into post_analytics (id, post_id, views_count) values ('sa0', '${HOT}', ${HOT_VIEWS}), ('sa1', '${QUIET}', 0);
${
  viewRows
    ? `with recursive ${seq('n', HOT_VIEWS)}
insert into post_views (post_id, session_key, created_at) select '${HOT}', 'old-viewer-' || i, ${old} from n;`
    : ''
}
insert into supplier_ads (id, title, description, supplier_name, cta_label, cta_link, activity_tags, approved, impressions, created_at) values
  ('${HOT_AD}', 'Everyone sees this', 'A popular ad', 'Bench Co', 'Book', 'https://example.com', '["viral"]', 1, ${HOT_VIEWS}, ${old}),
  ('${QUIET_AD}', 'Hardly seen', 'A quiet ad', 'Bench Co', 'Book', 'https://example.com', '["quiet"]', 1, 0, ${old});
`;
}

/** One statement against the bench's local D1, through wrangler: its rows. */
function d1<T>(state: string, command: string) {
  // The running app holds the database too: a busy moment is tried again.
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(
      'npx',
      ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', command],
      { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
    );
    const start = result.stdout.indexOf('[');
    if (start >= 0) {
      const [first] = JSON.parse(result.stdout.slice(start)) as { results: T[] }[];
      return { rows: first?.results ?? [] };
    }
    if (attempt === 3) throw new Error(`wrangler d1 execute failed: ${result.stderr}`);
  }
}

/**
 * The bytes the local D1 database holds: its pages in use, read from its SQLite file (locally D1
 * reports no size of its own).
 */
function databaseBytes(state: string) {
  const db = openLocalD1(state);
  try {
    const one = (pragma: string) => Number(Object.values(db.prepare(`pragma ${pragma}`).get() ?? {})[0] ?? 0);
    return (one('page_count') - one('freelist_count')) * one('page_size');
  } finally {
    db.close();
  }
}

/**
 * Flushes the counters have added to D1 so far: each item's last sequence number is how many it
 * sent (none where views are still rows).
 */
const flushCount = (state: string) =>
  keepsViewRows()
    ? 0
    : (d1<{ n: number }>(state, 'select coalesce(sum(seq), 0) as n from counter_sequences').rows[0]?.n ?? 0);

type Timing = { worker: number; rows: number; status: number };

async function timedFetch(url: string, init: RequestInit): Promise<Timing> {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return {
    worker: Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? 0),
    rows: Number(res.headers.get('x-d1-rows-written') ?? 0),
    status: res.status,
  };
}

const p95 = (ts: Timing[]) =>
  percentile(
    ts.map((t) => t.worker).sort((a, b) => a - b),
    95,
  );

async function inParallel(count: number, width: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

export const scale: BenchSection = {
  name: 'scale',
  prepare(state) {
    const file = join(state, 'scale-bench.sql');
    writeFileSync(file, fixtureSql(keepsViewRows()));
    run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', file]);
  },
  async run({ app, rows, state }) {
    const base = app.baseURL;
    const member = (i: number, json = false) => ({
      cookie: sessionCookie('sm', i % MEMBERS),
      origin: base,
      'cf-connecting-ip': `10.7.${Math.floor((i % MEMBERS) / 250)}.${(i % MEMBERS) % 250}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
    });
    // A guest with no cookie yet is a new viewer each time, from its own address.
    const viewer = (i: number) => ({
      origin: base,
      'cf-connecting-ip': `10.6.${Math.floor(i / 250) % 250}.${i % 250}`,
    });
    const view = (post: string, i: number) =>
      timedFetch(`${base}/api/community/posts/${post}/view`, { method: 'POST', headers: viewer(i) });
    const impression = (ad: string, i: number) =>
      timedFetch(`${base}/api/community/ads/${ad}/impression`, { method: 'POST', headers: viewer(i) });
    const likeUnlike = async (post: string, i: number) => {
      const like = await timedFetch(`${base}/api/community/posts/${post}/like`, { method: 'POST', headers: member(i) });
      const unlike = await timedFetch(`${base}/api/community/posts/${post}/like`, {
        method: 'DELETE',
        headers: member(i),
      });
      return {
        worker: like.worker + unlike.worker,
        rows: like.rows + unlike.rows,
        status: Math.max(like.status, unlike.status),
      };
    };

    // Side by side: the same requests on the hot and the quiet post, interleaved.
    const pairs: [string, (target: string, i: number) => Promise<Timing>, string, string][] = [
      ['A view', view, HOT, QUIET],
      ['A like + unlike', likeUnlike, HOT, QUIET],
      ['An ad impression', impression, HOT_AD, QUIET_AD],
    ];
    for (const [name, request, hot, quiet] of pairs) {
      console.log(`scale: ${name}, side by side`);
      const hotTimes: Timing[] = [];
      const quietTimes: Timing[] = [];
      for (let i = 0; i < 20; i++) await request(i % 2 ? hot : quiet, 900_000 + i);
      for (let i = 0; i < SIDE_BY_SIDE; i++) {
        hotTimes.push(await request(hot, 100_000 + i * 2));
        quietTimes.push(await request(quiet, 100_001 + i * 2));
      }
      const ratio = p95(hotTimes) / Math.max(1, p95(quietTimes));
      console.log(`scale: ${name}: ${p95(hotTimes)} / ${p95(quietTimes)} ms`);
      rows.push([
        `${name}, p95 Worker time: hot / quiet (${SIDE_BY_SIDE} each)`,
        `${fmt(p95(hotTimes))} / ${fmt(p95(quietTimes))} = ${ratio.toFixed(2)}x`,
        `budget 1.2x; hot: ${HOT_VIEWS.toLocaleString('en')} views, ${HOT_LIKES.toLocaleString('en')} likes`,
      ]);
    }

    // Rows written and bytes stored per view, over VIEWS views of the hot post by distinct viewers.
    const before = { bytes: databaseBytes(state), flushes: flushCount(state) };
    let requestRows = 0;
    let counted = 0;
    await inParallel(VIEWS, 20, async (i) => {
      const t = await view(HOT, i);
      requestRows += t.rows;
      if (t.status < 400) counted++;
    });
    // The Counter object's last flush (2 s), and the queue's batch after it (2 s).
    await new Promise((r) => setTimeout(r, 8_000));
    const stored = d1<{ views: number }>(
      state,
      `select views_count as views from post_analytics where post_id = '${HOT}'`,
    );
    const flushRows = (flushCount(state) - before.flushes) * 2;
    const grown = databaseBytes(state) - before.bytes;
    rows.push([
      `Views: D1 rows written a view, over ${VIEWS.toLocaleString('en')} views`,
      `${((requestRows + flushRows) / VIEWS).toFixed(3)} (requests ${requestRows}, flushes ${flushRows})`,
      'budget 0.05',
    ]);
    rows.push([
      `Views: D1 bytes stored over ${VIEWS.toLocaleString('en')} views`,
      `${(grown / 1024).toFixed(1)} KiB, ${(grown / VIEWS).toFixed(2)} B a view`,
      `1,000,000 views at this rate: ${(((grown / VIEWS) * 1e6) / 1024 / 1024).toFixed(2)} MB; budget 1 MB`,
    ]);
    const hotViews = stored.rows[0]?.views ?? 0;
    // Besides these, the side-by-side run viewed the hot post SIDE_BY_SIDE + 10 times.
    const added = hotViews - HOT_VIEWS - SIDE_BY_SIDE - 10;
    rows.push([
      'Views: counted in D1 / distinct viewers',
      `${added} / ${counted} (${((Math.abs(added - counted) / counted) * 100).toFixed(2)} % apart)`,
      'budget within 1 %',
    ]);

    // Many members like and unlike at once; the count must be the rows.
    await inParallel(TOGGLES, 50, async (i) => {
      await fetch(`${base}/api/community/posts/${QUIET}/like`, {
        method: (i * 7919) % 3 === 0 ? 'DELETE' : 'POST',
        headers: member(i),
      }).then((r) => r.arrayBuffer());
    });
    const [likes] = d1<{ stored: number; actual: number }>(
      state,
      `select likes_count as stored, (select count(*) from post_likes where post_id = '${QUIET}') as actual from posts where id = '${QUIET}'`,
    ).rows;
    const results = [likes];
    const drift = Math.abs((results[0]?.stored ?? 0) - (results[0]?.actual ?? 0));
    rows.push([
      `Likes: ${TOGGLES.toLocaleString('en')} likes and unlikes from ${MEMBERS} members at once`,
      `stored ${results[0]?.stored}, rows ${results[0]?.actual}, drift ${drift}`,
      'budget 0 drift',
    ]);
  },
};
