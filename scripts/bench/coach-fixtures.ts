import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';
import { addDays, daysBetween, todayFor, weekday } from '../../worker/lib/days';

/**
 * The coach's conversation set (data/coach/conversations.json): its types, the days it names, the
 * ids its members and their list items get, and the SQL that makes one fresh member per
 * conversation. Pure but for `loadConversationSet` and `prepareConversations`.
 */

/** The conversation set the bench runs (`COACH_SET` names another, e.g. a fresh set written to test the coach anew). */
export const CONVERSATION_SET_PATH = process.env.COACH_SET ?? 'data/coach/conversations.json';
/**
 * Every day in the set is a day in this zone, the members' own (`COACH_ZONE` names another, so the
 * set can be run at another hour of the members' day: Asia/Tokyo is London's morning plus nine).
 */
export const SET_ZONE = process.env.COACH_ZONE ?? 'Europe/London';
/** The demo member whose password credential the set's members copy (any demo member's if missing). */
const PASSWORD_FROM = 'maya_okafor@demo.lifelist.app';

// ---------------------------------------------------------------------------------------------
// The set's format
// ---------------------------------------------------------------------------------------------

/**
 * A day, relative to today in Europe/London: `{inDays, tolerance?}`, `{weekday: "friday"}` (the
 * next one after today; today too when it is that day), `{month, day}` (the next occurrence),
 * `{month}` (any day of the next occurrence of that month), `{tomorrow: true}`; `null` is no date.
 * Tolerated too: "YYYY-MM-DD", "today", "tomorrow", a weekday or month name.
 */
export type DateSpec =
  | null
  | string
  | { inDays: number; tolerance?: number }
  | { weekday: string; tolerance?: number }
  | { month: number | string; day?: number; tolerance?: number }
  | { tomorrow: true; tolerance?: number }
  | { today: true; tolerance?: number };

export type SetStep = { text: string; done?: boolean; due?: DateSpec };
export type SetReminder = { key: string; on: DateSpec; time?: string; step?: number };
export type SetItem = {
  key: string;
  title: string;
  status?: 'not_started' | 'in_progress' | 'completed';
  targetDate?: DateSpec;
  /** Not in the brief's format: the item's own privacy (the member's default otherwise). */
  privacy?: Privacy | string;
  steps?: SetStep[];
  reminders?: SetReminder[];
};
/** The app's visibilities; the set may say "followers" (read as friends) or "only me" (private). */
export type Privacy = 'public' | 'friends' | 'private';
export type SetMember = {
  firstName?: string;
  style?: string;
  health?: string[];
  defaultPrivacy?: Privacy | string;
  list?: SetItem[];
};
export type MemberOverrides = {
  firstName?: string;
  style?: string;
  health?: string[];
  defaultPrivacy?: Privacy | string;
  addItems?: SetItem[];
  removeItems?: string[];
};

/** A list item: a key of the member's fixture, `{title}` (all those words in its title), or `{fromCard}`. */
export type ItemRef = string | { key: string } | { title: string } | { fromCard: number };
/** A reminder: a key of the member's fixture, or `{created: N}`, the Nth made in this conversation (1-based). */
export type ReminderRef = string | { key: string } | { created: number };

export type ExpectedOp =
  /** `privacy` is not in the brief's format: when given, the new item must have it. */
  | { op: 'itemAdded'; title?: string; fromCard?: number; privacy?: Privacy | string }
  | { op: 'itemRemoved' | 'itemDone' | 'itemUndone'; item: ItemRef }
  | { op: 'stepDone' | 'stepUndone'; item: ItemRef; step: number }
  | { op: 'stepsAdded'; item?: ItemRef; min?: number; lastDueBy?: DateSpec }
  /** Not in the brief's list: steps gone from an item still on the list (an undone plan). */
  | { op: 'stepsRemoved'; item?: ItemRef; min?: number }
  | { op: 'targetDate'; item: ItemRef; date: DateSpec }
  | { op: 'stepDue'; item: ItemRef; step: number; date: DateSpec }
  | { op: 'reminderSet'; item?: ItemRef; step?: number; date: DateSpec; time?: string }
  | { op: 'reminderMoved'; reminder: ReminderRef; date?: DateSpec; time?: string }
  | { op: 'reminderCancelled'; reminder: ReminderRef }
  | { op: 'styleChanged'; style?: string };
