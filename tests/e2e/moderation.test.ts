import type { BrowserContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/seed/members';
import { baseURL, setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

async function signInAs(context: BrowserContext, email: string) {
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseURL() },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

/** A write every member can make: following someone. Posting is refused by the same rule. */
const follow = (context: BrowserContext, userId: string) =>
  context.request.post('/api/relationships/follow', { data: { user_id: userId }, headers: { origin: baseURL() } });

it('a report leads to a suspension, an appeal, and its approval', async () => {
  const author = await browser.newPage();
  const reporter = await browser.newPage();
  const moderator = await browser.newPage();
  await signInAs(author.context, 'maya_okafor@demo.lifelist.app');
  await signInAs(moderator.context, 'moderator@lifelist.app');
  await signUpIn(reporter.context, 'Robin');

  const someone = (await (await reporter.context.request.get('/api/me')).json()) as { profile: { id: string } };

  // A member reports the author and one of her posts through the dialogs on her profile.
  await reporter.page.goto('/profile/maya_okafor');
  await reporter.page.getByRole('button', { name: 'More' }).click();
  await reporter.page.getByRole('menuitem', { name: 'Report User' }).click();
  const dialog = reporter.page.getByRole('dialog', { name: 'Report user' });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Spam or scam');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await dialog.getByText('User reported successfully').waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  const firstPost = reporter.page.getByRole('tabpanel', { name: 'Posts' }).getByRole('listitem').first();
  const content = ((await firstPost.locator('p').first().textContent()) ?? '').trim();
  expect(content.length).toBeGreaterThan(0);
  await firstPost.getByRole('button', { name: /^Report post from/ }).click();
  const postDialog = reporter.page.getByRole('dialog', { name: 'Report post' });
  await postDialog.getByRole('combobox', { name: 'Reason' }).selectOption('Spam or scam');
  await postDialog.getByRole('textbox', { name: 'Anything else (optional)' }).fill('Selling things');
  await postDialog.getByRole('button', { name: 'Send report' }).click();
  await postDialog.getByText('Post reported successfully').waitFor();
  await postDialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  // The moderator finds it in the queue and suspends the author.
  const m = moderator.page;
  await m.goto('/admin/moderation');
  await m.getByRole('tab', { name: /^Reported Content/ }).waitFor();
  // The queue's filters and row controls work once the app has taken over the rendered page.
  await m.waitForSelector('#root[data-started]', { state: 'attached' });
  await m.getByRole('combobox', { name: 'Type' }).selectOption('post');
  await m.getByRole('searchbox', { name: 'Search reports' }).fill(content.slice(0, 24));
  // The report's own line (its details, once open, are a row beneath it).
  const row = m
    .getByRole('row')
    .filter({ hasText: content.slice(0, 24), has: m.getByRole('button', { name: /^Actions for the post/ }) });
  await row.waitFor();
  await row.getByRole('button', { name: /^Details of the post/ }).click();
  await m.getByText('Selling things').waitFor();
  const take = m.getByRole('dialog', { name: 'Take Action on User' });
  await row.getByRole('button', { name: /^Actions for the post/ }).click();
  await m.getByRole('menuitem', { name: 'Take Action' }).click();
  await take.getByRole('combobox', { name: 'Action Type' }).selectOption('suspension');
  expect(await take.getByRole('button', { name: 'Take Action' }).isDisabled()).toBe(true);
  await take.getByRole('textbox', { name: 'Reason' }).fill('Repeated spam');
  await take.getByRole('button', { name: 'Take Action' }).click();
  await m.getByText('Action taken successfully: suspension').waitFor();
  await row.waitFor({ state: 'detached' });

  // The author sees the message, cannot interact, and appeals.
  const a = author.page;
  await a.goto('/notifications');
  const section = a.getByRole('region', { name: /^Moderation/ });
  await section.getByText('Your account has received a moderation action: suspension. Reason: Repeated spam').waitFor();
  const refused = await follow(author.context, someone.profile.id);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toMatch(
    /^Your account is suspended until \d{4}-\d{2}-\d{2}\./,
  );
  await a.getByRole('link', { name: 'See why and appeal' }).click();
  await a.getByRole('heading', { name: 'Your account is suspended' }).waitFor();
  await a.getByText('Repeated spam').waitFor();
  await a.getByRole('link', { name: /Download my data/ }).waitFor();
  await a.getByRole('button', { name: 'Appeal', exact: true }).click();
  const appeal = a.getByRole('dialog', { name: 'Appeal this decision' });
  await appeal.getByRole('textbox', { name: 'Your appeal' }).fill('That was a friend asking about my trip.');
  await appeal.getByRole('button', { name: 'Submit appeal' }).click();
  await appeal.getByText('Appeal submitted successfully').waitFor();

  // The moderator approves the appeal.
  await m.getByRole('button', { name: 'Refresh' }).click();
  await m.getByRole('tab', { name: /^Appeals/ }).click();
  const card = m.getByRole('listitem').filter({ hasText: 'That was a friend asking about my trip.' });
  await card.getByRole('textbox', { name: 'Response to the member' }).fill('Thanks, suspension lifted.');
  await card.getByRole('button', { name: 'Approve' }).click();
  await m.getByText('Appeal approved').first().waitFor();

  // The author is told, and can interact again.
  await a.goto('/notifications');
  await a.getByText('Your appeal has been approved. Thanks, suspension lifted.').waitFor();
  expect(await a.getByRole('link', { name: 'See why and appeal' }).count()).toBe(0);
  expect((await follow(author.context, someone.profile.id)).status()).toBe(201);

  for (const p of [author, reporter, moderator]) await p.context.close();
});

it('sends members who are not moderators away from the moderation page', async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context, 'Casey');
  await page.goto('/admin/moderation');
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});
