import { type SQL, sql } from 'drizzle-orm';
import { type CoachCard, type CoachItem, type CoachingStyle, DEFAULT_CHECKIN_TIME } from '../../contracts/coach';
import { COACHING_STYLES } from '../../contracts/enums';
import type { NotificationPreferences } from '../../contracts/profile-settings';
import { QUIZ_INTERESTS } from '../../contracts/quiz';
import { createDb, type Db, rawBatch, uuidSql } from '../../db/client';
import { appOrigin } from '../../lib/config';
import { daysBetween, memberZoneSql, sayDay, weekday, zonesNow } from '../../lib/days';
import type { Mail } from '../../lib/mailer';
import { searchCatalogue } from '../catalogue/search';
import { type MailQueue, queueMail } from '../notifications/mail-queue';
import { notificationsFrom } from '../notifications/statements';
import { isoWeek } from './dates';
import { activityOf, type Found, reasonFor, suits, type Taste } from './ideas';

/**
 * The weekly check-in: each member gets one on the day of the week and at the time of day they
 * chose in their time zone (without a choice, a day spread evenly by their id, at 09:00), from the
 * first hourly Cron run from then: what moved on their list in the last seven days, what is next, and
 * one new idea, as a message in their coach thread, an in-app notification and, per their e-mail
 * preferences, an e-mail. `coach_checkins` holds one row per member and ISO week, written in the
 * same transaction as the message and the notification, so a Cron retried or run twice the same
 * week sends nothing again. Members read in batches by id; a batch's facts come in one round trip
 * and its writes in another.
 */

/** Members read per batch. */
export const CHECKIN_BATCH = 1000;
/** Members whose messages go in one statement: keeps each bound JSON payload well under D1's limits. */
const WRITE_CHUNK = 200;
/** The popular ideas a week's new idea is picked from. */
const POOL_SIZE = 100;

/** A member's check-in day when they chose none, 0 (Sunday) to 6, from the last two characters of their id. */
export const checkinDay = (userId: string) =>
  ((userId.charCodeAt(userId.length - 1) || 0) * 31 + (userId.charCodeAt(userId.length - 2) || 0)) % 7;
const checkinDaySql = sql`((coalesce(unicode(substr(p.id, -1)), 0) * 31 + coalesce(unicode(substr(p.id, -2, 1)), 0)) % 7)`;

type MemberRow = {
  id: string;
  email: string;
  firstName: string;
  country: string | null;
  style: string | null;
  age: number | null;
  health: string;
  times: string;
  types: string;
  prefs: string;
  /** The member's today and ISO week, in their time zone. */
  today: string;
  week: string;
};
type MovedRow = { userId: string; total: number; done: number; doneThisWeek: number; going: number };
type StepsRow = { userId: string; steps: number };
type NextRow = {
  userId: string;
  id: string;
  title: string;
  status: CoachItem['status'];
  progress: number;
  targetDate: string | null;
  activityId: number | null;
  customActivityId: string | null;
  stepId: string | null;
  stepText: string | null;
  stepDue: string | null;
  stepsTotal: number;
  stepsDone: number;
};
type ListedRow = { userId: string; activityId: number };

export type CheckinFacts = {
  firstName: string;
  country: string | null;
  style: CoachingStyle;
  today: string;
  total: number;
  done: number;
  doneThisWeek: number;
  stepsThisWeek: number;
  going: number;
  next: CoachItem | null;
  idea: { found: Found; reason: string } | null;
  /** The member has never written to the coach: the check-in introduces it first. */
  firstTime?: boolean;
};

/** The one question a check-in asks, by what the week held. */
export function checkinQuestion(f: CheckinFacts): { question: 'how' | 'blocked' | 'which'; text: string } | null {
  if (f.firstTime || (!f.next && f.total === 0)) {
    return {
      question: 'which',
      text: f.next ? 'Which one would you like to move forward this week?' : 'What would you like to do first?',
    };
  }
  if (f.doneThisWeek + f.stepsThisWeek > 0) return { question: 'how', text: 'How did it go?' };
  if (f.next) return { question: 'blocked', text: 'What got in the way this week?' };
  return null;
}

