import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseURL, setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

/**
 * Ticks a step and waits for it to show as done. The box follows the list's data, which changes
 * at once but reaches the screen on the next task, so a check that reads it in the same instant
 * as the click can miss it.
 */
async function tick(plan: Locator, name: string) {
  const box = plan.getByRole('checkbox', { name });
  await box.click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px phone', width: 390, height: 844 },
]) {
  it(`plans a custom activity with steps, completes and rates it, and shares it (${viewport.name})`, async () => {
    const { page, context } = await browser.newPage();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { username } = await signUpIn(context, 'Robin');
    const title = `Row across Loch Ness ${viewport.width}`;

    // Create it from the catalogue, then open its own page.
    await page.goto('/activities');
    await page.getByRole('button', { name: /Create your own/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your own activity' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('The whole length in one day, with a support boat alongside.');
    await dialog.getByLabel('Fitness').check();
    await dialog.getByRole('button', { name: 'Create activity' }).click();
    await page.getByRole('link', { name: 'Open it to plan it' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('On List', { exact: true }).waitFor();

    // Three steps; a blank one is refused with the spec's style of message.
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByRole('button', { name: 'Add step' }).click();
    await plan.getByText('Please write the step').waitFor();
    for (const step of ['Hire a rowing boat', 'Train twice a week', 'Pick a calm day']) {
      await plan.getByLabel('Add a step').fill(step);
      await plan.getByRole('button', { name: 'Add step' }).click();
      await plan.getByRole('checkbox', { name: step }).waitFor();
    }
    await plan.getByText('0% done · 0 of 3 steps').waitFor();

    // The first tick starts it; progress follows the ticks.
    await tick(plan, 'Hire a rowing boat');
    await plan.getByText('33% done · 1 of 3 steps').waitFor();
    await page.getByText('In Progress', { exact: true }).waitFor();
    await plan.getByRole('button', { name: 'Move step “Pick a calm day” up' }).click();
    await tick(plan, 'Train twice a week');
    await tick(plan, 'Pick a calm day');
    await plan.getByText("Every step is done. Complete it when you're ready.").waitFor();
    const order = await plan.getByRole('listitem').allTextContents();
    expect(order.map((t) => t.trim())).toEqual(['Hire a rowing boat', 'Pick a calm day', 'Train twice a week']);

    // Complete, then rate it in the dialog.
    await page.getByRole('button', { name: 'Complete' }).click();
    const rating = page.getByRole('dialog', { name: 'How was it?' });
    await rating.getByRole('radio', { name: 'Enjoyment 5 of 5' }).check({ force: true });
    await rating.getByRole('button', { name: 'Save Rating' }).click();
    await rating.waitFor({ state: 'hidden' });
    await page.getByText('Completed', { exact: true }).first().waitFor();
    await plan.getByText('Completed', { exact: true }).waitFor();

    // My Activities links the card to its page; the shared list shows it done, with its rating.
    await page.goto('/profile');
    await page.getByRole('link', { name: title }).waitFor();
    await page.goto(`/profile/${username}/list`);
    await page.getByRole('heading', { name: 'Your list' }).waitFor();
    const done = page.getByRole('region', { name: 'Done' });
    await done.getByRole('link', { name: title }).waitFor();
    await done.getByRole('img', { name: 'Enjoyment 5 out of 5' }).waitFor();
    if (viewport.width === 390) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }

    // Another member sees it there and copies it to their own list.
    const other = await browser.newPage();
    await other.page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signUpIn(other.context, 'Sasha');
    await other.page.goto(`/profile/${username}/list`);
    await other.page.getByRole('heading', { name: "Robin's list" }).waitFor();
    await other.page.getByRole('button', { name: new RegExp(`^Copy to my list\\s*: ${title}$`) }).click();
    await other.page.getByText('On your list').waitFor();
    await other.page.goto('/profile');
    await other.page.getByRole('link', { name: title }).waitFor();
    await other.context.close();
    await context.close();
  });
}

it('changes a list card at once from My Activities, and keeps reminders and the calendar link in settings', async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context, 'Kit');
  const added = await context.request.post('/api/list', {
    data: { activityId: 1, targetDate: '2031-05-01' },
    headers: { origin: baseURL() },
  });
  expect(added.status()).toBe(201);
  await page.goto('/profile');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link') })
    .first();
  await card.getByRole('button', { name: /^Start/ }).click();
  await card.getByText('In Progress', { exact: true }).waitFor();
  await card.getByText('10% done').waitFor();
  await card.getByRole('button', { name: /^\+10%/ }).click();
  await card.getByText('20% done').waitFor();
  await card.getByRole('button', { name: /^Settings/ }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const reminders = settings.getByLabel('Remind me about the target date');
  expect(await reminders.isChecked()).toBe(true);
  await reminders.click();
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await settings.waitFor({ state: 'hidden' });
  const item = (await (await context.request.get('/api/list')).json()) as { items: { reminders: boolean }[] };
  expect(item.items[0]?.reminders).toBe(false);

  await page.goto('/settings?section=notifications');
  await page.getByRole('button', { name: 'Get my calendar link' }).click();
  const link = page.getByLabel('Your calendar link (shown only this once)');
  const url = await link.inputValue();
  expect(url).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const feed = await context.request.get(new URL(url).pathname);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('DTSTART;VALUE=DATE:20310501');

  // A rating skipped after completing can be given later, from the card.
  await page.goto('/profile');
  await card.getByRole('button', { name: /^Complete/ }).click();
  const rating = page.getByRole('dialog', { name: 'How was it?' });
  await rating.getByRole('button', { name: 'Skip' }).click();
  await rating.waitFor({ state: 'hidden' });
  await card.getByText('Completed', { exact: true }).first().waitFor();
  await card.getByRole('button', { name: /^Rate it/ }).click();
  await rating.getByRole('radio', { name: 'Enjoyment 4 of 5' }).check({ force: true });
  await rating.getByRole('button', { name: 'Save Rating' }).click();
  await rating.waitFor({ state: 'hidden' });
  await card.getByRole('button', { name: /^Rate it/ }).waitFor({ state: 'detached' });
  await context.close();
});
