import { sql } from 'drizzle-orm';
import { uuidSql } from '../../db/client';
import type { Mail } from '../../lib/mailer';
import { inZone, type ReminderSource } from '../notifications/reminders';

/**
 * Reminders members asked the coach for ("remind me on Friday at 6pm to book the pottery class"),
 * sent through the reminders pipeline (notifications/reminders.ts) by the timed Cron's first run
 * (every five minutes, worker/jobs.ts) from their day and time (their time zone, UTC without one):
 * a message in the coach thread, an in-app notification and, per the member's e-mail preferences,
 * an e-mail. Marking a reminder sent and writing its message and notification are one
 * transaction, keyed by the page of the run, so nothing is sent twice.
 */

/**
 * The coach's words when a reminder comes, around what it is about: true whenever it comes (at a
 * time asked for, in an hour, on the day, or the day before).
 */
const WORDS = ['A reminder, as you asked: “', '”.'] as const;
export const reminderWords = (about: string) => `${WORDS[0]}${about}${WORDS[1]}`;

type MailRow = { email: string; firstName: string; about: string };

/** Reminders asked of the coach, a source of the reminders pipeline (notifications/reminders.ts). */
export const coachReminders: ReminderSource<MailRow> = {
  job: 'coach-reminders',
  schedule: 'hourly',
  due: ({ zone, today, time }) => ({
    from: sql`from coach_reminders r where r.sent_at is null
      and (r.remind_on < ${today} or (r.remind_on = ${today} and r.remind_at <= ${time}))
      and r.user_id in (select p.id from profiles p where ${inZone(zone)})`,
    date: sql`r.remind_on`,
    id: sql`r.id`,
  }),
  // A reminder another run has sent meanwhile is not sent again (its sent_at is set).
  record: (
    { zone, today, time, now, runId },
    range,
  ) => sql`update coach_reminders set sent_at = ${now.getTime()}, run_id = ${runId}
    where id in (select r.id ${coachReminders.due({ zone, today, time, now }).from} ${range})`,
  recorded: ({ runId }) => sql`from coach_reminders r join profiles p on p.id = r.user_id where r.run_id = ${runId}`,
  alsoWrite: ({ now }, recorded) => [
    sql`insert into coach_messages (id, user_id, role, text, cards, suggestions, created_at)
      select ${uuidSql}, r.user_id, 'coach', ${WORDS[0]} || r.about || ${WORDS[1]},
        json_array(json_object('type', 'reminder', 'about', r.about, 'remindOn', r.remind_on, 'itemId', r.item_id)),
        ${JSON.stringify(["I'm stuck", 'What should I do this weekend?'])}, ${now.getTime()} ${recorded}`,
  ],
  notification: {
    type: 'coach_reminder',
    user: sql`r.user_id`,
    entity: sql`r.item_id`,
    data: sql`json_object('about', r.about)`,
  },
  mail: { columns: sql`r.about`, write: (row, _at, origin) => reminderMail(row, origin) },
};

function reminderMail(m: MailRow, origin: string): Mail {
  return {
    to: m.email,
    subject: `A reminder from your coach: ${m.about}`,
    text: `Hi ${m.firstName},\n\n${reminderWords(m.about)}\n\nSee your coach: ${origin}/coach\n\nYou can turn reminder e-mails off in Settings > Notifications (Activity reminders): ${origin}/settings?section=notifications`,
  };
}
