import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseURL, holdApp, setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

const ARTICLE = '/blog/what-my-first-ultramarathon-taught-me';
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['390 px phone', { width: 390, height: 844 }],
] as const;

/** Resolves once the app has attached to the server's markup (web/app.tsx marks #root). */
const started = (page: Page) => page.waitForSelector('#root[data-started]', { state: 'attached' });

/** What the browser says about hydration: React's recoverable errors (web/app.tsx) and page errors. */
function hydrationProblems(page: Page) {
  const found: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text())) found.push(m.text());
  });
  page.on('pageerror', (e) => found.push(e.message));
  return found;
}

/** The id of the newest public post, from the community page's own HTML. */
async function firstPostId() {
  const html = await (await fetch(`${baseURL()}/community`)).text();
  const id = /href="\/(?:community\/)?post\/([A-Za-z0-9_-]{8,64})"/.exec(html)?.[1];
  if (!id) throw new Error('no post on /community');
  return id;
}

for (const [name, viewport] of VIEWPORTS) {
  it(`a guest who scrolled an article keeps their place and title when the app starts (${name})`, async () => {
    const { page, context } = await browser.newPage({ viewport }, { untouched: true });
    const problems = hydrationProblems(page);
    const app = await holdApp(page);
    await app.open(ARTICLE);
    const title = await page.title();
    expect(title).toBe('What my first ultramarathon taught me | Lifelist');
    // Nothing has started the app yet: the page is the server's.
    expect(await page.locator('#root[data-start="idle"]').count()).toBe(1);
    const target = await page.evaluate(() =>
      Math.min(1200, document.documentElement.scrollHeight - window.innerHeight),
    );
    expect(target).toBeGreaterThan(400);
    await page.mouse.wheel(0, target);
    await page.waitForFunction((y) => window.scrollY >= y - 1, target);
    const before = await page.evaluate(() => window.scrollY);
    app.release();
    await started(page);
    await page.mouse.move(40, 40);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.title()).toBe(title);
    expect(problems).toEqual([]);
    await context.close();
  });

  it(`a guest's first tap on Like, Filters or Share does what it says, once (${name})`, async () => {
    const { page, context } = await browser.newPage({ viewport }, { untouched: true });
    const problems = hydrationProblems(page);
    // Each tap lands on the server's page, before any of the app's code has run.
    const app = await holdApp(page);

    await app.open('/community');
    await page
      .getByRole('button', { name: /^Like,/ })
      .first()
      .click();
    app.release();
    await page.waitForURL(/\/auth\?redirect=%2Fcommunity/);

    await app.open('/community');
    await page.getByRole('button', { name: /^Filters/ }).click();
    app.release();
    // A panel under the button on a wide screen, a sheet on a phone.
    if (viewport.width >= 768) await page.locator('button[aria-expanded="true"]', { hasText: 'Filters' }).waitFor();
    else await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    await page.keyboard.press('Escape');

    await app.open('/community');
    expect(await page.locator('#root[data-started]').count()).toBe(0);
    await page
      .getByRole('button', { name: /^Share,/ })
      .first()
      .click();
    app.release();
    await page.getByRole('menuitem', { name: 'Share on Twitter' }).waitFor();
    expect(await page.getByRole('menu').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
}

it("a member's page arrives as their own: header, Follow state and home links, before any script runs", async () => {
  const { context } = await browser.newPage();
  const { username } = await signUpIn(context, 'Rowan');
  const maya = (await (await context.request.get('/api/profile/maya_okafor')).json()) as {
    profile: { id: string };
  };
  const followed = await context.request.post('/api/relationships/follow', {
    data: { user_id: maya.profile.id },
    headers: { origin: baseURL() },
  });
  expect(followed.ok()).toBe(true);

  const htmlOf = async (path: string) => {
    const res = await context.request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    return html.slice(html.indexOf('<div id="root"'));
  };
  for (const path of ['/', '/community', '/profile', '/activities', '/activity/1', '/messages', '/notifications']) {
    const root = await htmlOf(path);
    expect(root, path).toContain('data-ssr');
    expect(root, path).not.toContain('Sign In / Sign Up');
    expect(root, path).toContain('aria-label="Messages');
  }
  expect(await htmlOf('/')).not.toContain('href="/onboarding"');
  expect(await htmlOf('/profile')).toContain(`href="/profile/${username}"`);
  const profile = await htmlOf('/profile/maya_okafor');
  // Maya approves followers: the request is pending, and the page says so from its first byte.
  expect(profile).toMatch(/aria-label="(Following Maya\. Unfollow|Follow requested\. Cancel request to Maya)"/);
  expect(profile).not.toContain('href="/auth');
  await context.close();
});

it("a member's first tap on the Following tab switches the feed, as the page arrives", async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context, 'Sasha');
  const problems = hydrationProblems(page);
  // The app's script is held back until the tap is made, as on a slow connection: the tap lands
  // on the server's page before any of the app's code has run.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/community', { waitUntil: 'commit' });
  const following = page.getByRole('tab', { name: 'Following' });
  await following.click();
  expect(await page.locator('#root[data-started]').count()).toBe(0);
  release();
  await expect.poll(() => following.getAttribute('aria-selected')).toBe('true');
  expect(await page.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('false');
  expect(problems).toEqual([]);
  await context.close();
});

it("a member's My List controls on an activity page arrive with the page and work once it starts", async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context, 'Ines');
  const added = await context.request.post('/api/list', {
    data: { activityId: 1 },
    headers: { origin: baseURL() },
  });
  expect(added.status()).toBe(201);
  const html = await (await context.request.get('/activity/1')).text();
  expect(html).toContain('data-modules="member-list-actions"');
  expect(html).toMatch(/>On List</);
  const problems = hydrationProblems(page);
  await page.goto('/activity/1');
  await started(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByText('In Progress', { exact: true }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

it('a direct link to comments opens the post with the comment box focused', async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context, 'Quill');
  const problems = hydrationProblems(page);
  await page.goto(`/community/post/${await firstPostId()}?focus=comments`);
  await started(page);
  const box = page.getByRole('textbox', { name: 'Write a comment...' });
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

it("a guest's search sent without the app is answered: the forms ask the server for the results page", async () => {
  for (const [path, box, found] of [
    ['/blog', 'Search blogs', /1 blog for "ultramarathon"|blogs? for "ultramarathon"/],
    ['/activities', 'Search activities', /kayak/i],
  ] as const) {
    const { page, context } = await browser.newPage({}, { untouched: true });
    // The app's scripts never arrive (a connection that drops them): the server's page is all there is.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const field = page.getByRole(path === '/blog' ? 'searchbox' : 'combobox', { name: box });
    await field.fill(path === '/blog' ? 'ultramarathon' : 'kayak');
    await field.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') !== null);
    await page.getByText(found).first().waitFor();
    await context.close();
  }
});

it('no main page hydrates differently from its server markup, for a guest or a member', async () => {
  const postId = await firstPostId();
  const pages = [
    '/',
    '/activities',
    '/activities?q=kayak',
    '/activity/1',
    '/community',
    '/community/hashtag/hiking',
    `/post/${postId}`,
    '/blog',
    ARTICLE,
    '/profile/maya_okafor',
    '/about-us',
    '/quiz',
    '/contact',
    '/auth',
  ];
  for (const who of ['guest', 'member'] as const) {
    const { page, context } = await browser.newPage();
    if (who === 'member') await signUpIn(context, 'Hale');
    const problems = hydrationProblems(page);
    const requests: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/') && r.method() === 'GET') requests.push(`${page.url()} ${path}`);
    });
    const extra = who === 'member' ? ['/profile', '/messages', '/notifications', '/coach', '/community/saved'] : [];
    for (const path of [...pages, ...extra]) {
      await page.goto(path);
      const server = await page.title();
      await started(page);
      expect(await page.title(), `${who} ${path}`).toBe(server);
    }
    expect(problems, who).toEqual([]);
    // What the page carried is not asked for again (a member's own item on an activity page
    // included): only what loads after the app starts (the footer's links, the wide screen's side
    // columns and their sponsored card) may be.
    expect(
      requests.filter((r) => !/\/api\/(admin\/page-ids|community\/(sidebar|ads))/.test(r)),
      who,
    ).toEqual([]);
    await context.close();
  }
});
