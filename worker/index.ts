import { app } from './app';
import { consumeSearchEvents } from './features/analytics/consumer';
import { runDailyMaintenance } from './features/analytics/retention';

export { Conversation } from '../durable-objects/conversation';
export { Inbox } from '../durable-objects/inbox';

export default {
  fetch: app.fetch,
  queue: (batch, env, _ctx) => consumeSearchEvents(batch, env),
  scheduled: async (_controller, env, ctx) => {
    ctx.waitUntil(runDailyMaintenance(env));
  },
} satisfies ExportedHandler<Env>;
