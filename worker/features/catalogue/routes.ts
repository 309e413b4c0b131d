import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { categories } from '../../db/schema';
import type { AppEnv } from '../../env';

export const catalogue = new Hono<AppEnv>().get('/categories', async (c) => {
  const rows = await c.get('db').select().from(categories).orderBy(asc(categories.name));
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ categories: rows });
});
