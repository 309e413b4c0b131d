import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { baseURL, holdApp, setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();
const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/** Routes a guest can open, and the ones that need a member or an admin. */
let guestRoutes: string[] = [];
let memberRoutes: string[] = [];
const adminRoutes = ['/admin', '/admin/moderation', '/admin/users', '/admin/search-analytics'];

beforeAll(async () => {
  const feed = (await (await fetch(`${baseURL()}/api/community/feed?content=posts`)).json()) as {
    items: { post?: { id: string } }[];
  };
  const postId = feed.items.find((i) => i.post)?.post?.id;
  if (!postId) throw new Error('no seeded post');
  guestRoutes = [
    '/',
    '/activities',
    '/activities?q=kayak',
    '/activity/1',
    '/community',
    `/post/${postId}`,
    '/blog',
    '/blog/what-my-first-ultramarathon-taught-me',
    '/profile/maya_okafor',
    '/about-us',
    '/contact',
    '/quiz',
    '/auth',
  ];
  memberRoutes = [
    '/profile',
    '/profile/edit',
    '/settings',
    '/settings?section=privacy',
    '/blog/new',
    '/messages',
    '/notifications',
    '/community/saved',
    '/coach',
  ];
});

async function signInAdmin(context: BrowserContext) {
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifelist.app', password: 'lifelist-demo-2026' },
    headers: { origin: baseURL() },
  });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()}`);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#main').waitFor();
  // A guest's page drawn by the server starts the app when the browser is idle or on first use:
  // the pointer moves, and the app takes over the server's first screen and settles.
  await page.mouse.move(1 + Math.random(), 1);
  await page.waitForFunction(() => !document.querySelector('[data-start]'));
  await page.waitForLoadState('networkidle');
}

/**
 * The server's first screen of a guest's page, before the app starts (its scripts held back);
 * `done` lets them through. Whether the page waits for the app to start (a guest's page).
 */
async function openUntouched(page: Page, path: string) {
  const app = await holdApp(page);
  await app.open(path);
  return { waits: (await page.locator('#root[data-start]').count()) > 0, done: app.done };
}

type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };

/** Serious and critical accessibility violations on the open page (axe-core, WCAG 2.1 A and AA). */
async function seriousViolations(page: Page) {
  // Run through the devtools protocol, which the page's script policy does not apply to.
  await page.evaluate(AXE);
  const result = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (o: unknown) => Promise<AxeResult> } }).axe.run({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      }) as Promise<AxeResult>,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

async function sweep(context: BrowserContext, paths: string[], dark: boolean) {
  if (dark) await context.addInitScript(() => localStorage.setItem('lifelist-theme', 'dark'));
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of paths) {
    const untouched = await openUntouched(page, path);
    if (untouched.waits)
      for (const v of await seriousViolations(page))
        found.push(`${dark ? 'dark' : 'light'} ${path} (first screen) ${v}`);
    await untouched.done();
    await open(page, path);
    for (const v of await seriousViolations(page)) found.push(`${dark ? 'dark' : 'light'} ${path} ${v}`);
  }
  return found;
}

for (const who of ['guest', 'member', 'admin'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical accessibility violations: ${who}, ${theme}`, { timeout: 180_000 }, async () => {
      const { context } = await browser.newPage();
      if (who === 'member') await signUpIn(context, 'Axel');
      if (who === 'admin') await signInAdmin(context);
      const paths = who === 'guest' ? guestRoutes : who === 'member' ? memberRoutes : adminRoutes;
      expect(await sweep(context, paths, theme === 'dark')).toEqual([]);
      await context.close();
    });
  }
}

/** Pages of `paths` wider than a 390 px phone (the document scrolls sideways). */
async function tooWide(context: BrowserContext, paths: string[]) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const wide: string[] = [];
  for (const path of paths) {
    await open(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) wide.push(`${path} is ${overflow}px too wide`);
  }
  return wide;
}

it('never scrolls sideways on a 390 px phone', async () => {
  const { context } = await browser.newPage();
  await signUpIn(context, 'Noor');
  // An activity on the member's list shows its plan: the step form must fit too.
  const headers = { origin: baseURL() };
  const added = await context.request.post('/api/list', { headers, data: { activityId: 1 } });
  const { item } = (await added.json()) as { item: { id: string } };
  for (const text of ['Book a two-day beginner course', 'Hire a 4/3 wetsuit', 'Check the forecast the week before'])
    await context.request.post(`/api/list/${item.id}/steps`, { headers, data: { text } });
  expect(await tooWide(context, [...guestRoutes, ...memberRoutes])).toEqual([]);
  await context.close();
});

it('never scrolls sideways on a 390 px phone: the admin and moderation pages', async () => {
  const { context } = await browser.newPage();
  await signInAdmin(context);
  expect(await tooWide(context, adminRoutes)).toEqual([]);
  await context.close();
});

it('keeps the blog editor usable on a phone: the toolbar stays in view, the action bar on one row', async () => {
  const { context } = await browser.newPage();
  await signUpIn(context, 'Pia');
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/blog/new');
  await page.getByLabel('Title', { exact: true }).fill('Notes from the coast path');
  const body = page.getByRole('textbox', { name: 'Content' });
  await body.click();
  // Write on past the bottom of the screen: the page scrolls with the caret.
  for (let i = 0; i < 40; i++) await page.keyboard.press('Enter');
  await page.keyboard.type('Still writing.');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const box = await toolbar.boundingBox();
  // Under the 64 px site header, not scrolled away.
  expect(box?.y).toBeGreaterThanOrEqual(60);
  expect(box?.y).toBeLessThanOrEqual(70);
  const top = async (name: string, role: 'button' | 'link') =>
    Math.round((await page.getByRole(role, { name, exact: true }).boundingBox())?.y ?? -1);
  const tops = [await top('Cancel', 'link'), await top('Save Draft', 'button'), await top('Publish', 'button')];
  expect(tops[0]).toBeGreaterThan(0);
  expect(new Set(tops).size).toBe(1);
  await context.close();
});
