import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { notifications } from '../../db/schema';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { requireUser } from '../../middleware/session';

export const notificationRoutes = new Hono<AppEnv>().use(requireUser).get('/unread-count', async (c) => {
  const [row] = await c
    .get('db')
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, currentProfile(c).id), eq(notifications.read, false)));
  return c.json({ count: row?.n ?? 0 });
});
