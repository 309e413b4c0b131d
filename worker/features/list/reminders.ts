import { type SQL, sql } from 'drizzle-orm';
import { createDb, type Db, rawBatch } from '../../db/client';
import { appOrigin } from '../../lib/config';
import { addDays, memberZoneSql, zonesInTheirMorning } from '../../lib/days';
import type { Mail } from '../../lib/mailer';
import { itemPathSql, itemTitleSql, QUEUE_BATCH, uuidSql } from './reminder-sql';
import { sendStepReminders } from './step-reminders';

/**
 * Target-date reminders (and, through step-reminders.ts, step due-date reminders), sent by the hourly Cron on the morning of the member's own day (their
 * time zone): 7 days before a list item's target date, 1 day before, and once it has passed while the item is not completed. Each is sent exactly once per
 * item and target date: `list_reminders` records it, keyed by (item, kind, target date), in the
 * same transaction as its in-app notification, so a second or overlapping run finds nothing left
 * to send. A late run still sends what is due: the week reminder until 2 days before, the day
 * reminder on the day itself, the overdue one for 7 days after.
 */

export type ReminderKind = 'week' | 'day' | 'overdue';

/** Items read per batch: few enough statements and rows to stay far inside a Worker's limits. */
export const REMINDER_BATCH = 1000;

/** The reminder due on `today` for an item whose target date is `target`, if any. */
export function dueKind(target: string, today: string): ReminderKind | null {
  if (target > addDays(today, 7) || target < addDays(today, -7)) return null;
  if (target >= addDays(today, 2)) return 'week';
  if (target >= today) return 'day';
  return 'overdue';
}

/** The SQL twin of dueKind, for rows already inside the ±7-day window. */
const kindSql = (today: string) => sql`case
  when ua.target_date >= ${addDays(today, 2)} then 'week'
  when ua.target_date >= ${today} then 'day'
  else 'overdue' end`;

/**
 * The open items with reminders on and a target date within 7 days either side of today, of
 * members in `zone` (whose today it is).
 */
const dueWhere = (today: string, zone: string) => sql`ua.target_date is not null and ua.status <> 'completed'
  and ua.reminders = 1 and ua.target_date between ${addDays(today, -7)} and ${addDays(today, 7)}
  and ua.user_id in (select p.id from profiles p where ${memberZoneSql()} = ${zone})`;

const title = itemTitleSql;
const path = itemPathSql;
const uuid = uuidSql;

export function reminderText(kind: ReminderKind, activity: string, targetDate: string, today: string) {
  const days = Math.round((Date.parse(targetDate) - Date.parse(today)) / 86_400_000);
  if (kind === 'overdue') return `The target date for “${activity}” has passed. Pick a new date or mark it done.`;
  if (days <= 0) return `Today is your target date for “${activity}”.`;
  if (days === 1) return `Your target date for “${activity}” is tomorrow.`;
  return `Your target date for “${activity}” is in ${days} days.`;
}

/** How a reminder run is asked for: when it runs, the links' origin, the batch size. */
export type ReminderRunOptions = {
  now?: Date;
  origin: string;
  batchSize?: number;
  /** Every member's reminders of this day, whatever the hour (trying the job out, the bench). */
  day?: string;
};

/** Where reminder e-mails go: the mail Queue (its consumer hands them to the mailer). */
export type MailQueue = { sendBatch(messages: { body: Mail }[]): Promise<unknown> };

type Cursor = { date: string; id: string };
type MailRow = {
  email: string;
  firstName: string;
  kind: ReminderKind;
  targetDate: string;
  title: string;
  path: string;
};

export type ReminderRun = {
  /** Open items with a target date in the window, read in batches. */
  scanned: number;
  /** Reminders sent by this run (each an in-app notification when the member has them on). */
  reminded: number;
  emailed: number;
  batches: number;
  largestBatchMs: number;
  totalMs: number;
};

/**
 * Sends the reminders due on each member's own day (their profile's time zone, UTC without one),
 * from the morning of that day. `mail` is the Queue the mailer's consumer reads; e-mails go
 * through it so this run makes a handful of calls, not one per member.
 */
