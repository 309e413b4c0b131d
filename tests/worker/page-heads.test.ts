import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { headOf } from '../../web/server';
import { activityCard } from '../../worker/contracts/preview-card';
import { DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';
import { profiles } from '../../worker/db/schema';
import { type ArtInput, activityArt } from '../../worker/features/art/drawing';
import { activityArtInput } from '../../worker/features/art/service';
import { drawCard, renderCard } from '../../worker/features/renderer/cards/card';
import { Raster } from '../../worker/features/renderer/cards/raster';
import { drawSvg } from '../../worker/features/renderer/cards/svg';
import { loadCatalogue } from './catalogue-fixture';
import { block, createPost, PNG, upload } from './community-fixture';
import { db, guest, type Member, signUp } from './helpers';

/** The app's origin in the tests (APP_ORIGIN): every canonical address and card starts with it. */
const ORIGIN = 'http://localhost';

beforeAll(async () => {
  await loadCatalogue();
});

/** What schema.org and the rich results need of each type used, checked on every object. */
const REQUIRED: Record<string, string[]> = {
  Thing: ['name', 'url', 'description'],
  BlogPosting: ['headline', 'author', 'datePublished', 'dateModified', 'mainEntityOfPage'],
  ProfilePage: ['mainEntity', 'url'],
  SocialMediaPosting: ['headline', 'author', 'datePublished', 'mainEntityOfPage'],
  CollectionPage: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['name', 'url', 'itemListElement'],
  WebPage: ['name', 'url', 'description'],
};

/** Parses the JSON-LD out of a page's head and checks each object against its type's needs. */
function jsonLd(head: string) {
  const objects = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );
  for (const o of objects) {
    expect(o['@context']).toBe('https://schema.org');
    const type = o['@type'] as string;
    for (const key of REQUIRED[type] ?? ['__unknown type__']) expect(o[key], `${type}.${key}`).toBeTruthy();
    if (type === 'BreadcrumbList') {
      const items = o.itemListElement as { position: number; name: string; item: string }[];
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
      for (const i of items) expect(i.item.startsWith(`${ORIGIN}/`)).toBe(true);
    }
    for (const key of ['author', 'mainEntity']) {
      const person = o[key] as { '@type': string; name: string } | undefined;
      if (person) expect(person).toMatchObject({ '@type': 'Person', name: expect.any(String) });
    }
  }
  return objects;
}

type Visitor = { fetch: (path: string) => Promise<Response> };

/** A page as the visitor gets it: its status, its head (as the routes declared it) and its HTML. */
async function page(path: string, visitor: Visitor = guest()) {
  const res = await visitor.fetch(path);
  const html = await res.text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"\\s*/?>`).exec(head)?.[1];
  return {
    status: res.status,
    html,
    head,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    meta,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1],
    /** The preview image's address, as the page names it (without the origin). */
    image: () => meta('og:image')?.replace(ORIGIN, '').replaceAll('&amp;', '&'),
    jsonLd: () => jsonLd(head),
  };
}

/** The app's markup inside #root, as the Worker rendered it. */
const rootOf = (html: string) =>
  /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json" id="app-state">/.exec(html)?.[1] ?? '';

const blog = (author: Member, id: string, visibility = 'public', status = 'published') =>
  env.DB.prepare(
    `insert into blogs (id, user_id, title, subtitle, content, search_text, status, visibility, published_at, cover_image_url)
     values (?, ?, ?, ?, '<p>Secret words inside</p>', 'Secret words inside', ?, ?, ?, '/media/blog-covers/c.jpg')`,
  )
    .bind(id, author.profile.id, `Blog ${id}`, 'How we crossed the Alps on foot', status, visibility, Date.now())
    .run();

