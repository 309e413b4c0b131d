import { type SQL, sql } from 'drizzle-orm';
import type { Author, BlogCardDto, FeedItem, PostDto } from '../../contracts/community';
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

/** A post's card: its columns, named as `PostRow` has them. */
function postColumns(viewerId: string | null): [string, SQL][] {
  const viewer = viewerId ?? '';
  return [
    ['id', sql`p.id`],
    ['content', sql`p.content`],
    ['media', sql`p.media`],
    ['visibility', sql`p.visibility`],
    ['location', sql`p.location`],
    ['activity_id', sql`p.activity_id`],
    ['activity_title', sql`a.title`],
    ['custom_activity_id', sql`p.custom_activity_id`],
    ['custom_activity_title', sql`ca.title`],
    ['created_at', sql`p.created_at`],
    ['edited_at', sql`p.edited_at`],
    ['likes_count', sql`p.likes_count`],
    ['comments_count', sql`p.comments_count`],
    ['shares_count', sql`p.shares_count`],
    ['saves_count', sql`p.saves_count`],
    ['liked', sql`exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = ${viewer})`],
    ['saved', sql`exists (select 1 from post_saves s where s.post_id = p.id and s.user_id = ${viewer})`],
    [
      'hashtags',
      sql`(select group_concat(h.name, ' ') from post_hashtags ph join hashtags h on h.id = ph.hashtag_id where ph.post_id = p.id)`,
    ],
    ['author_id', sql`u.id`],
    ['username', sql`u.username`],
    ['first_name', sql`u.first_name`],
    ['last_name', shownDetail(viewerId, 'u', 'last_name')],
    ['avatar_url', sql`u.avatar_url`],
  ];
}
const postJoins = sql`join posts p on p.id = r.id
    join profiles u on u.id = p.user_id
    left join activities a on a.id = p.activity_id
    left join custom_activities ca on ca.id = p.custom_activity_id`;

/** A blog's card: its columns, named as `BlogRow` has them. */
function blogColumns(viewerId: string | null): [string, SQL][] {
  return [
    ['id', sql`b.id`],
    ['title', sql`b.title`],
    ['subtitle', sql`b.subtitle`],
    ['cover_image_url', sql`b.cover_image_url`],
    ['tags', sql`b.tags`],
    ['created_at', sql`b.created_at`],
    ['published_at', sql`b.published_at`],
    ['likes_count', sql`b.likes_count`],
    ['comments_count', sql`b.comments_count`],
    ['views_count', sql`b.views_count`],
    ['saved', sql`exists (select 1 from user_blog_saves s where s.blog_id = b.id and s.user_id = ${viewerId ?? ''})`],
    ['author_id', sql`u.id`],
    ['username', sql`u.username`],
    ['first_name', sql`u.first_name`],
    ['last_name', shownDetail(viewerId, 'u', 'last_name')],
    ['avatar_url', sql`u.avatar_url`],
  ];
}
const blogJoins = sql`join blogs b on b.id = r.id join profiles u on u.id = b.user_id`;

const asColumns = (columns: [string, SQL][]) =>
  sql.join(
    columns.map(([name, value]) => sql`${value} as ${sql.raw(name)}`),
    sql`, `,
  );
/** The same columns as one JSON object, so rows of two kinds can share one result. */
const asJson = (columns: [string, SQL][]) =>
  sql`json_object(${sql.join(
    columns.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`;

/**
 * Posts chosen and ordered by `ranked`, a query returning `id` and `ord` (visibility already
 * applied), filled in within the same statement: choosing and hydrating a page is one D1 query.
 */
export async function loadRankedPosts(db: Db, viewerId: string | null, ranked: SQL): Promise<PostDto[]> {
  const rows = await db.all<PostRow>(sql`
    select ${asColumns(postColumns(viewerId))} from (${ranked}) r ${postJoins} order by r.ord`);
  return rows.map(postDto);
}

/**
 * A page of posts and blogs chosen and ordered by `ranked` (a query returning `kind`, `id` and
 * `ord`, visibility already applied), ranked once and filled in within the same statement.
 */
export async function loadRankedFeed(db: Db, viewerId: string | null, ranked: SQL): Promise<FeedItem[]> {
  const rows = await db.all<{ kind: 'post' | 'blog'; data: string }>(sql`
    with r as materialized (${ranked})
    select r.ord, 'post' as kind, ${asJson(postColumns(viewerId))} as data from r ${postJoins} where r.kind = 'post'
    union all
    select r.ord, 'blog' as kind, ${asJson(blogColumns(viewerId))} as data from r ${blogJoins} where r.kind = 'blog'
    order by 1`);
  return rows.map((row): FeedItem => {
    const data = JSON.parse(row.data);
    return row.kind === 'post' ? { kind: 'post', post: postDto(data) } : { kind: 'blog', blog: blogDto(data) };
  });
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
  const rows = await db.all<BlogRow>(sql`
    select ${asColumns(blogColumns(viewerId))}
    from (select value as id, key as ord from json_each(${JSON.stringify(ids)})) r ${blogJoins} order by r.ord`);
  return rows.map(blogDto);
}

const blogDto = (r: BlogRow): BlogCardDto => ({
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
});
