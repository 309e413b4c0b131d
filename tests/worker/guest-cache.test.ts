import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogue-fixture';
import { actor, guest, type Member, signUp } from './helpers';

let admin: Member;
beforeAll(async () => {
  await loadCatalogue();
  admin = await actor('admin');
});

const someActivity = async () =>
  (
    (await env.DB.prepare('select id from activities order by id desc limit 1').all()).results[0] as {
      id: number;
    }
  ).id;

describe('answers the same for every guest, from the edge cache', () => {
  it('keeps an activity for guests, never for members, and drops it when an admin deletes it', async () => {
    const id = await someActivity();
    const first = await guest().fetch(`/api/activities/${id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const again = await guest().fetch(`/api/activities/${id}`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.json()).toEqual(await first.json());

    const member = await signUp();
    const theirs = await member.fetch(`/api/activities/${id}`);
    expect(theirs.headers.get('x-cache')).toBeNull();
    expect(theirs.headers.get('cache-control')).toBe('no-store');

    expect((await admin.fetch(`/api/admin/activities/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await guest().fetch(`/api/activities/${id}`)).status).toBe(404);
  });

  it('keeps browsing pages but never a search that is counted', async () => {
    const browse = '/api/activities/search?sort=popularity&offset=24';
    expect((await guest().fetch(browse)).status).toBe(200);
    expect((await guest().fetch(browse)).headers.get('x-cache')).toBe('HIT');
    for (let i = 0; i < 2; i++) {
      const searched = await guest().fetch('/api/activities/search?q=kayak');
      expect(searched.headers.get('x-search-event')).toBeTruthy();
      expect(searched.headers.get('x-cache')).toBeNull();
    }
  });

  it('drops a static page when it is edited, and the blog list when a blog is published', async () => {
    const slug = `cached-${crypto.randomUUID().slice(0, 8)}`;
    const created = await admin.fetch('/api/admin/pages', {
      method: 'POST',
      json: { title: 'Cached page', slug, content: 'First words', status: 'published' },
    });
    const { page } = (await created.json()) as { page: { id: string } };
    const read = () => guest().fetch(`/api/pages/by-slug?slug=${encodeURIComponent(slug)}`);
    await read();
    expect((await read()).headers.get('x-cache')).toBe('HIT');
    await admin.fetch(`/api/admin/pages/${page.id}`, {
      method: 'PUT',
      json: { title: 'Cached page', slug, content: 'Second words', status: 'published' },
    });
    const fresh = await read();
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(JSON.stringify(await fresh.json())).toContain('Second words');

    const list = () => guest().fetch('/api/blogs?sort=date&dir=desc&offset=0');
    await list();
    expect((await list()).headers.get('x-cache')).toBe('HIT');
    const author = await signUp();
    const title = `Fresh ${crypto.randomUUID().slice(0, 8)}`;
    const made = await author.fetch('/api/blogs', {
      method: 'POST',
      json: { title, content: '<p>Words enough for a blog post here.</p>', status: 'published', visibility: 'public' },
    });
    expect(made.status).toBe(201);
    expect(JSON.stringify(await (await list()).json())).toContain(title);
  });

  it('keeps one copy per answer: extra parameters and their order do not escape a purge', async () => {
    const browse = (query: string) => guest().fetch(`/api/activities/search?${query}`);
    expect((await browse('sort=rating&offset=48&utm_source=newsletter')).headers.get('x-cache')).toBe('MISS');
    expect((await browse('offset=48&sort=rating')).headers.get('x-cache')).toBe('HIT');
    expect((await browse('sort=rating&offset=48&fbclid=abc')).headers.get('x-cache')).toBe('HIT');

    // The blog list's purge names the address without the extra parameters: it still reaches them.
    const list = (query: string) => guest().fetch(`/api/blogs?${query}`);
    await list('sort=views&dir=asc&offset=0&utm_campaign=spring');
    expect((await list('offset=0&dir=asc&sort=views&ref=x')).headers.get('x-cache')).toBe('HIT');
    const author = await signUp();
    const made = await author.fetch('/api/blogs', {
      method: 'POST',
      json: {
        title: `Purged ${crypto.randomUUID().slice(0, 8)}`,
        content: '<p>Words enough for a blog post here.</p>',
        status: 'published',
        visibility: 'public',
      },
    });
    expect(made.status).toBe(201);
    expect((await list('sort=views&dir=asc&offset=0&utm_campaign=spring')).headers.get('x-cache')).toBe('MISS');
  });
});
