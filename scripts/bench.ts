import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalApp } from './lib/local-app';

/**
 * `npm run bench`: builds the app and prints its performance figures against the built Worker
 * under local workerd. Budgets are printed beside each figure.
 */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function timed(n: number, request: (i: number) => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (!res.ok) throw new Error(`request ${i} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** First-load JavaScript of a page: the scripts and module preloads the built index.html loads. */
function firstLoadJs() {
  const html = readFileSync('dist/client/index.html', 'utf8');
  const urls = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  return urls.reduce((sum, url) => sum + gzipSync(readFileSync(join('dist/client', url))).length, 0) / 1024;
}

const rows: [string, string, string][] = [];
const app = await startLocalApp({
  port: Number(process.env.BENCH_PORT ?? 8789),
  state: '.bench/state',
  build: true,
  seed: false,
});
try {
  const js = firstLoadJs();
  rows.push(['First-load JS of /', `${js.toFixed(1)} KiB gzip`, 'budget 150 KiB']);

  const origin = { origin: app.baseURL, 'content-type': 'application/json' };
  const signUp = (i: number) =>
    fetch(`${app.baseURL}/api/account/sign-up`, {
      method: 'POST',
      headers: { ...origin, 'cf-connecting-ip': `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}` },
      body: JSON.stringify({
        email: `bench-${Date.now()}-${i}@example.com`,
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
  rows.push(['Sign-up (scrypt hash) p50 / p95', `${fmt(signUps.p50)} / ${fmt(signUps.p95)}`, 'native scrypt, N=16384']);

  const session = await signUp(999);
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await timed(20, () => fetch(`${app.baseURL}/api/me`, { headers: { cookie } }));
  const me = await timed(500, () => fetch(`${app.baseURL}/api/me`, { headers: { cookie } }));
  rows.push(['GET /api/me p50 / p95 (500 requests)', `${fmt(me.p50)} / ${fmt(me.p95)}`, '']);
} finally {
  app.stop();
}

const width = Math.max(...rows.map((r) => r[0].length));
console.log('\nLifelist bench (built Worker, local workerd)\n');
for (const [name, value, note] of rows) console.log(`${name.padEnd(width)}  ${value.padEnd(24)}  ${note}`);
