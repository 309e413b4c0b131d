import { sql } from 'drizzle-orm';
import { escapeHtml } from '../../contracts/html';
import type { Db } from '../../db/client';
import { SITEMAP_PAGE } from '../../lib/public-copies';

/** The app's own pages that are the same for everyone and worth finding. */
const FIXED_PATHS = ['/', '/activities', '/community', '/blog', '/quiz', '/contact'];

export const SITEMAP_KINDS = ['pages', 'activities', 'blogs', 'profiles'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

type Entry = { path: string; lastmod: number | null };

const day = (ms: number | null) => (ms ? new Date(ms).toISOString().slice(0, 10) : null);

/** Public, published blogs by members whose profile is not locked. */
const PUBLIC_BLOGS = sql`from blogs b join profiles p on p.id = b.user_id
  where b.status = 'published' and b.visibility = 'public' and p.is_banned = 0
    and json_extract(p.privacy_settings, '$.profile_visibility') = 'public'`;
/** Profiles open to everyone. */
const PUBLIC_PROFILES = sql`from profiles p where p.is_banned = 0
  and json_extract(p.privacy_settings, '$.profile_visibility') = 'public'`;

/** How many child sitemaps each kind needs, with the newest change in each kind. */
export async function sitemapIndex(db: Db) {
  const [row] = await db.all<{
    activities: number;
    activitiesAt: number | null;
    blogs: number;
    blogsAt: number | null;
    profiles: number;
    profilesAt: number | null;
    pagesAt: number | null;
  }>(sql`select
    (select count(*) from activities) as activities,
    (select max(updated_at) from activities) as activitiesAt,
    (select count(*) ${PUBLIC_BLOGS}) as blogs,
    (select max(b.updated_at) ${PUBLIC_BLOGS}) as blogsAt,
    (select count(*) ${PUBLIC_PROFILES}) as profiles,
    (select max(p.updated_at) ${PUBLIC_PROFILES}) as profilesAt,
    (select max(updated_at) from static_pages where status = 'published') as pagesAt`);
  const files: { name: string; lastmod: number | null }[] = [{ name: 'pages', lastmod: row?.pagesAt ?? null }];
  const add = (kind: SitemapKind, count: number, lastmod: number | null) => {
    for (let n = 1; n <= Math.max(1, Math.ceil(count / SITEMAP_PAGE)); n++)
      files.push({ name: `${kind}-${n}`, lastmod });
  };
  add('activities', row?.activities ?? 0, row?.activitiesAt ?? null);
  add('blogs', row?.blogs ?? 0, row?.blogsAt ?? null);
  add('profiles', row?.profiles ?? 0, row?.profilesAt ?? null);
  return files;
}

/** One child sitemap's entries: a page of one kind, in a stable order. */
export async function sitemapEntries(db: Db, kind: SitemapKind, page: number): Promise<Entry[]> {
  const offset = (page - 1) * SITEMAP_PAGE;
  if (kind === 'pages') {
    const pages = await db.all<{ slug: string; updatedAt: number }>(
      sql`select slug, updated_at as updatedAt from static_pages where status = 'published' order by slug`,
    );
    return [
      ...FIXED_PATHS.map((path) => ({ path, lastmod: null })),
      ...pages.map((p) => ({ path: `/${p.slug}`, lastmod: p.updatedAt })),
    ];
  }
  if (kind === 'activities') {
    const rows = await db.all<{ id: number; updatedAt: number }>(
      sql`select id, updated_at as updatedAt from activities order by id limit ${SITEMAP_PAGE} offset ${offset}`,
    );
    return rows.map((r) => ({ path: `/activity/${r.id}`, lastmod: r.updatedAt }));
  }
  if (kind === 'blogs') {
    const rows = await db.all<{ id: string; updatedAt: number }>(
      sql`select b.id, b.updated_at as updatedAt ${PUBLIC_BLOGS} order by b.id limit ${SITEMAP_PAGE} offset ${offset}`,
    );
    return rows.map((r) => ({ path: `/blog/${r.id}`, lastmod: r.updatedAt }));
  }
  const rows = await db.all<{ username: string; updatedAt: number }>(
    sql`select p.username, p.updated_at as updatedAt ${PUBLIC_PROFILES} order by p.id limit ${SITEMAP_PAGE} offset ${offset}`,
  );
  return rows.map((r) => ({ path: `/profile/${encodeURIComponent(r.username)}`, lastmod: r.updatedAt }));
}

export function indexXml(origin: string, files: { name: string; lastmod: number | null }[]) {
  const items = files
    .map((f) => {
      const lastmod = day(f.lastmod);
      return `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${f.name}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function urlsetXml(origin: string, entries: Entry[]) {
  const items = entries
    .map((e) => {
      const lastmod = day(e.lastmod);
      return `<url><loc>${escapeHtml(`${origin}${e.path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</urlset>\n`;
}

/** What crawlers may read: everything public; never the admin, messages, notifications, settings or editors. */
export const robotsTxt = (origin: string) => `User-agent: *
Allow: /
Disallow: /admin
Disallow: /api/
Disallow: /messages
Disallow: /notifications
Disallow: /profile/edit
Disallow: /settings
Disallow: /blog/new
Disallow: /blog/edit/
Disallow: /restricted
Disallow: /confirm-email/

Sitemap: ${origin}/sitemap.xml
`;
