import { expect, it } from 'vitest';
import { avatarPng } from '../../scripts/lib/avatar';
import { baseURL, setupBrowser } from './browser';

const browser = setupBrowser();

it('a guest sends the contact form with an attachment, and an admin can read it', async () => {
  const { page, context } = await browser.newPage();
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact Us' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await form.getByText('Name is required').waitFor();
  await form.getByLabel('Name').fill('Taylor Guest');
  expect(await form.getByText('Name is required').count()).toBe(0);
  await form.getByLabel('Email').fill('taylor@example.com');
  await form.getByLabel('Category').selectOption('report_bug');
  await form.getByLabel('Subject').fill('Map pins are in the wrong place');
  await form
    .getByRole('textbox', { name: /^Message/ })
    .fill('On the activity page for the Fistral Beach lesson the map pin sits in the sea. Screenshot attached.');
  await form
    .getByLabel(/Attachment/)
    .setInputFiles({ name: 'pin.png', mimeType: 'image/png', buffer: avatarPng('PN', '#1d4ed8', 64) });
  // The words tick the box and keep the reader on the form; the policy opens in a tab of its own.
  const policy = form.getByRole('link', { name: /Read the privacy policy/ });
  expect(await policy.getAttribute('target')).toBe('_blank');
  await form.getByText('I accept the privacy policy').click();
  expect(await form.getByRole('checkbox', { name: 'I accept the privacy policy' }).isChecked()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/contact');
  await form.getByLabel('Verify you are human').check();
  expect(await page.getByRole('progressbar', { name: 'Form completion' }).getAttribute('aria-valuenow')).toBe('100');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Message Sent Successfully').waitFor();
  expect(await form.getByLabel('Subject').inputValue()).toBe('');
  await context.close();

  const admin = await browser.newPage();
  await admin.context.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifelist.app', password: 'lifelist-demo-2026' },
    headers: { origin: baseURL() },
  });
  const res = await admin.context.request.get('/api/contact/messages');
  const { messages } = (await res.json()) as { messages: { subject: string; attachmentKey: string | null }[] };
  const mine = messages.find((m) => m.subject === 'Map pins are in the wrong place');
  expect(mine?.attachmentKey).toMatch(/^contact-attachments\/.+\.png$/);
  const file = await admin.context.request.get(`/media/${mine?.attachmentKey}`);
  expect(file.status()).toBe(200);
  await admin.context.close();
  const stranger = await browser.newPage();
  expect((await stranger.context.request.get(`/media/${mine?.attachmentKey}`)).status()).toBe(404);
  await stranger.context.close();
});
