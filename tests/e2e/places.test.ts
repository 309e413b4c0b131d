import { expect, it } from 'vitest';
import { setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a 390 px phone', { width: 390, height: 844 }],
] as const) {
  it(`filters the catalogue to a country, adds an idea, finds it on the map and in trips, and opens it from its pin, on ${device}`, async () => {
    const { page, context } = await browser.newPage({ viewport });
    await signUpIn(context, 'Noa');
    await page.goto('/activities');
    await page.getByText('Filters', { exact: true }).click();
    const country = page.getByLabel('Country', { exact: true });
    // The counts arrive with the page's first use.
    await page.waitForFunction(() => document.querySelectorAll('#filter-country option').length > 10);
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/activities/search') && r.url().includes('country=JP'),
    );
    await country.selectOption('JP');
    await page.waitForURL(/country=JP/);
    const { items } = (await (await filtered).json()) as {
      items: { title: string; displayTitle: string | null; places: { country: string }[] }[];
    };
    // Every idea found happens in Japan (among its places).
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.places.some((p) => p.country === 'JP'))).toBe(true);
    const card = page.locator('[data-activity-card]').first();
    // The grid shows the filtered results.
    const first = items[0] as { title: string; displayTitle: string | null };
    await card.getByRole('heading', { name: first.displayTitle || first.title }).waitFor();
    const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await card.getByRole('link', { name: title }).first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The page says where, in words.
    await page.getByText('Japan', { exact: false }).first().waitFor();

    await page.getByRole('button', { name: 'Add to My List' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add to My List' }).click();
    await page.getByText('On List', { exact: true }).waitFor();

    await page.goto('/profile');
    const list = page.getByRole('region', { name: 'My Activities' });
    await list.getByRole('button', { name: 'Map view' }).click();
    const map = page.getByRole('list', { name: 'Your list on the map' });
    const pin = map.getByRole('link', {
      name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .*Japan, Not started$`),
    });
    await pin.first().waitFor();
    // Inside the map, whatever the width.
    const box = await pin.first().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

    await list.getByRole('button', { name: 'Trips view' }).click();
    const trips = page.getByRole('list', { name: 'Trips by country' });
    await trips.getByRole('heading', { name: /Japan/ }).waitFor();
    await trips.getByRole('link', { name: title }).waitFor();

    await list.getByRole('button', { name: 'Map view' }).click();
    await pin.first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(page.url()).toMatch(/\/activity\/\d+$/);
    await context.close();
  });
}
