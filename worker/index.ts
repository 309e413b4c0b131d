import { app } from './app';
import { createDb } from './db/client';
import { removeStalePendingSignUps } from './features/account/sign-up';
import { consumeSearchEvents } from './features/analytics/consumer';
import { runDailyMaintenance } from './features/analytics/retention';
import { runCheckins } from './features/coach/checkin';
import { runCoachReminders } from './features/coach/reminders';
import { COUNTERS_QUEUE, consumeCounters } from './features/counters/consumer';
import { reconcileCounters } from './features/counters/reconcile';
import { runListReminders } from './features/list/reminders';
import { consumeMail, MAIL_QUEUE } from './features/notifications/mail-queue';

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
  scheduled: async (controller, env, ctx) => {
    ctx.waitUntil(runDailyMaintenance(env));
    ctx.waitUntil(runListReminders(env, new Date(controller.scheduledTime)));
    ctx.waitUntil(runCoachReminders(env, new Date(controller.scheduledTime)));
    ctx.waitUntil(runCheckins(env, new Date(controller.scheduledTime)));
    ctx.waitUntil(reconcileCounters(env));
    ctx.waitUntil(removeStalePendingSignUps(createDb(env.DB), env.MEDIA, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
