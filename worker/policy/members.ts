import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Whether a member's profile details reach the viewer: what their profile page shows beyond their
 * name, username and picture (last name, bio). SQL over the member's id and privacy settings, so
 * every list that shows members (search, suggestions, authors of posts, comments and blogs) reads
 * the same rule as the profile page, `profileVisibleTo` in features/social/rules.ts: themselves
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
    not exists (select 1 from user_blocks mb
      where (mb.blocker_id = ${viewerId} and mb.blocked_id = ${id}) or (mb.blocker_id = ${id} and mb.blocked_id = ${viewerId}))
    and (${visibility} = 'public'
      or (${visibility} = 'friends' and ${follows(viewerId, id)} and ${follows(id, viewerId)})
      or (${visibility} = 'private' and ${follows(viewerId, id)}))))`;
}

/** Of the member aliased `alias` (a profiles row), the column as the viewer may see it, else null. */
export function shownDetail(viewerId: string | null, alias: string, column: 'last_name' | 'profile_bio') {
  const visible = memberDetailsVisible(viewerId, sql.raw(`${alias}.id`), sql.raw(`${alias}.privacy_settings`));
  return sql`(case when ${visible} then ${sql.raw(`${alias}.${column}`)} end)`;
}
