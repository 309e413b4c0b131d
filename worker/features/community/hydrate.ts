import { type SQL, sql } from 'drizzle-orm';
import type { Author, BlogCardDto, PostDto } from '../../contracts/community';
import type { Db } from '../../db/client';
import { shownDetail } from '../../policy/visibility';

type PostRow = {
  id: string;
  content: string;
  media: string;
  visibility: PostDto['visibility'];
  location: string | null;
  activity_id: number | null;
  activity_title: string | null;
  custom_activity_id: string | null;
  custom_activity_title: string | null;
  created_at: number;
  edited_at: number | null;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  saves_count: number;
  liked: number;
  saved: number;
  hashtags: string | null;
  author_id: string;
  username: string;
  first_name: string;
  last_name: string | null;
  avatar_url: string | null;
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const author = (r: {
  author_id: string;
  username: string;
  first_name: string;
  last_name: string | null;
  avatar_url: string | null;
}): Author => ({
  id: r.author_id,
  username: r.username,
  first_name: r.first_name,
  last_name: r.last_name,
  avatar_url: r.avatar_url,
});

/**
 * The posts with these ids, in the given order, with author, tagged activity, hashtags and the
 * viewer's like and save: one query for the whole page, whatever its size. Callers have already
 * applied visibility when choosing the ids.
 */
export async function loadPosts(db: Db, viewerId: string | null, ids: string[]): Promise<PostDto[]> {
  if (ids.length === 0) return [];
  // The ids travel as one JSON parameter; json_each numbers them, which keeps the given order.
  return loadRankedPosts(db, viewerId, sql`select value as id, key as ord from json_each(${JSON.stringify(ids)})`);
}

/**
 * Posts chosen and ordered by `ranked`, a query returning `id` and `ord` (visibility already
 * applied), filled in within the same statement: choosing and hydrating a page is one D1 query.
 */
export async function loadRankedPosts(db: Db, viewerId: string | null, ranked: SQL): Promise<PostDto[]> {
  return (await loadRankedPostsInOrder(db, viewerId, ranked)).map((r) => r.post);
}

/** The same, each post with its `ord`, for pages that interleave posts with blogs. */
export async function loadRankedPostsInOrder(db: Db, viewerId: string | null, ranked: SQL) {
  const viewer = viewerId ?? '';
  const rows = await db.all<PostRow & { ord: number }>(sql`
    select r.ord, p.id, p.content, p.media, p.visibility, p.location, p.activity_id, a.title as activity_title,
      p.custom_activity_id, ca.title as custom_activity_title, p.created_at, p.edited_at,
      p.likes_count, p.comments_count, p.shares_count, p.saves_count,
      exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = ${viewer}) as liked,
      exists (select 1 from post_saves s where s.post_id = p.id and s.user_id = ${viewer}) as saved,
      (select group_concat(h.name, ' ') from post_hashtags ph join hashtags h on h.id = ph.hashtag_id where ph.post_id = p.id) as hashtags,
      u.id as author_id, u.username, u.first_name, ${shownDetail(viewerId, 'u', 'last_name')} as last_name, u.avatar_url
    from (${ranked}) r
    join posts p on p.id = r.id
    join profiles u on u.id = p.user_id
    left join activities a on a.id = p.activity_id
    left join custom_activities ca on ca.id = p.custom_activity_id
    order by r.ord`);
  return rows.map((r) => ({ ord: Number(r.ord), post: postDto(r) }));
}

const postDto = (r: PostRow): PostDto => ({
  id: r.id,
  content: r.content,
  media: JSON.parse(r.media || '[]'),
  visibility: r.visibility,
  location: r.location,
  activity: r.activity_id && r.activity_title ? { id: r.activity_id, title: r.activity_title } : null,
  custom_activity:
    r.custom_activity_id && r.custom_activity_title
      ? { id: r.custom_activity_id, title: r.custom_activity_title }
      : null,
  created_at: iso(r.created_at) as string,
  edited_at: iso(r.edited_at),
  likes_count: r.likes_count,
  comments_count: r.comments_count,
  shares_count: r.shares_count,
  saves_count: r.saves_count,
  liked: Boolean(r.liked),
  saved: Boolean(r.saved),
  hashtags: r.hashtags ? r.hashtags.split(' ') : [],
  author: author(r),
});

type BlogRow = {
  id: string;
  title: string;
  subtitle: string | null;
  cover_image_url: string | null;
  tags: string;
  created_at: number;
  published_at: number | null;
  likes_count: number;
  comments_count: number;
  views_count: number;
  saved: number;
  author_id: string;
  username: string;
  first_name: string;
  last_name: string | null;
  avatar_url: string | null;
};

/** Blog cards with these ids, in the given order, in one query. */
export async function loadBlogs(db: Db, viewerId: string | null, ids: string[]): Promise<BlogCardDto[]> {
  if (ids.length === 0) return [];
  const ranked = sql`select value as id, key as ord from json_each(${JSON.stringify(ids)})`;
  return (await loadRankedBlogs(db, viewerId, ranked)).map((r) => r.blog);
}

/**
 * Blog cards chosen and ordered by `ranked` (a query returning `id` and `ord`, visibility already
 * applied), filled in within the same statement, each with its `ord`.
 */
export async function loadRankedBlogs(db: Db, viewerId: string | null, ranked: SQL) {
  const rows = await db.all<BlogRow & { ord: number }>(sql`
    select r.ord, b.id, b.title, b.subtitle, b.cover_image_url, b.tags, b.created_at, b.published_at,
      b.likes_count, b.comments_count, b.views_count,
      exists (select 1 from user_blog_saves s where s.blog_id = b.id and s.user_id = ${viewerId ?? ''}) as saved,
      u.id as author_id, u.username, u.first_name, ${shownDetail(viewerId, 'u', 'last_name')} as last_name, u.avatar_url
    from (${ranked}) r
    join blogs b on b.id = r.id
    join profiles u on u.id = b.user_id
    order by r.ord`);
  return rows.map((r) => ({
    ord: Number(r.ord),
    blog: {
      id: r.id,
      title: r.title,
      subtitle: r.subtitle,
      cover_image_url: r.cover_image_url,
      tags: JSON.parse(r.tags || '[]'),
      created_at: iso(r.published_at ?? r.created_at) as string,
      likes_count: r.likes_count,
      comments_count: r.comments_count,
      views_count: r.views_count,
      saved: Boolean(r.saved),
      author: author(r),
    } satisfies BlogCardDto,
  }));
}
