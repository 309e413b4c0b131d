import { type SQL, sql } from 'drizzle-orm';
import { type Db, rawBatch } from '../../db/client';
import { addDays, memberZoneSql, sayDay } from '../../lib/days';
import type { Mail } from '../../lib/mailer';
import { itemPathSql, itemTitleSql, QUEUE_BATCH, uuidSql } from './reminder-sql';
import type { MailQueue } from './reminders';

/**
 * Step due-date reminders, sent with the target-date ones (same Cron, same morning of the
 * member's own day, same preferences and per-item switch): the day before a step is due, on the
 * day, and once it has passed while the step is not ticked. Each is sent exactly once per step,
 * kind and due date: `list_step_reminders` records it in the same transaction as its in-app
 * notification. A late run still sends the overdue one for 7 days after; a missed "tomorrow" is
 * not sent late, since the "today" one follows. Steps of completed items are not reminded.
 */

export type StepReminderKind = 'tomorrow' | 'today' | 'overdue';

/** The reminder due on `today` for a step due on `due`, if any. */
export function stepDueKind(due: string, today: string): StepReminderKind | null {
  if (due === addDays(today, 1)) return 'tomorrow';
  if (due === today) return 'today';
  if (due < today && due >= addDays(today, -7)) return 'overdue';
  return null;
}

/** The SQL twin of stepDueKind, for rows already inside the window. */
const kindSql = (today: string) => sql`case
  when s.due_date > ${today} then 'tomorrow'
  when s.due_date = ${today} then 'today'
  else 'overdue' end`;

/**
 * Open steps with a due date from 7 days ago to tomorrow, of open items with reminders on, of
 * members in `zone` (whose today it is). `s.due_date is not null and s.done = 0` lets the partial
 * due index serve it.
 */
const dueWhere = (today: string, zone: string) => sql`s.due_date is not null and s.done = 0
  and s.due_date between ${addDays(today, -7)} and ${addDays(today, 1)}
  and ua.status <> 'completed' and ua.reminders = 1
  and s.user_id in (select p.id from profiles p where ${memberZoneSql()} = ${zone})`;

export function stepReminderText(kind: StepReminderKind, step: string, activity: string, due: string, today: string) {
  if (kind === 'overdue')
    return `The step “${step}” for “${activity}” was due ${sayDay(due, today)}. Tick it off or give it a new date.`;
  return `The step “${step}” for “${activity}” is due ${kind === 'today' ? 'today' : 'tomorrow'}.`;
}

type Cursor = { date: string; id: string };
type MailRow = {
  email: string;
  firstName: string;
  kind: StepReminderKind;
  dueDate: string;
  step: string;
  title: string;
  path: string;
};

export type StepReminderRun = {
  scanned: number;
  reminded: number;
  emailed: number;
  batches: number;
  largestBatchMs: number;
};

/** Sends one zone's step reminders of `today`, in batches over the due index. */
export async function sendStepReminders(
  db: Db,
  mail: MailQueue,
  {
    zone,
    today,
    now,
    origin,
    batchSize,
  }: { zone: string; today: string; now: Date; origin: string; batchSize: number },
): Promise<StepReminderRun> {
  const runId = crypto.randomUUID();
  const run: StepReminderRun = { scanned: 0, reminded: 0, emailed: 0, batches: 0, largestBatchMs: 0 };
  const from = sql`from list_item_steps s join user_activities ua on ua.id = s.item_id`;
  let after: Cursor | null = null;
  for (;;) {
    const batchStarted = Date.now();
    const previous: Cursor | null = after;
    const afterCursor: SQL = previous
      ? sql`and (s.due_date > ${previous.date} or (s.due_date = ${previous.date} and s.id > ${previous.id}))`
      : sql``;
    const page: Cursor[] = await db.all<Cursor>(sql`
      select s.due_date as date, s.id ${from}
      where ${dueWhere(today, zone)} ${afterCursor}
      order by s.due_date, s.id limit ${batchSize}`);
    const last: Cursor | undefined = page.at(-1);
    if (!last) break;
    const range = sql`${afterCursor} and (s.due_date < ${last.date} or (s.due_date = ${last.date} and s.id <= ${last.id}))`;
    const sentNow = sql`${from}
      cross join list_step_reminders r on r.step_id = s.id and r.run_id = ${runId}
      join profiles p on p.id = s.user_id
      left join activities a on a.id = ua.activity_id
      left join custom_activities ca on ca.id = ua.custom_activity_id
      where ${dueWhere(today, zone)} ${range}`;
    const [inserted, , emails] = await rawBatch(db, [
      sql`insert or ignore into list_step_reminders (step_id, kind, due_date, run_id, sent_at)
        select s.id, ${kindSql(today)}, s.due_date, ${runId}, ${now.getTime()}
        ${from} where ${dueWhere(today, zone)} ${range}`,
      sql`insert into notifications (id, user_id, actor_id, type, entity_id, data, read, created_at)
        select ${uuidSql}, ua.user_id, null, 'list_reminder', ua.id,
          json_object('kind', r.kind, 'targetDate', r.due_date, 'step', s.text, 'stepId', s.id,
            'title', ${itemTitleSql}, 'path', ${itemPathSql}), 0, ${now.getTime()}
        ${sentNow} and coalesce(json_extract(p.notification_preferences, '$.push.activity_reminders'), 1) = 1`,
      sql`select p.email, p.first_name as firstName, r.kind, r.due_date as dueDate, s.text as step,
          ${itemTitleSql} as title, ${itemPathSql} as path
        ${sentNow} and coalesce(json_extract(p.notification_preferences, '$.email.activity_reminders'), 1) = 1`,
    ]);
    const messages = ((emails?.results ?? []) as unknown as MailRow[]).map((m) => ({
      body: stepReminderMail(m, today, origin),
    }));
    for (let i = 0; i < messages.length; i += QUEUE_BATCH) await mail.sendBatch(messages.slice(i, i + QUEUE_BATCH));
    run.scanned += page.length;
    run.reminded += inserted?.meta.changes ?? 0;
    run.emailed += messages.length;
    run.batches += 1;
    run.largestBatchMs = Math.max(run.largestBatchMs, Date.now() - batchStarted);
    after = last;
    if (page.length < batchSize) break;
  }
  return run;
}

function stepReminderMail(m: MailRow, today: string, origin: string): Mail {
  const line = stepReminderText(m.kind, m.step, m.title, m.dueDate, today);
  return {
    to: m.email,
    subject: m.kind === 'overdue' ? `A step is overdue: ${m.step}` : `Step due ${m.kind}: ${m.step}`,
    text: `Hi ${m.firstName},\n\n${line}\n\nSee your plan: ${origin}${m.path}\n\nYou can turn reminders off for this activity in its Settings, or for everything in Settings > Notifications: ${origin}/settings?section=notifications`,
  };
}
