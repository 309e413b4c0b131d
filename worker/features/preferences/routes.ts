import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { PreferencesInput } from '../../contracts/catalogue';
import { userPreferences } from '../../db/schema';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';

export const preferences = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const db = c.get('db');
    const userId = currentProfile(c).id;
    // Created with the defaults the first time it is read.
    await db.insert(userPreferences).values({ userId }).onConflictDoNothing();
    const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    return c.json({ viewMode: row?.viewMode ?? 'normal', searchPreferences: row?.searchPreferences ?? {} });
  })
  .put('/', limit('settings'), validate('json', PreferencesInput), async (c) => {
    const { viewMode } = c.req.valid('json');
    const userId = currentProfile(c).id;
    await c
      .get('db')
      .insert(userPreferences)
      .values({ userId, viewMode })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { viewMode, updatedAt: new Date() } });
    return c.json({ viewMode });
  });
