import { sql } from 'drizzle-orm';
import { addDays } from '../../lib/days';
import type { Mail } from '../../lib/mailer';
import { inZone, type ReminderSource } from '../notifications/reminders';
import { itemJoinsSql, itemPathSql, itemTitleSql } from './reminder-sql';
import { stepDueReminders } from './step-reminders';

/**
 * Target-date reminders (and, in step-reminders.ts, the steps' due dates), sent through the
 * reminders pipeline (notifications/reminders.ts) on the morning of the member's own day (their
 * time zone): 7 days before a list item's target date, 1 day before, and once it has passed while
 * the item is not completed. Each is sent exactly once per item and target date: `list_reminders`
 * records it, keyed by (item, kind, target date), in the same transaction as its in-app
 * notification. A late run still sends what is due: the week reminder until 2 days before, the
 * day reminder on the day itself, the overdue one for 7 days after.
 */

export type ReminderKind = 'week' | 'day' | 'overdue';

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
  and ua.user_id in (select p.id from profiles p where ${inZone(zone)})`;

export function reminderText(kind: ReminderKind, activity: string, targetDate: string, today: string) {
  const days = Math.round((Date.parse(targetDate) - Date.parse(today)) / 86_400_000);
  if (kind === 'overdue') return `The target date for “${activity}” has passed. Pick a new date or mark it done.`;
  if (days <= 0) return `Today is your target date for “${activity}”.`;
  if (days === 1) return `Your target date for “${activity}” is tomorrow.`;
  return `Your target date for “${activity}” is in ${days} days.`;
}

type MailRow = {
  email: string;
  firstName: string;
  kind: ReminderKind;
  targetDate: string;
  title: string;
  path: string;
};

/** Target-date reminders, a source of the reminders pipeline (notifications/reminders.ts). */
export const targetDateReminders: ReminderSource<MailRow> = {
  job: 'target-dates',
  schedule: 'morning',
  // The due index (target_date, id) serves the pages in order.
  due: ({ zone, today }) => ({
    from: sql`from user_activities ua where ${dueWhere(today, zone)}`,
    date: sql`ua.target_date`,
    id: sql`ua.id`,
  }),
  record: (
    { zone, today, now, runId },
    range,
  ) => sql`insert or ignore into list_reminders (item_id, kind, target_date, run_id, sent_at)
    select ua.id, ${kindSql(today)}, ua.target_date, ${runId}, ${now.getTime()}
    from user_activities ua where ${dueWhere(today, zone)} ${range}`,
  // Driven from the page's items (the due index), each looking up its reminder by primary key.
  recorded: ({ zone, today, runId }, range) => sql`from user_activities ua
    cross join list_reminders r on r.item_id = ua.id and r.run_id = ${runId}
    ${itemJoinsSql(sql.raw('ua.user_id'))}
    where ${dueWhere(today, zone)} ${range}`,
  notification: {
    type: 'list_reminder',
    user: sql`ua.user_id`,
    entity: sql`ua.id`,
    data: sql`json_object('kind', r.kind, 'targetDate', r.target_date, 'title', ${itemTitleSql}, 'path', ${itemPathSql})`,
  },
  mail: {
    columns: sql`r.kind, r.target_date as targetDate, ${itemTitleSql} as title, ${itemPathSql} as path`,
    write: (row, { today }, origin) => reminderMail(row, today, origin),
  },
};

/** The list's reminders, in the order a run sends them: target dates, then the steps' due dates. */
export const LIST_REMINDERS = [targetDateReminders, stepDueReminders] as const;

function reminderMail(m: MailRow, today: string, origin: string): Mail {
  const line = reminderText(m.kind, m.title, m.targetDate, today);
  return {
    to: m.email,
    subject: m.kind === 'overdue' ? `A target date has passed: ${m.title}` : `Coming up: ${m.title}`,
    text: `Hi ${m.firstName},\n\n${line}\n\nSee your plan: ${origin}${m.path}\n\nYou can turn reminders off for this activity in its Settings, or for everything in Settings > Notifications: ${origin}/settings?section=notifications`,
  };
}
