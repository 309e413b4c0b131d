import { type SQL, sql } from 'drizzle-orm';
import { createDb, type Db, rawBatch } from '../../db/client';
import { appOrigin } from '../../lib/config';
import { memberZoneSql, zonesInTheirMorning, zonesNow } from '../../lib/days';
import type { Mail } from '../../lib/mailer';
import { type MailQueue, queueMail } from './mail-queue';
import { notificationsFrom } from './statements';

/**
 * The one reminders pipeline. Every kind of reminder (a list item's target date, a step's due
 * date, one the member asked the coach for) is a source that says which of its rows are due for
 * the members of one time zone, how to record them as sent, and what the notification and the
 * e-mail say. The pipeline does the rest the same way for all: it pages through the due rows in
 * order of (date, id), records a page as sent and writes its in-app notifications in one
 * transaction keyed by the run (a second or overlapping run finds nothing left to send), follows
 * each member's in-app and e-mail switches for activity reminders, and hands the e-mails to the
 * mail Queue a batch at a time.
 */

/** A time zone's turn in a run: its members' day and, for reminders at a time of day, the time. */
export type Zone = { zone: string; today: string; time: string; now: Date };
/** One page of it: `runId` marks the rows this page records as sent. */
export type Due = Zone & { runId: string };

export type ReminderSource<Row extends { email: string; firstName: string }> = {
  /** The job's name in the Worker's log. */
  job: string;
  /**
   * `morning`: from the morning of the member's own day (their time zone); `hourly`: at the hour
   * the member set, each run sending what is due by then.
   */
  schedule: 'morning' | 'hourly';
  /**
   * The due rows of the zone's members (`p` is the member's profile): `from` joins and filters
   * them; `date` and `id` order and page them (an index on them serves the page).
   */
  due(at: Zone): { from: SQL; date: SQL; id: SQL };
  /** Records the rows of `range` (a condition over `due`) as sent by `at.runId`, skipping any already sent. */
  record(at: Due, range: SQL): SQL;
  /** The rows this run recorded within `range` (`p` is the member's profile), for what follows. */
  recorded(at: Due, range: SQL): SQL;
  /** Other writes of the same transaction, over the recorded rows (the coach's own message). */
  alsoWrite?(at: Due, recorded: SQL): SQL[];
  /** The in-app notification of a recorded row. */
  notification: { type: 'list_reminder' | 'coach_reminder'; user: SQL; entity: SQL; data: SQL };
  /** The e-mail of a recorded row: the columns it is written from (with `email` and `firstName`). */
  mail: { columns: SQL; write(row: Row, at: Due, origin: string): Mail };
};

export type ReminderRun = {
  /** Due rows read, in pages. */
  scanned: number;
  /** Reminders sent by this run (each an in-app notification when the member has them on). */
  reminded: number;
  emailed: number;
  batches: number;
  largestBatchMs: number;
  totalMs: number;
};

/** How a run is asked for: when it runs, the links' origin, the page size. */
export type ReminderRunOptions = {
  now?: Date;
  origin: string;
  /** Rows per page: few enough statements and rows to stay far inside a Worker's limits. */
  batchSize?: number;
  /** Every member's reminders of this day, whatever the hour (trying the jobs out, the bench). */
  day?: string;
};

export const REMINDER_BATCH = 1000;

const inApp = sql`coalesce(json_extract(p.notification_preferences, '$.push.activity_reminders'), 1) = 1`;
const byEmail = sql`coalesce(json_extract(p.notification_preferences, '$.email.activity_reminders'), 1) = 1`;

/** The members of a zone (`p` is their profile), for a source's `due`. */
export const inZone = (zone: string) => sql`${memberZoneSql()} = ${zone}`;

/** Sends what the sources have due, zone by zone, for this run. */
export async function sendReminders(
  db: Db,
  mail: MailQueue,
  // biome-ignore lint/suspicious/noExplicitAny: each source types its own e-mail rows
  sources: readonly ReminderSource<any>[],
  { now = new Date(), origin, batchSize = REMINDER_BATCH, day }: ReminderRunOptions,
): Promise<ReminderRun> {
  const started = Date.now();
  const run: ReminderRun = { scanned: 0, reminded: 0, emailed: 0, batches: 0, largestBatchMs: 0, totalMs: 0 };
  for (const source of sources) {
    const zones =
      source.schedule === 'morning'
        ? zonesInTheirMorning(now, day).map((z) => ({ ...z, time: '00:00' }))
        : zonesNow(now, day);
    for (const { zone, today, time } of zones) await sendZone(source, { zone, today, time, now });
  }
  run.totalMs = Date.now() - started;
  return run;

  async function sendZone<Row extends { email: string; firstName: string }>(source: ReminderSource<Row>, zone: Zone) {
    const { from, date, id } = source.due(zone);
    let after: { date: string; id: string } | null = null;
    for (;;) {
      const batchStarted = Date.now();
      const at: Due = { ...zone, runId: crypto.randomUUID() };
      const previous: { date: string; id: string } | null = after;
      const afterCursor: SQL = previous
        ? sql`and (${date} > ${previous.date} or (${date} = ${previous.date} and ${id} > ${previous.id}))`
        : sql``;
      const page = await db.all<{ date: string; id: string }>(
        sql`select ${date} as date, ${id} as id ${from} ${afterCursor} order by ${date}, ${id} limit ${batchSize}`,
      );
      const last = page.at(-1);
      if (!last) break;
      const range = sql`${afterCursor} and (${date} < ${last.date} or (${date} = ${last.date} and ${id} <= ${last.id}))`;
      const recorded = source.recorded(at, range);
      const { type, user, entity, data } = source.notification;
      const also = source.alsoWrite?.(at, recorded) ?? [];
      const results = await rawBatch(db, [
        source.record(at, range),
        ...also,
        notificationsFrom({ type, user, entity, data, at: at.now, from: sql`${recorded} and ${inApp}` }),
        sql`select p.email, p.first_name as firstName, ${source.mail.columns} ${recorded} and ${byEmail}`,
      ]);
      const emails = (results.at(-1)?.results ?? []) as unknown as Row[];
      const messages = emails.map((row) => source.mail.write(row, at, origin));
      await queueMail(mail, messages);
      run.scanned += page.length;
      run.reminded += results[0]?.meta.changes ?? 0;
      run.emailed += messages.length;
      run.batches += 1;
      run.largestBatchMs = Math.max(run.largestBatchMs, Date.now() - batchStarted);
      after = last;
      if (page.length < batchSize) break;
    }
  }
}

/** The Cron's entry: what the sources have due now, logged for the Worker's observability. */
export async function runReminders(
  env: Env,
  // biome-ignore lint/suspicious/noExplicitAny: each source types its own e-mail rows
  sources: readonly ReminderSource<any>[],
  now = new Date(),
  day?: string,
) {
  const run = await sendReminders(createDb(env.DB), env.MAIL, sources, { now, origin: appOrigin(env), day });
  console.log(JSON.stringify({ job: 'reminders', sources: sources.map((s) => s.job), ...run }));
  return run;
}
