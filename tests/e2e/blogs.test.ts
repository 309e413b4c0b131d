import { expect, it } from 'vitest';
import { avatarPng } from '../../scripts/lib/avatar';
import { setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

it('writes a blog with a cover, bold text and a YouTube embed, publishes, finds, reacts, comments and saves it', async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context, 'Robin');
  const word = `zq${Date.now().toString(36)}`;
  const title = `Paddling the fjords ${word}`;

  await page.goto('/blog/new');
  await page.getByRole('heading', { name: 'Create New Blog Post' }).waitFor();
  // The cover: checked, uploaded with progress, then shown.
  await page
    .getByLabel('Cover image file')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: avatarPng('FJ', '#0f766e', 600) });
  await page.getByRole('img', { name: 'Cover' }).waitFor();
  expect(await page.getByRole('img', { name: 'Cover' }).getAttribute('src')).toMatch(/^\/media\/blog-covers\//);

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Subtitle (optional)').fill('Three days between cliffs');
  const body = page.getByRole('textbox', { name: 'Content' });
  await body.click();
  await page.keyboard.type('We set off at dawn. ');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('The water was glass');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type(` and the word was ${word}.`);
  expect(await body.locator('strong').textContent()).toBe('The water was glass');

  // YouTube: a bad link is refused with the spec's message, a good one is embedded.
  await page.getByRole('button', { name: 'YouTube video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed YouTube video' });
  await dialog.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=short');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await dialog.getByText('Invalid YouTube URL').waitFor();
  await dialog.getByLabel('YouTube URL').fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await body.locator('div[data-embed="youtube"]').waitFor();

  await page.getByLabel('Tags', { exact: true }).fill('Adventure');
  await page.getByLabel('Tags', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Publish' }).click();

  // The reading page renders the sanitised HTML.
  await page.waitForURL(/\/blog\/[\w-]+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  // The publish is said on the blog itself, in words.
  await page.getByRole('status').filter({ hasText: 'Blog published successfully!' }).waitFor();
  const article = page.locator('article .rich-content');
  expect(await article.locator('strong').textContent()).toBe('The water was glass');
  expect(await article.locator('iframe').getAttribute('src')).toBe(
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  const blogUrl = page.url();

  // Found by full-text search on a word from the body.
  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Search blogs' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search blogs' }).press('Enter');
  // Only the search results (the sidebar's "My blogs" lists it too): exactly this blog matches.
  await page.getByText(`1 blog for "${word}"`).waitFor();
  await page.getByRole('article').getByRole('link', { name: title }).click();
  await page.waitForURL(blogUrl);

  // React, comment, save.
  await page.getByRole('button', { name: /^React 🔥/ }).click();
  await page.getByRole('button', { name: 'React 🔥, 1' }).waitFor();
  expect(await page.getByRole('button', { name: 'React 🔥, 1' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByLabel('Add a comment').fill('What a trip!');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await page.getByText('What a trip!').waitFor();
  await page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();

  // And it is on the saved page, under Saved Blogs.
  await page.goto('/community/saved');
  await page.getByRole('tab', { name: 'Saved Blogs' }).click();
  await page.getByRole('link', { name: title }).waitFor();
  await page.getByText(/^Saved (just now|1 minute ago)$/).waitFor();
  await page.getByRole('button', { name: `Unsave ${title}` }).click();
  await page.getByText('No Saved Blogs').waitFor();
  await context.close();
});
