import { expect, it } from 'vitest';
import { avatarPng } from '../../scripts/lib/avatar';
import { setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

it('a member posts with an image and a hashtag, likes, comments and replies, finds it and deletes it', async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context, 'Robin');
  const tag = `trail${Date.now().toString(36)}`;
  const text = `First light on the ridge #${tag}`;

  await page.goto('/community');
  const composer = page.getByRole('form', { name: 'Create a post' });
  await composer.getByRole('textbox').fill(text);
  await composer.getByText(`${300 - text.length} characters remaining`).waitFor();
  await composer
    .locator('input[type=file]')
    .setInputFiles({ name: 'ridge.png', mimeType: 'image/png', buffer: avatarPng('RI', '#15803d', 64) });
  await composer.getByRole('img', { name: 'Attachment 1' }).waitFor();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  // The new post is on top of the feed, with its image, and the composer is cleared.
  const first = page.getByRole('article').first();
  await first.getByText(text.replace(` #${tag}`, '')).waitFor();
  await expect.poll(() => composer.getByRole('textbox').inputValue()).toBe('');
  expect(await first.getAttribute('aria-label')).toBe('Post by Robin');
  const src = await first.getByRole('img', { name: /Photo shared by Robin/ }).getAttribute('src');
  expect(src).toMatch(/^\/media\/post-images\/.+\.png$/);

  // Like it: the count moves at once and stays after the server answers.
  await first.getByRole('button', { name: /^Like,/ }).click();
  await first.getByRole('button', { name: /^Unlike,/ }).waitFor();
  expect(await first.getByTestId('likes-count').textContent()).toBe('1');

  // Comment and reply on the post page.
  await first.getByRole('button', { name: /^Comments/ }).click();
  await page.waitForURL(/\/community\/post\/.+focus=comments/);
  const postUrl = page.url();
  await page.getByText('No comments yet. Be the first to comment!').waitFor();
  await page.getByLabel('Write a comment...').fill('Worth the early start.');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await page.getByText('Worth the early start.').waitFor();
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await page.getByLabel('Reply to Robin').fill('Agreed, every time.');
  await page.getByRole('button', { name: 'Reply', exact: true }).last().click();
  const replies = page.getByRole('list', { name: 'Replies to Robin' });
  await replies.getByText('Agreed, every time.').waitFor();
  await page.getByRole('heading', { name: 'Comments (2)' }).waitFor();

  // Found by its hashtag and by search.
  await page
    .getByRole('article')
    .getByRole('link', { name: `#${tag}` })
    .click();
  await page.getByRole('heading', { name: `#${tag}` }).waitFor();
  await page.getByRole('article').getByText('First light on the ridge').waitFor();
  await page.goto(`/community/search?q=${encodeURIComponent('ridge first light')}`);
  await page.getByRole('heading', { name: 'Posts' }).waitFor();
  await page.getByRole('article').getByText('First light on the ridge').first().waitFor();

  // Delete it, with confirmation, from its own page.
  await page.goto(postUrl);
  // The menu is placed by the running app: the page's columns settle as it starts (issue 42's shift).
  await page.waitForSelector('#root[data-started]', { state: 'attached' });
  await page.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete Post' }).click();
  await page.getByText('Are you sure you want to delete this post?').waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.waitForURL(/\/community$/);
  await page.goto(postUrl);
  await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
  await context.close();
});
