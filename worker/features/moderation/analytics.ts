import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { VISIBILITIES } from '../../contracts/enums';
import type { Db } from '../../db/client';
import { contentEdits, hashtags, moderationActions, moderationAppeals, posts, profiles } from '../../db/schema';

const DAY = 86_400_000;
const TOP = 10;
const ACTIVE_WINDOW_DAYS = 30;
const TIMELINE = 15;

/** Published posts since a time; the visibility list lets SQLite walk the (visibility, status, created_at) index. */
const publishedSince = (since: number) =>
  and(
    inArray(posts.visibility, [...VISIBILITIES]),
    eq(posts.status, 'published'),
    gte(posts.createdAt, new Date(since)),
  );

const actor = alias(profiles, 'actor');
const subject = alias(profiles, 'subject');

/** The Analytics tab: top hashtags, most active members, post volume by day, and recent moderation work. */
export async function moderationAnalytics(db: Db, now = Date.now()) {
  const today = Math.floor(now / DAY) * DAY;
  const weekStart = today - 6 * DAY;
  const [topHashtags, activeUsers, volume, actions, decisions, edits] = await Promise.all([
    db
      .select({ name: hashtags.name, postCount: hashtags.postCount })
      .from(hashtags)
      .orderBy(desc(hashtags.postCount))
      .limit(TOP),
    // Counted on the covering (user_id, created_at) index first; profiles are read for the top ten only.
    db.all<{ id: string; username: string; firstName: string; avatarUrl: string | null; postCount: number }>(sql`
      select p.id, p.username, p.first_name as firstName, p.avatar_url as avatarUrl, t.n as postCount
      from (select user_id, count(*) as n from posts where created_at >= ${now - ACTIVE_WINDOW_DAYS * DAY}
            group by user_id order by n desc limit ${TOP}) t
      join profiles p on p.id = t.user_id
      order by t.n desc`),
    db
      .select({
        day: sql<number>`cast(${posts.createdAt} / ${DAY} as integer) * ${DAY}`.as('day'),
        count: sql<number>`count(*)`,
      })
      .from(posts)
      .where(publishedSince(weekStart))
      .groupBy(sql`day`),
    db
      .select({
        id: moderationActions.id,
        at: moderationActions.createdAt,
        actionType: moderationActions.actionType,
        reason: moderationActions.reason,
        moderator: actor.username,
        target: subject.username,
      })
      .from(moderationActions)
      .leftJoin(actor, eq(actor.id, moderationActions.moderatorUserId))
      .leftJoin(subject, eq(subject.id, moderationActions.targetUserId))
      .orderBy(desc(moderationActions.createdAt))
      .limit(TIMELINE),
    db
      .select({
        id: moderationAppeals.id,
        at: moderationAppeals.reviewedAt,
        status: moderationAppeals.status,
        moderator: actor.username,
        target: subject.username,
      })
      .from(moderationAppeals)
      .leftJoin(actor, eq(actor.id, moderationAppeals.reviewedBy))
      .leftJoin(subject, eq(subject.id, moderationAppeals.userId))
      .where(isNotNull(moderationAppeals.reviewedAt))
      .orderBy(desc(moderationAppeals.reviewedAt))
      .limit(TIMELINE),
    db
      .select({
        id: contentEdits.id,
        at: contentEdits.createdAt,
        contentType: contentEdits.contentType,
        moderator: actor.username,
        target: subject.username,
      })
      .from(contentEdits)
      .leftJoin(actor, eq(actor.id, contentEdits.editorId))
      .leftJoin(subject, eq(subject.id, contentEdits.ownerId))
      .orderBy(desc(contentEdits.createdAt))
      .limit(TIMELINE),
  ]);
  const postVolume = Array.from({ length: 7 }, (_, i) => {
    const day = weekStart + i * DAY;
    return {
      date: new Date(day).toISOString().slice(0, 10),
      count: volume.find((v) => Number(v.day) === day)?.count ?? 0,
    };
  });
  const recentActivity = [
    ...actions.map((a) => ({
      id: `action-${a.id}`,
      kind: 'action' as const,
      at: a.at,
      label: a.actionType,
      detail: a.reason,
      moderator: a.moderator,
      target: a.target,
    })),
    ...edits.map((e) => ({
      id: `edit-${e.id}`,
      kind: 'edit' as const,
      at: e.at,
      label: `${e.contentType} edited`,
      detail: null,
      moderator: e.moderator,
      target: e.target,
    })),
    ...decisions.map((d) => ({
      id: `appeal-${d.id}`,
      kind: 'appeal' as const,
      at: d.at as Date,
      label: `appeal ${d.status}`,
      detail: null,
      moderator: d.moderator,
      target: d.target,
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, TIMELINE);
  return { topHashtags, activeUsers, postVolume, recentActivity };
}
