import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';
import { loadCatalogue } from './catalogue-fixture';
import { guest, type Member, signUp } from './helpers';

beforeAll(async () => {
  await loadCatalogue();
});

const text = async (path: string) => {
  const res = await guest().fetch(path);
  return { res, body: await res.text() };
};
const blog = (author: Member, id: string, visibility = 'public', status = 'published') =>
  env.DB.prepare(
    `insert into blogs (id, user_id, title, content, status, visibility, published_at) values (?, ?, ?, '<p>Text</p>', ?, ?, ?)`,
  )
    .bind(id, author.profile.id, `Blog ${id}`, status, visibility, Date.now())
    .run();
const makePrivate = (m: Member) =>
  m.fetch('/api/profile', {
    method: 'PATCH',
    json: { privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' } },
  });

describe('robots.txt and the sitemaps', () => {
  it('robots.txt names the sitemap and keeps crawlers out of private areas', async () => {
    const { res, body } = await text('/robots.txt');
    expect(res.status).toBe(200);
    expect(body).toContain('Sitemap: http://localhost/sitemap.xml');
    for (const path of ['/admin', '/messages', '/notifications', '/profile/edit', '/settings', '/api/']) {
      expect(body).toContain(`Disallow: ${path}\n`);
    }
  });

  it('is an index of paged child sitemaps with lastmod, cached', async () => {
    const { res, body } = await text('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const name of ['pages', 'activities-1', 'blogs-1', 'profiles-1']) {
      expect(body).toContain(`<loc>http://localhost/sitemaps/${name}.xml</loc>`);
    }
    expect(body).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
  });

  it('lists every activity, and only public blogs and profiles', async () => {
    const open = await signUp();
    const locked = await signUp();
    await makePrivate(locked);
    const id = crypto.randomUUID();
    await blog(open, `${id}-public`);
    await blog(open, `${id}-friends`, 'friends');
    await blog(open, `${id}-draft`, 'public', 'draft');
    await blog(locked, `${id}-locked`);

    const activities = (await text('/sitemaps/activities-1.xml')).body;
    const [{ n }] = (await env.DB.prepare('select count(*) as n from activities').all<{ n: number }>()).results as [
      { n: number },
    ];
    expect(activities.match(/<url>/g)?.length).toBe(n);
    expect(activities).toMatch(/<loc>http:\/\/localhost\/activity\/\d+<\/loc><lastmod>/);

    const blogs = (await text('/sitemaps/blogs-1.xml')).body;
    expect(blogs).toContain(`/blog/${id}-public</loc>`);
    for (const hidden of ['friends', 'draft', 'locked']) expect(blogs).not.toContain(`${id}-${hidden}`);

    const profiles = (await text('/sitemaps/profiles-1.xml')).body;
    expect(profiles).toContain(`/profile/${open.profile.username}</loc>`);
    expect(profiles).not.toContain(`/profile/${locked.profile.username}<`);

    const pages = (await text('/sitemaps/pages.xml')).body;
    expect(pages).toContain('<loc>http://localhost/activities</loc>');
  });

  it('answers 404 past the last page and for names it does not know', async () => {
    for (const path of [
      '/sitemaps/activities-2.xml',
      '/sitemaps/secrets.xml',
      '/sitemaps/pages-2.xml',
      '/sitemaps/blogs-0.xml',
    ]) {
      expect((await guest().fetch(path)).status, path).toBe(404);
    }
  });
});
