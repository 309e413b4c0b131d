import { Hono } from 'hono';
import { IdParams, PageQuery } from '../../contracts/social';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { listNotifications, markAllRead, markRead, publishNotificationCount, unreadNotifications } from './service';

export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', PageQuery), async (c) => {
    const { limit, offset } = c.req.valid('query');
    return c.json(await listNotifications(c.get('db'), currentProfile(c), limit, offset));
  })
  .get('/unread-count', async (c) => {
    return c.json({ count: await unreadNotifications(c.get('db'), currentProfile(c).id) });
  })
  .put('/read-all', limit('settings'), async (c) => {
    await markAllRead(c.get('db'), currentProfile(c));
    await publishNotificationCount(c.get('db'), c.env, currentProfile(c).id);
    return c.json({ message: 'All notifications marked as read' });
  })
  .put('/:id/read', limit('settings'), validate('param', IdParams), async (c) => {
    await markRead(c.get('db'), currentProfile(c), c.req.valid('param').id);
    await publishNotificationCount(c.get('db'), c.env, currentProfile(c).id);
    return c.json({ message: 'Notification marked as read' });
  });
