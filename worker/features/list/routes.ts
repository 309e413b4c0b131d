import { Hono } from 'hono';
import {
  ActivityParams,
  AddStepInput,
  AddToListInput,
  CopyToListInput,
  CustomActivityParams,
  ListItemParams,
  ListQuery,
  RateInput,
  ReorderStepsInput,
  StepParams,
  UpdateListItemInput,
  UpdateStepInput,
} from '../../contracts/catalogue';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { requireCan, requireUser } from '../../middleware/session';
import { deleteStoredImage } from './custom';
import {
  addToList,
  completeItem,
  getItemForActivity,
  getItemForCustomActivity,
  getOwnList,
  getOwnListPlaces,
  rateItem,
  removeItem,
  startItem,
  updateItem,
} from './service';
import { copyToMyList } from './shared';
import { addStep, deleteStep, reorderSteps, updateStep } from './steps';

/**
 * The signed-in member's own list: every call is checked against their user id. Changes are
 * interactions, refused while suspended or banned; reading stays open.
 */
export const list = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', ListQuery), async (c) =>
    c.json(await getOwnList(c.get('db'), currentProfile(c), c.req.valid('query'))),
  )
  .get('/places', async (c) => c.json(await getOwnListPlaces(c.get('db'), currentProfile(c))))
  .get('/activity/:id', validate('param', ActivityParams), async (c) => {
    return c.json({ item: await getItemForActivity(c.get('db'), currentProfile(c), c.req.valid('param').id) });
  })
  .get('/custom/:id', validate('param', CustomActivityParams), async (c) => {
    const item = await getItemForCustomActivity(c.get('db'), currentProfile(c), c.req.valid('param').id);
    return c.json({ item });
  })
  .post('/copy', limit('list'), requireCan('content:interact'), validate('json', CopyToListInput), async (c) => {
    const copied = await copyToMyList(c.get('db'), c.env.MEDIA, currentProfile(c), c.req.valid('json').itemId);
    return c.json({ ...copied, message: 'Copied to your list' }, 201);
  })
  .post('/', limit('list'), requireCan('content:interact'), validate('json', AddToListInput), async (c) => {
    return c.json({ item: await addToList(c.get('db'), currentProfile(c), c.req.valid('json')) }, 201);
  })
  .patch(
    '/:id',
    limit('list'),
    requireCan('content:interact'),
    validate('param', ListItemParams),
    validate('json', UpdateListItemInput),
    async (c) => {
      const item = await updateItem(c.get('db'), currentProfile(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ item });
    },
  )
  .post('/:id/start', limit('list'), requireCan('content:interact'), validate('param', ListItemParams), async (c) => {
    return c.json({ item: await startItem(c.get('db'), currentProfile(c), c.req.valid('param').id) });
  })
  .post(
    '/:id/complete',
    limit('list'),
    requireCan('content:interact'),
    validate('param', ListItemParams),
    async (c) => {
      return c.json({ item: await completeItem(c.get('db'), currentProfile(c), c.req.valid('param').id) });
    },
  )
  .post(
    '/:id/rating',
    limit('list'),
    requireCan('content:interact'),
    validate('param', ListItemParams),
    validate('json', RateInput),
    async (c) => {
      const item = await rateItem(c.get('db'), currentProfile(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ item });
    },
  )
  .post(
    '/:id/steps',
    limit('list'),
    requireCan('content:interact'),
    validate('param', ListItemParams),
    validate('json', AddStepInput),
    async (c) => {
      const item = await addStep(c.get('db'), currentProfile(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ item }, 201);
    },
  )
  .put(
    '/:id/steps/order',
    limit('list'),
    requireCan('content:interact'),
    validate('param', ListItemParams),
    validate('json', ReorderStepsInput),
    async (c) => {
      const item = await reorderSteps(c.get('db'), currentProfile(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ item });
    },
  )
  .patch(
    '/:id/steps/:stepId',
    limit('list'),
    requireCan('content:interact'),
    validate('param', StepParams),
    validate('json', UpdateStepInput),
    async (c) => {
      const { id, stepId } = c.req.valid('param');
      const item = await updateStep(c.get('db'), currentProfile(c), id, stepId, c.req.valid('json'));
      return c.json({ item });
    },
  )
  .delete(
    '/:id/steps/:stepId',
    limit('list'),
    requireCan('content:interact'),
    validate('param', StepParams),
    async (c) => {
      const { id, stepId } = c.req.valid('param');
      return c.json({ item: await deleteStep(c.get('db'), currentProfile(c), id, stepId) });
    },
  )
  .delete('/:id', limit('list'), requireCan('content:interact'), validate('param', ListItemParams), async (c) => {
    const { imageUrl } = await removeItem(c.get('db'), currentProfile(c), c.req.valid('param').id);
    await deleteStoredImage(c.env.MEDIA, imageUrl);
    return c.json({ message: 'Removed from your list' });
  });
