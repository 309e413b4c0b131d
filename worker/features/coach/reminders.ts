import { sql } from 'drizzle-orm';
import { createDb, type Db, rawBatch } from '../../db/client';
import { appOrigin } from '../../lib/config';
import { memberZoneSql, zonesNow } from '../../lib/days';
import type { Mail } from '../../lib/mailer';
import type { MailQueue, ReminderRunOptions } from '../list/reminders';

/**
 * Reminders members asked the coach for ("remind me on Friday at 6pm to book the pottery class"),
 * sent by the hourly Cron at its first run from their day and time (their time zone, UTC without
 * one): a message in the coach thread, an in-app notification and, per the member's
 * e-mail preferences, an e-mail. Marking a reminder sent and writing its message and notification
 * are one transaction, keyed by the run, so nothing is sent twice.
 */

export const REMINDER_BATCH = 1000;
const QUEUE_BATCH = 100;

const uuid = sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/** The coach's words when a reminder comes, around what it is about. */
const WORDS = ['A reminder, as you asked: “', '”. Today is the day.'] as const;
export const reminderWords = (about: string) => `${WORDS[0]}${about}${WORDS[1]}`;

type MailRow = { email: string; firstName: string; about: string };

export async function sendCoachReminders(
  db: Db,
  mail: MailQueue,
  { now = new Date(), origin, batchSize = REMINDER_BATCH, day }: ReminderRunOptions,
) {
  const run = { sent: 0, emailed: 0, batches: 0 };
  // Each member's reminders at their own day and time (their time zone).
  for (const { zone, today, time } of zonesNow(now, day)) {
    for (;;) {
      const runId = crypto.randomUUID();
      const mine = sql`from coach_reminders r join profiles p on p.id = r.user_id where r.run_id = ${runId}`;
      const [claimed, , , emails] = await rawBatch(db, [
        sql`update coach_reminders set sent_at = ${now.getTime()}, run_id = ${runId}
        where id in (select id from coach_reminders where sent_at is null
          and (remind_on < ${today} or (remind_on = ${today} and remind_at <= ${time}))
          and user_id in (select p.id from profiles p where ${memberZoneSql()} = ${zone})
          order by remind_on, id limit ${batchSize})`,
        sql`insert into coach_messages (id, user_id, role, text, cards, suggestions, created_at)
        select ${uuid}, r.user_id, 'coach', ${WORDS[0]} || r.about || ${WORDS[1]},
          json_array(json_object('type', 'reminder', 'about', r.about, 'remindOn', r.remind_on, 'itemId', r.item_id)),
          ${JSON.stringify(["I'm stuck", 'What should I do this weekend?'])}, ${now.getTime()} ${mine}`,
        sql`insert into notifications (id, user_id, actor_id, type, entity_id, data, read, created_at)
        select ${uuid}, r.user_id, null, 'coach_reminder', r.item_id, json_object('about', r.about), 0, ${now.getTime()}
        ${mine} and coalesce(json_extract(p.notification_preferences, '$.push.activity_reminders'), 1) = 1`,
        sql`select p.email, p.first_name as firstName, r.about ${mine}
        and coalesce(json_extract(p.notification_preferences, '$.email.activity_reminders'), 1) = 1`,
      ]);
      const messages = ((emails?.results ?? []) as unknown as MailRow[]).map((m) => ({
        body: reminderMail(m, origin),
      }));
      for (let i = 0; i < messages.length; i += QUEUE_BATCH) await mail.sendBatch(messages.slice(i, i + QUEUE_BATCH));
      const changed = claimed?.meta.changes ?? 0;
      run.sent += changed;
      run.emailed += messages.length;
      run.batches += 1;
      if (changed < batchSize) break;
    }
  }
  return run;
}

function reminderMail(m: MailRow, origin: string): Mail {
  return {
    to: m.email,
    subject: `A reminder from your coach: ${m.about}`,
    text: `Hi ${m.firstName},\n\n${reminderWords(m.about)}\n\nSee your coach: ${origin}/coach\n\nYou can turn reminder e-mails off in Settings > Notifications (Activity reminders): ${origin}/settings?section=notifications`,
  };
}

/** The Cron's entry: today's coach reminders, logged for the Worker's observability. */
export async function runCoachReminders(env: Env, now = new Date(), day?: string) {
  const run = await sendCoachReminders(createDb(env.DB), env.MAIL, { now, origin: appOrigin(env), day });
  console.log(JSON.stringify({ job: 'coach-reminders', ...run }));
  return run;
}
