import { expect, it } from 'vitest';
import { setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

it('A asks to follow B; B sees the request with a badge and accepts; A sees Following', async () => {
  const a = await browser.newPage();
  const b = await browser.newPage();
  await signUpIn(a.context, 'Alex');
  const { username: bName } = await signUpIn(b.context, 'Blair');

  await a.page.goto(`/profile/${bName}`);
  await a.page.getByRole('button', { name: 'Follow', exact: true }).click();
  await a.page.getByRole('button', { name: /^Follow requested/ }).waitFor();

  await b.page.goto('/activities');
  await b.page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  const request = b.page.getByRole('region', { name: 'Follow requests' });
  await request.getByRole('link', { name: /^Alex/ }).waitFor();
  await b.page.getByText('Alex wants to follow you').waitFor();
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

it('sends a guest who clicks Follow to sign in', async () => {
  const { page, context } = await browser.newPage();
  await page.goto('/profile/maya_okafor');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await page.waitForURL('**/auth?**');
  await context.close();
});
