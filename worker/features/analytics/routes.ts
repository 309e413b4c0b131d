import { Hono } from 'hono';
import { AnalyticsFilter, AnalyticsSearchesQuery, ClickInput, exportFileName } from '../../contracts/analytics';
import type { AppEnv } from '../../env';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { requireCan } from '../../middleware/session';
import { overview, searchesPage } from './dashboard';
import { exportCsv } from './export';

/** The search analytics dashboard's API (admins and moderators) and click-through recording (anyone). */
export const analytics = new Hono<AppEnv>()
  .get('/overview', requireCan('analytics:view'), validate('query', AnalyticsFilter), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await overview(c.get('db'), c.req.valid('query')));
  })
  .get('/searches', requireCan('analytics:view'), validate('query', AnalyticsSearchesQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await searchesPage(c.get('db'), c.req.valid('query')));
  })
  .get('/export', requireCan('analytics:view'), validate('query', AnalyticsFilter), async (c) => {
    const f = c.req.valid('query');
    const body = await exportCsv(c.get('db'), f);
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(f.start, f.end)}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  })
  .post('/click', limit('view'), validate('json', ClickInput), async (c) => {
    const { eventId, activityId } = c.req.valid('json');
    const sessionId = c.req.header('x-search-session')?.slice(0, 100) ?? null;
    // Recorded through the queue like the search itself: opening the activity never waits for it.
    c.executionCtx.waitUntil(
      c.env.SEARCH_EVENTS.send({ kind: 'click', eventId, activityId, sessionId, clickedAt: Date.now() }).catch((e) =>
        console.error(String(e)),
      ),
    );
    return c.body(null, 202);
  });
