import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();
const SECTIONS = ['notifications', 'privacy', 'region', 'security', 'blocks', 'data'];

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('#root[data-started]', { state: 'attached' });
}
/** Chooses an option and waits for its save: each choice is sent the moment it changes. */
async function choose(page: Page, label: string, value: string) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile') && r.request().method() === 'PATCH');
  await page.getByLabel(label, { exact: true }).selectOption(value);
  expect((await saved).status()).toBe(200);
  await page.getByText('Saved', { exact: true }).waitFor();
}
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The header's link to the member's country and zone: in the menu on a phone. */
async function headerZone(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const link = page.getByRole('link', { name: /^Your country .* and time zone / });
  await link.waitFor();
  const found = { name: await link.getAttribute('aria-label'), href: await link.getAttribute('href') };
  if (phone) await page.keyboard.press('Escape');
  return found;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  const phone = viewport.width < 640;
  it(`saves a privacy choice, the country and the time zone as they change, and keeps them: ${viewport.width} px`, async () => {
    const { page, context } = await browser.newPage({ viewport });
    await signUpIn(context, phone ? 'Sol' : 'Tove');
    await open(page, '/settings?section=privacy');
    expect(await page.title()).toBe('Settings | Lifelist');
    const nav = page.getByRole('navigation', { name: 'Settings sections' });
    expect(await nav.getByRole('link', { name: 'Privacy' }).getAttribute('aria-current')).toBe('page');

    await choose(page, 'Who can message me', 'mutual');
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    // The next section by its link, from the keyboard.
    const region = nav.getByRole('link', { name: 'Country and time zone' });
    await region.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?section=region$/);
    await page.getByRole('heading', { level: 2, name: 'Country and time zone' }).waitFor();
    expect(await region.getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Privacy' }).getAttribute('aria-current')).toBeNull();

    await choose(page, 'Country', 'US');
    await choose(page, 'Timezone', 'Asia/Tokyo');
    // The header follows at once.
    await expect
      .poll(() => headerZone(page, phone))
      .toEqual({
        name: 'Your country US and time zone Asia/Tokyo: change them in Settings',
        href: '/settings?section=region',
      });

    await page.reload();
    await page.waitForSelector('#root[data-started]', { state: 'attached' });
    expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('US');
    expect(await page.getByLabel('Timezone', { exact: true }).inputValue()).toBe('Asia/Tokyo');
    expect((await headerZone(page, phone)).name).toBe(
      'Your country US and time zone Asia/Tokyo: change them in Settings',
    );
    await open(page, '/settings?section=privacy');
    expect(await page.getByLabel('Who can message me', { exact: true }).inputValue()).toBe('mutual');

    if (phone) {
      for (const section of SECTIONS) {
        await open(page, `/settings?section=${section}`);
        expect(await overflow(page), section).toBeLessThanOrEqual(0);
      }
    }
    await context.close();
  });
}

it('reaches Settings from the account menu, and the profile editor from Settings', async () => {
  const { page, context } = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signUpIn(context, 'Ugo');
  await open(page, '/profile');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.waitForURL(/\/settings$/);
  await page.getByRole('heading', { level: 2, name: 'Notifications' }).waitFor();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.waitForURL(/\/profile\/edit$/);
  await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  await context.close();
});