describe('page heads', () => {
  it('an activity: its title, a description cut at a word, canonical, Thing and breadcrumbs', async () => {
    const [row] = (await env.DB.prepare('select id, title, display_title from activities limit 1').all()).results as {
      id: number;
      title: string;
      display_title: string | null;
    }[];
    const head = await page(`/activity/${row?.id}`);
    const name = (row?.display_title || row?.title) as string;
    const escaped = name.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${escaped} | Lifelist`);
    const description = head.meta('description') as string;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/\s…$/);
    expect(head.meta('robots')).toBeUndefined();
    expect(head.canonical).toBe(`${ORIGIN}/activity/${row?.id}`);
    expect(head.meta('og:title')).toBe(escaped);
    // One of each: the shell's description is the page's, not a second one.
    expect(head.head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head.head.match(/<title>/g)).toHaveLength(1);
    const [thing, crumbs] = head.jsonLd();
    expect(thing?.['@type']).toBe('Thing');
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    const missing = await page('/activity/999999999');
    expect(missing.status).toBe(404);
    expect(missing.meta('robots')).toBe('noindex');
    expect(missing.canonical).toBeUndefined();
  });

  it('a public blog: BlogPosting with author and dates, its card as the preview image', async () => {
    const author = await signUp({ firstName: 'Ines' });
    const id = `blog${crypto.randomUUID().slice(0, 8)}`;
    await blog(author, id);
    const head = await page(`/blog/${id}`);
    expect(head.title).toBe(`Blog ${id} | Lifelist`);
    expect(head.meta('og:title')).toBe(`Blog ${id}`);
    expect(head.meta('description')).toBe('How we crossed the Alps on foot');
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:image')).toMatch(new RegExp(`^${ORIGIN}/og/blog/${id}\\.png\\?v=[0-9a-f]{16}$`));
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('og:image:alt')).toBe(`Blog: Blog ${id}`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    const [posting] = head.jsonLd();
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      author: { name: 'Ines', url: `${ORIGIN}/profile/${author.profile.username}` },
    });
    // The page arrives rendered: the cover, title, subtitle, author and the whole text.
    const body = rootOf(head.html);
    expect(body).toContain('src="/media/blog-covers/c.jpg"');
    expect(body).toMatch(new RegExp(`<h1[^>]*>Blog ${id}</h1>`));
    expect(body).toContain('How we crossed the Alps on foot');
    expect(body).toContain(`href="/profile/${author.profile.username}"`);
    expect(body).toContain('Secret words inside');
  });

  it("a blog's text in the rendered page is sanitised, as the API serves it", async () => {
    const author = await signUp({ firstName: 'Ola' });
    const id = `xss${crypto.randomUUID().slice(0, 8)}`;
    await blog(author, id);
    await env.DB.prepare('update blogs set content = ? where id = ?')
      .bind('<p onclick="steal()">Kept<script>steal()</script></p><img src=x onerror=steal()>', id)
      .run();
    const html = await (await guest().fetch(`/blog/${id}`)).text();
    expect(rootOf(html)).toContain('Kept');
    expect(html).not.toMatch(/onclick|onerror|steal\(\)/);
  });

  it('the community page holds the newest public posts a guest may see, escaped, newest first', async () => {
    // The feed mixes in blogs: the ones earlier tests wrote move back a month, below these posts.
    await env.DB.prepare(
      'update blogs set published_at = published_at - 2592000000, created_at = created_at - 2592000000',
    ).run();
    const author = await signUp({ firstName: 'Tove' });
    await createPost(author, { content: 'Words for friends alone', visibility: 'friends' });
    await createPost(author, { content: 'Words for me alone', visibility: 'private' });
    const older = await createPost(author, { content: 'An older public post', visibility: 'public' });
    await env.DB.prepare('update posts set created_at = ? where id = ?')
      .bind(Date.now() - 3_600_000, older.id)
      .run();
    await createPost(author, {
      content: 'Swam the <b>lake</b> at dawn #Swimming with @tove_x https://example.com/lake',
      visibility: 'public',
    });
    const html = await (await guest().fetch('/community')).text();
    expect(html).not.toContain('Words for friends alone');
    expect(html).not.toContain('Words for me alone');
    const page = rootOf(html);
    expect(page).toContain('Swam the &lt;b&gt;lake&lt;/b&gt; at dawn');
    expect(page).toContain('href="/community/hashtag/swimming"');
    expect(page).toContain('href="/profile/tove_x"');
    expect(page).toContain('href="https://example.com/lake"');
    expect(page.indexOf('Swam the')).toBeLessThan(page.indexOf('An older public post'));
  });

  it('a member in a block with the author gets the generic head and 404 for their blog, profile and post', async () => {
    const author = await signUp({ firstName: 'Wren' });
    const blocked = await signUp({ firstName: 'Blocked' });
    const bystander = await signUp({ firstName: 'Bystander' });
    const id = `blk${crypto.randomUUID().slice(0, 8)}`;
    await blog(author, id);
    const post = await createPost(author, { content: 'Wren walked the ridge at dawn', visibility: 'public' });
    await block(author, blocked);
    for (const path of [`/blog/${id}`, `/profile/${author.profile.username}`, `/post/${post.id}`]) {
      const open = await bystander.fetch(path);
      expect(open.status, path).toBe(200);
      expect(await open.text(), path).toContain('Wren');
      const hidden = await blocked.fetch(path);
      expect(hidden.status, path).toBe(404);
      const html = await hidden.text();
      expect(html, path).not.toContain('Wren');
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("a member's /community is their own feed: whom they muted never shows there", async () => {
    const loud = await signUp({ firstName: 'Loud' });
    const reader = await signUp({ firstName: 'Reader' });
    await createPost(loud, { content: 'Words the reader muted away', visibility: 'public' });
    const mute = await reader.fetch('/api/relationships/mute', { method: 'POST', json: { user_id: loud.profile.id } });
    expect(mute.ok).toBe(true);
    expect(rootOf(await (await guest().fetch('/community')).text())).toContain('Words the reader muted away');
    const asMember = await (await reader.fetch('/community')).text();
    expect(rootOf(asMember)).toContain('<h1');
    expect(asMember).not.toContain('Words the reader muted away');
  });

  it("every page arrives rendered; a guest's hydrates when the browser is idle (or on first use), a member's at once", async () => {
    const member = await signUp({ firstName: 'Starter' });
    const attributes = async (res: Response) => /<div id="root"([^>]*)>/.exec(await res.text())?.[1] ?? '';
    // The footer is in every page's HTML, whoever reads it (its code loads when it comes into view).
    for (const visitor of [guest(), member]) {
      const footer = /<footer data-footer[\s\S]*?<\/footer>/.exec(rootOf(await (await visitor.fetch('/blog')).text()));
      expect(footer?.[0]).toContain('Privacy Policy');
      expect(footer?.[0]).toContain('Get new ideas in your inbox');
    }
    for (const path of ['/', '/activities', '/activity/1', '/community', '/blog', '/auth', '/quiz']) {
      const asGuest = await attributes(await guest().fetch(path));
      expect(asGuest, path).toContain('data-ssr');
      expect(asGuest, path).toContain('data-start="idle"');
      const asMember = await attributes(await member.fetch(path));
      expect(asMember, path).toContain('data-ssr');
      expect(asMember, path).not.toContain('data-start');
    }
  });

  it('the catalogue page holds the first cards of the order the API gives, for what the address asks', async () => {
    for (const query of ['', '?category=Outdoor&sort=rating', '?q=kayak']) {
      const res = await guest().fetch(`/api/activities/search?limit=8${query.replace('?', '&')}`);
      const api = (await res.json()) as { total: number; items: { id: number }[] };
      expect(api.items.length, query).toBeGreaterThan(0);
      const page = rootOf(await (await guest().fetch(`/activities${query}`)).text());
      const ids = [...new Set([...page.matchAll(/href="\/activity\/(\d+)"/g)].map((m) => Number(m[1])))];
      expect(ids.slice(0, api.items.length), query).toEqual(api.items.map((a) => a.id));
    }
  });

  it('private, friends-only and draft blogs say nothing about themselves: 404, as a missing one', async () => {
    const author = await signUp();
    const stranger = await signUp();
    for (const [visibility, status] of [
      ['private', 'published'],
      ['friends', 'published'],
      ['public', 'draft'],
    ]) {
      const id = `hid${crypto.randomUUID().slice(0, 8)}`;
      await blog(author, id, visibility, status);
      // The page: 404 for a guest and a stranger, saying nothing; the author's app shows it.
      for (const visitor of [guest(), stranger]) {
        const hidden = await page(`/blog/${id}`, visitor);
        expect(hidden.status).toBe(404);
        expect(hidden.html).not.toContain(`Blog ${id}`);
        expect(hidden.html).not.toContain('Alps');
        expect(hidden.meta('robots')).toBe('noindex');
        expect(hidden.html).not.toContain('canonical');
        // The page says so in the API's words (the spec's), drawn by the Worker.
        expect(hidden.html).toContain('You don&#x27;t have permission to view this blog');
      }
      const own = await page(`/blog/${id}`, author);
      expect(own.status).toBe(200);
      // Its own page, never for search engines unless published for everyone.
      expect(own.meta('robots')).toBe('noindex');
    }
    const missing = await page('/blog/missingblog1');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Blog not found');
  });

  it('a public profile is a ProfilePage; a private one is generic; an unknown one 404', async () => {
    const open = await signUp({ firstName: 'Noor' });
    const head = await page(`/profile/${open.profile.username.toUpperCase()}`);
    expect(head.canonical).toBe(`${ORIGIN}/profile/${open.profile.username}`);
    expect(head.meta('og:title')).toBe(`Noor (@${open.profile.username})`);
    const [profilePage] = head.jsonLd();
    expect(profilePage).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { alternateName: `@${open.profile.username}` },
    });

    const locked = await signUp({ firstName: 'Quill' });
    await locked.fetch('/api/profile', {
      method: 'PATCH',
      json: { privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' } },
    });
    // The page shows the name (the API's restricted view); the head's cards and JSON-LD say nothing.
    const hidden = await page(`/profile/${locked.profile.username}`);
    expect(hidden.status).toBe(200);
    expect(hidden.meta('robots')).toBe('noindex');
    expect(hidden.meta('og:title')).toBe('Lifelist');
    expect(hidden.head.replace(/<title>[^<]*<\/title>/, '')).not.toContain('Quill');
    expect(hidden.jsonLd()).toEqual([]);
    expect((await page('/profile/nobody_here_xyz')).status).toBe(404);
  });

  it('a public post is a SocialMediaPosting; a removed one is 410, a deleted one 404', async () => {
    const author = await signUp({ firstName: 'Pia' });
    const post = await createPost(author, { content: 'Sunrise on the ridge, worth the 4am start #hiking' });
    const head = await page(`/community/post/${post.id}`);
    expect(head.canonical).toBe(`${ORIGIN}/post/${post.id}`);
    expect(head.meta('description')).toContain('Sunrise on the ridge');
    const [posting] = head.jsonLd();
    expect(posting).toMatchObject({ '@type': 'SocialMediaPosting', author: { name: 'Pia' } });
    expect(head.meta('og:image')).toBeUndefined();

    // A long post's title ends at a word; a post with photos is previewed by its first one.
    const media = (await (await upload(author, PNG, 'ridge.png', 'image/png')).json()) as { url: string; type: string };
    const long = await createPost(author, {
      content: 'Walked the whole Cuillin ridge traverse over two days with a bivouac under extraordinary skies',
      media: [{ ...media, alt: 'The ridge at dawn' }],
    });
    const longHead = await page(`/post/${long.id}`);
    const quoted = /&quot;(.*)&quot;$/.exec(longHead.meta('og:title') ?? '')?.[1] ?? '';
    expect(quoted.endsWith('…')).toBe(true);
    expect('Walked the whole Cuillin ridge traverse over two days with a bivouac under extraordinary skies').toContain(
      quoted.slice(0, -1),
    );
    expect(
      'Walked the whole Cuillin ridge traverse over two days with a bivouac under extraordinary skies'.split(' '),
    ).toContain(quoted.slice(0, -1).split(' ').at(-1));
    expect(longHead.meta('og:image')).toBe(`${ORIGIN}${media.url}`);
    expect(longHead.meta('og:image:alt')).toBe('The ridge at dawn');

    const friends = await createPost(author, { content: 'Only for friends', visibility: 'friends' });
    const hidden = await page(`/post/${friends.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.meta('robots')).toBe('noindex');
    expect(hidden.html).not.toContain('Only for friends');
    expect(hidden.html).toContain('Post Not Found');
    expect(hidden.html).toContain('Back to Community');
    // As a post that never existed, to anyone who may not see it; its author's app shows it.
    expect((await guest().fetch(`/post/${friends.id}`)).status).toBe(404);
    expect((await (await signUp()).fetch(`/community/post/${friends.id}`)).status).toBe(404);
    expect((await author.fetch(`/post/${friends.id}`)).status).toBe(200);

    const moderator = await signUp();
    await env.DB.batch([
      env.DB.prepare("update posts set visibility = 'private' where id = ?").bind(post.id),
      env.DB.prepare(
        "insert into moderation_actions (id, action_type, reason, target_user_id, post_id, moderator_user_id) values (?, 'post_removal', 'spam', ?, ?, ?)",
      ).bind(crypto.randomUUID(), author.profile.id, post.id, moderator.profile.id),
    ]);
    const removed = await page(`/post/${post.id}`);
    expect(removed.status).toBe(410);
    expect(removed.meta('robots')).toBe('noindex');
    expect(removed.html).not.toContain('Sunrise on the ridge');
    // The API says so too, in the same words as for a missing post.
    const api = await guest().fetch(`/api/community/posts/${post.id}`);
    expect(api.status).toBe(410);
    expect(await api.json()).toMatchObject({
      error: "The post you're looking for doesn't exist or has been removed.",
    });
    expect((await page('/post/nosuchpost1')).status).toBe(404);
  });

  it('the index pages and a hashtag page are CollectionPages with breadcrumbs', async () => {
    for (const path of ['/activities', '/community', '/blog'] as const) {
      const head = await page(path);
      expect(head.jsonLd().map((o) => o['@type'])).toEqual(['CollectionPage', 'BreadcrumbList']);
      expect(head.canonical).toBe(`${ORIGIN}${path}`);
    }
    const tag = await page('/community/hashtag/Hiking');
    expect(tag.meta('og:title')).toBe('#hiking');
    expect(tag.canonical).toBe(`${ORIGIN}/community/hashtag/hiking`);
    // Its link preview is a card of its own.
    expect(tag.image()).toMatch(/^\/og\/hashtag\/hiking\.png\?v=/);
    const drawn = await guest().fetch(tag.image() ?? '');
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/png');
    tag.jsonLd();
  });

  it('a custom idea shared with everyone has its head; a private one is 404, as in the API', async () => {
    const owner = await signUp();
    const made = async (privacy: string) => {
      const body = new FormData();
      body.append('title', `Row across Loch ${privacy}`);
      body.append('description', 'The whole length, in one day, with a support boat.');
      body.append('categories', 'Fitness');
      body.append('privacy', privacy);
      const res = await owner.fetch('/api/activities/custom', { method: 'POST', body });
      expect(res.status).toBe(201);
      return ((await res.json()) as { activity: { id: string } }).activity.id;
    };
    const open = await page(`/activity/custom/${await made('public')}`);
    expect(open.meta('og:title')).toBe('Row across Loch public');
    // A member's own idea: never for search engines, whatever its privacy.
    expect(open.meta('robots')).toBe('noindex');
    expect(open.jsonLd().map((o) => o['@type'])).toEqual(['Thing', 'BreadcrumbList']);
    const privateId = await made('private');
    const hidden = await page(`/activity/custom/${privateId}`);
    expect(hidden.status).toBe(404);
    expect(hidden.meta('robots')).toBe('noindex');
    expect(hidden.html).not.toContain('Loch');
    // Its page: 200 with the idea for its owner, who sees it; 404 for anyone else.
    const mine = await owner.fetch(`/activity/custom/${privateId}`);
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain('Row across Loch private');
    const other = await signUp();
    expect((await other.fetch(`/activity/custom/${privateId}`)).status).toBe(404);
    expect((await guest().fetch(`/activity/custom/${privateId}`)).status).toBe(404);

    // The owner's shared list: the public idea only.
    const list = await page(`/profile/${owner.profile.username}/list`);
    expect(list.meta('og:title')).toBe(`${owner.profile.firstName}&#39;s list`);
    const [items] = list.jsonLd() as [{ itemListElement: { name: string }[] }];
    expect(items.itemListElement.map((i) => i.name)).toEqual(['Row across Loch public']);
    expect((await page('/profile/nobody_here_xyz/list')).status).toBe(404);
  });

  it('a published static page has its head and text at its own address; others are the app or 404', async () => {
    const content = JSON.stringify([
      { type: 'header', level: 1, text: 'Our terms' },
      { type: 'paragraph', text: 'You keep what you <b>write</b> &amp; share.<script>alert(1)</script>' },
      { type: 'list', ordered: false, items: ['Be kind', 'Be honest'] },
    ]);
    await env.DB.batch([
      env.DB.prepare(
        `insert into static_pages (id, title, slug, status, content, meta_description, meta_keywords, published_at)
         values ('sp1', 'Terms of Service', 'legal/terms-of-use', 'published', ?, 'The rules of Lifelist.', '["terms"]', ?)`,
      ).bind(content, Date.now()),
      env.DB.prepare(
        `insert into static_pages (id, title, slug, status, content) values ('sp2', 'Draft page', 'draft-page', 'draft', ?)`,
      ).bind(content),
      env.DB.prepare(
        `insert into static_pages (id, title, slug, status, content) values ('sp3', 'Walks', 'community/sketch-walks', 'published', '[]')`,
      ),
    ]);
    const head = await page('/legal/terms-of-use');
    expect(head.status).toBe(200);
    expect(head.title).toBe('Terms of Service | Lifelist');
    expect(head.meta('description')).toBe('The rules of Lifelist.');
    expect(head.canonical).toBe(`${ORIGIN}/legal/terms-of-use`);
    expect(head.meta('robots')).toBeUndefined();
    const body = rootOf(head.html);
    expect(body).toMatch(/<h1[^>]*>Terms of Service<\/h1>/);
    expect(body).toContain('You keep what you <strong>write</strong> &amp; share.');
    expect(body).toContain('Be kind</li>');
    // Sanitised on the way out too: a row written around the editor puts no script on the page.
    expect(body).not.toMatch(/<script|alert\(1\)/);
    expect(head.jsonLd().map((o) => o['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
    expect(head.meta('og:url')).toBe(`${ORIGIN}/legal/terms-of-use`);
    expect(head.meta('keywords')).toBe('terms');

    const moved = await guest().fetch('/Legal/Terms-Of-Use', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location') ?? '', ORIGIN).pathname).toBe('/legal/terms-of-use');
    const slashed = await guest().fetch('/Legal/Terms-Of-Use/');
    expect(slashed.status).toBe(200);
    expect(new URL(slashed.url).pathname).toBe('/legal/terms-of-use');
    expect((await page('/community/sketch-walks')).meta('og:title')).toBe('Walks');
    for (const path of ['/draft-page', '/no-such-page', '/%E0%A4%A']) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(missing.meta('robots'), path).toBe('noindex');
    }
    // App screens have no head of their own; the app renders them.
    for (const path of ['/auth', '/community/search']) {
      const screen = await page(path);
      expect(screen.status, path).toBe(200);
      expect(screen.canonical, path).toBeUndefined();
      expect(screen.jsonLd(), path).toEqual([]);
    }
  });

  it('writes JSON-LD and meta no text can break out of', () => {
    const { tags } = headOf([
      {
        meta: [
          { 'script:ld+json': { '@type': 'Thing', name: '</script><script>alert(1)</script>' } },
          { property: 'og:title', content: '"><script>alert(1)</script>' },
        ],
        links: [{ rel: 'canonical', href: '"><script>alert(2)</script>' }],
      },
    ]);
    expect(tags).not.toContain('<script>alert');
    expect(tags).toContain('\\u003c/script>');
  });
});

describe('link-preview cards', () => {
  const png = async (path: string) => {
    const res = await guest().fetch(path);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const view = new DataView(bytes.buffer);
    return { res, bytes, width: view.getUint32(16), height: view.getUint32(20) };
  };

  it('draws a 1200x630 PNG for a public page and keeps it in R2 under its version, briefly anywhere else', async () => {
    const author = await signUp({ firstName: 'Rhea' });
    const url = (await page(`/profile/${author.profile.username}`)).image() as string;
    const first = await png(url);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('image/png');
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=300');
    // Its own policy, stricter than the pages'.
    expect(first.res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect([...first.bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([first.width, first.height]).toEqual([1200, 630]);
    const version = new URL(url, ORIGIN).searchParams.get('v');
    expect(await env.MEDIA.head(`og/profile/${author.profile.username}/${version}.png`)).not.toBeNull();
    const again = await png(url);
    expect(again.bytes).toEqual(first.bytes);
    // Only /og serves it: it checks the page on every request, /media would not.
    expect((await guest().fetch(`/media/og/profile/${author.profile.username}/${version}.png`)).status).toBe(404);
    // A new version (the member renamed themselves) replaces the old one in R2.
    await db().update(profiles).set({ firstName: 'Rheanna' }).where(eq(profiles.id, author.profile.id));
    const renamed = (await page(`/profile/${author.profile.username}`)).image() as string;
    const next = new URL(renamed, ORIGIN).searchParams.get('v');
    expect(next).not.toBe(version);
    expect((await png(renamed)).res.status).toBe(200);
    const kept = await env.MEDIA.list({ prefix: `og/profile/${author.profile.username}/` });
    expect(kept.objects.map((o) => o.key)).toEqual([`og/profile/${author.profile.username}/${next}.png`]);
  });

  it("an activity's card is drawn over its own illustration; one with a picture set keeps the plain card", async () => {
    // The card the catalogue's row makes (the page's head builds it from the API's answer).
    const cardOf = async (id: number) => {
      const [row] = (await env.DB.prepare('select * from activities where id = ?').bind(id).all()).results as {
        title: string;
        display_title: string | null;
        image_url: string | null;
        category_tags: string;
        indoor_outdoor: string | null;
      }[];
      return activityCard({
        id,
        title: row?.title as string,
        displayTitle: row?.display_title ?? null,
        imageUrl: row?.image_url ?? null,
        categoryTags: JSON.parse(row?.category_tags ?? '[]') as string[],
        indoorOutdoor: row?.indoor_outdoor,
      });
    };
    const card = await cardOf(1);
    expect(card.picture).toMatch(/^\/media\/art\/activity\/1\.svg\?v=/);
    const input = await activityArtInput(db(), 1);
    const art = activityArt(input as ArtInput);
    const served = await png((await page('/activity/1')).image() as string);
    expect(served.res.status).toBe(200);
    // The file is the card drawn over the picture the activity's page shows.
    expect(served.bytes).toEqual(await renderCard(card, art));
    const over = drawCard(card, art);
    const plain = drawCard(card);
    const alone = new Raster(1200, 630);
    drawSvg(alone, art, [1.5, 0, 0, 1.5, 0, -60]);
    // In the top right corner the shade is light: the card there is the picture, a little darker.
    const px = (r: Raster, x: number, y: number) => [...r.pixels.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    for (const [x, y] of [
      [1190, 10],
      [1150, 600],
    ] as const) {
      const a = px(alone, x, y);
      const o = px(over, x, y);
      for (let k = 0; k < 3; k++) {
        expect(o[k]).toBeLessThanOrEqual((a[k] as number) + 1);
        expect(o[k]).toBeGreaterThanOrEqual((a[k] as number) * 0.85 - 2);
      }
    }
    expect(over.pixels).not.toEqual(plain.pixels);

    await env.DB.prepare("update activities set image_url = '/media/activities/own.jpg' where id = 2").run();
    // The page names the plain card, and that is the card served.
    const own = await cardOf(2);
    expect(own.picture).toBeUndefined();
    const plain2 = await png((await page('/activity/2')).image() as string);
    expect(plain2.res.status).toBe(200);
    expect(plain2.bytes).toEqual(await renderCard(own));
    await env.DB.prepare('update activities set image_url = null where id = 2').run();
  });

  it('has no card for what a guest may not see, or what does not exist', async () => {
    const author = await signUp();
    const id = `ogh${crypto.randomUUID().slice(0, 8)}`;
    await blog(author, id, 'friends');
    for (const path of [
      `/og/blog/${id}.png`,
      '/og/blog/nosuchblog1.png',
      '/og/activity/999999999.png',
      '/og/nothing/1.png',
    ]) {
      expect((await guest().fetch(path)).status, path).toBe(404);
    }
  });

  it('outlives no privacy: a profile turned private, a blog turned draft or deleted, a deleted account', async () => {
    const author = await signUp({ firstName: 'Noor' });
    const username = author.profile.username;
    const profileCard = (await page(`/profile/${username}`)).image() as string;
    const ids = [`ogp${crypto.randomUUID().slice(0, 8)}`, `ogq${crypto.randomUUID().slice(0, 8)}`];
    for (const id of ids) await blog(author, id, 'public');
    const blogCards = await Promise.all(ids.map(async (id) => (await page(`/blog/${id}`)).image() as string));
    for (const url of [profileCard, ...blogCards]) expect((await guest().fetch(url)).status, url).toBe(200);
    const stored = async (prefix: string) => (await env.MEDIA.list({ prefix })).objects.length;
    expect(await stored(`og/profile/${username}/`)).toBe(1);

    // A draft: its card is gone at once, and from R2.
    const [draft, removed] = ids as [string, string];
    expect((await author.fetch(`/api/blogs/${draft}`, { method: 'PUT', json: { status: 'draft' } })).status).toBe(200);
    expect((await guest().fetch(blogCards[0] as string)).status).toBe(404);
    expect(await stored(`og/blog/${draft}/`)).toBe(0);
    // Deleted.
    expect((await author.fetch(`/api/blogs/${removed}`, { method: 'DELETE' })).status).toBe(200);
    expect((await guest().fetch(blogCards[1] as string)).status).toBe(404);
    expect(await stored(`og/blog/${removed}/`)).toBe(0);

    // The profile turned private.
    const locked = await author.fetch('/api/profile', {
      method: 'PATCH',
      json: { privacySettings: { ...author.profile.privacySettings, profile_visibility: 'private' } },
    });
    expect(locked.status).toBe(200);
    expect((await guest().fetch(profileCard)).status).toBe(404);
    expect(await stored(`og/profile/${username}/`)).toBe(0);
    await author.fetch('/api/profile', {
      method: 'PATCH',
      json: { privacySettings: { ...author.profile.privacySettings, profile_visibility: 'public' } },
    });
    expect((await guest().fetch(profileCard)).status).toBe(200);

    // The whole account deleted.
    expect(
      (await author.fetch('/api/account/delete', { method: 'POST', json: { password: author.password } })).status,
    ).toBe(200);
    expect((await guest().fetch(profileCard)).status).toBe(404);
    expect(await stored(`og/profile/${username}/`)).toBe(0);
  });
});
