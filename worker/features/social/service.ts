import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { MUTED_WORDS_MAX } from '../../contracts/social';
import type { Db } from '../../db/client';
import { follows, mutedWords, type ProfileRow, profiles, userBlocks, userMutes } from '../../db/schema';
import { fail } from '../../lib/errors';
import { authorizeRow } from '../../policy';
import { relationBetween } from '../../policy/relations';
import { blockedEitherWay, profileVisibleTo } from '../../policy/visibility';
import { fileReport } from '../moderation/report';
import { settleFollowRequestNotification } from '../notifications/statements';

const PUBLIC_PROFILE = {
  id: profiles.id,
  username: profiles.username,
  firstName: profiles.firstName,
  avatarUrl: profiles.avatarUrl,
};

// Follower and following counts move with the rows' accepted state, by triggers (migration 0026):
// a follow costs the same for a member with a million followers as for a new one.

async function otherMember(db: Db, actor: ProfileRow, userId: string, selfMessage: string) {
  if (userId === actor.id) throw fail(400, 'SELF', selfMessage);
  const [other] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!other) throw fail(404, 'USER_NOT_FOUND', 'User not found');
  return other.id;
}

async function blockedBetween(db: Db, a: string, b: string) {
  const [row] = await db.all<{ blocked: number }>(sql`select ${blockedEitherWay(a, b)} as blocked`);
  return Boolean(row?.blocked);
}

/** Every follow starts as a request the followed member accepts or rejects. */
export async function follow(db: Db, actor: ProfileRow, userId: string) {
  const target = await otherMember(db, actor, userId, "You can't follow yourself");
  if (await blockedBetween(db, actor.id, target)) throw fail(403, 'BLOCKED', "You can't follow this user");
  const [existing] = await db
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, actor.id), eq(follows.followingId, target)));
  if (existing?.status === 'accepted')
    return { follow: existing, message: 'Already following this user', created: false };
  if (existing?.status === 'pending')
    return { follow: existing, message: 'Follow request already sent', created: false };
  // A rejected request may be sent again: it starts over as pending.
  const [row] = existing
    ? await db
        .update(follows)
        .set({ status: 'pending', updatedAt: new Date() })
        .where(eq(follows.id, existing.id))
        .returning()
    : await db.insert(follows).values({ followerId: actor.id, followingId: target, status: 'pending' }).returning();
  return { follow: row, message: 'Follow request sent', created: true };
}

/**
 * The follow request notification follows the request: once answered or withdrawn it says so and
 * stops counting as unread, and a new request replaces the old notification rather than adding one.
 */
export async function unfollow(db: Db, actor: ProfileRow, userId: string) {
  const target = await otherMember(db, actor, userId, "You can't unfollow yourself");
  const [pending] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.followerId, actor.id), eq(follows.followingId, target), eq(follows.status, 'pending')));
  await db.batch([
    db.delete(follows).where(and(eq(follows.followerId, actor.id), eq(follows.followingId, target))),
    ...(pending ? [settleFollowRequestNotification(db, actor.id, target, 'withdrawn')] : []),
  ]);
  return { message: 'Unfollowed successfully' };
}

/** Only the followed member decides, and only while the request is pending. */
export async function decide(db: Db, actor: ProfileRow, followId: string, decision: 'accepted' | 'rejected') {
  const [found] = await db.select().from(follows).where(eq(follows.id, followId));
  // A request that does not exist is refused as one that is not theirs: nothing is told about it.
  const row = authorizeRow(
    actor,
    decision === 'accepted' ? 'follow-request:accept' : 'follow-request:reject',
    found,
    (r) => ({ ownerId: r.followingId }),
  );
  if (row.status !== 'pending') throw fail(409, 'ALREADY_PROCESSED', 'This request has already been processed');
  const [[updated]] = await db.batch([
    db
      .update(follows)
      .set({ status: decision, updatedAt: new Date() })
      .where(and(eq(follows.id, followId), eq(follows.status, 'pending')))
      .returning(),
    settleFollowRequestNotification(db, row.followerId, row.followingId, decision),
  ]);
  return { follow: updated, message: decision === 'accepted' ? 'Follow request accepted' : 'Follow request rejected' };
}

