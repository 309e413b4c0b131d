import { expect, it } from 'vitest';
import { baseURL, setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

it('blocks a member from their profile, then unblocks them from settings', async () => {
  const a = await browser.newPage();
  const b = await browser.newPage();
  await signUpIn(a.context, 'Avery');
  const { username: bName } = await signUpIn(b.context, 'Bodhi');

  await a.page.goto(`/profile/${bName}`);
  await a.page.getByRole('button', { name: 'More' }).click();
  await a.page.getByRole('menuitem', { name: 'Block User' }).click();
  await a.page.getByRole('dialog', { name: 'Block Bodhi?' }).getByRole('button', { name: 'Block User' }).click();
  await a.page.getByText('You blocked Bodhi. Unblock them to see their profile again.').waitFor();

  await a.page.goto('/settings');
  await a.page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Blocks and mutes' })
    .click();
  const blocked = a.page.getByRole('region', { name: 'Blocked' });
  await blocked.getByText(`@${bName}`).waitFor();
  await blocked.getByRole('button', { name: 'Unblock Bodhi' }).click();
  await blocked.getByText('You have not blocked anyone.').waitFor();
  await a.page.getByText('Saved', { exact: true }).waitFor();

  await a.page.goto(`/profile/${bName}`);
  await a.page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
  expect(await a.page.getByText('You blocked Bodhi').count()).toBe(0);
  await a.context.close();
  await b.context.close();
});

it('mutes a member: their posts leave my feed, without them knowing', async () => {
  const a = await browser.newPage();
  const b = await browser.newPage();
  await signUpIn(a.context, 'Casey');
  const { username: bName } = await signUpIn(b.context, 'Dana');
  const words = `Sunrise over Snowdon ${Date.now()}`;
  const posted = await b.context.request.post('/api/community/posts', {
    data: { content: words },
    headers: { origin: baseURL() },
  });
  expect(posted.status()).toBe(201);

  await a.page.goto('/community');
  await a.page.getByText(words).waitFor();
  await a.page.goto(`/profile/${bName}`);
  await a.page.getByRole('button', { name: 'More' }).click();
  await a.page.getByRole('menuitem', { name: 'Mute Dana' }).click();
  await a.page.getByRole('button', { name: 'More' }).click();
  await a.page.getByRole('menuitem', { name: 'Unmute Dana' }).waitFor();
  await a.page.keyboard.press('Escape');

  await a.page.goto('/community');
  await a.page.getByRole('heading', { name: 'Community', level: 1 }).waitFor();
  await a.page.getByRole('article').first().waitFor();
  expect(await a.page.getByText(words).count()).toBe(0);

  // Dana still sees her post, and nothing tells her.
  await b.page.goto('/community');
  await b.page.getByText(words).waitFor();
  await a.context.close();
  await b.context.close();
});
