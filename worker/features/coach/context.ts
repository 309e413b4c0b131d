import { sql } from 'drizzle-orm';
import type { CoachItem, CoachingStyle } from '../../contracts/coach';
import { COACHING_STYLES } from '../../contracts/enums';
import { QUIZ_INTERESTS } from '../../contracts/quiz';
import type { Db } from '../../db/client';
import type { ProfileRow } from '../../db/schema';
import { clockFor, todayFor } from '../../lib/days';

/** A step of a list item, as the coach resolves "the first step" or "the wetsuit one". */
export type EntryStep = { id: string; text: string; done: boolean; dueDate: string | null };

/** A member's list as the coach reads it: every item with its steps, its next step and its counts. */
export type ListEntry = CoachItem & {
  priority: number;
  updatedAt: number;
  completedAt: number | null;
  createdAt: number;
  privacy: string;
  steps: EntryStep[];
  /** A catalogue idea that happens in a named place: "the trip" may mean it. */
  placed?: boolean;
};

/** A reminder of the member's not sent yet. */
export type PendingReminder = {
  id: string;
  itemId: string | null;
  stepId: string | null;
  about: string;
  remindOn: string;
  remindAt: string;
  /** When it was set (ms): "the one I just made". */
  createdAt: number;
};

/** What the coach knows of the member it talks to. */
export type Member = {
  profile: ProfileRow;
  style: CoachingStyle;
  today: string;
  /** The member's clock now (HH:MM), when the coach reads "in an hour". */
  clock: string;
  list: ListEntry[];
  reminders: PendingReminder[];
  /** The reminders the coach set in its last few replies, first set first: "the one I just made". */
  justSet?: string[];
  /** Catalogue ideas already on the list, done or not: never suggested again. */
  onList: Set<number>;
  /** Categories of the member's activity types, the quiz's mapping. */
  categories: Set<string>;
  /** Health considerations given: nothing strenuous or risky is suggested. */
  careful: boolean;
};

type Row = {
  id: string;
  title: string;
  status: CoachItem['status'];
  progress: number;
  targetDate: string | null;
  activityId: number | null;
  customActivityId: string | null;
  priority: number;
  updatedAt: number;
  completedAt: number | null;
  createdAt: number;
  privacy: string;
  stepsTotal: number;
  stepsDone: number;
  nextStepId: string | null;
  nextStepText: string | null;
  nextStepDue: string | null;
  placed: number;
};

/** The coach's style for a member: theirs, or gentle encouragement if they chose none. */
export const styleOf = (profile: ProfileRow): CoachingStyle =>
  (COACHING_STYLES as readonly string[]).includes(profile.coachingStyle ?? '')
    ? (profile.coachingStyle as CoachingStyle)
    : 'gentle_encouragement';

/**
 * Loads the member's list (up to 500 items), its steps and pending reminders (three indexed reads,
 * together), and what the coach derives from their profile.
 */
export async function loadMember(db: Db, profile: ProfileRow, now = new Date()): Promise<Member> {
  const stepsQuery = db.all<EntryStep & { itemId: string }>(sql`
    select id, item_id as itemId, text, done, due_date as dueDate from list_item_steps
    where user_id = ${profile.id} order by item_id, position`);
  const remindersQuery = db.all<PendingReminder>(sql`
    select id, item_id as itemId, step_id as stepId, about, remind_on as remindOn, remind_at as remindAt,
      created_at as createdAt
    from coach_reminders where user_id = ${profile.id} and sent_at is null order by remind_on, remind_at limit 100`);
  const rowsQuery = db.all<Row>(sql`
    select ua.id, coalesce(a.display_title, a.title, ca.display_title, ca.title) as title, ua.status, ua.progress,
      ua.target_date as targetDate, ua.activity_id as activityId, ua.custom_activity_id as customActivityId,
      ua.priority, ua.updated_at as updatedAt, ua.completed_at as completedAt, ua.created_at as createdAt,
      ua.privacy,
      (select count(*) from list_item_steps s where s.item_id = ua.id) as stepsTotal,
      (select count(*) from list_item_steps s where s.item_id = ua.id and s.done = 1) as stepsDone,
      n.id as nextStepId, n.text as nextStepText, n.due_date as nextStepDue,
      exists (select 1 from activity_places p where p.activity_id = ua.activity_id) as placed
    from user_activities ua
    left join activities a on a.id = ua.activity_id
    left join custom_activities ca on ca.id = ua.custom_activity_id
    left join list_item_steps n on n.id = (
      select s.id from list_item_steps s where s.item_id = ua.id and s.done = 0 order by s.position limit 1)
    where ua.user_id = ${profile.id}
    order by ua.updated_at desc limit 500`);
  const [rows, stepRows, reminders] = await Promise.all([rowsQuery, stepsQuery, remindersQuery]);
  const stepsOf = new Map<string, EntryStep[]>();
  for (const s of stepRows) {
    const steps = stepsOf.get(s.itemId) ?? [];
    steps.push({ id: s.id, text: s.text, done: Boolean(s.done), dueDate: s.dueDate });
    stepsOf.set(s.itemId, steps);
  }
  const list = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    progress: r.progress,
    targetDate: r.targetDate,
    activityId: r.activityId,
    customActivityId: r.customActivityId,
    nextStep: r.nextStepId ? { id: r.nextStepId, text: r.nextStepText ?? '', dueDate: r.nextStepDue } : null,
    stepsDone: r.stepsDone,
    stepsTotal: r.stepsTotal,
    priority: r.priority,
    updatedAt: r.updatedAt,
    completedAt: r.completedAt,
    createdAt: r.createdAt,
    privacy: r.privacy,
    steps: stepsOf.get(r.id) ?? [],
    placed: Boolean(r.placed),
  }));
  const categories = new Set<string>(
    QUIZ_INTERESTS.filter((i) => profile.activityTypes.includes(i.label)).flatMap((i) => i.categories),
  );
  return {
    profile,
    style: styleOf(profile),
    today: todayFor(profile.timezone, now),
    clock: clockFor(profile.timezone, now),
    list,
    reminders,
    onList: new Set(list.flatMap((i) => (i.activityId ? [i.activityId] : []))),
    categories,
    careful: profile.healthConsiderations.some((h) => h.trim() !== ''),
  };
}

/** A list entry as a card shows it. */
export const itemOf = (entry: ListEntry): CoachItem => {
  const {
    priority: _p,
    updatedAt: _u,
    completedAt: _c,
    createdAt: _a,
    privacy: _v,
    steps: _s,
    placed: _w,
    ...item
  } = entry;
  return item;
};
