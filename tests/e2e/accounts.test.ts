import { expect, it } from 'vitest';
import { avatarPng } from '../../scripts/lib/avatar';
import { confirmationLink, setupBrowser, signUpIn, uniqueName } from './browser';

const browser = setupBrowser();
const png = { name: 'me.png', mimeType: 'image/png', buffer: avatarPng('RW', '#0f766e', 400) };

it('signs up in two steps with an avatar', async () => {
  const { page, context } = await browser.newPage();
  const username = uniqueName('av');
  await page.goto('/auth?mode=sign-up');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password').fill('a long passphrase');
  await form.getByLabel('First name').fill('Rowan');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Age').fill('41');
  await form.getByLabel(/Profile picture/).setInputFiles(png);
  await form.getByRole('checkbox', { name: /I accept/ }).check();
  await form.getByRole('button', { name: 'Continue to Additional Details' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  await page.goto(await confirmationLink(context, `${username}@example.com`));
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await page.waitForURL('**/profile');
  const avatar = page.getByRole('img', { name: "Rowan's avatar" }).first();
  await avatar.waitFor();
  expect(await avatar.getAttribute('src')).toMatch(/^\/media\/avatars\/.+\.png$/);
  await context.close();
});

it('edits the profile: saves by hand, auto-saves after 30 seconds, crops a 300x300 JPEG avatar', async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context, 'Sasha');
  await page.goto('/profile/edit');
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Last name').fill('Ivanova');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile saved successfully!').waitFor();
  expect(await form.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);

  await page.getByRole('button', { name: 'Contact' }).click();
  await form.getByLabel('Phone number').fill('12');
  await form.getByText('Invalid phone number format').waitFor();
  expect(await form.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
  await form.getByLabel('Phone number').fill('+44 20 7946 0000');
  await form.getByText('Auto-save in 30 seconds').waitFor();
  await page.getByText('Profile auto-saved').waitFor({ timeout: 40_000 });

  await page.getByRole('button', { name: 'Personal Info' }).click();
  await form.locator('input[type=file]').setInputFiles(png);
  const dialog = page.getByRole('dialog', { name: 'Crop your picture' });
  await dialog.getByLabel(/Zoom/).fill('1.5');
  await dialog.getByRole('button', { name: 'Rotate 90°' }).click();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/profile/avatar') && r.status() === 200);
  await dialog.getByRole('button', { name: 'Use picture' }).click();
  const body = (await (await uploaded).json()) as { profile: { avatarUrl: string } };
  expect(body.profile.avatarUrl).toMatch(/\.jpg$/);
  const size = await page.evaluate(async (url) => {
    const res = await fetch(url);
    const img = await createImageBitmap(await res.blob());
    return { type: res.headers.get('content-type'), width: img.width, height: img.height };
  }, body.profile.avatarUrl);
  expect(size).toEqual({ type: 'image/jpeg', width: 300, height: 300 });
  await page.getByText('Profile picture updated successfully!').waitFor();
  await context.close();
});

it('shows a private profile as private to another member', async () => {
  const owner = await browser.newPage();
  const { username } = await signUpIn(owner.context, 'Pat');
  await owner.page.goto('/settings?section=privacy');
  await owner.page.getByLabel('Profile visibility').selectOption('private');
  // A setting is saved as it changes, as blocking and muting are: no Save Changes to press.
  await owner.page.getByText('Saved', { exact: true }).waitFor();
  expect(await owner.page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

  const other = await browser.newPage();
  await signUpIn(other.context, 'Quinn');
  await other.page.goto(`/profile/${username}`);
  await other.page.getByRole('heading', { name: 'This profile is private' }).waitFor();
  expect(await other.page.getByRole('tab').count()).toBe(0);

  await owner.page.goto(`/profile/${username}`);
  await owner.page.getByRole('tab', { name: 'Activities' }).waitFor();
  await owner.context.close();
  await other.context.close();
});
