import { Hono } from 'hono';
import { ActivityParams, SearchQuery, SuggestQuery } from '../../contracts/catalogue';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { guestCached, guestCachedWhen, queryParams } from '../../lib/guest-cache';
import { validate } from '../../lib/validate';
import { isCountryCode } from '../places/countries';
import { placeCounts, suggestPlaces } from '../places/service';
import { readsWhereabouts, whereabouts } from '../places/whereabouts';
import { isRecordedSearch, searchEvent } from './analytics';
import { searchCatalogue } from './search';
import { keepSearchIndexCurrent } from './search-index';
import { getActivity, listCategories, suggest } from './service';

export const catalogue = new Hono<AppEnv>()
  .get('/categories', guestCached(), async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ categories: await listCategories(c.get('db')) });
  })
  // Browsing pages are the same for every guest; a recorded search (a query or filters on its first
  // page) is never kept, so every one reaches the analytics.
  // An answer that depends on where the viewer is ("near me", "abroad") is never shared.
  .get(
    '/search',
    guestCachedWhen((c) => !readsWhereabouts(c.req.query('q'), c.req.query('near')), queryParams(SearchQuery)),
    validate('query', SearchQuery),
    async (c) => {
      const query = c.req.valid('query');
      if (query.country && !isCountryCode(query.country)) throw fail(400, 'VALIDATION', 'Unknown country');
      keepSearchIndexCurrent(c.get('db'), c.executionCtx);
      const started = performance.now();
      const result = await searchCatalogue(c.get('db'), query, c.executionCtx, { whereabouts: await whereabouts(c) });
      let searchEventId: string | null = null;
      if (isRecordedSearch(query)) {
        const event = searchEvent(query, result, performance.now() - started, c.get('profile'), c.req.raw.headers);
        // The search answers without waiting for the analytics write.
        c.executionCtx.waitUntil(c.env.SEARCH_EVENTS.send(event).catch((e) => console.error(String(e))));
        c.header('X-Search-Event', event.id);
        searchEventId = event.id;
      }
      // The page sends the id back when a result is opened, for click-through.
      return c.json({ ...result, searchEventId });
    },
  )
  .get('/places', guestCached(), async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await placeCounts(c.get('db')));
  })
  .get('/suggest', validate('query', SuggestQuery), async (c) => {
    const { q } = c.req.valid('query');
    const [suggestions, places] = await Promise.all([
      suggest(c.get('db'), q, c.executionCtx),
      suggestPlaces(c.get('db'), q),
    ]);
    return c.json({ suggestions, places });
  })
  .get('/:id', guestCached(), validate('param', ActivityParams), async (c) => {
    return c.json({ activity: await getActivity(c.get('db'), c.req.valid('param').id) });
  });
