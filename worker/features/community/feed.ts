import { type SQL, sql } from 'drizzle-orm';
import { FEED_PAGE_SIZE, type FeedItem, type FeedQuery } from '../../contracts/community';
import type { Db } from '../../db/client';
import { notAuthenticated } from '../../lib/errors';
import { blogVisible, notMutedBy, postVisible } from '../../policy/visibility';
import { loadRankedFeed, loadRankedPosts } from './hydrate';

/** Reactions count for 48 hours after they happen, losing weight linearly with age. */
export const TRENDING_WINDOW_MS = 48 * 3600_000;

const following = (viewerId: string) =>
  sql`select following_id from follows where follower_id = ${viewerId} and status = 'accepted'`;
const friends = (viewerId: string) => sql`select a.following_id from follows a
  join follows b on b.follower_id = a.following_id and b.following_id = a.follower_id and b.status = 'accepted'
  where a.follower_id = ${viewerId} and a.status = 'accepted'`;

/**
 * trending = Σ over likes of the last 48 h of (1 − age/48 h) + 2 × the same sum over comments.
 * A comment weighs twice a like; a reaction fades to nothing after two days.
 */
function trendingJoin(kind: 'post' | 'blog', now: number): SQL {
  const since = now - TRENDING_WINDOW_MS;
  const weight = (table: string) =>
    sql`1.0 - (${now} - ${sql.raw(table)}.created_at) / ${sql.raw(`${TRENDING_WINDOW_MS}.0`)}`;
  const likes = kind === 'post' ? sql.raw('post_likes') : sql.raw('blog_likes');
  const comments = kind === 'post' ? sql.raw('post_comments') : sql.raw('blog_comments');
  const key = kind === 'post' ? sql.raw('post_id') : sql.raw('blog_id');
  return sql`(select id, sum(w) as score from (
      select ${key} as id, ${weight('x')} as w from ${likes} x where x.created_at > ${since}
      union all
      select ${key} as id, 2 * (${weight('y')}) as w from ${comments} y where y.created_at > ${since}
    ) group by id)`;
}

/**
 * The viewer's muted words, as one FTS5 query ("a" OR "b"), computed inside the feed's own
 * statement: null when they mute none. Their characters are checked on the way in.
 */
const mutedPhrases = (viewerId: string) =>
  sql`(select group_concat('"' || word || '"', ' OR ') as q from muted_words
    where user_id = ${viewerId} and substr(word, 1, 1) <> '#')`;
/** The viewer's muted #hashtags, without the #. */
const mutedTags = (viewerId: string) =>
  sql`select substr(word, 2) from muted_words where user_id = ${viewerId} and substr(word, 1, 1) = '#'`;

/**
 * A post or blog that uses one of the viewer's muted words or #hashtags is left out of the feed.
 * A member's own profile and a hashtag page opened on purpose still show everything.
 */
function postsPart(viewerId: string | null, q: FeedQuery, now: number): SQL {
  const where: SQL[] = [postVisible(viewerId)];
  if (q.source === 'following' && viewerId) where.push(sql`p.user_id in (${following(viewerId)})`);
  if (q.source === 'friends' && viewerId) where.push(sql`p.user_id in (${friends(viewerId)})`);
  if (q.saved && viewerId)
    where.push(sql`exists (select 1 from post_saves s where s.post_id = p.id and s.user_id = ${viewerId})`);
  if (q.hashtag)
    where.push(sql`p.id in (select ph.post_id from post_hashtags ph join hashtags h on h.id = ph.hashtag_id
      where h.name = ${q.hashtag.replace(/^#/, '').toLowerCase()})`);
  if (q.user) where.push(sql`p.user_id = ${q.user}`);
  else where.push(notMutedBy(viewerId, sql`p.user_id`));
  if (viewerId && !q.user && !q.hashtag) {
    where.push(sql`p.rowid not in (select posts_fts.rowid from posts_fts, ${mutedPhrases(viewerId)} m
      where m.q is not null and posts_fts match m.q)`);
    where.push(sql`not exists (select 1 from post_hashtags ph join hashtags h on h.id = ph.hashtag_id
      where ph.post_id = p.id and h.name in (${mutedTags(viewerId)}))`);
  }
  const trending = q.sort === 'trending' || q.trending;
  if (q.trending) where.push(sql`t.score > 0`);
  const score =
    q.sort === 'popular'
      ? sql`p.likes_count + p.comments_count + p.shares_count`
      : trending
        ? sql`coalesce(t.score, 0)`
        : sql`0`;
  return sql`select 'post' as kind, p.id as id, p.created_at as at, ${score} as score from posts p
    ${trending ? sql`left join ${trendingJoin('post', now)} t on t.id = p.id` : sql``}
    where ${sql.join(where, sql` and `)}`;
}