export const pendingRequests = (db: Db, actor: ProfileRow) =>
  db
    .select({ id: follows.id, createdAt: follows.createdAt, follower: PUBLIC_PROFILE })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, follows.followerId))
    .where(and(eq(follows.followingId, actor.id), eq(follows.status, 'pending')))
    .orderBy(desc(follows.createdAt));

/** Accepted followers or followings of a member, paged. */
/**
 * Who follows a member and whom they follow is part of their profile: the lists follow the
 * profile's privacy (the counts stay on the card). Hidden across a block as if they did not exist.
 */
export async function connectionsVisible(db: Db, viewerId: string, memberId: string) {
  const [member] = await db
    .select({ id: profiles.id, privacySettings: profiles.privacySettings })
    .from(profiles)
    .where(eq(profiles.id, memberId));
  const relation = await relationBetween(db, viewerId, memberId);
  if (!member || relation.blocked) throw fail(404, 'USER_NOT_FOUND', 'User not found');
  if (!profileVisibleTo(member.privacySettings.profile_visibility, viewerId, memberId, relation)) {
    throw fail(403, 'PROFILE_PRIVATE', 'Only people this member shares their profile with can see their connections');
  }
}

export async function connections(
  db: Db,
  userId: string,
  direction: 'followers' | 'following',
  limit: number,
  offset: number,
) {
  const mine = direction === 'followers' ? follows.followingId : follows.followerId;
  const theirs = direction === 'followers' ? follows.followerId : follows.followingId;
  const where = and(eq(mine, userId), eq(follows.status, 'accepted'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...PUBLIC_PROFILE, since: follows.updatedAt })
      .from(follows)
      .innerJoin(profiles, eq(profiles.id, theirs))
      .where(where)
      .orderBy(desc(follows.updatedAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)` }).from(follows).where(where),
  ]);
  const n = total?.n ?? 0;
  return { users: rows, pagination: { total: n, limit, offset, hasMore: offset + rows.length < n } };
}

export const blockList = (db: Db, actor: ProfileRow) =>
  db
    .select({ id: userBlocks.id, reason: userBlocks.reason, createdAt: userBlocks.createdAt, user: PUBLIC_PROFILE })
    .from(userBlocks)
    .innerJoin(profiles, eq(profiles.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, actor.id))
    .orderBy(desc(userBlocks.createdAt));

/** Blocking removes follows in both directions. */
export async function block(db: Db, actor: ProfileRow, userId: string, reason?: string) {
  const target = await otherMember(db, actor, userId, "You can't block yourself");
  const [existing] = await db
    .select({ id: userBlocks.id })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, actor.id), eq(userBlocks.blockedId, target)));
  if (existing) throw fail(409, 'ALREADY_BLOCKED', 'You have already blocked this user');
  const [[row]] = await db.batch([
    db
      .insert(userBlocks)
      .values({ blockerId: actor.id, blockedId: target, reason: reason || null })
      .onConflictDoNothing()
      .returning(),
    db
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, actor.id), eq(follows.followingId, target)),
          and(eq(follows.followerId, target), eq(follows.followingId, actor.id)),
        ),
      ),
  ]);
  if (!row) throw fail(409, 'ALREADY_BLOCKED', 'You have already blocked this user');
  return { block: row, message: 'User blocked successfully' };
}

export async function unblock(db: Db, actor: ProfileRow, userId: string) {
  const target = await otherMember(db, actor, userId, "You can't unblock yourself");
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, actor.id), eq(userBlocks.blockedId, target)));
  return { message: 'User unblocked successfully' };
}

export const muteList = (db: Db, actor: ProfileRow) =>
  db
    .select({ createdAt: userMutes.createdAt, user: PUBLIC_PROFILE })
    .from(userMutes)
    .innerJoin(profiles, eq(profiles.id, userMutes.mutedId))
    .where(eq(userMutes.muterId, actor.id))
    .orderBy(desc(userMutes.createdAt));

/** Hides someone's posts, comments and notifications from the actor, without telling them. */
export async function mute(db: Db, actor: ProfileRow, userId: string) {
  const target = await otherMember(db, actor, userId, "You can't mute yourself");
  await db.insert(userMutes).values({ muterId: actor.id, mutedId: target }).onConflictDoNothing();
  return { message: 'Muted. You will not see their posts, comments or notifications.' };
}

export async function unmute(db: Db, actor: ProfileRow, userId: string) {
  const target = await otherMember(db, actor, userId, "You can't unmute yourself");
  await db.delete(userMutes).where(and(eq(userMutes.muterId, actor.id), eq(userMutes.mutedId, target)));
  return { message: 'Unmuted' };
}

/** The words, phrases and #hashtags the actor muted, alphabetically. */
export const mutedWordList = (db: Db, actor: ProfileRow) =>
  db
    .select({ word: mutedWords.word, createdAt: mutedWords.createdAt })
    .from(mutedWords)
    .where(eq(mutedWords.userId, actor.id))
    .orderBy(asc(mutedWords.word));

/** Hides posts and blogs using a word, phrase or #hashtag from the actor's feed. */
export async function muteWord(db: Db, actor: ProfileRow, word: string) {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(mutedWords).where(eq(mutedWords.userId, actor.id));
  if ((row?.n ?? 0) >= MUTED_WORDS_MAX) {
    throw fail(400, 'TOO_MANY_MUTED_WORDS', `You can mute up to ${MUTED_WORDS_MAX} words and hashtags`);
  }
  await db.insert(mutedWords).values({ userId: actor.id, word }).onConflictDoNothing();
  return { word, message: `Muted ${word}. Posts using it are hidden from your feed.` };
}

export async function unmuteWord(db: Db, actor: ProfileRow, word: string) {
  await db.delete(mutedWords).where(and(eq(mutedWords.userId, actor.id), eq(mutedWords.word, word)));
  return { word, message: `Unmuted ${word}` };
}

/** How the viewer stands with a member (following, requested, followed by, blocked), from the viewer's side. */
export async function relationshipStatus(db: Db, actor: ProfileRow, userId: string) {
  const [row] = await db.all<{
    mine: string | null;
    theirs: string | null;
    blockedByMe: number;
    blockedMe: number;
    mutedByMe: number;
  }>(sql`select
    (select status from follows where follower_id = ${actor.id} and following_id = ${userId}) as mine,
    (select status from follows where follower_id = ${userId} and following_id = ${actor.id}) as theirs,
    exists(select 1 from user_blocks where blocker_id = ${actor.id} and blocked_id = ${userId}) as blockedByMe,
    exists(select 1 from user_blocks where blocker_id = ${userId} and blocked_id = ${actor.id}) as blockedMe,
    exists(select 1 from user_mutes where muter_id = ${actor.id} and muted_id = ${userId}) as mutedByMe`);
  const mine = row?.mine ?? null;
  return {
    isFollowing: mine === 'accepted',
    isFollowingYou: row?.theirs === 'accepted',
    isBlocked: Boolean(row?.blockedMe),
    isBlockedByYou: Boolean(row?.blockedByMe),
    isMutedByYou: Boolean(row?.mutedByMe),
    followStatus: mine === null ? 'none' : mine === 'pending' || mine === 'accepted' ? mine : 'other',
  };
}

/** Report User: a report on a member's profile, filed like every other report. */
export const reportUser = (db: Db, actor: ProfileRow, userId: string, reason: string, notes?: string) =>
  fileReport(db, actor, { target_type: 'profile', target_id: userId, reason, extra_notes: notes });
