import { createHmac } from 'node:crypto';
import { LOCAL_APP_SECRET } from '../lib/local-app';

/** `name(i)`: 0 .. count - 1, for the fixtures' recursive CTEs. */
export const seq = (name: string, count: number) =>
  `${name}(i) as (select 0 union all select i + 1 from ${name} where i < ${count - 1})`;

const tokenOf = (prefix: string, i: number) => `${prefix}token${String(i).padStart(6, '0')}abcdefghijklmnop`;

/**
 * SQL for `count` signed-in members with ids `{prefix}{i}`, made a month ago (the full write
 * allowance), each with a session a bench client can use at once (`sessionCookie`).
 */
export function membersSql(prefix: string, count: number) {
  const now = Date.now();
  const old = now - 30 * 86_400_000;
  const prefs = `(select notification_preferences from profiles where username = 'maya_okafor')`;
  const privacy = `(select privacy_settings from profiles where username = 'maya_okafor')`;
  return `
with recursive ${seq('n', count)}
insert into users (id, name, email, email_verified, created_at)
select '${prefix}' || i, 'Bench ' || i, '${prefix}' || i || '@bench.example', 1, ${old} from n;
with recursive ${seq('n', count)}
insert into profiles (id, email, first_name, username, interests, notification_preferences, privacy_settings, created_at)
select '${prefix}' || i, '${prefix}' || i || '@bench.example', 'Bench' || i, '${prefix}_' || i, '["Hiking"]', ${prefs}, ${privacy}, ${old} from n;
with recursive ${seq('n', count)}
insert into user_preferences (user_id) select '${prefix}' || i from n;
with recursive ${seq('n', count)}
insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
select '${prefix}s' || i, '${prefix}token' || substr('000000' || i, -6) || 'abcdefghijklmnop', '${prefix}' || i, ${now + 30 * 86_400_000}, ${now}, ${now} from n;
`;
}

/** The session cookie of member `{prefix}{i}` of `membersSql`, signed as better-auth signs it. */
export function sessionCookie(prefix: string, i: number) {
  const token = tokenOf(prefix, i);
  const signature = createHmac('sha256', LOCAL_APP_SECRET).update(token).digest('base64');
  return `lifelist.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
