import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { IdParams, PageQuery } from '../../contracts/social';
import { notifications } from '../../db/schema';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { listNotifications, markAllRead, markRead } from './service';

export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', PageQuery), async (c) => {
    const { limit, offset } = c.req.valid('query');
    return c.json(await listNotifications(c.get('db'), currentProfile(c), limit, offset));
  })
  .get('/unread-count', async (c) => {
    const [row] = await c
      .get('db')
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, currentProfile(c).id), eq(notifications.read, false)));
    return c.json({ count: row?.n ?? 0 });
  })
  .put('/read-all', async (c) => {
    await markAllRead(c.get('db'), currentProfile(c));
    return c.json({ message: 'All notifications marked as read' });
  })
  .put('/:id/read', validate('param', IdParams), async (c) => {
    await markRead(c.get('db'), currentProfile(c), c.req.valid('param').id);
    return c.json({ message: 'Notification marked as read' });
  });