export type OpName = ExpectedOp['op'];

export type TurnExpect = {
  changes?: ExpectedOp[];
  /** The ask is unclear: the coach should ask (a question or choices) and change nothing. */
  asks?: boolean;
  /** Phrases the reply must not contain (each one found is a false claim). */
  mustNotClaim?: string[];
  /** For the human judge: what a good reply does. */
  replyShould?: string;
};
export type Tap = 'acceptPlan' | 'rejectPlan' | 'undo';
export type Turn = { say?: string; tap?: Tap; expect?: TurnExpect; about?: string };
export type Conversation = { id: string; about?: string; member?: MemberOverrides; turns: Turn[] };
export type ConversationSet = { about?: string; member: SetMember; conversations: Conversation[] };

export function loadConversationSet(path = CONVERSATION_SET_PATH): ConversationSet {
  const set = JSON.parse(readFileSync(path, 'utf8')) as ConversationSet;
  return { ...set, member: set.member ?? {}, conversations: set.conversations ?? [] };
}

// ---------------------------------------------------------------------------------------------
// Days
// ---------------------------------------------------------------------------------------------

export const setToday = (now = new Date()) => todayFor(SET_ZONE, now);

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const lastOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
const dayIndex = (word: string) => DAYS.findIndex((d) => d.slice(0, 3) === word.trim().toLowerCase().slice(0, 3));
const monthNumber = (m: number | string) =>
  typeof m === 'number'
    ? m
    : /^\d+$/.test(m)
      ? Number(m)
      : MONTHS.findIndex((x) => x.slice(0, 3) === m.trim().toLowerCase().slice(0, 3)) + 1;

/** The next day after `today` falling on weekday `day` (0 = Sunday). */
const nextWeekday = (today: string, day: number) => addDays(today, (day - weekday(today) + 7) % 7 || 7);

/**
 * A DATE of the set read against today: which days it accepts, the latest of them (for
 * `lastDueBy`), the one a fixture gets, and words for a report. `null` when it cannot be read.
 */
export type ResolvedDate = {
  accepts: (date: string | null | undefined) => boolean;
  /** The last day it accepts (for a month, the month's last day); null for "no date". */
  latest: string | null;
  /** The day a fixture is given. */
  fixture: string | null;
  label: string;
};

