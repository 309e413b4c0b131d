import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { setupBrowser, signUpIn } from './browser';

/**
 * Nothing jumps: on every main page, at a desktop's and a phone's width, for a guest (before and
 * after their first use) and for a member, the layout shifts Chromium reports from the first paint
 * until three seconds after the app has started add up to at most 0.01, and the page's main boxes
 * (the header, the main column and the blocks inside it) are where the server's HTML put them, to
 * the pixel, once the app has started.
 */
const browser = setupBrowser();

const VIEWPORTS = [
  ['1280 px', { width: 1280, height: 800 }],
  ['390 px', { width: 390, height: 844 }],
] as const;

const GUEST_PAGES = [
  '/',
  '/activities',
  '/activity/1',
  '/community',
  '/community/hashtag/hiking',
  '/blog',
  '/blog/what-my-first-ultramarathon-taught-me',
  '/profile/maya_okafor',
];
const MEMBER_PAGES = [...GUEST_PAGES, '/profile', '/notifications', '/messages'];

/** Every layout shift without recent input, summed, from the document's start (buffered). */
const WATCH_SHIFTS = () => {
  const w = window as unknown as { shifts: { value: number; sources: string[] }[] };
  w.shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        return el ? `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}` : '?';
      });
      w.shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Where the page's main blocks are: the header, main, and two levels of blocks inside main. */
function boxes(page: Page) {
  return page.evaluate(() => {
    const found: Record<string, string> = {};
    const note = (el: Element, key: string) => {
      const r = el.getBoundingClientRect();
      if (r.width && r.height) found[key] = [r.x, r.y + window.scrollY, r.width].map(Math.round).join(',');
    };
    const header = document.querySelector('body header');
    if (header) note(header, 'header');
    const main = document.querySelector('main');
    if (!main) return found;
    note(main, 'main');
    for (const [i, child] of [...main.children].slice(0, 6).entries()) {
      note(child, `main>${i}`);
      for (const [j, grand] of [...child.children].slice(0, 6).entries()) note(grand, `main>${i}>${j}`);
    }
    return found;
  });
}

const started = (page: Page) => page.waitForSelector('#root[data-started]', { state: 'attached' });

/** The page as the server drew it: no script runs. */
async function serverBoxes(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  const found = await boxes(page);
  await page.close();
  return found;
}

async function check(context: BrowserContext, still: BrowserContext, who: string, path: string) {
  const drawn = await serverBoxes(still, path);
  const page = await context.newPage();
  await page.addInitScript(WATCH_SHIFTS);
  await page.goto(path, { waitUntil: 'load' });
  // A guest's page is whole before the app: looked at first, then used (which starts the app if
  // the browser's first idle moment has not).
  if (who === 'guest') {
    await page.waitForTimeout(300);
    await page.mouse.move(2, 300);
  }
  await started(page);
  await page.waitForTimeout(3000);
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts,
  );
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const app = await boxes(page);
  await page.close();
  const moved = Object.keys(drawn)
    .filter((key) => app[key] !== drawn[key])
    .map((key) => `${key}: ${drawn[key]} -> ${app[key] ?? 'gone'}`);
  return { total, shifts, moved };
}

for (const [name, viewport] of VIEWPORTS) {
  it(`nothing moves on the main pages, for a guest and a member, at ${name}`, async () => {
    const problems: string[] = [];
    for (const who of ['guest', 'member'] as const) {
      const { context } = await browser.newPage({ viewport }, { untouched: true });
      const { context: still } = await browser.newPage({ viewport, javaScriptEnabled: false }, { untouched: true });
      if (who === 'member') {
        await signUpIn(context, 'Still');
        await still.addCookies(await context.cookies());
      }
      for (const path of who === 'guest' ? GUEST_PAGES : MEMBER_PAGES) {
        const { total, shifts, moved } = await check(context, still, who, path);
        if (total > 0.01) {
          problems.push(
            `${who} ${path}: layout shift ${total.toFixed(3)} (${shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(' ')}`).join('; ')})`,
          );
        }
        if (moved.length) problems.push(`${who} ${path}: ${moved.join('; ')}`);
      }
      await still.close();
      await context.close();
    }
    expect(problems).toEqual([]);
    // Each of 19 pages is watched for three seconds after it starts.
  }, 180_000);
}
