import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Who sees what members make (posts, blogs, list items) and their profiles: the one place the rule
 * is written, in its two forms. The TypeScript form decides for one thing already read (a post
 * opened, a blog, a profile); the SQL form filters lists in the same query (feed, hashtag page,
 * search, sidebars, counters). The rule: the owner always; never across a block; public to
 * everyone; friends-only to mutual follows; a locked (private) profile's content to the followers
 * it accepted, and to nobody else. tests/worker/content-visibility.test.ts checks both forms
 * against one truth table.
 */

export type Visibility = 'public' | 'friends' | 'private';

export type Relation = {
  /** Either member has blocked the other. */
  blocked: boolean;
  /** The viewer follows the other member (accepted). */
  following: boolean;
  /** The other member follows the viewer (accepted). */
  followedBy: boolean;
  /** Both directions accepted: friends. */
  mutual: boolean;
};

/** Whether content with this visibility, owned by `ownerId`, reaches the viewer (relation: `contentRelation`). */
export function visibleTo(visibility: Visibility, viewerId: string | null, ownerId: string, relation: Relation) {
  if (viewerId === ownerId) return true;
  if (relation.blocked) return false;
  if (visibility === 'public') return true;
  return visibility === 'friends' && relation.mutual;
}

/**
 * Whether a member's profile reaches the viewer. A private profile is a locked account: the
 * members whose follow request the owner accepted see it, nobody else does; friends-only means
 * mutual follows.
 */
export function profileVisibleTo(visibility: Visibility, viewerId: string | null, ownerId: string, relation: Relation) {
  if (viewerId === ownerId) return true;
  if (relation.blocked) return false;
  if (visibility === 'private') return relation.following;
  return visibleTo(visibility, viewerId, ownerId, relation);
}

/**
 * The relation that decides which of a member's content reaches the viewer: on a private profile
 * (a locked account) the owner's accepted followers are its friends-only audience, and nobody else
 * sees anything; on others, mutual follows.
 */
export function contentRelation(profileVisibility: Visibility, relation: Relation): Relation {
  if (profileVisibility !== 'private') return relation;
  return relation.following ? { ...relation, mutual: true } : { ...relation, blocked: true };
}

// The SQL form.
/**
 * The two members block each other, one way or the other: the one statement of it that every rule
 * (visibility, messaging, comments, unread totals, relations) uses.
 */
export const blockedEitherWay = (a: SQLWrapper | string, b: SQLWrapper | string) => sql`exists (
  select 1 from user_blocks ub
  where (ub.blocker_id = ${a} and ub.blocked_id = ${b})
     or (ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;

const notBlocked = (viewerId: string, owner: SQLWrapper) => sql`not ${blockedEitherWay(viewerId, owner)}`;

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
export const notMutedBy = (viewerId: string | null, owner: SQLWrapper) =>
  viewerId
    ? sql`not exists (select 1 from user_mutes um where um.muter_id = ${viewerId} and um.muted_id = ${owner})`
    : sql`1 = 1`;

/** Not blocked either way: for people, comments and anything without its own visibility. */
export const notBlockedWith = (viewerId: string | null, owner: SQLWrapper) =>
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
 * Blogs aliased `b` the viewer may see: published and public, friends visibility for mutual
 * follows, the author and coauthors always (drafts included).
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

/**
 * Whether a member's profile details reach the viewer: what their profile page shows beyond their
 * name, username and picture (last name, bio). SQL over the member's id and privacy settings, so
 * every list that shows members (search, suggestions, authors of posts, comments and blogs) reads
 * the same rule as the profile page, `profileVisibleTo` above: themselves
 * always; never across a block; a public profile to everyone; friends-only to mutual follows; a
 * private (locked) profile to the followers it accepted. tests/worker/member-visibility.test.ts
 * checks both forms against one truth table.
 */
export function memberDetailsVisible(viewerId: string | null, id: SQLWrapper, privacy: SQLWrapper): SQL {
  const visibility = sql`coalesce(json_extract(${privacy}, '$.profile_visibility'), 'public')`;
  if (!viewerId) return sql`(${visibility} = 'public')`;
  const follows = (from: SQLWrapper | string, to: SQLWrapper | string) =>
    sql`exists (select 1 from follows mf where mf.follower_id = ${from} and mf.following_id = ${to} and mf.status = 'accepted')`;
  return sql`(${id} = ${viewerId} or (
    not ${blockedEitherWay(viewerId, id)}
    and (${visibility} = 'public'
      or (${visibility} = 'friends' and ${follows(viewerId, id)} and ${follows(id, viewerId)})
      or (${visibility} = 'private' and ${follows(viewerId, id)}))))`;
}

/** Of the member aliased `alias` (a profiles row), the column as the viewer may see it, else null. */
export function shownDetail(viewerId: string | null, alias: string, column: 'last_name' | 'profile_bio') {
  const visible = memberDetailsVisible(viewerId, sql.raw(`${alias}.id`), sql.raw(`${alias}.privacy_settings`));
  return sql`(case when ${visible} then ${sql.raw(`${alias}.${column}`)} end)`;
}

/**
 * Which list items of `owner` reach the viewer: their own see everything; others see public items,
 * and friends items when they follow each other. The member's 'Activity privacy' setting is a
 * ceiling over every item, and a hidden profile or a block hides the whole list.
 */
export function listVisibility(
  owner: { id: string; privacySettings: { profile_visibility: Visibility; activity_privacy: Visibility } },
  viewerId: string | null,
  relation: Relation,
): Visibility[] {
  if (viewerId === owner.id) return ['public', 'friends', 'private'];
  const settings = owner.privacySettings;
  if (!profileVisibleTo(settings.profile_visibility, viewerId, owner.id, relation)) return [];
  const audience = contentRelation(settings.profile_visibility, relation);
  if (!visibleTo(settings.activity_privacy, viewerId, owner.id, audience)) return [];
  return audience.mutual ? ['public', 'friends'] : ['public'];
}
