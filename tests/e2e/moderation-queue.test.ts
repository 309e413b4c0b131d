import type { BrowserContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/seed/members';
import { baseURL, setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();
const headers = () => ({ origin: baseURL() });

async function post(context: BrowserContext, content: string) {
  const res = await context.request.post('/api/community/posts', { data: { content }, headers: headers() });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { post: { id: string } }).post.id;
}
const reportPost = async (context: BrowserContext, postId: string) =>
  expect(
    (
      await context.request.post('/api/moderation/report', {
        data: { post_id: postId, reason: 'Spam or scam' },
        headers: headers(),
      })
    ).status(),
  ).toBe(201);

it('a moderator bulk-resolves a grouped report, then suspends the author for 3 days', async () => {
  const author = await browser.newPage();
  const { username } = await signUpIn(author.context, 'Quinn');
  const stamp = Date.now();
  const loud = await post(author.context, `Cheap followers, DM me ${stamp}`);
  const mild = await post(author.context, `Follow my other account ${stamp}`);
  const reporters = await Promise.all([browser.newPage(), browser.newPage(), browser.newPage()]);
  for (const [i, r] of reporters.entries()) {
    await signUpIn(r.context, `Reporter${i}`);
    await reportPost(r.context, loud);
    if (i < 2) await reportPost(r.context, mild);
  }

  const moderator = await browser.newPage();
  const signIn = await moderator.context.request.post('/api/auth/sign-in/email', {
    data: { email: 'moderator@lifelist.app', password: DEMO_PASSWORD },
    headers: headers(),
  });
  expect(signIn.ok()).toBe(true);
  const m = moderator.page;
  await m.setViewportSize({ width: 1280, height: 800 });
  await m.goto('/admin/moderation');
  // The queue's filters reload its rows: the app has the page before the rows are picked.
  await m.waitForSelector('#root[data-started]', { state: 'attached' });
  await m.getByRole('combobox', { name: 'Type' }).selectOption('post');
  // A report group's own line (its details, once open, are a row beneath it).
  const line = (text: string) =>
    m.getByRole('row').filter({ hasText: text, has: m.getByRole('button', { name: /^Actions for the/ }) });
  const loudRow = line(`Cheap followers, DM me ${stamp}`);
  const mildRow = line(`Follow my other account ${stamp}`);
  await loudRow.getByText('3 reports').waitFor();
  await mildRow.getByText('2 reports').waitFor();
  // Date and Actions stay on screen at 1280 px, and a report group is one line: a 1280 x 800
  // screen holds at least 12 of them from the first.
  const actions = await loudRow.getByRole('button', { name: /^Actions for the post by/ }).boundingBox();
  expect((actions?.x ?? 9999) + (actions?.width ?? 0)).toBeLessThanOrEqual(1280);
  const first = await m.locator('tbody tr:not([hidden])').first().boundingBox();
  expect(first && Math.floor((800 - first.y) / first.height)).toBeGreaterThanOrEqual(12);
  // Its whole report opens beneath it: the text, the latest reporter, the reasons tallied once.
  await loudRow.getByRole('button', { name: `Details of the post by @${username}` }).click();
  const details = m.locator('tbody tr:not([hidden])').filter({ hasText: 'Latest from @' });
  await details.getByText('Spam or scam ×3').waitFor();

  await mildRow.getByRole('checkbox', { name: `Select post by @${username}` }).click();
  await m.getByText('1 selected').waitFor();
  await m.getByRole('button', { name: 'Resolve selected' }).click();
  await m.getByText('2 reports marked as resolved').waitFor();
  await mildRow.waitFor({ state: 'detached' });

  await loudRow.getByRole('button', { name: /^Actions for the post by/ }).click();
  await m.getByRole('menuitem', { name: 'Take Action' }).click();
  const take = m.getByRole('dialog', { name: 'Take Action on User' });
  await take.getByRole('combobox', { name: 'Action Type' }).selectOption('suspension');
  await take.getByRole('combobox', { name: 'Suspension length' }).selectOption('3');
  await take.getByRole('textbox', { name: 'Reason' }).fill('Selling followers');
  await take.getByRole('button', { name: 'Take Action' }).click();
  await m.getByText('Action taken successfully: suspension').waitFor();
  await loudRow.waitFor({ state: 'detached' });

  // The member's history, one click away, shows the 3-day suspension.
  const me = (await (await author.context.request.get('/api/me')).json()) as { profile: { id: string } };
  await m.goto(`/admin/moderation/members/${me.profile.id}`);
  await m.getByText(/^Suspended until/).waitFor();
  const history = (await (
    await moderator.context.request.get(`/api/moderation/members/${me.profile.id}/history`)
  ).json()) as { member: { suspensionEndDate: string } };
  const days = (new Date(history.member.suspensionEndDate).getTime() - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(3);
  for (const p of [author, moderator, ...reporters]) await p.context.close();
});
