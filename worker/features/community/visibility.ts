import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL conditions deciding which posts and blogs reach a viewer, so every list (feed, hashtag
 * page, search, sidebars) filters in the same query instead of per row. They mirror `visibleTo`
 * in features/social/rules.ts: the owner always; never across a block; public to everyone;
 * friends-only to mutual follows.
 */
const notBlocked = (viewerId: string, owner: SQL) => sql`not exists (
  select 1 from user_blocks ub
  where (ub.blocker_id = ${viewerId} and ub.blocked_id = ${owner})
     or (ub.blocker_id = ${owner} and ub.blocked_id = ${viewerId}))`;

const isMutual = (viewerId: string, owner: SQL) => sql`(
  exists (select 1 from follows f1 where f1.follower_id = ${viewerId} and f1.following_id = ${owner} and f1.status = 'accepted')
  and exists (select 1 from follows f2 where f2.follower_id = ${owner} and f2.following_id = ${viewerId} and f2.status = 'accepted'))`;

/** Not blocked either way: for people, comments and anything without its own visibility. */
export const notBlockedWith = (viewerId: string | null, owner: SQL) =>
  viewerId ? sql`(${owner} = ${viewerId} or ${notBlocked(viewerId, owner)})` : sql`1 = 1`;

/** Published posts aliased `p` that the viewer may see. */
export function postVisible(viewerId: string | null, alias = 'p'): SQL {
  const owner = sql.raw(`${alias}.user_id`);
  const visibility = sql.raw(`${alias}.visibility`);
  const status = sql.raw(`${alias}.status`);
  if (!viewerId) return sql`(${status} = 'published' and ${visibility} = 'public')`;
  return sql`(${status} = 'published' and (${owner} = ${viewerId} or (
    ${notBlocked(viewerId, owner)}
    and (${visibility} = 'public' or (${visibility} = 'friends' and ${isMutual(viewerId, owner)})))))`;
}

/**
 * Blogs aliased `b` the viewer may see in the feed (spec 2 §6): published and public, friends
 * visibility for mutual follows, the author and coauthors always.
 */
export function blogVisible(viewerId: string | null, alias = 'b'): SQL {
  const owner = sql.raw(`${alias}.user_id`);
  const a = (col: string) => sql.raw(`${alias}.${col}`);
  if (!viewerId) return sql`(${a('status')} = 'published' and ${a('visibility')} = 'public')`;
  return sql`(${owner} = ${viewerId}
    or exists (select 1 from blog_coauthors bc where bc.blog_id = ${a('id')} and bc.user_id = ${viewerId})
    or (${a('status')} = 'published' and ${notBlocked(viewerId, owner)}
        and (${a('visibility')} = 'public' or (${a('visibility')} = 'friends' and ${isMutual(viewerId, owner)}))))`;
}
