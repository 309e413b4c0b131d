import { Hono } from 'hono';
import { ActivityParams, SearchQuery, SuggestQuery } from '../../contracts/catalogue';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { validate } from '../../lib/validate';
import { requireCan } from '../../middleware/session';
import { isRecordedSearch, searchEvent } from './analytics';
import { createCustomActivity, parseCustomActivityForm } from './custom';
import { searchCatalogue } from './search';
import { keepSearchIndexCurrent } from './search-index';
import { getActivity, listCategories, suggest } from './service';

export const catalogue = new Hono<AppEnv>()
  .get('/categories', async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ categories: await listCategories(c.get('db')) });
  })
  .get('/search', validate('query', SearchQuery), async (c) => {
    const query = c.req.valid('query');
    keepSearchIndexCurrent(c.get('db'), c.executionCtx);
    const started = performance.now();
    const result = await searchCatalogue(c.get('db'), query, c.executionCtx);
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
  })
  .get('/suggest', validate('query', SuggestQuery), async (c) => {
    return c.json({ suggestions: await suggest(c.get('db'), c.req.valid('query').q, c.executionCtx) });
  })
  .post('/custom', requireCan('content:interact', 'You must be signed in to create an activity'), async (c) => {
    const { input, file } = parseCustomActivityForm(await c.req.parseBody({ all: true }));
    const created = await createCustomActivity(c.get('db'), c.env.MEDIA, currentProfile(c), input, file);
    return c.json(created, 201);
  })
  .get('/:id', validate('param', ActivityParams), async (c) => {
    return c.json({ activity: await getActivity(c.get('db'), c.req.valid('param').id) });
  });
