import { expect, it } from 'vitest';
import { baseURL, holdApp, setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

it('an admin creates a page in the editor, publishes it and finds it at its slug', async () => {
  const { page, context } = await browser.newPage();
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifelist.app', password: 'lifelist-demo-2026' },
    headers: { origin: baseURL() },
  });
  expect(signIn.status()).toBe(200);
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Moderation' }).waitFor();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Create New' }).click();
  await page.getByRole('heading', { name: 'New Page' }).waitFor();

  const slug = `summer-swims-${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Title and slug are required').waitFor();
  await page.getByLabel('Title', { exact: true }).fill('Summer Swims');
  await page.getByLabel('Content').fill('# Where to swim\n\nOur favourite lidos.\n\n- Tooting Bec\n- Brockwell');
  await page.getByLabel('URL slug').fill(`Summer Swims ${slug.slice(13)}`);
  await page.getByLabel('Status').selectOption('published');
  await page.getByLabel('Keywords').fill('swimming, lidos, ');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Page saved successfully!').waitFor();
  expect(await page.getByLabel('URL slug').inputValue()).toBe(slug);

  await page.goto(`/${slug}`);
  await page.getByRole('heading', { level: 1, name: 'Summer Swims' }).waitFor();
  await page.getByRole('listitem').filter({ hasText: 'Tooting Bec' }).waitFor();
  expect(await page.title()).toBe('Summer Swims | Lifelist');
  expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toBe('swimming, lidos');
  await page.getByRole('link', { name: 'Edit Page' }).waitFor();
  await context.close();
});

it('a member opening /admin is refused, and the API says so too', async () => {
  const { page, context } = await browser.newPage();
  await signUpIn(context);
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
  const res = await context.request.get('/api/admin/pages');
  expect(res.status()).toBe(403);
  await context.close();
});

it('the home carousels advance by themselves and pause on hover', async () => {
  const { page, context } = await browser.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const picks = page.getByTestId('picks-carousel');
  await picks.scrollIntoViewIfNeeded();
  const index = async () => Number(await picks.getAttribute('data-index'));
  expect(await index()).toBe(0);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="picks-carousel"]')?.getAttribute('data-index') === '1',
    undefined,
    { timeout: 6000 },
  );
  await picks.hover();
  expect(await picks.getAttribute('data-paused')).toBe('true');
  const held = await index();
  await page.waitForTimeout(5000);
  expect(await index()).toBe(held);

  // The hero moves on every 6 seconds (the pointer is over the picks, not the hero).
  const current = page.locator('button[aria-label^="Slide "][aria-current="true"]');
  expect(await current.getAttribute('aria-label')).toMatch(/^Slide (2|3)/);
  await context.close();
});

it('/ arrives rendered in its HTML, and the app hydrates it once the browser is idle', async () => {
  const html = await (await fetch(`${baseURL()}/`)).text();
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toContain('What would you do if you knew you couldn&#x27;t fail?');
  expect(root).toContain('href="/onboarding"');
  expect(root).toContain('aria-label="Pause slides"');

  // A guest's page is whole without the app, whose scripts are held back here; once they arrive
  // the app starts by itself when the browser is idle, though nobody has used the page.
  const { page, context } = await browser.newPage({}, { untouched: true });
  const app = await holdApp(page);
  await app.open('/');
  expect(await page.locator('#root').getAttribute('data-start')).toBe('idle');
  expect(await page.locator('h1').count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Take the Quiz' }).count()).toBeGreaterThan(0);
  app.release();
  await page.waitForSelector('#root[data-started]', { state: 'attached' });
  expect(await page.locator('h1').count()).toBe(1);
  expect(await page.locator('header').count()).toBe(1);
  await context.close();
});

it('every home pick opens its own page or article', async () => {
  const { page, context } = await browser.newPage();
  await page.goto('/');
  const picks = page.getByTestId('picks-carousel');
  await picks.getByRole('link').first().waitFor();
  const hrefs = await picks
    .locator('a[href^="/articles/"], a[href^="/community/"], a[href^="/offers/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') as string))]);
  expect(hrefs).toHaveLength(7);
  for (const href of hrefs) {
    await page.goto(href);
    await page.getByText('Last updated').waitFor();
    expect(await page.getByRole('heading', { name: /Page not found/i }).count()).toBe(0);
  }
  // Blog picks open their own article, not the blog list.
  await page.goto('/');
  await picks.getByRole('link').first().waitFor();
  const blogHrefs = await picks
    .locator('a[href^="/blog/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') as string))]);
  expect(blogHrefs).toHaveLength(5);
  for (const href of blogHrefs) {
    await page.goto(href);
    await page.getByRole('button', { name: /^Like/ }).waitFor();
    expect(await page.getByText("Can't open this blog").count()).toBe(0);
  }
  await context.close();
});
