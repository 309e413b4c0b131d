import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { both, confirmSignUp, fmt, type Row, timed } from './measure';
import type { BenchSection } from './section';

/** First-load JavaScript of a page: the scripts and module preloads the built index.html loads. */
function firstLoadJs() {
  const html = readFileSync('dist/client/index.html', 'utf8');
  const urls = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  return urls.reduce((sum, url) => sum + gzipSync(readFileSync(join('dist/client', url))).length, 0) / 1024;
}

/** What a response shows besides its body, less what differs on every request anyway. */
const shapeOf = async (res: Response, email: string) => ({
  status: res.status,
  body: (await res.text()).replaceAll(email, '{email}'),
  headers: [...res.headers]
    .filter(([name]) => !['date', 'x-request-id', 'server-timing', 'x-d1-bookmark', 'content-length'].includes(name))
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n'),
});

/**
 * Signs up with addresses that have an account (the demo members') beside new ones, in pairs, and
 * reports whether anything in the answers tells them apart: status, body, headers, the statement
 * count, and the Worker's time.
 */
async function signUpProbe(baseURL: string, rows: Row[]) {
  const members = JSON.parse(readFileSync('data/demo/members.json', 'utf8')) as { username: string }[];
  const pairs = members.slice(0, 16);
  const stamp = Date.now().toString(36);
  let differ = 0;
  let queriesDiffer = 0;
  const times = { registered: [] as number[], fresh: [] as number[] };
  for (const [i, m] of pairs.entries()) {
    const answers = [];
    for (const [kind, email] of [
      ['registered', `${m.username}@demo.lifelist.app`],
      ['fresh', `probe-${stamp}-${i}@example.com`],
    ] as const) {
      const res = await fetch(`${baseURL}/api/account/sign-up`, {
        method: 'POST',
        headers: {
          origin: baseURL,
          'content-type': 'application/json',
          'cf-connecting-ip': `10.9.${i}.${kind === 'fresh' ? 2 : 1}`,
        },
        body: JSON.stringify({
          email,
          password: 'probe password 123',
          firstName: 'Probe',
          username: `probe_${stamp}${i}${kind[0]}`.slice(0, 20),
          age: 30,
          country: 'GB',
          acceptTerms: true,
        }),
      });
      times[kind].push(Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? 0));
      answers.push({ queries: res.headers.get('x-d1-queries'), ...(await shapeOf(res, email)) });
    }
    const [a, b] = answers;
    if (a?.status !== b?.status || a?.body !== b?.body || a?.headers !== b?.headers) differ++;
    if (a?.queries !== b?.queries) queriesDiffer++;
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  rows.push([
    `Sign-up probe, registered vs new address (${pairs.length} pairs)`,
    `answers differ ${differ}, statement counts differ ${queriesDiffer}`,
    'budget 0 / 0 (status, body, headers; X-D1-Queries)',
  ]);
  rows.push([
    'Sign-up probe, Worker time median: registered / new',
    `${fmt(median(times.registered))} / ${fmt(median(times.fresh))}`,
    'the same work either way; production sends no Server-Timing',
  ]);
}

/** The shell and accounts figures (catalogue search has its own section). */
export const core: BenchSection = {
  name: 'core',
  async run({ app, rows }) {
    const js = firstLoadJs();
    rows.push(['First-load JS of / (the scripts index.html loads)', `${js.toFixed(1)} KiB gzip`, 'budget 150 KiB']);

    const staticFile = await timed(300, () => fetch(`${app.baseURL}/favicon.svg`));
    rows.push([
      'Round trip of a static file p50 / p95 (300)',
      `${fmt(staticFile.p50)} / ${fmt(staticFile.p95)}`,
      "the harness's own share of every round trip below",
    ]);

    const origin = { origin: app.baseURL, 'content-type': 'application/json' };
    const emailOf = (i: number) => `bench-${stamp}-${i}@example.com`;
    const ipOf = (i: number) => `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const stamp = Date.now();
    const signUp = (i: number) =>
      fetch(`${app.baseURL}/api/account/sign-up`, {
        method: 'POST',
        headers: { ...origin, 'cf-connecting-ip': ipOf(i) },
        body: JSON.stringify({
          email: emailOf(i),
          password: 'bench password 123',
          firstName: 'Bench',
          username: `bench_${Date.now().toString(36)}${i}`.slice(0, 20),
          age: 30,
          country: 'GB',
          acceptTerms: true,
        }),
      });
    // Sign-up is dominated by the password hash (native scrypt); its latency here is its CPU time.
    const signUps = await timed(20, signUp);
    rows.push([
      'Sign-up (scrypt hash) p50 / p95',
      `${fmt(signUps.p50)} / ${fmt(signUps.p95)}`,
      'native scrypt, N=16384',
    ]);

    await signUp(999);
    const cookie = await confirmSignUp(app.baseURL, emailOf(999), ipOf(999));
    await timed(20, () => fetch(`${app.baseURL}/api/me`, { headers: { cookie } }));
    const me = await timed(500, () => fetch(`${app.baseURL}/api/me`, { headers: { cookie } }));
    rows.push(['GET /api/me p50 / p95 (500 requests)', both(me), 'Worker time']);

    // Guest answers from the edge cache (Workers Cache API): each activity once (a miss, read from
    // D1) beside one activity again and again (a hit).
    const misses = await timed(200, (i) => fetch(`${app.baseURL}/api/activities/${i + 2}`));
    await fetch(`${app.baseURL}/api/activities/1`);
    let hits = 0;
    const hit = await timed(200, async () => {
      const res = await fetch(`${app.baseURL}/api/activities/1`);
      if (res.headers.get('x-cache') === 'HIT') hits++;
      return res;
    });
    rows.push(['Guest GET /api/activities/:id, cache miss p50 / p95 (200)', both(misses), 'Worker time; reads D1']);
    await signUpProbe(app.baseURL, rows);
    rows.push(['Guest GET /api/activities/:id, cache hit p50 / p95 (200)', both(hit), `${hits} of 200 hits; no D1`]);
  },
};
