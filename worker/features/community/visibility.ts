import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL conditions deciding which posts and blogs reach a viewer, so every list (feed, hashtag
 * page, search, sidebars) filters in the same query instead of per row. They mirror `visibleTo`
 * and `contentRelation` in features/social/rules.ts: the owner always; never across a block; public
 * to everyone; friends-only to mutual follows; a locked (private) profile's content to its accepted
 * followers only.
 */
const notBlocked = (viewerId: string, owner: SQL) => sql`not exists (
  select 1 from user_blocks ub
  where (ub.blocker_id = ${viewerId} and ub.blocked_id = ${owner})
     or (ub.blocker_id = ${owner} and ub.blocked_id = ${viewerId}))`;

const isMutual = (viewerId: string, owner: SQL) => sql`(
  exists (select 1 from follows f1 where f1.follower_id = ${viewerId} and f1.following_id = ${owner} and f1.status = 'accepted')
  and exists (select 1 from follows f2 where f2.follower_id = ${owner} and f2.following_id = ${viewerId} and f2.status = 'accepted'))`;

/** The owner's profile is private: a locked account, whose content reaches accepted followers only. */
const isLocked = (owner: SQL) => sql`exists (
  select 1 from profiles lp where lp.id = ${owner} and json_extract(lp.privacy_settings, '$.profile_visibility') = 'private')`;

const follows = (viewerId: string, owner: SQL) =>
  sql`exists (select 1 from follows f3 where f3.follower_id = ${viewerId} and f3.following_id = ${owner} and f3.status = 'accepted')`;

/**
 * Content with this visibility column reaches a signed-in viewer (not its owner): public to
 * everyone and friends-only to mutual follows, or on a locked account both to accepted followers only.
 */
const reaches = (viewerId: string, owner: SQL, visibility: SQL) => sql`(case when ${isLocked(owner)}
  then ${visibility} in ('public', 'friends') and ${follows(viewerId, owner)}
  else ${visibility} = 'public' or (${visibility} = 'friends' and ${isMutual(viewerId, owner)}) end)`;

/** The owner's content may reach the viewer at all: not a locked account, or one the viewer follows. */
export const ownerReachable = (viewerId: string | null, owner: SQL) =>
  viewerId
    ? sql`(${owner} = ${viewerId} or not ${isLocked(owner)} or ${follows(viewerId, owner)})`
    : sql`(not ${isLocked(owner)})`;

/**
 * Not muted by the viewer: lists (the feed, search, comments, notifications) leave out people the
 * viewer muted. Their own profile, opened on purpose, still shows them.
 */
export const notMutedBy = (viewerId: string | null, owner: SQL) =>
  viewerId
    ? sql`not exists (select 1 from user_mutes um where um.muter_id = ${viewerId} and um.muted_id = ${owner})`
    : sql`1 = 1`;

/** Not blocked either way: for people, comments and anything without its own visibility. */
export const notBlockedWith = (viewerId: string | null, owner: SQL) =>
  viewerId ? sql`(${owner} = ${viewerId} or ${notBlocked(viewerId, owner)})` : sql`1 = 1`;

/** Published posts aliased `p` that the viewer may see. */
export function postVisible(viewerId: string | null, alias = 'p'): SQL {
  const owner = sql.raw(`${alias}.user_id`);
  const visibility = sql.raw(`${alias}.visibility`);
  const status = sql.raw(`${alias}.status`);
  if (!viewerId) return sql`(${status} = 'published' and ${visibility} = 'public' and not ${isLocked(owner)})`;
  return sql`(${status} = 'published' and (${owner} = ${viewerId} or (
    ${notBlocked(viewerId, owner)} and ${reaches(viewerId, owner, visibility)})))`;
}

/**
 * Blogs aliased `b` the viewer may see in the feed (spec 2 §6): published and public, friends
 * visibility for mutual follows, the author and coauthors always.
 */
export function blogVisible(viewerId: string | null, alias = 'b'): SQL {
  const owner = sql.raw(`${alias}.user_id`);
  const a = (col: string) => sql.raw(`${alias}.${col}`);
  if (!viewerId) {
    return sql`(${a('status')} = 'published' and ${a('visibility')} = 'public' and not ${isLocked(owner)})`;
  }
  return sql`(${owner} = ${viewerId}
    or exists (select 1 from blog_coauthors bc where bc.blog_id = ${a('id')} and bc.user_id = ${viewerId})
    or (${a('status')} = 'published' and ${notBlocked(viewerId, owner)} and ${reaches(viewerId, owner, a('visibility'))}))`;
}
