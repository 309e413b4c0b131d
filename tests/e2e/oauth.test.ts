import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { setupBrowser, uniqueName } from './browser';

/**
 * Sign-up and sign-in with OpenID Connect through the app's own stand-in provider (the e2e app
 * sets OIDC_* to it, tests/e2e/global-setup.ts): the button, the provider's consent screen, back
 * to /welcome for a username, then a profile; the next time straight in.
 */
const browser = setupBrowser();
const desktop = { viewport: { width: 1280, height: 800 } };

/** Each page arrives drawn by the server; its buttons work once the app has started on it. */
const started = (page: Page) => page.waitForSelector('#root[data-started]', { state: 'attached' });

/** From the sign-in page through the provider's consent screen, as whoever `choose` says. */
async function signInWithProvider(page: Page, choose: (consent: Page) => Promise<void>) {
  await page.goto('/auth');
  await started(page);
  await page.getByRole('button', { name: 'Continue with Lifelist Local ID' }).click();
  await page.waitForURL('**/dev/oidc/consent?**');
  await page.getByRole('heading', { name: 'Sign in to Lifelist' }).waitFor();
  await started(page);
  await choose(page);
  await page.getByRole('button', { name: 'Allow' }).click();
}

it('signs up through the provider to a profile, then signs straight in the next time', async () => {
  const username = uniqueName('oidc');
  const email = `${username}@example.com`;
  const first = await browser.newPage(desktop);
  await signInWithProvider(first.page, async (consent) => {
    const form = consent.getByRole('form', { name: 'Sign in with Lifelist Local ID' });
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Name').fill('Morgan Lake');
  });

  // First time: the sign-up form asks for what the provider did not give.
  await first.page.waitForURL('**/welcome');
  await started(first.page);
  await first.page.getByText(`You are signed in as ${email}`).waitFor();
  const form = first.page.getByRole('form', { name: 'Create account' });
  expect(await form.getByLabel('First name').inputValue()).toBe('Morgan');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Age').fill('34');
  await form.getByRole('checkbox', { name: /I accept/ }).check();
  await form.getByRole('button', { name: 'Continue to Additional Details' }).click();
  await first.page.getByRole('button', { name: 'Create Account' }).click();
  await first.page.waitForURL('**/profile');
  const me = (await (await first.context.request.get('/api/me')).json()) as {
    profile: { username: string; email: string };
  };
  expect(me.profile).toMatchObject({ username, email });
  await first.context.close();

  // Another browser, the same address (picked from those used before): straight to the profile.
  const again = await browser.newPage(desktop);
  await signInWithProvider(again.page, async (consent) => {
    await consent.getByRole('button', { name: email }).click();
    expect(await consent.getByLabel('Name').inputValue()).toBe('Morgan');
  });
  await again.page.waitForURL('**/profile');
  const back = (await (await again.context.request.get('/api/me')).json()) as { profile: { username: string } };
  expect(back.profile.username).toBe(username);
  await again.context.close();
});

it('comes back to the sign-in page saying so when the consent is cancelled', async () => {
  const { page, context } = await browser.newPage(desktop);
  await page.goto('/auth');
  await started(page);
  await page.getByRole('button', { name: 'Continue with Lifelist Local ID' }).click();
  await page.getByRole('heading', { name: 'Sign in to Lifelist' }).waitFor();
  await started(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL('**/auth?**');
  await page.getByText('Sign-in was cancelled, so you are not signed in.').waitFor();
  expect(((await (await context.request.get('/api/me/current')).json()) as { me: unknown }).me).toBeNull();
  await context.close();
});
