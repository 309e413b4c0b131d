import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forgetCards } from './card-store';
import { edgeCache } from './edge-cache';

/** At most this many URLs per child sitemap (the protocol allows 50,000). */
export const SITEMAP_PAGE = 45_000;

/**
 * A profile or blog guests could see is gone, hidden or renamed: its preview cards leave R2 and the
 * sitemaps that listed it leave this data centre's edge cache (other data centres keep theirs until
 * their hour is up; the cards are checked on every request, so none is served meanwhile).
 */
export async function withdrawFromGuests(
  db: Db,
  media: R2Bucket,
  requestUrl: string,
  what: { usernames?: string[]; blogIds?: string[] },
) {
  const usernames = what.usernames ?? [];
  const blogIds = what.blogIds ?? [];
  await Promise.all([forgetCards(media, 'profile', usernames), forgetCards(media, 'blog', blogIds)]);
  const cache = edgeCache();
  if (!cache) return;
  const origin = new URL(requestUrl).origin;
  const [row] = await db.all<{ profiles: number; blogs: number }>(
    sql`select (select count(*) from profiles) as profiles, (select count(*) from blogs) as blogs`,
  );
  const pages = (kind: 'profiles' | 'blogs', count: number) =>
    Array.from({ length: Math.max(1, Math.ceil(count / SITEMAP_PAGE)) }, (_, i) => `/sitemaps/${kind}-${i + 1}.xml`);
  const paths = [
    '/sitemap.xml',
    ...(usernames.length ? pages('profiles', row?.profiles ?? 0) : []),
    // A member's blogs leave the sitemap with their profile too (a locked account's blogs are not public).
    ...(usernames.length || blogIds.length ? pages('blogs', row?.blogs ?? 0) : []),
  ];
  await Promise.all(paths.map((path) => cache.delete(new Request(`${origin}${path}`, { method: 'GET' }))));
}
