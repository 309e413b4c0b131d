import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { isReservedSlug } from '../../worker/contracts/page-slug';
import { loadCatalogue } from './catalogue-fixture';
import { createPost, follow } from './community-fixture';
import { client, guest, type Member, signUp } from './helpers';

/** The page the Worker rendered: #root's markup and the query cache it carries for hydration. */
async function page(res: Response) {
  const html = await res.text();
  const root = /<div id="root"([^>]*)>/.exec(html)?.[1] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return { status: res.status, html, rendered: root.includes('data-ssr'), title };
}

const blog = async (author: Member, title: string, visibility: string) => {
  const id = `ssr${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(
    `insert into blogs (id, user_id, title, content, search_text, status, visibility, published_at)
     values (?, ?, ?, ?, ?, 'published', ?, ?)`,
  )
    .bind(id, author.profile.id, title, `<p>${title} body</p>`, `${title} body`, visibility, Date.now())
    .run();
  return id;
};

describe('server rendering', () => {
  it('renders every main page for a guest and a member with its status and the title the app keeps', async () => {
    await loadCatalogue();
    const member = await signUp({ firstName: 'Pim' });
    const author = await signUp({ firstName: 'Ada' });
    const post = await createPost(author, { content: 'Rowed the length of the loch', visibility: 'public' });
    const blogId = await blog(author, 'Across the loch', 'public');
    const guestPages: [string, number, string][] = [
      ['/', 200, 'Lifelist | Discover, plan and do what matters to you'],
      ['/activities', 200, 'Activities | Lifelist'],
      ['/community', 200, 'Community | Lifelist'],
      ['/community/hashtag/hiking', 200, '#hiking | Lifelist'],
      [`/post/${post.id}`, 200, 'Ada on Lifelist: "Rowed the length of the loch"'],
      ['/blog', 200, 'Blog | Lifelist'],
      [`/blog/${blogId}`, 200, 'Across the loch | Lifelist'],
      [`/profile/${author.profile.username}`, 200, `Ada (@${author.profile.username}) | Lifelist`],
      ['/auth', 200, 'Sign in | Lifelist'],
      ['/no/such/page', 404, 'Page not found | Lifelist'],
      ['/activity/999999999', 404, 'Activity Not Found | Lifelist'],
    ];
    for (const [path, status, title] of guestPages) {
      const p = await page(await guest().fetch(path));
      expect(p.status, path).toBe(status);
      expect(p.rendered, path).toBe(true);
      expect(p.title, path).toBe(title);
    }
    for (const path of [
      '/',
      '/community',
      '/profile',
      '/activities',
      '/messages',
      '/notifications',
      '/coach',
      '/settings',
    ]) {
      const p = await page(await member.fetch(path));
      expect(p.status, path).toBe(200);
      expect(p.rendered, path).toBe(true);
      // Their own header: their menu, never the guest's sign-in button.
      expect(p.html, path).toContain('Account menu for');
      expect(p.html, path).not.toContain('Sign In / Sign Up');
      // The Worker's whole time, render included, closes the page outside production (the bench
      // reads it: a streamed page's Server-Timing leaves before the render).
      expect(p.html, path).toMatch(/<\/html>\s*<!-- app;dur=\d+ -->$/);
    }
    // A guest at a member's page is sent to sign in, by the route's own guard.
    const res = await guest().fetch('/profile', { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/auth?redirect=%2Fprofile');
  });

  it("answers a page as its visitor's own: never the shell's validators, never kept by a shared cache, a member's never kept at all", async () => {
    const member = await signUp({ firstName: 'Kit' });
    const shell = await env.ASSETS.fetch('http://localhost/');
    for (const path of ['/', '/community', '/settings', '/messages', '/blog', '/no/such/page']) {
      const res = await member.fetch(path);
      await res.arrayBuffer();
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('etag'), path).toBeNull();
      expect(res.headers.get('last-modified'), path).toBeNull();
      expect(res.headers.get('vary')?.toLowerCase(), path).toContain('cookie');
    }
    for (const path of ['/', '/community', '/blog', '/no/such/page']) {
      const res = await guest().fetch(path);
      await res.arrayBuffer();
      expect(res.headers.get('cache-control'), path).toBe('private, no-cache');
      expect(res.headers.get('etag'), path).toBeNull();
      expect(res.headers.get('vary')?.toLowerCase(), path).toContain('cookie');
    }
    // The shell itself keeps its validator: it is the same file for everyone.
    expect(shell.headers.get('etag')).not.toBeNull();
    await shell.arrayBuffer();
  });

  it('draws the Settings page with the section its address names, and its lists, for members only', async () => {
    const member = await signUp({ firstName: 'Sol' });
    const privacy = await page(await member.fetch('/settings?section=privacy'));
    expect([privacy.status, privacy.rendered, privacy.title]).toEqual([200, true, 'Settings | Lifelist']);
    expect(privacy.html).toContain('Profile visibility');
    expect(privacy.html).toMatch(/<a[^>]*aria-current="page"[^>]*>Privacy<\/a>/);
    // The open section's lists come with the page, not after it starts.
    const blocks = await page(await member.fetch('/settings?section=blocks'));
    expect(blocks.html).toContain('You have not blocked anyone.');
    expect(blocks.html).toContain('You have not muted any words.');
    const res = await guest().fetch('/settings', { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/auth?redirect=%2Fsettings');
  });

  it("private and friends-only words never reach a guest's or a stranger's HTML, nor the data it carries", async () => {
    const author = await signUp({ firstName: 'Sol' });
    const friend = await signUp({ firstName: 'Fen' });
    const stranger = await signUp({ firstName: 'Oto' });
    await follow(friend, author, true);
    const hidden = await createPost(author, { content: 'Words for my friends only', visibility: 'friends' });
    await createPost(author, { content: 'Words for my eyes only', visibility: 'private' });
    const draft = await blog(author, 'A friends-only blog', 'friends');
    const paths = [
      '/community',
      `/profile/${author.profile.username}`,
      `/post/${hidden.id}`,
      `/blog/${draft}`,
      '/blog',
    ];
    for (const viewer of [guest(), stranger]) {
      for (const path of paths) {
        const { html } = await page(await viewer.fetch(path));
        expect(html, path).not.toContain('Words for my friends only');
        expect(html, path).not.toContain('Words for my eyes only');
        expect(html, path).not.toContain('A friends-only blog');
      }
    }
    // Their friend sees the friends' post on its page; nobody but the author the private one.
    expect((await page(await friend.fetch(`/post/${hidden.id}`))).html).toContain('Words for my friends only');
    expect((await page(await friend.fetch('/community'))).html).not.toContain('Words for my eyes only');
  });
});

it("every top-level address of the app's routes is the app's, never a static page's 404", async () => {
  const { routeTree } = await import('../../web/routeTree.gen');
  type Node = { fullPath?: string; children?: Node[] | Record<string, Node> };
  const paths: string[] = [];
  const walk = (node: Node) => {
    if (node.fullPath) paths.push(node.fullPath);
    for (const child of Object.values(node.children ?? {})) walk(child);
  };
  walk(routeTree as unknown as Node);
  const firsts = new Set(paths.map((path) => path.split('/')[1] ?? '').filter((f) => f && !f.startsWith('$')));
  expect(firsts.size).toBeGreaterThan(10);
  for (const first of firsts) expect(isReservedSlug(first), first).toBe(true);
});

describe('dates on a rendered page', () => {
  const readerOf = (html: string) =>
    JSON.parse((/<div id="root"[^>]* data-reader="([^"]*)"/.exec(html)?.[1] ?? 'null').replaceAll('&quot;', '"'));

  it("are written for a member in their own country's style and time zone", async () => {
    const member = await signUp({ firstName: 'Ny' });
    await member.fetch('/api/profile', {
      method: 'PATCH',
      json: { country: 'US', timezone: 'America/New_York' },
    });
    const html = await (await member.fetch('/community')).text();
    expect(readerOf(html)).toEqual({ style: 'US', zone: 'America/New_York' });
    // A member without a zone of their own: their country's style, on their device's clock.
    const other = await signUp({ firstName: 'De' });
    await other.fetch('/api/profile', { method: 'PATCH', json: { country: 'DE', timezone: null } });
    const withCookie = await client(`${other.cookie}; lifelist-tz=Asia/Kolkata`, other.ip).fetch('/community');
    expect(readerOf(await withCookie.text())).toEqual({ style: 'UK', zone: null });
  });

  it("are written for a guest in the header's country, on their device's clock once it is known", async () => {
    expect(readerOf(await (await guest().fetch('/blog')).text())).toEqual({ style: 'UK', zone: 'UTC' });
    const known = client('lifelist-country=US; lifelist-tz=Europe%2FParis');
    expect(readerOf(await (await known.fetch('/blog')).text())).toEqual({ style: 'US', zone: 'Europe/Paris' });
    const elsewhere = client('lifelist-country=XX; lifelist-tz=Not%2FA_Zone');
    expect(readerOf(await (await elsewhere.fetch('/blog')).text())).toEqual({ style: 'UK', zone: 'UTC' });
  });

  it("are written for a guest's first page where the network places them, and the header says so", async () => {
    // Cloudflare places each request's address (request.cf); the browser has told nothing yet.
    const from = (cf: { country: string; timezone: string }, cookie = '') =>
      exports.default.fetch(
        new Request('http://localhost/community', { headers: cookie ? { cookie } : {}, cf } as RequestInit),
      );
    const tokyo = await (await from({ country: 'JP', timezone: 'Asia/Tokyo' })).text();
    expect(readerOf(tokyo)).toEqual({ style: 'UK', zone: 'Asia/Tokyo' });
    const newYork = await (await from({ country: 'US', timezone: 'America/New_York' })).text();
    expect(readerOf(newYork)).toEqual({ style: 'US', zone: 'America/New_York' });
    // The header's picker shows the style the page is written in.
    expect(/<option value="US" selected/.test(newYork)).toBe(true);
    // A zone the server has no rules for: its clock here, the device's own in the browser.
    expect(readerOf(await (await from({ country: 'IN', timezone: 'Asia/Kolkata' })).text())).toEqual({
      style: 'NZ',
      zone: null,
    });
    // What the browser has said wins over the network's guess.
    const told = await (
      await from({ country: 'US', timezone: 'America/New_York' }, 'lifelist-country=AU; lifelist-tz=Europe%2FParis')
    ).text();
    expect(readerOf(told)).toEqual({ style: 'AU', zone: 'Europe/Paris' });
  });
});
