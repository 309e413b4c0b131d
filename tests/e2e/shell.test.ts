import { expect, it } from 'vitest';
import { confirmationLink, holdApp, setupBrowser, uniqueName } from './browser';

const browser = setupBrowser();

it('signs up through the two steps and lands on the profile with the user menu', async () => {
  const { page, context } = await browser.newPage();
  const username = uniqueName('e2e');
  await page.goto('/auth?mode=sign-up');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password').fill('a long passphrase');
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Age').fill('34');
  await form.getByRole('combobox', { name: /^Country/ }).selectOption('IE');
  await form.getByRole('checkbox', { name: /I accept/ }).check();
  await form.getByRole('button', { name: 'Continue to Additional Details' }).click();

  await page.getByRole('heading', { name: 'Tell Us More About Yourself' }).waitFor();
  await page.getByLabel('Location (city)').fill('Galway');
  await page.getByRole('checkbox', { name: 'Hiking' }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  // The account opens from the link mailed to the address.
  const sent = page.getByRole('heading', { name: 'Check your e-mail' });
  await sent.waitFor();
  expect(await sent.evaluate((el) => el === document.activeElement)).toBe(true);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto(await confirmationLink(context, `${username}@example.com`));
  await page.getByText('Welcome to Lifelist! Your e-mail address is confirmed and your account is ready.').waitFor();
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await page.waitForURL('**/profile');
  const menu = page.getByRole('button', { name: 'Account menu for Robin' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'My Account' }).waitFor();
  expect(await page.getByText(`${username}@example.com`).isVisible()).toBe(true);
  expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);

  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('link', { name: 'Sign In / Sign Up' }).waitFor();
  await context.close();
});

it('signs an admin in and offers the Admin Dashboard', async () => {
  const { page, context } = await browser.newPage();
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('admin@lifelist.app');
  await form.getByLabel('Password').fill('lifelist-demo-2026');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/profile');
  await page.getByRole('button', { name: 'Account menu for Ada' }).click();
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await context.close();
});

it('shows Page not found with Go Home for an unknown path', async () => {
  const { page, context } = await browser.newPage();
  const res = await page.goto('/this/path/does-not-exist');
  // No page has this address: the HTML says so with its status, and the app shows its own page.
  expect(res?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

it('renders a seeded static page from the footer', async () => {
  const { page, context } = await browser.newPage();
  await page.goto('/');
  // The footer loads as it comes near the screen.
  const footer = page.getByRole('navigation', { name: 'Footer' }).first();
  await expect
    .poll(
      async () => {
        await page.keyboard.press('End');
        return footer.count();
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBeGreaterThan(0);
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  // The router's head comes with the first move to another address, as the page does.
  await expect.poll(() => page.title()).toBe('Privacy Policy | Lifelist');
  await context.close();
});

it('sends guests from a member page to sign in', async () => {
  const { page, context } = await browser.newPage();
  await page.goto('/messages');
  await page.waitForURL('**/auth?**');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await context.close();
});

it("a keyboard reader's first Tab on a guest's page keeps its place as the app starts and hydrates", async () => {
  const { page, context } = await browser.newPage({}, { untouched: true });
  const app = await holdApp(page);
  await app.open('/activities');
  expect(await page.locator('#root[data-start="idle"]').count()).toBe(1);
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => document.activeElement?.textContent);
  expect(first).toBe('Skip to content');
  app.release();
  await page.waitForSelector('#root[data-started]', { state: 'attached' });
  // Hydration keeps the very element the reader is on: nothing is drawn again.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Lifelist home');
  await context.close();
});
