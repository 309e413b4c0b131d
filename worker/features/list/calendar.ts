import { eq, sql } from 'drizzle-orm';
import { excerpt } from '../../contracts/text';
import type { Db } from '../../db/client';
import { calendarFeeds, type ProfileRow } from '../../db/schema';
import { fail } from '../../lib/errors';
import { calendar } from '../../lib/ical';

/**
 * A member's private calendar feed: target dates of the open items on their list, and due dates of
 * their open steps, as all-day events. The feed is reached by a secret token in its URL (calendar apps cannot sign in); only the
 * token's SHA-256 is stored, so the URL is shown once, when made. Regenerating replaces the token
 * (the old URL stops working at once) and revoking removes it.
 */

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const hashToken = async (token: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));

/** 32 random bytes, base64url: unguessable and safe in a URL path. */
function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export const feedUrl = (origin: string, token: string) => `${origin}/api/calendar/${token}.ics`;

export async function feedStatus(db: Db, actor: ProfileRow) {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, actor.id));
  return { active: Boolean(feed), createdAt: feed?.createdAt ?? null };
}

/** Makes the member's feed, or replaces its token; returns the token (never stored as is). */
export async function regenerateFeed(db: Db, actor: ProfileRow) {
  const token = newToken();
  const tokenHash = await hashToken(token);
  await db
    .insert(calendarFeeds)
    .values({ userId: actor.id, tokenHash, createdAt: new Date() })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } });
  return token;
}

export async function revokeFeed(db: Db, actor: ProfileRow) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, actor.id));
}

type EventRow = {
  id: string;
  targetDate: string;
  updatedAt: number;
  status: string;
  progress: number;
  activityId: number | null;
  customActivityId: string | null;
  title: string;
  description: string | null;
};

type StepEventRow = {
  id: string;
  dueDate: string;
  text: string;
  updatedAt: number;
  activityId: number | null;
  customActivityId: string | null;
  title: string;
};

const itemPath = (r: { activityId: number | null; customActivityId: string | null }) =>
  r.activityId ? `/activity/${r.activityId}` : `/activity/custom/${r.customActivityId}`;

/** The feed for a token, or 404 for a token that is not (or no longer) anyone's. */
export async function feedFor(db: Db, token: string, origin: string) {
  const notFound = () => fail(404, 'NOT_FOUND', 'Calendar not found');
  if (!/^[\w-]{20,100}$/.test(token)) throw notFound();
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, await hashToken(token)));
  if (!feed) throw notFound();
  const rows = await db.all<EventRow>(sql`
    select ua.id, ua.target_date as targetDate, ua.updated_at as updatedAt, ua.status, ua.progress,
      ua.activity_id as activityId, ua.custom_activity_id as customActivityId,
      coalesce(a.display_title, a.title, ca.display_title, ca.title) as title,
      coalesce(a.meta_description, ca.description) as description
    from user_activities ua
    left join activities a on a.id = ua.activity_id
    left join custom_activities ca on ca.id = ua.custom_activity_id
    where ua.user_id = ${feed.userId} and ua.target_date is not null and ua.status <> 'completed'
    order by ua.target_date, ua.id`);
  // Open steps with a due date, of items not completed (a completed item's leftover steps are moot).
  const steps = await db.all<StepEventRow>(sql`
    select s.id, s.due_date as dueDate, s.text, ua.updated_at as updatedAt,
      ua.activity_id as activityId, ua.custom_activity_id as customActivityId,
      coalesce(a.display_title, a.title, ca.display_title, ca.title) as title
    from list_item_steps s
    join user_activities ua on ua.id = s.item_id
    left join activities a on a.id = ua.activity_id
    left join custom_activities ca on ca.id = ua.custom_activity_id
    where s.user_id = ${feed.userId} and s.due_date is not null and s.done = 0 and ua.status <> 'completed'
    order by s.due_date, s.id`);
  const host = new URL(origin).host;
  const targets = rows.map((r) => {
    const path = itemPath(r);
    const progress = r.status === 'in_progress' ? `In progress, ${r.progress}% done.` : 'Not started yet.';
    return {
      // The list item's id: the same event across fetches, so calendars update it in place.
      uid: `list-item-${r.id}@${host}`,
      date: r.targetDate,
      summary: r.title,
      description: [r.description ? excerpt(r.description, 300) : null, progress, `${origin}${path}`]
        .filter(Boolean)
        .join('\n\n'),
      url: `${origin}${path}`,
      updatedAt: new Date(r.updatedAt),
    };
  });
  const stepEvents = steps.map((s) => {
    const path = itemPath(s);
    return {
      // The step's id: a step keeps its event when its text or date changes.
      uid: `list-step-${s.id}@${host}`,
      date: s.dueDate,
      summary: `${s.text} (${s.title})`,
      description: [`A step of your plan for ${s.title}.`, `${origin}${path}`].join('\n\n'),
      url: `${origin}${path}`,
      updatedAt: new Date(s.updatedAt),
    };
  });
  const events = [...targets, ...stepEvents].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return calendar('Lifelist plans', events);
}

/**
 * Ends the member's private calendar link (with the password it was made under: anyone who had
 * the account could have copied it); returns the feeds ended.
 */
export const endCalendarFeeds = (db: Db, userId: string) =>
  db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId });
