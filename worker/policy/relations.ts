import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blockedEitherWay, contentRelation, type Relation } from './visibility';

const NONE: Relation = { blocked: false, following: false, followedBy: false, mutual: false };

/**
 * How two members stand, in one query: what the visibility rule (policy/visibility.ts) reads for
 * one thing already loaded (a profile, a post, a blog, a conversation).
 */
export async function relationBetween(db: Db, viewerId: string | null, otherId: string): Promise<Relation> {
  if (!viewerId || viewerId === otherId) return NONE;
  const [row] = await db.all<{ blocked: number; following: number; followedBy: number }>(sql`
    select
      ${blockedEitherWay(viewerId, otherId)} as blocked,
      exists(select 1 from follows where follower_id = ${viewerId} and following_id = ${otherId} and status = 'accepted') as following,
      exists(select 1 from follows where follower_id = ${otherId} and following_id = ${viewerId} and status = 'accepted') as followedBy`);
  const following = Boolean(row?.following);
  const followedBy = Boolean(row?.followedBy);
  return { blocked: Boolean(row?.blocked), following, followedBy, mutual: following && followedBy };
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