export function resolveDate(spec: unknown, today: string): ResolvedDate | null {
  if (spec === null) {
    return { accepts: (d) => d === null || d === undefined || d === '', latest: null, fixture: null, label: 'no date' };
  }
  const near = (target: string, tolerance: number, label: string, alsoToday = false): ResolvedDate => ({
    accepts: (d) =>
      typeof d === 'string' && (Math.abs(daysBetween(target, d)) <= tolerance || (alsoToday && d === today)),
    latest: addDays(target, tolerance),
    fixture: target,
    label: tolerance ? `${label} (${target} ± ${tolerance})` : `${label} (${target})`,
  });
  if (typeof spec === 'string') {
    const s = spec.trim().toLowerCase();
    if (isDay(s)) return near(s, 0, s);
    if (s === 'today') return near(today, 0, 'today');
    if (s === 'tomorrow') return near(addDays(today, 1), 0, 'tomorrow');
    if (s.length >= 3 && DAYS.some((d) => d.startsWith(s))) return resolveDate({ weekday: s }, today);
    if (s.length >= 3 && MONTHS.some((m) => m.startsWith(s))) return resolveDate({ month: s }, today);
    return null;
  }
  if (typeof spec !== 'object') return null;
  const o = spec as Record<string, unknown>;
  const tolerance = typeof o.tolerance === 'number' && o.tolerance >= 0 ? o.tolerance : 0;
  if (typeof o.inDays === 'number') return near(addDays(today, o.inDays), tolerance, `in ${o.inDays} days`);
  if (o.tomorrow === true) return near(addDays(today, 1), tolerance, 'tomorrow');
  if (o.today === true) return near(today, tolerance, 'today');
  if (typeof o.weekday === 'string') {
    const day = dayIndex(o.weekday);
    if (day < 0) return null;
    return near(nextWeekday(today, day), tolerance, `next ${DAYS[day]}`, weekday(today) === day);
  }
  if (typeof o.month === 'number' || typeof o.month === 'string') {
    const month = monthNumber(o.month);
    if (!(month >= 1 && month <= 12)) return null;
    const [year, current] = today.split('-').map(Number) as [number, number];
    if (typeof o.day === 'number') {
      if (o.day < 1 || o.day > lastOfMonth(2024, month)) return null;
      let date = ymd(year, month, Math.min(o.day, lastOfMonth(year, month)));
      if (date < today) date = ymd(year + 1, month, Math.min(o.day, lastOfMonth(year + 1, month)));
      return near(date, tolerance, `${o.day} ${MONTHS[month - 1]}`);
    }
    // A whole month: this year's when it is still to come (from today, when it is this month), next
    // year's when it has passed. Said in that very month, next year's is accepted too ("next june").
    const occurrence = month >= current ? year : year + 1;
    const first = ymd(occurrence, month, 1);
    const last = ymd(occurrence, month, lastOfMonth(occurrence, month));
    const nextYear = [ymd(year + 1, month, 1), ymd(year + 1, month, lastOfMonth(year + 1, month))] as const;
    return {
      accepts: (d) =>
        typeof d === 'string' &&
        ((d >= (first < today ? today : first) && d <= last) ||
          (month === current && d >= nextYear[0] && d <= nextYear[1])),
      latest: last,
      fixture: first < today ? today : first,
      label: `${MONTHS[month - 1]} ${occurrence}`,
    };
  }
  if (typeof o.date === 'string' && isDay(o.date)) return near(o.date, tolerance, o.date);
  return null;
}

/** A fixture's day: the concrete day a DATE names (undefined and unreadable ones are no day). */
export function fixtureDay(spec: DateSpec | undefined, today: string, warn: (m: string) => void = console.warn) {
  if (spec === undefined || spec === null) return null;
  const resolved = resolveDate(spec, today);
  if (!resolved) warn(`coach conversations: cannot read the fixture date ${JSON.stringify(spec)}; left empty`);
  return resolved?.fixture ?? null;
}

// ---------------------------------------------------------------------------------------------
// Ids: deterministic, from the conversation's id and the fixture's keys, so the runner can map
// keys to rows. Each part is a readable slug with a short hash (slugs of different ids can match).
// ---------------------------------------------------------------------------------------------

const hash = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36).padStart(7, '0').slice(-5);
};
const slug = (s: string, max: number) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, max) || 'x';
const part = (s: string, max: number) => `${slug(s, max)}-${hash(s)}`;

export type ConversationIds = ReturnType<typeof conversationIds>;