function blogsPart(viewerId: string | null, q: FeedQuery, now: number): SQL {
  const where: SQL[] = [blogVisible(viewerId), sql`b.status = 'published'`];
  if (q.source === 'following' && viewerId) where.push(sql`b.user_id in (${following(viewerId)})`);
  if (q.source === 'friends' && viewerId) where.push(sql`b.user_id in (${friends(viewerId)})`);
  if (q.saved && viewerId)
    where.push(sql`exists (select 1 from user_blog_saves s where s.blog_id = b.id and s.user_id = ${viewerId})`);
  if (q.user) where.push(sql`b.user_id = ${q.user}`);
  else where.push(notMutedBy(viewerId, sql`b.user_id`));
  // Blogs have no hashtags; their title, subtitle and text are matched.
  if (viewerId && !q.user)
    where.push(sql`b.id not in (select blogs_fts.blog_id from blogs_fts, ${mutedPhrases(viewerId)} m
      where m.q is not null and blogs_fts match m.q)`);
  const trending = q.sort === 'trending' || q.trending;
  if (q.trending) where.push(sql`t.score > 0`);
  const score =
    q.sort === 'popular' ? sql`b.likes_count + b.comments_count` : trending ? sql`coalesce(t.score, 0)` : sql`0`;
  return sql`select 'blog' as kind, b.id as id, coalesce(b.published_at, b.created_at) as at, ${score} as score
    from blogs b ${trending ? sql`left join ${trendingJoin('blog', now)} t on t.id = b.id` : sql``}
    where ${sql.join(where, sql` and `)}`;
}

/**
 * How many posts the viewer sees on a hashtag's page: the same posts the page lists (visibility,
 * blocks, muted authors), so the header never counts a post the list leaves out.
 */
export async function hashtagPostCount(db: Db, viewerId: string | null, name: string) {
  const q: FeedQuery = {
    content: 'posts',
    source: 'everyone',
    sort: 'recent',
    saved: false,
    trending: false,
    hashtag: name,
    offset: 0,
  };
  const [row] = await db.all<{ n: number }>(sql`select count(*) as n from (${postsPart(viewerId, q, Date.now())})`);
  return row?.n ?? 0;
}

/**
 * One page of the feed, chosen and filled in by one query. With blogs, each kind walks its own
 * index for its first rows, and one ranking merges the two short lists. Visibility, blocks and
 * muted words are applied in SQL.
 */
export async function listFeed(db: Db, viewerId: string | null, q: FeedQuery) {
  if (!viewerId && (q.source !== 'everyone' || q.saved)) throw notAuthenticated();
  const now = Date.now();
  // Hashtags belong to posts only.
  const content = q.hashtag ? 'posts' : q.content;
  const ranked = !(q.sort === 'recent' && !q.trending);
  const order = ranked ? sql`score desc, at desc, id desc` : sql`at desc, id desc`;
  if (content === 'posts') {
    // Posts only (the Posts filter, hashtag pages): choose and fill in the page in one query.
    const posts = await loadRankedPosts(
      db,
      viewerId,
      sql`select id, row_number() over (order by ${order}) as ord from (
        ${postsPart(viewerId, q, now)} order by ${order} limit ${FEED_PAGE_SIZE + 1} offset ${q.offset})`,
    );
    return {
      items: posts.slice(0, FEED_PAGE_SIZE).map((post): FeedItem => ({ kind: 'post', post })),
      pagination: { limit: FEED_PAGE_SIZE, offset: q.offset, hasMore: posts.length > FEED_PAGE_SIZE },
    };
  }
  const parts =
    content === 'blogs' ? [blogsPart(viewerId, q, now)] : [postsPart(viewerId, q, now), blogsPart(viewerId, q, now)];
  const enough = q.offset + FEED_PAGE_SIZE + 1;
  const page = sql`select kind, id, row_number() over (order by ${order}) as ord from (${sql.join(
    parts.map((part) => sql`select * from (${part} order by ${order} limit ${enough})`),
    sql` union all `,
  )}) order by ${order} limit ${FEED_PAGE_SIZE + 1} offset ${q.offset}`;
  const rows = await loadRankedFeed(db, viewerId, page);
  return {
    items: rows.slice(0, FEED_PAGE_SIZE),
    pagination: { limit: FEED_PAGE_SIZE, offset: q.offset, hasMore: rows.length > FEED_PAGE_SIZE },
  };
}
