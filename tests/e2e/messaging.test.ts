import { expect, it } from 'vitest';
import { setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

it('A messages B from B’s profile; B sees it live, the badge rises, B reads it and A sees Read', async () => {
  const a = await browser.newPage();
  const b = await browser.newPage();
  await signUpIn(a.context, 'Avery');
  const { username: bName } = await signUpIn(b.context, 'Bailey');

  // B is somewhere else in the app with the header's live badge.
  await b.page.goto('/activities');
  await b.page.getByRole('link', { name: 'Messages', exact: true }).waitFor();

  await a.page.goto(`/profile/${bName}`);
  await a.page.getByRole('link', { name: 'Message', exact: true }).click();
  const composer = a.page.getByRole('textbox', { name: 'Message', exact: true });
  await composer.fill('Fancy the coastal walk on Saturday? https://example.com/route');
  // Typed as the page arrives, perhaps before the app has started: the words are kept through the
  // start (web/components/chat-composer.tsx), then sent.
  await a.page.waitForSelector('#root[data-started]', { state: 'attached' });
  expect(await composer.inputValue()).toBe('Fancy the coastal walk on Saturday? https://example.com/route');
  await composer.press('Enter');
  const sent = a.page.getByRole('region', { name: /^Conversation with Bailey/ });
  await sent.getByText('Fancy the coastal walk on Saturday?').waitFor();
  await expect(sent.getByRole('link', { name: 'https://example.com/route' }).getAttribute('rel')).resolves.toContain(
    'noopener',
  );

  // Without a reload, B's header badge shows the new message.
  await b.page.getByRole('link', { name: 'Messages, 1 unread' }).click();
  await b.page.getByRole('link', { name: /Avery/ }).first().click();
  const conversation = b.page.getByRole('region', { name: /^Conversation with Avery/ });
  await conversation.getByText('Fancy the coastal walk on Saturday?').waitFor();

  // B opened it: A sees the read mark live, and B's badge clears.
  await sent.getByTestId('message-mark').filter({ hasText: 'Read' }).waitFor();
  await b.page.getByRole('link', { name: 'Messages', exact: true }).waitFor();

  // B replies while A has the conversation open: it arrives without a reload, typing first.
  await b.page.locator('[data-live="open"]').waitFor();
  await sent.and(a.page.locator('[data-live="open"]')).waitFor();
  const reply = b.page.getByRole('textbox', { name: 'Message', exact: true });
  await reply.pressSequentially('Yes!');
  await a.page.getByText('Bailey is typing...').waitFor();
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Count me in');
  await b.page.getByRole('button', { name: 'Send message' }).click();
  await sent.getByText('Count me in').waitFor();
  expect(await sent.getByText(/Yes!\s*Count me in/).count()).toBe(1);

  await a.context.close();
  await b.context.close();
});

it('shows the empty state and sends guests to sign in', async () => {
  const a = await browser.newPage();
  await signUpIn(a.context, 'Casey');
  await a.page.goto('/messages');
  await a.page.getByText('No messages yet').waitFor();
  await a.context.close();

  const guest = await browser.newPage();
  await guest.page.goto('/messages');
  await guest.page.waitForURL('**/auth?**');
  await guest.context.close();
});

it('keeps a message written offline and sends it once when the connection returns', async () => {
  const a = await browser.newPage();
  const b = await browser.newPage();
  await signUpIn(a.context, 'Devon');
  const { username: bName } = await signUpIn(b.context, 'Ellis');
  await a.page.goto(`/profile/${bName}`);
  await a.page.getByRole('link', { name: 'Message', exact: true }).click();
  const composer = a.page.getByRole('textbox', { name: 'Message', exact: true });
  await composer.fill('First, while online');
  await composer.press('Enter');
  const conversation = a.page.getByRole('region', { name: /^Conversation with Ellis/ });
  await conversation.getByText('First, while online').waitFor();
  // Stored by the server (its bubble is shown as soon as it is written, while it is still sending).
  await conversation.getByText('Sending...').waitFor({ state: 'detached' });

  await a.context.setOffline(true);
  await a.page.getByText("You're offline.", { exact: false }).waitFor();
  await composer.fill('Written on the train');
  await composer.press('Enter');
  await conversation.getByText('Waiting for connection, sends by itself').waitFor();
  expect(await conversation.getByText('Waiting for connection, sends by itself').count()).toBe(1);

  await a.context.setOffline(false);
  await conversation.getByText('Waiting for connection, sends by itself').waitFor({ state: 'detached' });
  expect(await a.page.getByText("You're offline.", { exact: false }).count()).toBe(0);

  // The other member gets it exactly once.
  await b.page.goto('/messages');
  await b.page.getByRole('link', { name: /Devon/ }).first().click();
  const other = b.page.getByRole('region', { name: /^Conversation with Devon/ });
  await other.getByText('Written on the train').waitFor();
  expect(await other.getByText('Written on the train').count()).toBe(1);
  await a.context.close();
  await b.context.close();
});
