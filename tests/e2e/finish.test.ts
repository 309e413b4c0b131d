import type { BrowserContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseURL, setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

async function signInAdmin(context: BrowserContext) {
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifelist.app', password: 'lifelist-demo-2026' },
    headers: { origin: baseURL() },
  });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()}`);
}

it('asks before leaving the profile editor with unsaved changes', async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context, 'Quinn');
  // A slow phone, typing as soon as the page is there: the field's part of the page may hydrate
  // after the app has started, and a link tapped meanwhile must still ask.
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/profile/edit', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('First name').fill('Quincy');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Activities', exact: true }).first().click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Are you sure you want to leave?']);
  expect(new URL(page.url()).pathname).toBe('/profile/edit');
  expect(await page.getByLabel('First name').inputValue()).toBe('Quincy');
  await context.close();
});

it('shows the activity editor’s own messages and clears each when its field changes', async () => {
  const { page, context } = await browser.newPage();
  await signInAdmin(context);
  await page.goto('/admin/activity-editor/1');
  const title = page.getByLabel(/Activity Title/);
  await title.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The product's message, not the browser's "Please fill out this field".
  await page.getByText('Title is required').first().waitFor();
  expect(await title.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');
  await title.fill('Go tandem skydiving from 15,000 feet');
  await expect.poll(() => page.getByText('Title is required').count()).toBe(0);
  await context.close();
});

it('keeps a failed activity load inside the page, with Try Again', async () => {
  const { page, context } = await browser.newPage();
  let failing = true;
  await page.route('**/api/activities/1', (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Unavailable"}' })
      : route.continue(),
  );
  // The Worker renders a page with its data, so the failure is met in the app: moving from the
  // catalogue to the activity.
  await page.goto('/activities');
  await page.waitForSelector('#root[data-started]', { state: 'attached' });
  await page.evaluate(() =>
    (
      window as unknown as { __TSR_ROUTER__: { navigate: (o: { to: string }) => Promise<void> } }
    ).__TSR_ROUTER__.navigate({
      to: '/activity/1',
    }),
  );
  await page.getByRole('heading', { name: 'Failed to load activity' }).waitFor();
  // The app around it stays: the header and its navigation.
  await page.getByRole('link', { name: 'Lifelist home' }).waitFor();
  expect(await page.getByText('Something went wrong').count()).toBe(0);
  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByRole('heading', { level: 1, name: 'Skydive from 15,000 ft' }).waitFor();

  await page.goto('/activity/');
  await page.getByRole('heading', { name: 'Activity Not Found' }).waitFor();
  await page.getByText('No activity ID provided').waitFor();
  await context.close();
});

it("a guest's country choice re-dates the page they are on, and the next", async () => {
  const { page, context } = await browser.newPage({ viewport: { width: 1280, height: 800 } }, { untouched: true });
  await page.goto('/blog/what-my-first-ultramarathon-taught-me', { waitUntil: 'networkidle' });
  const uk = /\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/;
  const us = /(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}/;
  const article = page.locator('main');
  expect((await article.textContent()) ?? '').toMatch(uk);
  // Chosen as the page arrives, perhaps before the app has started.
  await page.getByLabel('Country', { exact: true }).selectOption('US');
  await expect.poll(async () => us.test((await article.textContent()) ?? '')).toBe(true);
  expect((await article.textContent()) ?? '').not.toMatch(uk);
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await page.waitForURL(/\/blog$/);
  await expect.poll(async () => us.test((await page.locator('main').textContent()) ?? '')).toBe(true);
  await context.close();
});
