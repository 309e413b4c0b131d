import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type Relation = {
  /** Either member has blocked the other. */
  blocked: boolean;
  /** The viewer follows the other member (accepted). */
  following: boolean;
  /** The other member follows the viewer (accepted). */
  followedBy: boolean;
  /** Both directions accepted: the spec's friends. */
  mutual: boolean;
};

const NONE: Relation = { blocked: false, following: false, followedBy: false, mutual: false };

/**
 * How two members stand, in one query. Every read that depends on blocks or friendship (profiles,
 * feeds, search, messaging) goes through this or `visibleToViewer` below.
 */
export async function relationBetween(db: Db, viewerId: string | null, otherId: string): Promise<Relation> {
  if (!viewerId || viewerId === otherId) return NONE;
  const [row] = await db.all<{ blocked: number; following: number; followedBy: number }>(sql`
    select
      exists(select 1 from user_blocks where (blocker_id = ${viewerId} and blocked_id = ${otherId}) or (blocker_id = ${otherId} and blocked_id = ${viewerId})) as blocked,
      exists(select 1 from follows where follower_id = ${viewerId} and following_id = ${otherId} and status = 'accepted') as following,
      exists(select 1 from follows where follower_id = ${otherId} and following_id = ${viewerId} and status = 'accepted') as followedBy`);
  const following = Boolean(row?.following);
  const followedBy = Boolean(row?.followedBy);
  return { blocked: Boolean(row?.blocked), following, followedBy, mutual: following && followedBy };
}

/** Whether content with this visibility, owned by `ownerId`, reaches the viewer. */
export function visibleTo(
  visibility: 'public' | 'friends' | 'private',
  viewerId: string | null,
  ownerId: string,
  relation: Relation,
) {
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
export function profileVisibleTo(
  visibility: 'public' | 'friends' | 'private',
  viewerId: string | null,
  ownerId: string,
  relation: Relation,
) {
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
export function contentRelation(profileVisibility: 'public' | 'friends' | 'private', relation: Relation): Relation {
  if (profileVisibility !== 'private') return relation;
  return relation.following ? { ...relation, mutual: true } : { ...relation, blocked: true };
}

/** `relationBetween`, read for content: with the owner's profile visibility applied (`contentRelation`). */
export async function contentRelationBetween(db: Db, viewerId: string | null, ownerId: string): Promise<Relation> {
  const relation = await relationBetween(db, viewerId, ownerId);
  if (viewerId === ownerId) return relation;
  const [row] = await db.all<{ visibility: string | null }>(
    sql`select json_extract(privacy_settings, '$.profile_visibility') as visibility from profiles where id = ${ownerId}`,
  );
  return contentRelation(row?.visibility === 'private' ? 'private' : 'public', relation);
}

/** The spec's get_mutual_follows: ids of members who follow `userId` and whom `userId` follows, both accepted. */
export async function mutualFollows(db: Db, userId: string): Promise<string[]> {
  const rows = await db.all<{ id: string }>(sql`
    select a.following_id as id from follows a
    join follows b on b.follower_id = a.following_id and b.following_id = a.follower_id and b.status = 'accepted'
    where a.follower_id = ${userId} and a.status = 'accepted'`);
  return rows.map((r) => r.id);
}
