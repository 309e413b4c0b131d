import { Hono } from 'hono';
import {
  ActivityParams,
  AddToListInput,
  ListItemParams,
  ListQuery,
  RateInput,
  UpdateListItemInput,
} from '../../contracts/catalogue';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { validate } from '../../lib/validate';
import { requireCan, requireUser } from '../../middleware/session';
import {
  addToList,
  completeItem,
  getItemForActivity,
  getOwnList,
  rateItem,
  removeItem,
  startItem,
  updateItem,
} from './service';

/**
 * The signed-in member's own list: every call is checked against their user id. Changes are
 * interactions, refused while suspended or banned; reading stays open.
 */
export const list = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', ListQuery), async (c) =>
    c.json(await getOwnList(c.get('db'), currentProfile(c), c.req.valid('query'))),
  )
  .get('/activity/:id', validate('param', ActivityParams), async (c) => {
    return c.json({ item: await getItemForActivity(c.get('db'), currentProfile(c), c.req.valid('param').id) });
  })
  .post('/', requireCan('content:interact'), validate('json', AddToListInput), async (c) => {
    return c.json({ item: await addToList(c.get('db'), currentProfile(c), c.req.valid('json')) }, 201);
  })
  .patch(
    '/:id',
    requireCan('content:interact'),
    validate('param', ListItemParams),
    validate('json', UpdateListItemInput),
    async (c) => {
      const item = await updateItem(c.get('db'), currentProfile(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ item });
    },
  )
  .post('/:id/start', requireCan('content:interact'), validate('param', ListItemParams), async (c) => {
    return c.json({ item: await startItem(c.get('db'), currentProfile(c), c.req.valid('param').id) });
  })
  .post('/:id/complete', requireCan('content:interact'), validate('param', ListItemParams), async (c) => {
    return c.json({ item: await completeItem(c.get('db'), currentProfile(c), c.req.valid('param').id) });
  })
  .post(
    '/:id/rating',
    requireCan('content:interact'),
    validate('param', ListItemParams),
    validate('json', RateInput),
    async (c) => {
      const item = await rateItem(c.get('db'), currentProfile(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ item });
    },
  )
  .delete('/:id', requireCan('content:interact'), validate('param', ListItemParams), async (c) => {
    await removeItem(c.get('db'), currentProfile(c), c.req.valid('param').id);
    return c.json({ message: 'Removed from your list' });
  });
