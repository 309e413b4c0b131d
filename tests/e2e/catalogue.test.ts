import { expect, it } from 'vitest';
import { setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

it('searches with a typo, adds an activity, starts, completes, rates it and sees it on the profile', async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context, 'Jamie');
  await page.goto('/activities');
  await page.getByRole('combobox', { name: 'Search activities' }).fill('tandem skydivng');
  await page.getByText('Showing results for', { exact: false }).waitFor();
  expect(page.url()).toContain('q=tandem+skydivng');

  // The card shows the activity's display title.
  await page.getByRole('link', { name: 'Skydive from 15,000 ft' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Skydive from 15,000 ft' }).waitFor();

  await page.getByRole('button', { name: 'Add to My List' }).click();
  await page.getByRole('dialog').getByLabel('Priority').selectOption('5');
  await page.getByRole('dialog').getByRole('button', { name: 'Add to My List' }).click();
  await page.getByText('On List', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByText('In Progress', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Complete' }).click();

  const rating = page.getByRole('dialog', { name: 'How was it?' });
  await rating.waitFor();
  await rating.getByLabel('Enjoyment 5 of 5').check({ force: true });
  await rating.getByRole('button', { name: 'Save Rating' }).click();
  await rating.waitFor({ state: 'detached' });
  await page.getByText('Completed', { exact: true }).first().waitFor();

  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL('**/activities?q=tandem+skydivng');

  await page.goto('/profile');
  const list = page.getByRole('region', { name: 'My Activities' });
  await list.getByRole('link', { name: 'Skydive from 15,000 ft' }).waitFor();
  expect(await list.getByText('Completed', { exact: true }).count()).toBeGreaterThan(0);
  expect(await list.getByText('Priority: Very High').count()).toBe(1);
  await context.close();
});

it('loads more activities as the grid scrolls, and creates a custom activity', async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context, 'Casey');
  await page.goto('/activities?category=Travel');
  const cards = page.locator('[data-activity-card]');
  await cards.first().waitFor();
  expect(await cards.count()).toBe(50);
  await page.mouse.wheel(0, 20000);
  await page.waitForFunction(() => document.querySelectorAll('[data-activity-card]').length > 50);

  await page.getByRole('button', { name: /Create your own/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your own activity' });
  await dialog.getByRole('button', { name: 'Create activity' }).click();
  await dialog.getByText('Activity title is required').waitFor();
  await dialog.getByLabel('Title').fill('Swim across Lake Windermere');
  await dialog.getByLabel('Description').fill('The 10.5 mile length of England’s largest lake, with a support kayak.');
  await dialog.getByLabel('Fitness').check();
  await dialog.getByRole('button', { name: 'Create activity' }).click();
  await page.getByText('Your activity is on your list.').waitFor();
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Swim across Lake Windermere' }).waitFor();
  await context.close();
});

it('finds what people mean: a split word, a misspelt phrase with an honest banner, and a partial match said as such', async () => {
  const { page, context } = await browser.newPage();
  const search = page.getByRole('combobox', { name: 'Search activities' });
  const cards = page.locator('[data-activity-card]');
  await page.goto('/activities');

  // "sky diving" is written "skydiving" in the catalogue: found, and nothing said to be corrected.
  await search.fill('sky diving');
  await page.waitForURL(/q=sky\+diving/);
  await cards
    .first()
    .getByRole('link', { name: /skydiv/i })
    .first()
    .waitFor();
  expect(await page.getByText('Showing results for', { exact: false }).count()).toBe(0);

  // A slip in a phrase: the banner names the whole query that was run.
  await search.fill('hot air balon');
  await page.getByText('Showing results for “hot air balloon”').waitFor();
  await cards
    .first()
    .getByRole('link', { name: /hot air balloon/i })
    .first()
    .waitFor();

  // No activity holds every word: the closest ones come back, and the page says so.
  await search.fill('pottery zeppelin');
  await page.getByText('No activity matches every word of “pottery zeppelin”', { exact: false }).waitFor();
  expect(await cards.count()).toBeGreaterThan(0);
  await context.close();
});
