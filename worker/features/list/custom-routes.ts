import { Hono } from 'hono';
import { CustomActivityParams } from '../../contracts/catalogue';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { limit } from '../../lib/limits';
import { formBody, validate } from '../../lib/validate';
import { maxBody } from '../../middleware/body-limit';
import { requireCan } from '../../middleware/session';
import {
  createCustomActivity,
  deleteCustomActivity,
  getCustomActivity,
  parseCustomActivityForm,
  updateCustomActivity,
} from './custom';

/**
 * A member's own activities (/api/activities/custom): each is an item of its creator's list, so the
 * list area keeps them and is the only writer of their rows.
 */
/** The custom-activity form as the browser sends it (checked by `parseCustomActivityForm`). */
type CustomActivityFields = {
  title: string;
  description: string;
  categories: string[];
  privacy: string;
  proposeForMainList: 'true' | 'false';
  /** A picture: a file, or the address of one; on an edit, `removeImage` drops the current one. */
  image?: File;
  imageUrl?: string;
  removeImage?: 'true';
};

export const customActivityRoutes = new Hono<AppEnv>()
  .post(
    '/',
    limit('customActivity'),
    maxBody(12 * 1024 * 1024),
    requireCan('content:interact', 'You must be signed in to create an activity'),
    formBody<CustomActivityFields>(),
    async (c) => {
      const { input, file } = parseCustomActivityForm(c.req.valid('form'));
      const created = await createCustomActivity(c.get('db'), c.env.MEDIA, currentProfile(c), input, file);
      return c.json(created, 201);
    },
  )
  .get('/:id', validate('param', CustomActivityParams), async (c) => {
    const { activity } = await getCustomActivity(c.get('db'), c.get('profile')?.id ?? null, c.req.valid('param').id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ activity });
  })
  .patch(
    '/:id',
    limit('customActivity'),
    maxBody(12 * 1024 * 1024),
    requireCan('content:interact'),
    validate('param', CustomActivityParams),
    formBody<CustomActivityFields>(),
    async (c) => {
      const form = parseCustomActivityForm(c.req.valid('form'));
      const activity = await updateCustomActivity(
        c.get('db'),
        c.env.MEDIA,
        currentProfile(c),
        c.req.valid('param').id,
        form,
      );
      return c.json({ activity });
    },
  )
  .delete(
    '/:id',
    limit('customActivity'),
    requireCan('content:interact'),
    validate('param', CustomActivityParams),
    async (c) => {
      await deleteCustomActivity(c.get('db'), c.env.MEDIA, currentProfile(c), c.req.valid('param').id);
      return c.json({ message: 'Activity deleted' });
    },
  );
