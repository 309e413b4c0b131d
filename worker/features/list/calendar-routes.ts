import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { appOrigin } from '../../lib/config';
import { fail } from '../../lib/errors';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { feedFor, feedStatus, feedUrl, regenerateFeed, revokeFeed } from './calendar';

/** The member's calendar feed: managed from settings, read by calendar apps with its secret URL. */
export const calendarRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json(await feedStatus(c.get('db'), currentProfile(c))))
  .post('/', limit('settings'), requireUser, async (c) => {
    const token = await regenerateFeed(c.get('db'), currentProfile(c));
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        url: feedUrl(appOrigin(c.env), token),
        message: 'Your calendar link is ready. Copy it now: for your safety it is shown only once.',
      },
      201,
    );
  })
  .delete('/', limit('settings'), requireUser, async (c) => {
    await revokeFeed(c.get('db'), currentProfile(c));
    return c.json({ message: 'Calendar link turned off' });
  })
  .get('/:file', validate('param', v.object({ file: v.pipe(v.string(), v.maxLength(120)) })), async (c) => {
    const token = /^(.+)\.ics$/.exec(c.req.valid('param').file)?.[1];
    if (!token) throw fail(404, 'NOT_FOUND', 'Calendar not found');
    const body = await feedFor(c.get('db'), token, appOrigin(c.env));
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="lifelist.ics"',
      // Private to whoever holds the link: never stored by shared caches, never indexed.
      'Cache-Control': 'private, max-age=900',
      'X-Robots-Tag': 'noindex',
    });
  });
