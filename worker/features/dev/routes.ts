import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { mailOutbox } from '../../db/schema';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';

/** The local e-mail outbox, so a person can follow a reset link. Exists only when running in development. */
export const dev = new Hono<AppEnv>().get('/outbox', async (c) => {
  if (c.env.APP_ENV !== 'development') throw fail(404, 'NOT_FOUND', 'Not found');
  const mail = await c.get('db').select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
  return c.json({ mail });
});