const parse = <T>(json: string, fallback: T): T => {
  try {
    return (JSON.parse(json) as T) ?? fallback;
  } catch {
    return fallback;
  }
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The check-in's words, in the member's coaching style, and the one line the notification shows. */
export function checkinText(f: CheckinFacts) {
  const idea = f.idea ? f.idea.found.displayTitle || f.idea.found.title : null;
  const next = f.next;
  const late = next?.targetDate && next.targetDate < f.today ? daysBetween(next.targetDate, f.today) : 0;
  const moved = f.doneThisWeek + f.stepsThisWeek > 0;
  const parts: string[] = [];
  if (f.firstTime) {
    parts.push(
      `Hi ${f.firstName}, I'm your Lifelist coach. Once a week I look at your list with you: what moved, what is next. You can also write to me any time to plan something, tick it off or set a reminder.`,
    );
    if (next) parts.push(`First on your list: “${next.title}”.`);
    const question = checkinQuestion(f);
    if (question) parts.push(question.text);
    const summary = 'Your coach says hello, with a first question for you.';
    return { text: parts.join(' '), summary };
  }
  if (f.style === 'tough_love') {
    parts.push(
      `Weekly check, ${f.firstName}: ${plural(f.doneThisWeek, 'thing')} done and ${plural(f.stepsThisWeek, 'step')} ticked in seven days.`,
    );
    if (next && late) parts.push(`“${next.title}” is overdue by ${plural(late, 'day')}. Do its next step this week.`);
    else if (next) parts.push(`This week: “${next.title}”. Set a date and do it.`);
    if (idea) parts.push(`Then add something new: “${idea}”.`);
  } else if (f.style === 'goal_oriented') {
    const pct = f.total ? Math.round((f.done / f.total) * 100) : 0;
    parts.push(
      `Your week, ${f.firstName}: ${f.doneThisWeek} completed, ${plural(f.stepsThisWeek, 'step')} ticked; ${f.done} of ${f.total} done (${pct}%).`,
    );
    if (next)
      parts.push(
        `Next target: “${next.title}”${next.targetDate ? (late ? `, overdue since ${sayDay(next.targetDate, f.today, f.country)}` : ` by ${sayDay(next.targetDate, f.today, f.country)}`) : ''}.`,
      );
    if (idea) parts.push(`New idea: “${idea}”.`);
  } else {
    parts.push(`Here is your week, ${f.firstName}.`);
    parts.push(
      moved
        ? `You ticked off ${plural(f.doneThisWeek, 'thing')} and ${plural(f.stepsThisWeek, 'step')}. Lovely progress.`
        : 'A quiet week, and that is fine: one small step is enough to start again.',
    );
    if (next) parts.push(`Next: “${next.title}”${next.nextStep ? `, starting with “${next.nextStep.text}”` : ''}.`);
    if (idea) parts.push(`And one new idea: “${idea}”.`);
  }
  const question = checkinQuestion(f);
  if (question) parts.push(question.text);
  const summary = `Your week: ${f.doneThisWeek} done, ${plural(f.stepsThisWeek, 'step')}.${next ? ` Next: “${next.title}”.` : ''}`;
  return { text: parts.join(' '), summary: summary.length > 140 ? `${summary.slice(0, 139)}…` : summary };
}

/** The check-in's cards: the next item with its step, and the new idea. */
export function checkinCards(f: CheckinFacts): CoachCard[] {
  const cards: CoachCard[] = [];
  if (f.next) {
    const late = f.next.targetDate && f.next.targetDate < f.today;
    cards.push({
      type: 'item',
      item: f.next,
      reason: late
        ? `Overdue by ${plural(daysBetween(f.next.targetDate as string, f.today), 'day')}`
        : f.next.nextStep
          ? `Next: ${f.next.nextStep.text}`
          : f.next.targetDate
            ? `Target date in ${plural(daysBetween(f.today, f.next.targetDate), 'day')}`
            : 'Next on your list',
    });
  }
  if (f.idea) cards.push({ type: 'idea', activity: activityOf(f.idea.found), reason: f.idea.reason });
  return cards;
}

export type CheckinRun = {
  /** Members whose day it is, read in batches. */
  scanned: number;
  /** Check-ins sent by this run. */
  sent: number;
  emailed: number;
  batches: number;
  /** D1 and Queue calls the run made: each is a subrequest of the Cron's invocation. */
  calls: number;
  largestBatchMs: number;
  totalMs: number;
};

/**
 * Sends the check-ins of members whose day and time it is at `now` in their time zone (or, with
 * `day`, whose day it is, at any time) and who have not had this week's.
 */
export async function sendCheckins(
  db: Db,
  mail: MailQueue,
  {
    now = new Date(),
    origin,
    batchSize = CHECKIN_BATCH,
    day,
  }: { now?: Date; origin: string; batchSize?: number; day?: string },
): Promise<CheckinRun> {
  const started = Date.now();
  // Each time zone's today, day of the week, time of day and ISO week at this run.
  const zones = JSON.stringify(
    zonesNow(now, day).map(({ zone, today, time }) => ({
      zone,
      today,
      time,
      day: weekday(today),
      week: isoWeek(today),
    })),
  );
  const weekAgo = (day ? Date.parse(`${day}T23:59:59Z`) : now.getTime()) - 7 * 86_400_000;
  const runId = crypto.randomUUID();
  const run: CheckinRun = { scanned: 0, sent: 0, emailed: 0, batches: 0, calls: 0, largestBatchMs: 0, totalMs: 0 };
  let pool: Found[] | null = null;
  let after = '';
  for (;;) {
    const batchStarted = Date.now();
    const members = await db.all<MemberRow>(sql`
      with z as (select json_extract(value, '$.zone') as zone, json_extract(value, '$.today') as today,
          json_extract(value, '$.time') as time, json_extract(value, '$.day') as day,
          json_extract(value, '$.week') as week
        from json_each(${zones}))
      select p.id, p.email, p.first_name as firstName, p.country, p.coaching_style as style, p.age,
        p.health_considerations as health, p.time_availability as times, p.activity_types as types,
        p.notification_preferences as prefs, z.today, z.week
      from profiles p
      join z on z.zone = ${memberZoneSql()}
      left join coach_settings s on s.user_id = p.id
      where p.id > ${after} and p.is_banned = 0 and coalesce(s.weekly_checkin, 1) = 1
        and coalesce(s.checkin_day, ${checkinDaySql}) = z.day
        and coalesce(s.checkin_time, ${DEFAULT_CHECKIN_TIME}) <= z.time
        and not exists (select 1 from coach_checkins c where c.user_id = p.id and c.week = z.week)
      order by p.id limit ${batchSize}`);
    run.calls += 1;
    if (!members.length) break;
    if (!pool) {
      pool = (await searchCatalogue(db, { q: '', offset: 0, limit: POOL_SIZE })).items;
      run.calls += 1;
    }
    const ideas = pool;
    const poolIds = JSON.stringify(ideas.map((a) => a.id));
    const ids = JSON.stringify(members.map((m) => m.id));
    const inBatch = sql`(select value from json_each(${ids}))`;
    const [moved, steps, nextRows, listed, talked] = await rawBatch(db, [
      sql`select ua.user_id as userId, count(*) as total, sum(ua.status = 'completed') as done,
          sum(ua.completed_at >= ${weekAgo}) as doneThisWeek, sum(ua.status = 'in_progress') as going
        from user_activities ua where ua.user_id in ${inBatch} group by ua.user_id`,
      sql`select s.user_id as userId, count(*) as steps from list_item_steps s
        where s.user_id in ${inBatch} and s.done = 1 and s.done_at >= ${weekAgo} group by s.user_id`,
      sql`select * from (
          select ua.user_id as userId, ua.id, coalesce(a.display_title, a.title, ca.display_title, ca.title) as title,
            ua.status, ua.progress, ua.target_date as targetDate, ua.activity_id as activityId,
            ua.custom_activity_id as customActivityId,
            n.id as stepId, n.text as stepText, n.due_date as stepDue,
            (select count(*) from list_item_steps s where s.item_id = ua.id) as stepsTotal,
            (select count(*) from list_item_steps s where s.item_id = ua.id and s.done = 1) as stepsDone,
            row_number() over (partition by ua.user_id order by ua.target_date is null, ua.target_date,
              ua.status = 'in_progress' desc, ua.priority desc, ua.updated_at desc) as place
          from user_activities ua
          left join activities a on a.id = ua.activity_id
          left join custom_activities ca on ca.id = ua.custom_activity_id
          left join list_item_steps n on n.id = (
            select s.id from list_item_steps s where s.item_id = ua.id and s.done = 0 order by s.position limit 1)
          where ua.user_id in ${inBatch} and ua.status <> 'completed')
        where place = 1`,
      sql`select ua.user_id as userId, ua.activity_id as activityId from user_activities ua
        where ua.user_id in ${inBatch} and ua.activity_id in (select value from json_each(${poolIds}))`,
      // Members who have written to the coach before: the others get an introduction first.
      sql`select distinct m.user_id as userId from coach_messages m where m.user_id in ${inBatch} and m.role = 'member'`,
    ]);
    const byUser = <T extends { userId: string }>(rows: unknown[] | undefined) =>
      new Map(((rows ?? []) as T[]).map((r) => [r.userId, r]));
    const movedOf = byUser<MovedRow>(moved?.results);
    const stepsOf = byUser<StepsRow>(steps?.results);
    const nextOf = byUser<NextRow>(nextRows?.results);
    const wrote = new Set(((talked?.results ?? []) as { userId: string }[]).map((r) => r.userId));
    const onListOf = new Map<string, Set<number>>();
    for (const r of (listed?.results ?? []) as unknown as ListedRow[]) {
      onListOf.set(r.userId, (onListOf.get(r.userId) ?? new Set()).add(r.activityId));
    }

    const payload = members.map((m, position) => {
      const types = parse<string[]>(m.types, []);
      const taste: Taste = {
        onList: onListOf.get(m.id) ?? new Set(),
        careful: parse<string[]>(m.health, []).some((h) => h.trim() !== ''),
        categories: new Set(QUIZ_INTERESTS.filter((i) => types.includes(i.label)).flatMap((i) => i.categories)),
        profile: { age: m.age, timeAvailability: parse<string[]>(m.times, []) },
      };
      // A different idea each week: the pool read from a place that moves with the week, the
      // member's activity types first.
      const start = (Number(m.week.slice(-2)) * 7 + position) % Math.max(1, ideas.length);
      const rotated = [...ideas.slice(start), ...ideas.slice(0, start)].filter((a) => suits(taste, a));
      const found = rotated.find((a) => a.categoryTags.some((c) => taste.categories.has(c))) ?? rotated[0] ?? null;
      const n = nextOf.get(m.id);
      const facts: CheckinFacts = {
        firstName: m.firstName,
        country: m.country,
        style: (COACHING_STYLES as readonly string[]).includes(m.style ?? '')
          ? (m.style as CoachingStyle)
          : 'gentle_encouragement',
        today: m.today,
        total: movedOf.get(m.id)?.total ?? 0,
        done: movedOf.get(m.id)?.done ?? 0,
        doneThisWeek: movedOf.get(m.id)?.doneThisWeek ?? 0,
        going: movedOf.get(m.id)?.going ?? 0,
        stepsThisWeek: stepsOf.get(m.id)?.steps ?? 0,
        next: n
          ? {
              id: n.id,
              title: n.title,
              status: n.status,
              progress: n.progress,
              targetDate: n.targetDate,
              activityId: n.activityId,
              customActivityId: n.customActivityId,
              nextStep: n.stepId ? { id: n.stepId, text: n.stepText ?? '', dueDate: n.stepDue } : null,
              stepsDone: n.stepsDone,
              stepsTotal: n.stepsTotal,
            }
          : null,
        idea: found ? { found, reason: reasonFor(taste, found) } : null,
        firstTime: !wrote.has(m.id),
      };
      const { text, summary } = checkinText(facts);
      const prefs = parse<Partial<NotificationPreferences>>(m.prefs, {});
      const cards = checkinCards(facts);
      const question = checkinQuestion(facts);
      return {
        user: m.id,
        week: m.week,
        text,
        summary,
        cards,
        // What the member's reply is read against: the question asked, and the item it is about.
        memory: {
          ask: 'checkin',
          ...(question ? { question: question.question } : {}),
          itemId: facts.next?.id ?? null,
          cards: cards.map((c) =>
            c.type === 'item'
              ? { itemId: c.item.id, title: c.item.title }
              : c.type === 'idea'
                ? { activityId: c.activity.id, title: c.activity.title }
                : { title: '' },
          ),
        },
        notify: prefs.push?.activity_reminders === false ? 0 : 1,
        email: prefs.email?.activity_reminders === false ? null : m.email,
        firstName: m.firstName,
      };
    });

    // One transaction: claim each member's week, and write the message and notification of the
    // claims this run made (a member claimed by an overlapping run is left to that run).
    const statements: SQL[] = [];
    for (let i = 0; i < payload.length; i += WRITE_CHUNK) {
      const chunk = JSON.stringify(payload.slice(i, i + WRITE_CHUNK));
      const claimed = sql`from json_each(${chunk}) j
        join coach_checkins c on c.user_id = json_extract(j.value, '$.user') and c.week = json_extract(j.value, '$.week')
          and c.run_id = ${runId}`;
      statements.push(
        sql`insert or ignore into coach_checkins (user_id, week, sent_at, run_id)
          select json_extract(j.value, '$.user'), json_extract(j.value, '$.week'), ${now.getTime()}, ${runId}
          from json_each(${chunk}) j`,
        sql`insert into coach_messages (id, user_id, role, text, cards, suggestions, memory, created_at)
          select ${uuidSql}, c.user_id, 'coach', json_extract(j.value, '$.text'), json_extract(j.value, '$.cards'),
            ${JSON.stringify(['What should I do this weekend?', 'How am I doing?'])}, json_extract(j.value, '$.memory'),
            ${now.getTime()} ${claimed}`,
        notificationsFrom({
          type: 'coach_checkin',
          user: sql`c.user_id`,
          entity: sql`null`,
          data: sql`json_object('summary', json_extract(j.value, '$.summary'), 'week', c.week)`,
          at: now,
          from: sql`${claimed} and json_extract(j.value, '$.notify') = 1`,
        }),
        sql`select c.user_id as user ${claimed}`,
      );
    }
    const results = await rawBatch<{ user: string }>(db, statements);
    const sentTo = new Set(results.filter((_, i) => i % 4 === 3).flatMap((r) => r.results.map((row) => row.user)));
    const messages = payload
      .filter((p) => sentTo.has(p.user) && p.email)
      .map((p) => checkinMail(p.email as string, p.firstName, p.text, origin));
    run.calls += 2 + (await queueMail(mail, messages));

    run.scanned += members.length;
    run.sent += sentTo.size;
    run.emailed += messages.length;
    run.batches += 1;
    run.largestBatchMs = Math.max(run.largestBatchMs, Date.now() - batchStarted);
    after = members.at(-1)?.id ?? after;
    if (members.length < batchSize) break;
  }
  run.totalMs = Date.now() - started;
  return run;
}

function checkinMail(to: string, firstName: string, text: string, origin: string): Mail {
  return {
    to,
    subject: 'Your weekly check-in from your coach',
    // The message may open with its own greeting: the e-mail greets once.
    text: `Hi ${firstName},\n\n${text.replace(/^(Hi|Hello) [^,.]+[,.] /, '')}\n\nReply to your coach: ${origin}/coach\n\nYou can change the weekly check-in's day and time, or turn it off, on the coach screen, and coach e-mails off in Settings > Notifications (Activity reminders): ${origin}/settings?section=notifications`,
  };
}

/** The Cron's entry: the check-ins due this hour (or, with `day`, that day's), logged for the Worker's observability. */
export async function runCheckins(env: Env, now = new Date(), day?: string) {
  const run = await sendCheckins(createDb(env.DB), env.MAIL, { now, origin: appOrigin(env), day });
  console.log(JSON.stringify({ job: 'coach-checkins', ...run }));
  return run;
}
