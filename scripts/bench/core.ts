import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import typos from '../../data/search/typo-queries.json' with { type: 'json' };
import { FILTER_CATEGORIES, SORTS } from '../../worker/contracts/catalogue';
import { both, cookieOf, fmt, timed } from './measure';
import type { BenchSection } from './section';

/** First-load JavaScript of a page: the scripts and module preloads the built index.html loads. */
function firstLoadJs() {
  const html = readFileSync('dist/client/index.html', 'utf8');
  const urls = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  return urls.reduce((sum, url) => sum + gzipSync(readFileSync(join('dist/client', url))).length, 0) / 1024;
}

/** The shell, accounts and catalogue figures. */
export const core: BenchSection = {
  name: 'core',
  async run({ app, rows }) {
    const js = firstLoadJs();
    rows.push(['First-load JS of / (the scripts index.html loads)', `${js.toFixed(1)} KiB gzip`, 'budget 150 KiB']);

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
    rows.push([
      'Sign-up (scrypt hash) p50 / p95',
      `${fmt(signUps.p50)} / ${fmt(signUps.p95)}`,
      'native scrypt, N=16384',
    ]);

    const session = await signUp(999);
    const cookie = cookieOf(session);
    await timed(20, () => fetch(`${app.baseURL}/api/me`, { headers: { cookie } }));
    const me = await timed(500, () => fetch(`${app.baseURL}/api/me`, { headers: { cookie } }));
    rows.push(['GET /api/me p50 / p95 (500 requests)', both(me), 'Worker time']);

    // Catalogue search over 500 varied requests: words, phrases, typos, filters and sorts.
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
    ];
    const PHRASES = [
      'learn to surf',
      'bake bread',
      'northern lights',
      'climb a mountain',
      'cook at home',
      'visit a museum',
      'build a robot',
      'run a marathon',
    ];
    const queries = Array.from({ length: 500 }, (_, i) => {
      const p: Record<string, string> = {};
      const kind = i % 5;
      if (kind === 0) p.q = WORDS[i % WORDS.length] as string;
      else if (kind === 1) p.q = PHRASES[i % PHRASES.length] as string;
      else if (kind === 2) p.q = (typos as { query: string }[])[i % typos.length]?.query ?? 'kayking';
      else if (kind === 3) {
        p.category = FILTER_CATEGORIES[i % FILTER_CATEGORIES.length] as string;
        p.cost = String((i % 5) + 1);
      } else {
        p.sort = SORTS[i % SORTS.length] as string;
        if (i % 2) p.q = WORDS[(i * 7) % WORDS.length] as string;
      }
      return new URLSearchParams(p).toString();
    });
    await timed(20, (i) => fetch(`${app.baseURL}/api/activities/search?${queries[i]}`));
    const search = await timed(500, (i) => fetch(`${app.baseURL}/api/activities/search?${queries[i]}`));
    rows.push(['GET /api/activities/search p50 / p95 (500 varied)', both(search), 'Worker time; budget p95 25 ms']);

    // Typo recall: the intended activity in the top 5 for each misspelt query of the fixed set.
    let found = 0;
    for (const t of typos as { query: string; title?: string; contains?: string }[]) {
      const res = await fetch(`${app.baseURL}/api/activities/search?${new URLSearchParams({ q: t.query })}`);
      const top = ((await res.json()) as { items: { title: string }[] }).items.slice(0, 5).map((x) => x.title);
      if (t.title ? top.includes(t.title) : top.some((x) => x.toLowerCase().includes(t.contains ?? ''))) found++;
    }
    rows.push([
      `Typo recall (${typos.length} misspelt queries, top 5)`,
      `${((found / typos.length) * 100).toFixed(1)}%`,
      'budget 90%',
    ]);
  },
};
