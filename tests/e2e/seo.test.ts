import { expect, it } from 'vitest';
import { baseURL, setupBrowser } from './browser';

const browser = setupBrowser();

const html = async (path: string) => {
  const res = await fetch(`${baseURL()}${path}`);
  return { status: res.status, body: await res.text(), robots: res.headers.get('x-robots-tag') };
};
const jsonLdTypes = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1] as string) as { '@type': string })['@type'],
  );
const decode = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');

it('an activity page, read without JavaScript, has its title, description and first screen', async () => {
  const { activity } = (await (await fetch(`${baseURL()}/api/activities/1`)).json()) as {
    activity: { title: string; displayTitle: string | null };
  };
  const name = activity.displayTitle || activity.title;
  const { status, body } = await html('/activity/1');
  expect(status).toBe(200);
  expect(decode(/<title>(.*?)<\/title>/.exec(body)?.[1] ?? '')).toBe(`${name} | Lifelist`);
  const description = decode(/<meta name="description" content="([^"]*)"/.exec(body)?.[1] ?? '');
  expect(description.length).toBeGreaterThan(20);
  expect(body).toMatch(/<link rel="canonical" href="[^"]+\/activity\/1">/);
  expect(jsonLdTypes(body)).toEqual(['Thing', 'BreadcrumbList']);
  // The preview image platforms fetch: a 1200x630 PNG card.
  const image = decode(/<meta property="og:image" content="([^"]+)"/.exec(body)?.[1] ?? '');
  expect(body).toContain('<meta property="og:image:width" content="1200">');
  const card = await fetch(`${baseURL()}${new URL(image).pathname}${new URL(image).search}`);
  expect(card.status).toBe(200);
  expect(card.headers.get('content-type')).toBe('image/png');
  expect((await card.arrayBuffer()).byteLength).toBeGreaterThan(5000);

  const { page, context } = await browser.newPage({ javaScriptEnabled: false });
  await page.goto('/activity/1');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  expect(await page.locator('main p').first().textContent()).toBeTruthy();
  await context.close();

  // With the app: the route keeps the page's title as it starts, and gives the next page its own.
  const app = await browser.newPage();
  await app.page.goto('/activity/1');
  await app.page.getByRole('heading', { level: 1 }).click();
  await app.page.waitForSelector('#root[data-started]', { state: 'attached' });
  expect(await app.page.title()).toBe(`${name} | Lifelist`);
  await app.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
  await app.page.waitForURL('**/community');
  await expect.poll(() => app.page.title()).toBe('Community | Lifelist');
  await app.context.close();
});

it('blogs, profiles and posts have their own heads; what is gone answers 404', async () => {
  const blog = await html('/blog/what-my-first-ultramarathon-taught-me');
  expect(blog.status).toBe(200);
  expect(jsonLdTypes(blog.body)).toContain('BlogPosting');
  expect(blog.body).toContain('<meta property="og:type" content="article">');

  const profile = await html('/profile/maya_okafor');
  expect(jsonLdTypes(profile.body)).toContain('ProfilePage');
  expect(profile.body).toContain('<meta property="og:image"');

  for (const path of ['/blog/no-such-blog-anywhere', '/profile/nobody_at_all_x', '/activity/999999999']) {
    const gone = await html(path);
    expect(gone.status, path).toBe(404);
    expect(gone.robots).toBe('noindex');
  }
  // App screens under the same addresses are the app, as before.
  for (const path of ['/blog/new', '/profile/edit', '/community/saved', '/activities']) {
    expect((await html(path)).status, path).toBe(200);
  }
  const { page, context } = await browser.newPage();
  await page.goto('/blog/what-my-first-ultramarathon-taught-me');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await context.close();
});

it('a static page has its own head and text in its HTML; an old or unknown address is a redirect or a 404', async () => {
  const about = await html('/about-us');
  expect(about.status).toBe(200);
  expect(decode(/<title>(.*?)<\/title>/.exec(about.body)?.[1] ?? '')).toBe('About Us | Lifelist');
  expect(about.body).toMatch(/<link rel="canonical" href="[^"]+\/about-us">/);
  expect(jsonLdTypes(about.body)).toEqual(['WebPage', 'BreadcrumbList']);
  expect(about.body).toMatch(/<h1[^>]*>About Us<\/h1>/);

  const moved = await fetch(`${baseURL()}/About-Us`, { redirect: 'manual' });
  expect(moved.status).toBe(301);
  expect(new URL(moved.headers.get('location') ?? '', baseURL()).pathname).toBe('/about-us');
  // With a trailing slash: the router's own address first, then the page's.
  const slashed = await fetch(`${baseURL()}/About-Us/`);
  expect(slashed.status).toBe(200);
  expect(new URL(slashed.url).pathname).toBe('/about-us');

  const missing = await html('/no-such-page-anywhere');
  expect(missing.status).toBe(404);
  expect(missing.robots).toBe('noindex');
  // The app still shows its own page-not-found screen there.
  const { page, context } = await browser.newPage();
  await page.goto('/no-such-page-anywhere');
  await page.getByRole('heading', { name: /not found/i }).waitFor();
  await context.close();
});

it("a preview card's illustration is drawn as the browser draws the activity's picture", async () => {
  const { activityArt } = await import('../../worker/features/art/drawing');
  const { Raster } = await import('../../worker/features/renderer/cards/raster');
  const { drawSvg } = await import('../../worker/features/renderer/cards/svg');
  const { page, context } = await browser.newPage();
  const titles = [
    'Swim in a wild lake at dawn',
    'Bake your own sourdough bread',
    'Learn to play the guitar',
    'See the northern lights',
    'Climb a mountain',
    'Go scuba diving on a reef',
    'Ride in a hot air balloon',
    'Sleep under the stars',
    'Knit a scarf for a friend',
    'Ski a black run',
    'Kayak down a river',
    'Visit a night market in Taipei',
  ];
  for (const [i, title] of titles.entries()) {
    const svg = activityArt({ seed: String(i * 11 + 2), title, categories: [], setting: 'either' });
    const ours = new Raster(800, 500);
    drawSvg(ours, svg);
    const png = Buffer.from(await ours.png()).toString('base64');
    // Both pictures on a canvas in the browser: its own drawing of the SVG, and our PNG.
    const [mean, off] = (await page.evaluate(`(async () => {
      const load = (src) => new Promise((ok, fail) => { const im = new Image(); im.onload = () => ok(im); im.onerror = fail; im.src = src; });
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 500;
      const g = canvas.getContext('2d');
      g.drawImage(await load('data:image/svg+xml;base64,' + ${JSON.stringify(Buffer.from(svg).toString('base64'))}), 0, 0, 800, 500);
      const a = g.getImageData(0, 0, 800, 500).data;
      g.drawImage(await load('data:image/png;base64,${png}'), 0, 0);
      const b = g.getImageData(0, 0, 800, 500).data;
      let sum = 0;
      let off = 0;
      for (let k = 0; k < a.length; k += 4) {
        const d = Math.abs(a[k] - b[k]) + Math.abs(a[k + 1] - b[k + 1]) + Math.abs(a[k + 2] - b[k + 2]);
        sum += d;
        if (d > 60) off++;
      }
      return [sum / (a.length / 4), off / (a.length / 4)];
    })()`)) as [number, number];
    // Edges differ by a shade at most; no shape is missing, misplaced or the wrong colour.
    expect(mean, title).toBeLessThan(3);
    expect(off, title).toBeLessThan(0.003);
  }
  await context.close();
});
