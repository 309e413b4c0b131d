import { sql } from 'drizzle-orm';
import type { Author } from '../../contracts/community';
import type { Db } from '../../db/client';
import type { ProfileRow } from '../../db/schema';
import { LIMITS } from '../../lib/limits';
import { notBlockedWith, postVisible, shownDetail } from '../../policy/visibility';

/** How far back trending looks. */
export const TRENDING_DAYS = 7;
/** Accounts younger than this do not move trending: a new account's burst is not a trend. */
const TRENDING_MIN_ACCOUNT_MS = 24 * 60 * 60_000;

/**
 * The tags most people are using: ranked by how many distinct members used each in the last week,
 * in posts everyone may see, then by those posts. One account posting a tag twenty times counts
 * once; accounts in their first day, restricted accounts and accounts at their posting limit
 * (what scripts reach) do not count at all; hidden posts (friends-only, private, a locked
 * profile's) are never read. The count shown is the tag's posts everyone may see.
 */
export async function trendingHashtags(db: Db, now = Date.now()) {
  const since = now - TRENDING_DAYS * 86_400_000;
  const postWindowMs = LIMITS.post.windowSeconds * 1000;
  return db.all<{ name: string; post_count: number }>(sql`
    select h.name, h.post_count from (
      select ph.hashtag_id as id, count(distinct p.user_id) as authors, count(*) as posts
      from posts p
      join post_hashtags ph on ph.post_id = p.id
      join profiles u on u.id = p.user_id
      where p.created_at > ${since} and ${postVisible(null)}
        and u.created_at < ${now - TRENDING_MIN_ACCOUNT_MS} and u.is_banned = 0 and u.is_suspended = 0
        and not exists (select 1 from rate_limits rl where rl.key = 'limit:post:m:' || u.id
          and rl.window_start >= ${now - (now % postWindowMs)} and rl.count >= ${LIMITS.post.newMax})
      group by ph.hashtag_id
    ) t join hashtags h on h.id = t.id
    where h.post_count > 0
    order by t.authors desc, t.posts desc, h.name limit 5`);
}

type ActivityRow = {
  id: string;
  status: string;
  created_at: number;
  activity_id: number | null;
  title: string;
  image_url: string | null;
  user_id: string;
  username: string;
  first_name: string;
  avatar_url: string | null;
};

/**
 * The latest public list entries of members whose profile and activity privacy are public, without
 * anyone in a block with the viewer.
 */
export async function recentActivities(db: Db, viewerId: string | null) {
  const rows = await db.all<ActivityRow>(sql`
    select ua.id, ua.status, ua.updated_at as created_at, ua.activity_id,
      coalesce(a.display_title, a.title, ca.display_title, ca.title) as title, coalesce(a.image_url, ca.image_url) as image_url,
      u.id as user_id, u.username, u.first_name, u.avatar_url
    from user_activities ua
    join profiles u on u.id = ua.user_id
    left join activities a on a.id = ua.activity_id
    left join custom_activities ca on ca.id = ua.custom_activity_id
    where ua.privacy = 'public' and coalesce(a.title, ca.title) is not null
      and json_extract(u.privacy_settings, '$.profile_visibility') = 'public'
      and json_extract(u.privacy_settings, '$.activity_privacy') = 'public'
      and ${notBlockedWith(viewerId, sql`ua.user_id`)}
    order by ua.updated_at desc limit 5`);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    created_at: new Date(r.created_at).toISOString(),
    activity: { id: r.activity_id, title: r.title, image_url: r.image_url },
    user: { id: r.user_id, username: r.username, first_name: r.first_name, avatar_url: r.avatar_url },
  }));
}

/**
 * Members the viewer does not follow yet, ranked by
 *   score = shared interests + 2 × members the viewer follows who follow them,
 * then by follower count. Deterministic: the same people see the same suggestions.
 */
export async function suggestedUsers(db: Db, viewer: ProfileRow) {
  return db.all<Author & { shared_interests: number; mutual_count: number }>(sql`
    with mine as (select following_id as id from follows where follower_id = ${viewer.id} and status in ('accepted', 'pending')),
    via as (
      select f.following_id as id, count(*) as n from follows f
      where f.follower_id in (select id from mine where id in (select following_id from follows where follower_id = ${viewer.id} and status = 'accepted'))
        and f.status = 'accepted'
      group by f.following_id
    )
    select u.id, u.username, u.first_name, ${shownDetail(viewer.id, 'u', 'last_name')} as last_name, u.avatar_url,
      (select count(*) from json_each(u.interests) i where i.value in (select value from json_each(${JSON.stringify(viewer.interests)}))) as shared_interests,
      coalesce(via.n, 0) as mutual_count
    from profiles u left join via on via.id = u.id
    where u.id != ${viewer.id} and u.id not in (select id from mine) and u.is_banned = 0
      and ${notBlockedWith(viewer.id, sql`u.id`)}
    order by shared_interests + 2 * coalesce(via.n, 0) desc, u.followers_count desc, u.username
    limit 3`);
}
