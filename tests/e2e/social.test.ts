import { expect, it } from 'vitest';
import { baseURL, setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

it('A asks to follow B; B sees the request with a badge and accepts; A sees Following', async () => {
  const a = await browser.newPage();
  const b = await browser.newPage();
  await signUpIn(a.context, 'Alex');
  const { username: bName } = await signUpIn(b.context, 'Blair');

  await a.page.goto(`/profile/${bName}`);
  await a.page.getByRole('button', { name: 'Follow', exact: true }).click();
  await a.page.getByRole('button', { name: /^Follow requested/ }).waitFor();
  // The profile says so, and who decides.
  await a.page.getByText('Follow requested', { exact: true }).waitFor();
  await a.page.getByText(/^Blair accepts or declines your request/).waitFor();

  await b.page.goto('/activities');
  await b.page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  const request = b.page.getByRole('region', { name: 'Follow requests' });
  await request.getByRole('link', { name: /^Alex/ }).waitFor();
  await request.getByText('wants to follow you').waitFor();
  // Listed once: its notification is not repeated below the request while it waits.
  await b.page.waitForLoadState('networkidle');
  expect(await b.page.getByText(/wants to follow you/).count()).toBe(1);
  await request.getByRole('button', { name: 'Accept' }).click();
  await request.waitFor({ state: 'detached' });

  await a.page.reload();
  await a.page.getByRole('button', { name: /^Following Blair/ }).waitFor();
  expect(await a.page.getByText('Following', { exact: true }).count()).toBeGreaterThan(0);
  await a.page.goto('/notifications');
  await a.page.getByText('Blair accepted your follow request').waitFor();
  await a.context.close();
  await b.context.close();
});

it('sends a guest who clicks Follow to sign in, and follows once they are back signed in', async () => {
  const account = await browser.newPage();
  const { username } = await signUpIn(account.context, 'Gus');
  await account.context.close();
  const ip = `10.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 254) + 1}.7`;
  const { page, context } = await browser.newPage({ extraHTTPHeaders: { 'cf-connecting-ip': ip } });
  await page.goto('/profile/maya_okafor');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await page.waitForURL('**/auth?**');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password').fill('a long passphrase');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/profile/maya_okafor');
  // The tap made before signing in is made now, once.
  await page.getByRole('button', { name: /^(Following Maya|Follow requested)/ }).waitFor();
  const status = (await (
    await context.request.get(`/api/relationships/status/${await profileId(context, 'maya_okafor')}`)
  ).json()) as { followStatus: string | null };
  expect(['accepted', 'pending']).toContain(status.followStatus);
  await context.close();
});

async function profileId(context: import('playwright-core').BrowserContext, username: string) {
  const res = await context.request.get(`/api/profile/${username}`);
  return ((await res.json()) as { profile: { id: string } }).profile.id;
}

it('keeps a notification to its words and its time on a 390 px phone (two lines, not three), and opens it within the app', async () => {
  const a = await browser.newPage();
  const b = await browser.newPage();
  await signUpIn(a.context, 'Marguerite');
  await signUpIn(b.context, 'Bartholomew');
  const posted = await a.context.request.post('/api/community/posts', {
    data: { content: 'First swim of the year at the lido' },
    headers: { origin: baseURL() },
  });
  const post = ((await posted.json()) as { post: { id: string } }).post;
  const asB = { headers: { origin: baseURL() } };
  expect((await b.context.request.post(`/api/community/posts/${post.id}/like`, asB)).ok()).toBe(true);
  const reply = await b.context.request.post('/api/community/comments', {
    ...asB,
    data: { post_id: post.id, content: 'Brave! How cold was it?' },
  });
  expect(reply.ok()).toBe(true);

  await a.page.setViewportSize({ width: 390, height: 844 });
  await a.page.goto('/notifications');
  const rows = a.page.getByRole('main').getByRole('listitem').filter({ hasText: 'Bartholomew' });
  await rows.filter({ hasText: 'Bartholomew liked your post' }).waitFor();
  await rows.filter({ hasText: 'Bartholomew commented on your post' }).waitFor();
  for (const row of await rows.all()) {
    const lines = await row.locator('a > span:has(time)').evaluate((words) => {
      const [text, time] = [...words.children] as HTMLElement[];
      const line = (el: HTMLElement) => Number.parseFloat(getComputedStyle(el).lineHeight);
      return (
        Math.round((text?.offsetHeight ?? 0) / line(text as HTMLElement)) +
        Math.round((time?.offsetHeight ?? 0) / line(time as HTMLElement))
      );
    });
    expect(lines).toBe(2);
  }
  // Once the app has started, a row opens its post within it: no page load.
  await a.page.waitForSelector('#root[data-started]', { state: 'attached' });
  await a.page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await rows.filter({ hasText: 'Bartholomew liked your post' }).getByRole('link').click();
  await a.page.waitForURL(`**/post/${post.id}`);
  await a.page.getByRole('main').getByText('First swim of the year at the lido').first().waitFor();
  expect(await a.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await a.context.close();
  await b.context.close();
});
