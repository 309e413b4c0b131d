import { sql } from 'drizzle-orm';
import type { Author } from '../../contracts/community';
import type { Db } from '../../db/client';
import { containsPattern } from '../../lib/like';
import { notBlockedWith, notMutedBy, postVisible, shownDetail } from '../../policy/visibility';
import { loadRankedPosts } from './hydrate';

type Tab = 'all' | 'posts' | 'people' | 'hashtags' | 'preview';
type Sort = 'relevance' | 'recent';

/** Per tab: how many of each kind to return. The All tab shows 3 and asks for one more to know about View All. */
const LIMITS: Record<Tab, { posts: number; people: number; hashtags: number }> = {
  all: { posts: 4, people: 4, hashtags: 4 },
  posts: { posts: 20, people: 0, hashtags: 0 },
  people: { posts: 0, people: 20, hashtags: 0 },
  hashtags: { posts: 0, people: 0, hashtags: 20 },
  preview: { posts: 5, people: 0, hashtags: 3 },
};

/** Words of the query as FTS5 prefix terms, quoted so operators typed by members stay plain text. */
export function ftsQuery(q: string) {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.map((w) => `"${w}"*`).join(' ');
}

async function searchPosts(db: Db, viewerId: string | null, q: string, sort: Sort, limit: number) {
  const match = ftsQuery(q);
  if (!match || limit === 0) return [];
  const order = sort === 'recent' ? sql`at desc` : sql`rank, at desc`;
  return loadRankedPosts(
    db,
    viewerId,
    sql`select id, row_number() over (order by ${order}) as ord from (
      select p.id as id, f.rank as rank, p.created_at as at
      from posts_fts f join posts p on p.rowid = f.rowid
      where posts_fts match ${match} and ${postVisible(viewerId)} and ${notMutedBy(viewerId, sql`p.user_id`)}
      order by ${order} limit ${limit})`,
  );
}

async function searchPeople(db: Db, viewerId: string | null, q: string, limit: number) {
  if (limit === 0) return [];
  const like = containsPattern(q.toLowerCase());
  const rows = await db.all<Author & { bio: string | null }>(sql`
    select u.id, u.username, u.first_name, ${shownDetail(viewerId, 'u', 'last_name')} as last_name, u.avatar_url,
      ${shownDetail(viewerId, 'u', 'profile_bio')} as bio
    from profiles u
    where (u.username like ${like} escape '\\' or u.first_name like ${like} escape '\\')
      and ${notBlockedWith(viewerId, sql`u.id`)}
    order by (lower(u.username) = ${q.toLowerCase()}) desc, u.followers_count desc, u.username
    limit ${limit}`);
  return rows;
}

async function searchHashtags(db: Db, q: string, limit: number) {
  const name = q.replace(/^#/, '').toLowerCase();
  // A tag is letters, digits and underscores: a query with anything else cannot match one.
  if (!name || limit === 0 || !/^[\p{L}\p{N}_]+$/u.test(name)) return [];
  return db.all<{ name: string; post_count: number }>(sql`
    select name, post_count from hashtags
    where name like ${containsPattern(name)} escape '\\' and post_count > 0
    order by post_count desc, name limit ${limit}`);
}

/** Community search: posts by FTS5 (bm25 rank or newest first), people and hashtags by substring. */
export async function searchCommunity(db: Db, viewerId: string | null, q: string, tab: Tab, sort: Sort) {
  if (!q) return { posts: [], people: [], hashtags: [], more: { posts: false, people: false, hashtags: false } };
  const limits = LIMITS[tab];
  const [posts, people, hashtags] = await Promise.all([
    searchPosts(db, viewerId, q, sort, limits.posts),
    searchPeople(db, viewerId, q, limits.people),
    searchHashtags(db, q, limits.hashtags),
  ]);
  if (tab !== 'all') return { posts, people, hashtags, more: { posts: false, people: false, hashtags: false } };
  return {
    posts: posts.slice(0, 3),
    people: people.slice(0, 3),
    hashtags: hashtags.slice(0, 3),
    more: { posts: posts.length > 3, people: people.length > 3, hashtags: hashtags.length > 3 },
  };
}

/** The composer's activity tag search: 5 ideas whose title holds the words, shortest first (2 characters at least). */
export async function activityTags(db: Db, q: string) {
  const words = q.toLowerCase();
  if (words.length < 2) return [];
  return db.all<{ id: number; title: string }>(
    sql`select id, coalesce(display_title, title) as title from activities
      where lower(title) like ${containsPattern(words)} escape '\\' order by length(title), title limit 5`,
  );
}
