import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TURNSTILE_TEST_TOKEN } from '../../worker/contracts/captcha';
import { baseURL, setupBrowser } from './browser';

const browser = setupBrowser();

async function signInAdmin() {
  const admin = await browser.newPage();
  const res = await admin.context.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifelist.app', password: 'lifelist-demo-2026' },
    headers: { origin: baseURL() },
  });
  expect(res.status()).toBe(200);
  return admin;
}

/** Searches reach the dashboard through the queue: refresh until the row is there. */
async function refreshUntil(page: Page, check: () => Promise<boolean>) {
  for (let i = 0; i < 30; i++) {
    if (await check()) return;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForTimeout(1500);
  }
  throw new Error('the dashboard never showed the search');
}

it('an admin sees a search they made (and the result they opened) on the dashboard, and exports it as CSV', async () => {
  const { page, context } = await signInAdmin();
  // A word no activity holds (and nothing reads as a slip of), unique to this run.
  const query = `qzxv${Date.now().toString(36)}`;
  await page.goto('/activities');
  await page.getByRole('combobox', { name: 'Search activities' }).fill('tandem skydive');
  await page.waitForURL(/q=tandem\+skydive/);
  await page.getByRole('link', { name: 'Skydive from 15,000 ft' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Skydive from 15,000 ft' }).waitFor();
  // A second search, unique to this run, that finds nothing.
  await page.goto(`/activities?q=${encodeURIComponent(query)}`);
  await page.getByText('No activities found').waitFor();

  await page.goto('/admin/search-analytics');
  await page.getByRole('heading', { level: 1, name: 'Search Analytics' }).waitFor();
  await page.getByText('Search data is purged automatically after 6 months', { exact: false }).waitFor();
  // Staff searches are left out by default; the admin includes them to see their own.
  await page.getByRole('checkbox', { name: 'Include staff and bots' }).check();
  const table = page.getByRole('region', { name: 'Searches' });
  const gaps = page.getByRole('region', { name: 'Zero-result or Zero-click Queries' });
  // Each panel is its own query: refreshed until both have the search that came through the queue.
  await refreshUntil(
    page,
    async () =>
      (await table.getByRole('cell', { name: query }).count()) > 0 &&
      (await gaps.getByText(query, { exact: true }).count()) > 0,
  );
  // Other browser tests search too, so the top list is read for this query alone.
  await page.getByLabel('Filter by query').fill('tandem skydive');
  await page.getByRole('button', { name: 'Apply' }).click();
  const top = page.getByRole('region', { name: 'Top Search Queries' });
  await top.getByText('tandem skydive', { exact: true }).waitFor();
  await refreshUntil(page, async () => (await table.getByRole('link', { name: /^opened #/ }).count()) > 0);

  await page.getByLabel('Filter by query').fill(query);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('Page 1 of 1 · 1 search', { exact: true }).waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^search-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  expect(csv).toContain('Date/Time (UTC),Query,Results');
  expect(csv).toContain(`,${query},0,`);

  await page.getByLabel('Filter by query').fill('nobody ever searched this');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('No search analytics data found for the selected period.').waitFor();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await page.getByRole('alert').filter({ hasText: 'No data to export' }).waitFor();
  await context.close();
});

it('an admin reads a contact message with its attachment and marks it handled', async () => {
  const guest = await browser.newPage();
  const subject = `Broken link ${Date.now().toString(36)}`;
  const sent = await guest.context.request.post('/api/contact', {
    multipart: {
      name: 'Morgan Visitor',
      email: 'morgan@example.com',
      category: 'report_bug',
      subject,
      message: 'The help centre link in the footer leads to a page that says it cannot be found anymore.',
      privacyPolicy: 'true',
      captchaToken: TURNSTILE_TEST_TOKEN,
      attachment: { name: 'note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%test\n') },
    },
    headers: { origin: baseURL() },
  });
  expect(sent.status()).toBe(201);
  await guest.context.close();

  const { page, context } = await signInAdmin();
  await page.goto('/admin/messages');
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  const list = page.getByRole('list', { name: 'Messages' });
  await list.getByRole('button', { name: new RegExp(subject) }).click();
  const reader = page.getByRole('article', { name: subject });
  await reader.waitFor();
  // Focus follows the opened message.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('message-subject');
  const attachment = reader.getByRole('link', { name: 'Open attachment (PDF)' });
  const href = (await attachment.getAttribute('href')) as string;
  expect((await context.request.get(href)).status()).toBe(200);
  await reader.getByRole('button', { name: 'Mark handled' }).click();
  await reader.getByRole('term').filter({ hasText: 'Handled' }).waitFor();
  await reader.getByText(/ by you$/).waitFor();

  await page.getByRole('button', { name: /^Handled/ }).click();
  await list.getByRole('button', { name: new RegExp(subject) }).waitFor();
  await page.getByRole('button', { name: /^New/ }).click();
  await page.getByRole('button', { name: /^New/, pressed: true }).waitFor();
  await expect.poll(() => list.getByRole('button', { name: new RegExp(subject) }).count()).toBe(0);
  await context.close();
});
