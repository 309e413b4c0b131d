import { app } from './app';
import { createDb } from './db/client';
import { removeStalePendingSignUps } from './features/account/sign-up';
import { consumeSearchEvents } from './features/analytics/consumer';
import { runDailyMaintenance } from './features/analytics/retention';
import { runCheckins } from './features/coach/checkin';
import { COUNTERS_QUEUE, consumeCounters } from './features/counters/consumer';
import { reconcileCounters } from './features/counters/reconcile';
import { consumeMail, MAIL_QUEUE } from './features/notifications/mail-queue';
import { runReminders } from './features/notifications/reminders';
import { REMINDERS, TIMED_CRON, TIMED_REMINDERS } from './jobs';

/** The UTC hour of the once-a-day jobs' run. */
const DAILY_HOUR = 3;

export { Conversation } from '../durable-objects/conversation';
export { Counter } from '../durable-objects/counter';
export { Inbox } from '../durable-objects/inbox';
export { Limiter } from '../durable-objects/limiter';

export default {
  fetch: app.fetch,
  queue: (batch, env, _ctx) =>
    batch.queue === MAIL_QUEUE
      ? consumeMail(batch, env)
      : batch.queue === COUNTERS_QUEUE
        ? consumeCounters(batch, env)
        : consumeSearchEvents(batch, env),
  // Hourly: reminders reach each member on the morning of their own day (their time zone), and
  // the check-ins at their hour; the rest runs once a day, at 03:17 UTC. Every five minutes: the
  // reminders asked for at a time of day, so "in 20 minutes" comes then, not at the next hour.
  scheduled: async (controller, env, ctx) => {
    const now = new Date(controller.scheduledTime);
    if (controller.cron === TIMED_CRON) {
      ctx.waitUntil(runReminders(env, TIMED_REMINDERS, now));
      return;
    }
    ctx.waitUntil(runReminders(env, REMINDERS, now));
    ctx.waitUntil(runCheckins(env, now));
    if (now.getUTCHours() !== DAILY_HOUR) return;
    ctx.waitUntil(runDailyMaintenance(env));
    ctx.waitUntil(reconcileCounters(env));
    ctx.waitUntil(removeStalePendingSignUps(createDb(env.DB), env.MEDIA, now));
  },
} satisfies ExportedHandler<Env>;
