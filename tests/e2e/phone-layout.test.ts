import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseURL, setupBrowser, signUpIn } from './browser';

/** Pages at a 390 px phone's width, with what members write at its most awkward. */
const browser = setupBrowser();
const PHONE = { width: 390, height: 844 };
const octet = () => Math.floor(Math.random() * 254) + 1;
/** A browser of its own, from its own client address (the write limits count per address). */
const phone = () =>
  browser.newPage({ viewport: PHONE, extraHTTPHeaders: { 'cf-connecting-ip': `10.${octet()}.${octet()}.${octet()}` } });

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#main').waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-start]'));
  await page.waitForLoadState('networkidle');
}
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const LONG_URL = `https://example.com/${'a-very-long-unbroken-path-segment'.repeat(3)}`;

it("keeps members' unbroken strings (a URL as a location, a long word) inside a 390 px phone", async () => {
  const { page, context } = await phone();
  const { username } = await signUpIn(context, 'Wendeline');
  const headers = { origin: baseURL() };
  const posted = await context.request.post('/api/community/posts', {
    headers,
    data: { content: `Look: ${LONG_URL}`, location: LONG_URL.slice(0, 119) },
  });
  expect(posted.status()).toBe(201);
  const { post } = (await posted.json()) as { post: { id: string } };
  const comment = await context.request.post('/api/community/comments', {
    headers,
    data: { post_id: post.id, content: `x${'y'.repeat(150)}` },
  });
  expect(comment.status()).toBe(201);
  const blog = await context.request.post('/api/blogs', {
    headers,
    data: {
      title: `T${'i'.repeat(120)}`,
      subtitle: `S${'u'.repeat(120)}`,
      content: '<p>Short.</p>',
      tags: [`tag${'g'.repeat(60)}`],
      status: 'published',
      visibility: 'public',
    },
  });
  expect(blog.status()).toBe(201);
  const { blog: b } = (await blog.json()) as { blog: { id: string } };
  const profile = await context.request.patch('/api/profile', {
    headers,
    data: { location: `L${'o'.repeat(90)}`, profileBio: `B${'i'.repeat(200)}` },
  });
  expect(profile.ok()).toBe(true);

  const wide: string[] = [];
  for (const path of ['/community', `/post/${post.id}`, '/blog', `/blog/${b.id}`, `/profile/${username}`, '/profile']) {
    await settle(page, path);
    const by = await overflow(page);
    if (by > 0) wide.push(`${path} is ${by}px too wide`);
  }
  expect(wide).toEqual([]);

  // The Filters sheet opens whole on the phone's screen.
  await settle(page, '/community');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.waitFor();
  const box = await sheet.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

it("puts the blog list's Sort and tags above the cards on a phone, and a card without a cover starts with its words", async () => {
  const { page, context } = await phone();
  await signUpIn(context, 'Oskar');
  const word = `zq${Date.now().toString(36)}`;
  const made = await context.request.post('/api/blogs', {
    headers: { origin: baseURL() },
    data: { title: `No cover ${word}`, content: `<p>Words ${word}</p>`, tags: [], status: 'published' },
  });
  expect(made.status()).toBe(201);

  await settle(page, '/blog');
  const sortTop = (await page.getByRole('heading', { name: 'Sort by' }).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const tagsTop = (await page.getByRole('heading', { name: 'Popular tags' }).boundingBox())?.y ?? 0;
  const firstCard = (await page.locator('main article').first().boundingBox())?.y ?? 0;
  expect(sortTop).toBeLessThan(firstCard);
  expect(tagsTop).toBeLessThan(firstCard);

  await settle(page, `/blog?q=${word}`);
  const card = page.locator('main article').filter({ hasText: `No cover ${word}` });
  const cardBox = await card.boundingBox();
  const titleBox = await card.getByRole('heading', { name: `No cover ${word}` }).boundingBox();
  // The card's padding and no more: no blank block above the title.
  expect((titleBox?.y ?? 999) - (cardBox?.y ?? 0)).toBeLessThan(24);
  await context.close();
});

it('keeps the admin activity editor and the moderation queue usable on a 390 px phone', async () => {
  // A member's post, reported with a long note, so the queue has a line to read.
  const author = await phone();
  await signUpIn(author.context, 'Hedda');
  const headers = { origin: baseURL() };
  const stamp = Date.now().toString(36);
  const posted = await author.context.request.post('/api/community/posts', {
    headers,
    data: { content: `Cheap tickets here ${stamp} ${'and-more-'.repeat(12)}` },
  });
  const { post } = (await posted.json()) as { post: { id: string } };
  const reporter = await phone();
  await signUpIn(reporter.context, 'Ivo');
  const reported = await reporter.context.request.post('/api/moderation/report', {
    headers,
    data: { post_id: post.id, reason: 'Spam or scam', extra_notes: `Selling ${'x'.repeat(120)}` },
  });
  expect(reported.status()).toBe(201);

  const { page, context } = await phone();
  const signedIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifelist.app', password: 'lifelist-demo-2026' },
    headers,
  });
  expect(signedIn.ok()).toBe(true);

  await settle(page, '/admin/activity-editor/1');
  await page.getByRole('heading', { name: /Edit Activity/ }).waitFor();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await settle(page, '/admin/moderation');
  await page.waitForSelector('#root[data-started]', { state: 'attached' });
  // Nothing selected: nothing to resolve.
  expect(await page.getByRole('button', { name: 'Resolve selected' }).isDisabled()).toBe(true);
  await page.getByRole('searchbox', { name: 'Search reports' }).fill(stamp);
  const row = page
    .getByRole('row')
    .filter({ hasText: stamp, has: page.getByRole('button', { name: /^Actions for the post/ }) });
  await row.waitFor();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  // The reason, the date and the actions are on screen, not in a table wider than the phone.
  const table = await page.getByRole('table').boundingBox();
  expect((table?.x ?? 0) + (table?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await row.getByText(/^Spam or scam · /).waitFor();
  const actions = await row.getByRole('button', { name: /^Actions for the post/ }).boundingBox();
  expect((actions?.x ?? 0) + (actions?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  // The opened report's text wraps inside the screen.
  await row.getByRole('button', { name: /^Details of the post/ }).click();
  const note = page.getByText(/^Selling x+$/);
  await note.waitFor();
  const box = await note.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await Promise.all([author.context.close(), reporter.context.close(), context.close()]);
});

it("shows the first idea's title on the catalogue's first screen of a 390 px phone", async () => {
  const { page, context } = await phone();
  await settle(page, '/activities');
  const title = page
    .getByRole('list')
    .filter({ has: page.getByText('Create your own') })
    .getByRole('heading')
    .first();
  const box = await title.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
  await context.close();
});
