import { sql } from 'drizzle-orm';
import { addDays, sayDay } from '../../lib/days';
import type { Mail } from '../../lib/mailer';
import { inZone, type ReminderSource } from '../notifications/reminders';
import { itemJoinsSql, itemPathSql, itemTitleSql } from './reminder-sql';

/**
 * Step due-date reminders, sent with the target-date ones (same pipeline, same morning of the
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
  and s.user_id in (select p.id from profiles p where ${inZone(zone)})`;

export function stepReminderText(kind: StepReminderKind, step: string, activity: string, due: string, today: string) {
  if (kind === 'overdue')
    return `The step “${step}” for “${activity}” was due ${sayDay(due, today)}. Tick it off or give it a new date.`;
  return `The step “${step}” for “${activity}” is due ${kind === 'today' ? 'today' : 'tomorrow'}.`;
}

type MailRow = {
  email: string;
  firstName: string;
  kind: StepReminderKind;
  dueDate: string;
  step: string;
  title: string;
  path: string;
};

const steps = sql`from list_item_steps s join user_activities ua on ua.id = s.item_id`;

/** Step due-date reminders, a source of the reminders pipeline (notifications/reminders.ts). */
export const stepDueReminders: ReminderSource<MailRow> = {
  job: 'step-due-dates',
  schedule: 'morning',
  due: ({ zone, today }) => ({
    from: sql`${steps} where ${dueWhere(today, zone)}`,
    date: sql`s.due_date`,
    id: sql`s.id`,
  }),
  record: (
    { zone, today, now, runId },
    range,
  ) => sql`insert or ignore into list_step_reminders (step_id, kind, due_date, run_id, sent_at)
    select s.id, ${kindSql(today)}, s.due_date, ${runId}, ${now.getTime()}
    ${steps} where ${dueWhere(today, zone)} ${range}`,
  recorded: ({ zone, today, runId }, range) => sql`${steps}
    cross join list_step_reminders r on r.step_id = s.id and r.run_id = ${runId}
    ${itemJoinsSql(sql.raw('s.user_id'))}
    where ${dueWhere(today, zone)} ${range}`,
  notification: {
    type: 'list_reminder',
    user: sql`ua.user_id`,
    entity: sql`ua.id`,
    data: sql`json_object('kind', r.kind, 'targetDate', r.due_date, 'step', s.text, 'stepId', s.id,
      'title', ${itemTitleSql}, 'path', ${itemPathSql})`,
  },
  mail: {
    columns: sql`r.kind, r.due_date as dueDate, s.text as step, ${itemTitleSql} as title, ${itemPathSql} as path`,
    write: (row, { today }, origin) => stepReminderMail(row, today, origin),
  },
};

function stepReminderMail(m: MailRow, today: string, origin: string): Mail {
  const line = stepReminderText(m.kind, m.step, m.title, m.dueDate, today);
  return {
    to: m.email,
    subject: m.kind === 'overdue' ? `A step is overdue: ${m.step}` : `Step due ${m.kind}: ${m.step}`,
    text: `Hi ${m.firstName},\n\n${line}\n\nSee your plan: ${origin}${m.path}\n\nYou can turn reminders off for this activity in its Settings, or for everything in Settings > Notifications: ${origin}/settings?section=notifications`,
  };
}
