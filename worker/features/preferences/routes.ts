import { Hono } from 'hono';
import { PreferencesInput } from '../../contracts/catalogue';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { getPreferences, setViewMode } from './service';

export const preferences = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await getPreferences(c.get('db'), currentProfile(c).id)))
  .put('/', limit('settings'), validate('json', PreferencesInput), async (c) =>
    c.json(await setViewMode(c.get('db'), currentProfile(c).id, c.req.valid('json').viewMode)),
  );
