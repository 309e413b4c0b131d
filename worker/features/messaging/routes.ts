import { and, eq, sum } from 'drizzle-orm';
import { Hono } from 'hono';
import { conversationMembers } from '../../db/schema';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { requireUser } from '../../middleware/session';

export const messaging = new Hono<AppEnv>().use(requireUser).get('/unread', async (c) => {
  const [row] = await c
    .get('db')
    .select({ total: sum(conversationMembers.unreadCount) })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, currentProfile(c).id)));
  return c.json({ unread_count: Number(row?.total ?? 0) });
});
