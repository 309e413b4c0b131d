import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';
import { profiles } from '../../worker/db/schema';
import { type ArtInput, activityArt } from '../../worker/features/art/drawing';
import { activityArtInput } from '../../worker/features/art/service';
import { type Card, drawCard, renderCard } from '../../worker/features/seo/cards/card';
import { Raster } from '../../worker/features/seo/cards/raster';
import { drawSvg } from '../../worker/features/seo/cards/svg';
import { headTags, type PageHead } from '../../worker/features/seo/head';
import {
  activityHead,
  blogHead,
  customActivityHead,
  hashtagHead,
  listHead,
  postHead,
  profileHead,
  sharedListHead,
  staticPageHead,
} from '../../worker/features/seo/pages';
import { loadCatalogue } from './catalogue-fixture';
import { block, createPost, PNG, upload } from './community-fixture';
import { db, guest, type Member, signUp } from './helpers';

const ORIGIN = 'https://lifelist.example';

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

/** Parses the JSON-LD out of the rendered tags and checks each object against its type's needs. */
function jsonLd(head: PageHead) {
  const html = headTags(ORIGIN, head);
  const objects = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
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

/** The app's markup inside #root, as the Worker rendered it. */
const rootOf = (html: string) =>
  /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json" id="app-state">/.exec(html)?.[1] ?? '';
const rendered = async (res: Response) => rootOf(await res.text());

const meta = (head: PageHead, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(headTags(ORIGIN, head))?.[1];

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
    const head = await activityHead(db(), ORIGIN, row?.id as number);
    expect(head.title).toBe(row?.display_title || row?.title);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description).not.toMatch(/\s…$/);
    expect(head.noindex).toBeUndefined();
    expect(headTags(ORIGIN, head)).toContain(`<link rel="canonical" href="${ORIGIN}/activity/${row?.id}">`);
    expect(meta(head, 'og:title')).toBe(head.title.replaceAll('&', '&amp;').replaceAll("'", '&#39;'));
    const [thing, crumbs] = jsonLd(head);
    expect(thing?.['@type']).toBe('Thing');
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    expect((await activityHead(db(), ORIGIN, 999_999_999)).status).toBe(404);
  });

  it('a public blog: BlogPosting with author and dates, its card as the preview image', async () => {
    const author = await signUp({ firstName: 'Ines' });
    const id = `blog${crypto.randomUUID().slice(0, 8)}`;
    await blog(author, id);
    const head = await blogHead(db(), ORIGIN, id);
    expect(head).toMatchObject({
      title: `Blog ${id}`,
      description: 'How we crossed the Alps on foot',
      type: 'article',
    });
    expect(meta(head, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/og/blog/${id}\\.png\\?v=[0-9a-f]{12}$`));
    expect(meta(head, 'og:image:width')).toBe('1200');
    expect(meta(head, 'og:image:height')).toBe('630');
    expect(meta(head, 'og:image:alt')).toBe(`Blog: Blog ${id}`);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    const [posting] = jsonLd(head);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      author: { name: 'Ines', url: `${ORIGIN}/profile/${author.profile.username}` },
    });
    // The page arrives rendered: the cover, title, subtitle, author and the whole text.
    const page = await rendered(await guest().fetch(`/blog/${id}`));
    expect(page).toContain('src="/media/blog-covers/c.jpg"');
    expect(page).toMatch(new RegExp(`<h1[^>]*>Blog ${id}</h1>`));
    expect(page).toContain('How we crossed the Alps on foot');
    expect(page).toContain(`href="/profile/${author.profile.username}"`);
    expect(page).toContain('Secret words inside');
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

  it("every page arrives rendered; a guest's hydrates on first use, a member's at once", async () => {
    const member = await signUp({ firstName: 'Starter' });
    const attributes = async (res: Response) => /<div id="root"([^>]*)>/.exec(await res.text())?.[1] ?? '';
    for (const path of ['/', '/activities', '/activity/1', '/community', '/blog', '/auth', '/quiz']) {
      const asGuest = await attributes(await guest().fetch(path));
      expect(asGuest, path).toContain('data-ssr');
      expect(asGuest, path).toContain('data-start="on-use"');
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
      const head = await blogHead(db(), ORIGIN, id);
      expect(head).toMatchObject({ noindex: true, status: 404, title: 'Lifelist' });
      // The page: 404 for a guest and a stranger, but the author's app shows it.
      expect((await guest().fetch(`/blog/${id}`)).status).toBe(404);
      expect((await stranger.fetch(`/blog/${id}`)).status).toBe(404);
      expect((await author.fetch(`/blog/${id}`)).status).toBe(200);
      const html = headTags(ORIGIN, head) + (await (await stranger.fetch(`/blog/${id}`)).text());
      expect(html).not.toContain(`Blog ${id}`);
      expect(html).not.toContain('Alps');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('canonical');
    }
    expect((await blogHead(db(), ORIGIN, 'missingblog1')).status).toBe(404);
  });

  it('a public profile is a ProfilePage; a private one is generic; an unknown one 404', async () => {
    const open = await signUp({ firstName: 'Noor' });
    const head = await profileHead(db(), ORIGIN, open.profile.username.toUpperCase());
    expect(head.path).toBe(`/profile/${open.profile.username}`);
    expect(head.title).toBe(`Noor (@${open.profile.username})`);
    const [page] = jsonLd(head);
    expect(page).toMatchObject({ '@type': 'ProfilePage', mainEntity: { alternateName: `@${open.profile.username}` } });

    const locked = await signUp({ firstName: 'Quill' });
    await locked.fetch('/api/profile', {
      method: 'PATCH',
      json: { privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' } },
    });
    const hidden = await profileHead(db(), ORIGIN, locked.profile.username);
    expect(hidden).toMatchObject({ noindex: true, status: 200 });
    expect(headTags(ORIGIN, hidden)).not.toContain('Quill');
    expect((await profileHead(db(), ORIGIN, 'nobody_here_xyz')).status).toBe(404);
  });

  it('a public post is a SocialMediaPosting; a removed one is 410, a deleted one 404', async () => {
    const author = await signUp({ firstName: 'Pia' });
    const post = await createPost(author, { content: 'Sunrise on the ridge, worth the 4am start #hiking' });
    const head = await postHead(db(), ORIGIN, post.id, `/community/post/${post.id}`);
    expect(head.path).toBe(`/post/${post.id}`);
    expect(head.description).toContain('Sunrise on the ridge');
    const [posting] = jsonLd(head);
    expect(posting).toMatchObject({ '@type': 'SocialMediaPosting', author: { name: 'Pia' } });
    expect(head.image).toBeUndefined();

    // A long post's title ends at a word; a post with photos is previewed by its first one.
    const media = (await (await upload(author, PNG, 'ridge.png', 'image/png')).json()) as { url: string; type: string };
    const long = await createPost(author, {
      content: 'Walked the whole Cuillin ridge traverse over two days with a bivouac under extraordinary skies',
      media: [{ ...media, alt: 'The ridge at dawn' }],
    });
    const longHead = await postHead(db(), ORIGIN, long.id, `/post/${long.id}`);
    const quoted = /"(.*)"$/.exec(longHead.title)?.[1] ?? '';
    expect(quoted.endsWith('…')).toBe(true);
    expect('Walked the whole Cuillin ridge traverse over two days with a bivouac under extraordinary skies').toContain(
      quoted.slice(0, -1),
    );
    expect(
      'Walked the whole Cuillin ridge traverse over two days with a bivouac under extraordinary skies'.split(' '),
    ).toContain(quoted.slice(0, -1).split(' ').at(-1));
    expect(longHead.image).toEqual({ url: media.url, alt: 'The ridge at dawn' });
    expect(headTags(ORIGIN, longHead)).toContain(`<meta property="og:image" content="${ORIGIN}${media.url}">`);

    const friends = await createPost(author, { content: 'Only for friends', visibility: 'friends' });
    const hidden = await postHead(db(), ORIGIN, friends.id, `/post/${friends.id}`);
    expect(hidden).toMatchObject({ noindex: true, status: 404 });
    expect(headTags(ORIGIN, hidden)).not.toContain('Only for friends');
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
    expect((await postHead(db(), ORIGIN, post.id, `/post/${post.id}`)).status).toBe(410);
    expect((await postHead(db(), ORIGIN, 'nosuchpost1', '/post/nosuchpost1')).status).toBe(404);
  });

  it('the index pages and a hashtag page are CollectionPages with breadcrumbs', async () => {
    for (const path of ['/activities', '/community', '/blog'] as const) {
      const head = listHead(ORIGIN, path);
      expect(jsonLd(head).map((o) => o['@type'])).toEqual(['CollectionPage', 'BreadcrumbList']);
    }
    const tag = await hashtagHead(ORIGIN, 'Hiking');
    expect(tag).toMatchObject({ title: '#hiking', path: '/community/hashtag/hiking' });
    // Its link preview is a card of its own.
    expect(tag.image?.url).toMatch(/^\/og\/hashtag\/hiking\.png\?v=/);
    const drawn = await guest().fetch(tag.image?.url ?? '');
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/png');
    jsonLd(tag);
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
    const open = await customActivityHead(db(), ORIGIN, await made('public'));
    expect(open).toMatchObject({ title: 'Row across Loch public' });
    expect(jsonLd(open).map((o) => o['@type'])).toEqual(['Thing', 'BreadcrumbList']);
    const privateId = await made('private');
    const hidden = await customActivityHead(db(), ORIGIN, privateId);
    expect(hidden).toMatchObject({ status: 404, noindex: true });
    expect(headTags(ORIGIN, hidden)).not.toContain('Loch');
    // Its page: 200 with the idea for its owner, who sees it; 404 for anyone else.
    const mine = await owner.fetch(`/activity/custom/${privateId}`);
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain('Row across Loch private');
    const other = await signUp();
    expect((await other.fetch(`/activity/custom/${privateId}`)).status).toBe(404);
    expect((await guest().fetch(`/activity/custom/${privateId}`)).status).toBe(404);

    // The owner's shared list: the public idea only.
    const list = await sharedListHead(db(), ORIGIN, owner.profile.username);
    expect(list.title).toBe(`${owner.profile.firstName}'s list`);
    const [items] = jsonLd(list) as [{ itemListElement: { name: string }[] }];
    expect(items.itemListElement.map((i) => i.name)).toEqual(['Row across Loch public']);
    expect((await sharedListHead(db(), ORIGIN, 'nobody_here_xyz')).status).toBe(404);
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
    const head = await staticPageHead(db(), ORIGIN, '/legal/terms-of-use');
    if (!head || 'redirect' in head) throw new Error('expected a head');
    expect(head).toMatchObject({
      title: 'Terms of Service',
      description: 'The rules of Lifelist.',
      path: '/legal/terms-of-use',
    });
    expect(head.noindex).toBeUndefined();
    const page = await rendered(await guest().fetch('/legal/terms-of-use'));
    expect(page).toMatch(/<h1[^>]*>Terms of Service<\/h1>/);
    expect(page).toContain('You keep what you <strong>write</strong> &amp; share.');
    expect(page).toContain('Be kind</li>');
    // Sanitised on the way out too: a row written around the editor puts no script on the page.
    expect(page).not.toMatch(/<script|alert\(1\)/);
    expect(jsonLd(head).map((o) => o['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
    expect(meta(head, 'og:url')).toBe(`${ORIGIN}/legal/terms-of-use`);

    expect(await staticPageHead(db(), ORIGIN, '/Legal/Terms-Of-Use/')).toEqual({ redirect: '/legal/terms-of-use' });
    expect(await staticPageHead(db(), ORIGIN, '/community/sketch-walks')).toMatchObject({ title: 'Walks' });
    for (const path of ['/draft-page', '/no-such-page', '/%E0%A4%A']) {
      expect(await staticPageHead(db(), ORIGIN, path), path).toMatchObject({ status: 404, noindex: true });
    }
    // App screens have no head of their own; the app renders them.
    for (const path of ['/auth', '/messages/abc', '/admin/users', '/community/search']) {
      expect(await staticPageHead(db(), ORIGIN, path), path).toBeNull();
    }
  });

  it('writes JSON-LD no text can break out of', () => {
    const head: PageHead = {
      title: 'x',
      description: 'y',
      path: '/',
      jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>', url: 'u', description: 'd' }],
    };
    expect(headTags(ORIGIN, head)).not.toContain('</script><script>');
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
    const head = await profileHead(db(), ORIGIN, author.profile.username);
    const url = head.image?.url as string;
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
    const renamed = (await profileHead(db(), ORIGIN, author.profile.username)).image?.url as string;
    const next = new URL(renamed, ORIGIN).searchParams.get('v');
    expect(next).not.toBe(version);
    expect((await png(renamed)).res.status).toBe(200);
    const kept = await env.MEDIA.list({ prefix: `og/profile/${author.profile.username}/` });
    expect(kept.objects.map((o) => o.key)).toEqual([`og/profile/${author.profile.username}/${next}.png`]);
  });

  it("an activity's card is drawn over its own illustration; one with a picture set keeps the plain card", async () => {
    const head = await activityHead(db(), ORIGIN, 1);
    const card = head.card as Card;
    expect(card.picture).toMatch(/^\/media\/art\/activity\/1\.svg\?v=/);
    const input = await activityArtInput(db(), 1);
    const art = activityArt(input as ArtInput);
    const served = await png(head.image?.url as string);
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
    expect((await activityHead(db(), ORIGIN, 2)).card?.picture).toBeUndefined();
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
    const profileCard = (await profileHead(db(), ORIGIN, username)).image?.url as string;
    const ids = [`ogp${crypto.randomUUID().slice(0, 8)}`, `ogq${crypto.randomUUID().slice(0, 8)}`];
    for (const id of ids) await blog(author, id, 'public');
    const blogCards = await Promise.all(ids.map(async (id) => (await blogHead(db(), ORIGIN, id)).image?.url as string));
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