export async function sendListReminders(
  db: Db,
  mail: MailQueue,
  { now = new Date(), origin, batchSize = REMINDER_BATCH, day }: ReminderRunOptions,
): Promise<ReminderRun> {
  const runId = crypto.randomUUID();
  const started = Date.now();
  const run: ReminderRun = { scanned: 0, reminded: 0, emailed: 0, batches: 0, largestBatchMs: 0, totalMs: 0 };
  for (const { zone, today } of zonesInTheirMorning(now, day)) {
    await sendZone(zone, today);
    // Then the due dates of the open steps, the same morning, by the same rules.
    const steps = await sendStepReminders(db, mail, { zone, today, now, origin, batchSize });
    run.scanned += steps.scanned;
    run.reminded += steps.reminded;
    run.emailed += steps.emailed;
    run.batches += steps.batches;
    run.largestBatchMs = Math.max(run.largestBatchMs, steps.largestBatchMs);
  }
  run.totalMs = Date.now() - started;
  return run;

  async function sendZone(zone: string, today: string) {
    let after: Cursor | null = null;
    for (;;) {
      const batchStarted = Date.now();
      const from: Cursor | null = after;
      const afterCursor: SQL = from
        ? sql`and (ua.target_date > ${from.date} or (ua.target_date = ${from.date} and ua.id > ${from.id}))`
        : sql``;
      // The due index (target_date, id) serves this page in order.
      const page: Cursor[] = await db.all<Cursor>(sql`
      select ua.target_date as date, ua.id from user_activities ua
      where ${dueWhere(today, zone)} ${afterCursor}
      order by ua.target_date, ua.id limit ${batchSize}`);
      const last: Cursor | undefined = page.at(-1);
      if (!last) break;
      const range = sql`${afterCursor} and (ua.target_date < ${last.date} or (ua.target_date = ${last.date} and ua.id <= ${last.id}))`;
      // Driven from the page's items (the due index), each looking up its reminder by primary key.
      const sentNow = sql`from user_activities ua
      cross join list_reminders r on r.item_id = ua.id and r.run_id = ${runId}
      join profiles p on p.id = ua.user_id
      left join activities a on a.id = ua.activity_id
      left join custom_activities ca on ca.id = ua.custom_activity_id
      where ${dueWhere(today, zone)} ${range}`;
      const [inserted, , emails] = await rawBatch(db, [
        sql`insert or ignore into list_reminders (item_id, kind, target_date, run_id, sent_at)
        select ua.id, ${kindSql(today)}, ua.target_date, ${runId}, ${now.getTime()}
        from user_activities ua where ${dueWhere(today, zone)} ${range}`,
        sql`insert into notifications (id, user_id, actor_id, type, entity_id, data, read, created_at)
        select ${uuid}, ua.user_id, null, 'list_reminder', ua.id,
          json_object('kind', r.kind, 'targetDate', r.target_date, 'title', ${title}, 'path', ${path}), 0, ${now.getTime()}
        ${sentNow} and coalesce(json_extract(p.notification_preferences, '$.push.activity_reminders'), 1) = 1`,
        sql`select p.email, p.first_name as firstName, r.kind, r.target_date as targetDate,
          ${title} as title, ${path} as path
        ${sentNow} and coalesce(json_extract(p.notification_preferences, '$.email.activity_reminders'), 1) = 1`,
      ]);
      const messages = ((emails?.results ?? []) as unknown as MailRow[]).map((m) => ({
        body: reminderMail(m, today, origin),
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
  }
}

function reminderMail(m: MailRow, today: string, origin: string): Mail {
  const line = reminderText(m.kind, m.title, m.targetDate, today);
  return {
    to: m.email,
    subject: m.kind === 'overdue' ? `A target date has passed: ${m.title}` : `Coming up: ${m.title}`,
    text: `Hi ${m.firstName},\n\n${line}\n\nSee your plan: ${origin}${m.path}\n\nYou can turn reminders off for this activity in its Settings, or for everything in Settings > Notifications: ${origin}/settings?section=notifications`,
  };
}

/** The Cron's entry: today's reminders, logged for the Worker's observability. */
export async function runListReminders(env: Env, now = new Date(), day?: string) {
  const run = await sendListReminders(createDb(env.DB), env.MAIL, { now, origin: appOrigin(env), day });
  console.log(JSON.stringify({ job: 'list-reminders', ...run }));
  return run;
}
