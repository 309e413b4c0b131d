import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { both, fmt, percentile, signInCookie, timed } from './measure';
import type { BenchSection } from './section';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/**
 * Signs the fresh browser in as a member: their session cookies in its cookie jar, as a member's
 * own browser holds them (a Cookie header forced onto every request would be replaced by the
 * browser's own as soon as the page sets a cookie of its own).
 */
async function holdCookies(port: number, url: string, cookie: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Lighthouse's browser has no context");
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: new URL(url).origin };
      }),
    );
  } finally {
    await browser.close();
  }
}

/** Lighthouse's default (mobile) settings: a mid-range phone on a slow 4G connection, simulated. */
async function lighthouseScores(url: string, cookie?: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    if (cookie) await holdCookies(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      // A member's browser keeps its cookies (a fresh browser each run: its cache starts empty).
      ...(cookie ? { disableStorageReset: true } : {}),
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const categories = result?.lhr.categories;
    return {
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((categories?.['best-practices']?.score ?? 0) * 100),
      seo: Math.round((categories?.seo?.score ?? 0) * 100),
      metrics: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index']
        .map(
          (id) =>
            `${id
              .split('-')
              .map((w) => w[0]?.toUpperCase())
              .join('')} ${result?.lhr.audits[id]?.displayValue ?? '?'}`,
        )
        .join(', '),
      lcpElement: JSON.stringify(
        (result?.lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)
          ?.items?.[0] ?? null,
      ).slice(0, 300),
      failing: Object.values(result?.lhr.audits ?? {})
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

/** Until no script has arrived for a second. */
async function scriptsSettled(count: () => number) {
  let last = -1;
  let still = 0;
  while (still < 4) {
    await new Promise((r) => setTimeout(r, 250));
    still = count() === last ? still + 1 : 0;
    last = count();
  }
}

type Who = 'guest' | 'guestUsed' | 'admin';

/**
 * The JavaScript a page downloads before it is usable: every script the browser fetches from the
 * app until the network is idle (the entry, its preloads, the route's own chunks and what the
 * page's first screen imports after it), gzip-compressed, for a guest and for the demo admin. A
 * guest's page rendered by the server starts the app when the browser is idle or on first use
 * (web/lib/start-on-use.ts), so for a guest it is measured twice: once the network is quiet, and
 * once the pointer has moved and the app has surely hydrated the page (the figure the budget is for).
 */
async function firstLoadJs(baseURL: string, paths: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const sizes: Record<string, Record<Who, number>> = {};
  try {
    // The demo admin's session (DEMO_PASSWORD in scripts/seed/members.ts), signed in once.
    const signedIn = await browser.newContext({ baseURL });
    const signIn = await signedIn.request.post('/api/auth/sign-in/email', {
      data: { email: 'admin@lifelist.app', password: 'lifelist-demo-2026' },
      headers: { origin: baseURL },
    });
    if (!signIn.ok()) throw new Error(`The demo admin could not sign in (${signIn.status()})`);
    const adminState = await signedIn.storageState();
    await signedIn.close();
    for (const who of ['guest', 'guestUsed', 'admin'] as const) {
      for (const path of paths) {
        // A fresh context for every page, so nothing comes from an earlier page's cache. A file
        // whose body cannot be read (the page moved on mid-download) fails the attempt, not the
        // figure: the page is loaded again, three times at most.
        let kib: number | null = null;
        for (let attempt = 0; kib === null && attempt < 3; attempt++) {
          const context = await browser.newContext({
            baseURL,
            ...(who === 'admin' ? { storageState: adminState } : {}),
          });
          const page = await context.newPage();
          // Keyed by address: a chunk that is both preloaded and imported counts once.
          const bodies = new Map<string, Promise<number | null>>();
          page.on('response', (res) => {
            const url = res.url().split('?')[0] as string;
            if (url.startsWith(baseURL) && /\.m?js$/.test(url) && !bodies.has(url)) {
              bodies.set(
                url,
                res.body().then(
                  (b) => gzipSync(b).length,
                  () => null,
                ),
              );
            }
          });
          await page.goto(path, { waitUntil: 'networkidle' });
          if (who === 'guestUsed') {
            await page.mouse.move(5, 5);
            // The app has attached to the server's page (web/app.tsx removes data-start).
            await page.waitForFunction(() => !document.querySelector('[data-start]'), undefined, { timeout: 30_000 });
            await scriptsSettled(() => bodies.size);
          }
          const sizesOfFiles = await Promise.all(bodies.values());
          await context.close();
          if (sizesOfFiles.every((n) => n !== null))
            kib = sizesOfFiles.reduce<number>((a, b) => a + (b ?? 0), 0) / 1024;
        }
        if (kib === null) throw new Error(`Could not read the JavaScript of ${path} for a ${who}`);
        sizes[path] = { guest: 0, guestUsed: 0, admin: 0, ...sizes[path], [who]: kib };
      }
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

/**
 * What the app's start costs a guest, on a phone-sized page with the CPU slowed four times as
 * Lighthouse's mobile settings do: the blocking time (each long task's time over 50 ms) from the
 * page's first byte until the app, started when the browser was idle after load, has hydrated the
 * page and gone quiet. Nobody uses the page. The lowest of three is not taken: the highest is.
 */
async function blockingOfTheStart(baseURL: string, paths: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const worst: Record<string, number> = {};
  try {
    for (const path of paths) {
      for (let run = 0; run < 3; run++) {
        const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const w = window as unknown as { blocking: number };
          w.blocking = 0;
          new PerformanceObserver((list) => {
            for (const t of list.getEntries()) w.blocking += Math.max(0, t.duration - 50);
          }).observe({ type: 'longtask', buffered: true } as PerformanceObserverInit);
        });
        await page.goto(path, { waitUntil: 'load' });
        await page.waitForFunction(() => !document.querySelector('[data-start]'), undefined, { timeout: 60_000 });
        // What the page draws once its data arrives, too.
        await new Promise((r) => setTimeout(r, 2000));
        const ms = await page.evaluate(() => (window as unknown as { blocking: number }).blocking);
        worst[path] = Math.max(worst[path] ?? 0, ms);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return worst;
}

/**
 * A guest's first interaction with a page the server rendered, once the page has loaded, on a phone
 * with the CPU slowed four times: the longest Event Timing entry of the tap (what the browser
 * reports as the input's delay, processing and next paint) and the time until it has done what it
 * says (the app has started when the browser was idle, or starts on the tap and replays it). The
 * highest of three.
 */
async function firstInteraction(baseURL: string, post: string) {
  const cases: {
    path: string;
    name: string;
    tap: (page: Page) => Promise<void>;
    done: (page: Page) => Promise<unknown>;
  }[] = [
    {
      path: '/',
      name: 'a link (Take the Quiz)',
      tap: (page) => page.getByRole('link', { name: 'Take the Quiz' }).first().click(),
      done: (page) => page.waitForURL(/\/quiz$/),
    },
    {
      path: '/community',
      name: 'Filters',
      tap: (page) => page.getByRole('button', { name: /^Filters/ }).click(),
      done: (page) => page.getByRole('dialog', { name: 'Filters' }).waitFor(),
    },
    {
      path: '/community',
      name: 'Like (a guest: to sign in)',
      tap: (page) =>
        page
          .getByRole('button', { name: /^Like,/ })
          .first()
          .click(),
      done: (page) => page.waitForURL(/\/auth/),
    },
    {
      path: post,
      name: 'Share',
      tap: (page) =>
        page
          .getByRole('button', { name: /^Share,/ })
          .first()
          .click(),
      done: (page) => page.getByRole('menuitem', { name: 'Share on Twitter' }).waitFor(),
    },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const rows: [string, string, string][] = [];
  try {
    for (const c of cases) {
      let event = 0;
      let effect = 0;
      for (let run = 0; run < 3; run++) {
        const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, hasTouch: false });
        const page = await context.newPage();
        await page.goto(c.path, { waitUntil: 'networkidle' });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.evaluate(() => {
          const w = window as unknown as { longestEvent: number };
          w.longestEvent = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.longestEvent = Math.max(w.longestEvent, e.duration);
          }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
        });
        const origin = await page.evaluate(() => performance.timeOrigin);
        const start = performance.now();
        await c.tap(page);
        await c.done(page);
        effect = Math.max(effect, performance.now() - start);
        // Entries are reported once the frame after the input has been painted. A link the
        // browser followed itself loaded a new document, whose entries are not the tap's.
        await page.waitForTimeout(500);
        if ((await page.evaluate(() => performance.timeOrigin)) !== origin) event = Number.NaN;
        else
          event = Math.max(
            event,
            await page.evaluate(() => (window as unknown as { longestEvent?: number }).longestEvent ?? 0),
          );
        await context.close();
      }
      rows.push([
        `A guest's first tap on ${c.path}: ${c.name}, 4x CPU (highest of 3): Event Timing / until done`,
        `${Number.isNaN(event) ? 'a page load' : `${event.toFixed(0)} ms`} / ${effect.toFixed(0)} ms`,
        'budget Event Timing 200 ms; it did what it says',
      ]);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * An activity's preview card: drawn over its illustration the first time it is asked for (then
 * kept in R2 and at the edge), and served from there after. Wall time of the whole request.
 */
async function previewCards(baseURL: string): Promise<[string, string, string]> {
  const first: number[] = [];
  const again: number[] = [];
  for (let id = 101; id <= 110; id++) {
    const page = await (await fetch(`${baseURL}/activity/${id}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    if (!image) throw new Error(`No preview card for /activity/${id}`);
    const url = `${baseURL}${new URL(image).pathname}${new URL(image).search}`;
    for (const into of [first, again]) {
      const start = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      into.push(performance.now() - start);
    }
  }
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] as number;
  return [
    'Activity preview card over its illustration: first request (drawn) / later (kept), median of 10',
    `${median(first).toFixed(0)} / ${median(again).toFixed(0)} ms`,
    'drawn once per version, then R2 and the edge',
  ];
}

/** The main public routes of issue budgets: Lighthouse and first-load JavaScript are measured on each. */
const ROUTES = [
  '/',
  '/activities',
  '/activity/1',
  '/community',
  '/community/hashtag/hiking',
  '/blog',
  '/blog/what-my-first-ultramarathon-taught-me',
  '/profile/maya_okafor',
];
/** A signed-in member's main routes (the demo member maya_okafor). */
const MEMBER_ROUTES = ['/', '/community', '/profile', '/activities', '/activity/1', '/messages', '/notifications'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The newest public post's page, read from the community page's HTML. */
async function postPath(baseURL: string) {
  const html = await (await fetch(`${baseURL}/community`)).text();
  const id = /href="\/post\/([A-Za-z0-9_-]{8,64})"/.exec(html)?.[1];
  if (!id) throw new Error('No post on /community');
  return `/post/${id}`;
}

async function lighthouseRow(baseURL: string, path: string, who: 'guest' | 'member', cookie?: string) {
  const runs: Awaited<ReturnType<typeof lighthouseScores>>[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseScores(`${baseURL}${path}`, cookie));
  const low = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo') => Math.min(...runs.map((r) => r[key]));
  const worst = runs.reduce((a, b) => (b.performance < a.performance ? b : a));
  if (process.env.BENCH_VERBOSE) console.log(who, path, worst.lcpElement, worst.failing);
  return [
    `Lighthouse ${who} ${path} perf / a11y / best practices / SEO (lowest of ${RUNS})`,
    `${low('performance')} / ${low('accessibility')} / ${low('bestPractices')} / ${low('seo')}`,
    `budget 95 / 100 / 100 / 100${who === 'member' ? ' (SEO: signed-in pages are noindex)' : ''}; worst run ${worst.metrics}${worst.failing.length ? `; failing: ${worst.failing.join(', ')}` : ''}`,
  ] as [string, string, string];
}

/**
 * Lighthouse (mobile defaults) on every main route for a guest and for a signed-in member, three
 * runs each with the lowest of each score reported; what rendering a page costs the Worker; and
 * the first-load JavaScript of each route for a guest and a signed-in member (the demo admin;
 * `/admin` for the admin alone).
 */
export const admin: BenchSection = {
  name: 'admin',
  async run({ app, rows }) {
    const post = await postPath(app.baseURL);
    const member = await signInCookie(app.baseURL, 'maya_okafor@demo.lifelist.app');
    for (const path of [...ROUTES, post]) rows.push(await lighthouseRow(app.baseURL, path, 'guest'));
    for (const path of MEMBER_ROUTES) rows.push(await lighthouseRow(app.baseURL, path, 'member', member));
    for (const [path, ms] of Object.entries(await blockingOfTheStart(app.baseURL, ROUTES))) {
      rows.push([
        `A guest's ${path} until the app, started at idle, has hydrated it: blocking time, 4x CPU (highest of 3)`,
        `${ms.toFixed(0)} ms`,
        'Lighthouse counts it too (budget: performance 95); reported',
      ]);
    }
    rows.push(...(await firstInteraction(app.baseURL, post)));
    rows.push(await previewCards(app.baseURL));
    const js = await firstLoadJs(app.baseURL, [...ROUTES, post, '/admin']);
    for (const [path, kib] of Object.entries(js)) {
      rows.push([
        `First-load JS of ${path} (all chunks; guest as the page loads / after first use; member)`,
        `${kib.guest.toFixed(1)} / ${kib.guestUsed.toFixed(1)} / ${kib.admin.toFixed(1)} KiB gzip`,
        path === '/admin' ? 'admins only' : 'budget 150 guest (after first use) / 170 member',
      ]);
    }
  },
};

/**
 * What rendering a page costs: `/community` (20 posts) and `/activities` (the first page) for a
 * guest and a signed-in member, 40 requests each, the body read to its end. The page streams (its
 * head first, the rendered page when its queries are answered), so the Worker's Server-Timing,
 * sent with the head, would not hold the render: outside production the Worker closes the page
 * with its whole time (`<!-- app;dur=N -->`, the queries and the render included). The round trip
 * (with the local harness's 10-15 ms) is printed beside it.
 */
export const render: BenchSection = {
  name: 'render',
  async run({ app, rows }) {
    const member = await signInCookie(app.baseURL, 'maya_okafor@demo.lifelist.app');
    for (const path of ['/community', '/activities']) {
      for (const [who, cookie] of [
        ['guest', undefined],
        ['member', member],
      ] as const) {
        const head: number[] = [];
        const t = await timed(40, async () => {
          const res = await fetch(`${app.baseURL}${path}`, cookie ? { headers: { cookie } } : {});
          // The Server-Timing header leaves with the head: the Worker's time until it did.
          head.push(Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN));
          const html = await res.text();
          const dur = /<!-- app;dur=(\d+) -->\s*$/.exec(html)?.[1];
          if (!dur) throw new Error(`${path} carries no Worker time`);
          const headers = new Headers(res.headers);
          headers.set('server-timing', `app;dur=${dur}`);
          return new Response(html, { status: res.status, headers });
        });
        rows.push([
          `Server rendering of ${path} for a ${who}: Worker time p50 / p95`,
          both(t),
          'budget p95 50 ms (Worker time with its D1 reads)',
        ]);
        head.sort((a, b) => a - b);
        rows.push([
          `The head of ${path} for a ${who}: Worker time until it leaves, p50 / p95`,
          `${fmt(percentile(head, 50))} / ${fmt(percentile(head, 95))}`,
          "budget p95 15 ms (the route's loaders decide the status and the head)",
        ]);
      }
    }
  },
};