export function conversationIds(conversationId: string) {
  const conv = part(conversationId, 16);
  const user = `bench-conv-${conv}`;
  const item = (key: string) => `bcv-${conv}-${part(key, 12)}`;
  return {
    user,
    email: `${user}@bench.lifelist.app`,
    username: `cv_${slug(conversationId, 16).replaceAll('-', '_')}_${hash(conversationId)}`,
    account: `${user}-acc`,
    item,
    customActivity: (key: string) => `${item(key)}-ca`,
    step: (key: string, index: number) => `${item(key)}-s${index}`,
    reminder: (key: string) => `bcv-${conv}-r-${part(key, 12)}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------

export type ConversationMember = Required<Omit<SetMember, 'list' | 'defaultPrivacy'>> & {
  defaultPrivacy: Privacy;
  list: SetItem[];
};

const PRIVACY: Record<string, Privacy> = {
  public: 'public',
  everyone: 'public',
  friends: 'friends',
  followers: 'friends',
  private: 'private',
  'only me': 'private',
  onlyme: 'private',
};

/** The set's privacy in the app's words (unknown words are public, with a warning). */
export function privacyOf(value: unknown, warn: (m: string) => void = console.warn): Privacy {
  if (value === undefined || value === null) return 'public';
  const found = PRIVACY[String(value).trim().toLowerCase()];
  if (!found) warn(`coach conversations: privacy ${JSON.stringify(value)} is not one of the app's; public instead`);
  return found ?? 'public';
}

/** The set's member with a conversation's overrides: its style, health, privacy and list changes. */
export function memberFor(set: ConversationSet, conversation: Conversation): ConversationMember {
  const base = set.member ?? {};
  const over = conversation.member ?? {};
  const removed = new Set(over.removeItems ?? []);
  const added = over.addItems ?? [];
  const addedKeys = new Set(added.map((i) => i.key));
  const list = [...(base.list ?? []).filter((i) => !removed.has(i.key) && !addedKeys.has(i.key)), ...added];
  return {
    firstName: over.firstName ?? base.firstName ?? 'Sam',
    style: over.style ?? base.style ?? 'gentle_encouragement',
    health: over.health ?? base.health ?? [],
    defaultPrivacy: privacyOf(over.defaultPrivacy ?? base.defaultPrivacy ?? 'public'),
    list,
  };
}

/** List-item key to row id, and reminder key to row id, for one conversation's member. */
export function keyMaps(set: ConversationSet, conversation: Conversation) {
  const ids = conversationIds(conversation.id);
  const member = memberFor(set, conversation);
  const items: Record<string, string> = {};
  const reminders: Record<string, string> = {};
  for (const item of member.list) {
    items[item.key] = ids.item(item.key);
    for (const r of item.reminders ?? []) reminders[r.key] = ids.reminder(r.key);
  }
  return { items, reminders };
}

const q = (value: string | null | undefined) =>
  value === null || value === undefined ? 'null' : `'${value.replaceAll("'", "''")}'`;
const json = (value: unknown) => q(JSON.stringify(value));
const NOW = "cast(unixepoch('subsec') * 1000 as integer)";
const STATUSES = ['not_started', 'in_progress', 'completed'];

/**
 * SQL making one fresh member per conversation (so conversations are independent): a confirmed
 * account that signs in with the demo password (the demo member's credential row copied: run it
 * after the seed), a profile in Europe/London, and the set's list with the conversation's
 * overrides, each item a custom activity with its steps, target date, status and reminders.
 */
export function conversationFixtures(set: ConversationSet, today = setToday(), warn = console.warn): string {
  const out: string[] = [];
  const users = new Set<string>();
  for (const conversation of set.conversations ?? []) {
    if (!conversation?.id) {
      warn('coach conversations: a conversation without an id is skipped');
      continue;
    }
    const ids = conversationIds(conversation.id);
    if (users.has(ids.user)) throw new Error(`coach conversations: the id ${conversation.id} is used twice`);
    users.add(ids.user);
    const m = memberFor(set, conversation);
    const privacy = { ...DEFAULT_PRIVACY_SETTINGS, activity_privacy: m.defaultPrivacy };
    out.push(
      `-- ${conversation.id}: ${(conversation.about ?? '').replaceAll('\n', ' ')}`,
      `insert into users (id, name, email, email_verified) values (${q(ids.user)}, ${q(m.firstName)}, ${q(ids.email)}, 1);`,
      `insert into accounts (id, account_id, provider_id, user_id, password) values (${q(ids.account)}, ${q(ids.user)}, 'credential', ${q(ids.user)},
  (select a.password from accounts a join users u on u.id = a.user_id
   where a.provider_id = 'credential' and a.password is not null and u.email like '%@demo.lifelist.app'
   order by u.email = ${q(PASSWORD_FROM)} desc limit 1));`,
      `insert into profiles (id, email, first_name, username, coaching_style, health_considerations, timezone, country, notification_preferences, privacy_settings)
  values (${q(ids.user)}, ${q(ids.email)}, ${q(m.firstName)}, ${q(ids.username)}, ${q(m.style)}, ${json(m.health)}, ${q(SET_ZONE)}, 'GB', ${json(DEFAULT_NOTIFICATION_PREFERENCES)}, ${json(privacy)});`,
      `insert into user_preferences (user_id) values (${q(ids.user)});`,
    );
    const keys = new Set<string>();
    const reminderKeys = new Set<string>();
    m.list.forEach((item, index) => {
      if (!item?.key || !item.title) {
        warn(`coach conversations: ${conversation.id}: an item without a key or title is skipped`);
        return;
      }
      if (keys.has(item.key)) throw new Error(`coach conversations: ${conversation.id}: item key ${item.key} twice`);
      keys.add(item.key);
      const status = STATUSES.includes(item.status ?? '') ? (item.status as string) : 'not_started';
      const steps = item.steps ?? [];
      const done = steps.filter((s) => s.done).length;
      const progress = status === 'completed' ? 100 : steps.length ? Math.round((done / steps.length) * 100) : 0;
      // Older items first, a minute apart, so "newest" means the same every run.
      const created = `${NOW} - ${(m.list.length - index) * 60_000}`;
      const itemId = ids.item(item.key);
      const itemPrivacy = item.privacy === undefined ? m.defaultPrivacy : privacyOf(item.privacy, warn);
      out.push(
        `insert into custom_activities (id, user_id, title, description, category_tags, privacy, created_at, updated_at)
  values (${q(ids.customActivity(item.key))}, ${q(ids.user)}, ${q(item.title.slice(0, 100))}, 'On my list', '[]', ${q(itemPrivacy)}, ${created}, ${created});`,
        `insert into user_activities (id, user_id, custom_activity_id, status, progress, privacy, target_date, started_at, completed_at, created_at, updated_at)
  values (${q(itemId)}, ${q(ids.user)}, ${q(ids.customActivity(item.key))}, ${q(status)}, ${progress}, ${q(itemPrivacy)}, ${q(fixtureDay(item.targetDate, today, warn))},
    ${status === 'not_started' ? 'null' : created}, ${status === 'completed' ? NOW : 'null'}, ${created}, ${created});`,
      );
      steps.forEach((step, i) => {
        out.push(
          `insert into list_item_steps (id, item_id, user_id, position, text, done, done_at, due_date, created_at)
  values (${q(ids.step(item.key, i))}, ${q(itemId)}, ${q(ids.user)}, ${i}, ${q(String(step.text).slice(0, 200))}, ${step.done ? 1 : 0}, ${step.done ? NOW : 'null'}, ${q(fixtureDay(step.due, today, warn))}, ${created});`,
        );
      });
      for (const r of item.reminders ?? []) {
        if (!r?.key) {
          warn(`coach conversations: ${conversation.id}: a reminder of ${item.key} without a key is skipped`);
          continue;
        }
        if (reminderKeys.has(r.key))
          throw new Error(`coach conversations: ${conversation.id}: reminder key ${r.key} twice`);
        reminderKeys.add(r.key);
        const on = fixtureDay(r.on, today, warn) ?? addDays(today, 1);
        const step = typeof r.step === 'number' ? steps[r.step] : undefined;
        if (typeof r.step === 'number' && !step)
          warn(
            `coach conversations: ${conversation.id}: reminder ${r.key} names step ${r.step}, which ${item.key} lacks`,
          );
        const at = /^\d{2}:\d{2}$/.test(r.time ?? '') ? (r.time as string) : '09:00';
        out.push(
          `insert into coach_reminders (id, user_id, item_id, step_id, about, remind_on, remind_at)
  values (${q(ids.reminder(r.key))}, ${q(ids.user)}, ${q(itemId)}, ${step ? q(ids.step(item.key, r.step as number)) : 'null'}, ${q(step ? step.text : item.title)}, ${q(on)}, ${q(at)});`,
        );
      }
    });
  }
  return `${out.join('\n')}\n`;
}

/**
 * Writes the set's members into the local database (after the seed, before the app starts); with no
 * set given and no set file yet, does nothing.
 */
export function prepareConversations(state: string, given?: ConversationSet) {
  if (!given && !existsSync(CONVERSATION_SET_PATH)) {
    console.warn(`coach conversations: no ${CONVERSATION_SET_PATH} yet; no members made`);
    return;
  }
  const set = given ?? loadConversationSet();
  const file = join(mkdtempSync(join(tmpdir(), 'bench-coach-conv-')), 'conversations.sql');
  writeFileSync(file, conversationFixtures(set));
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', file], {
    stdio: 'ignore',
  });
}
