import { Hono } from 'hono';
import { ProfileUpdateInput, UsernameParams } from '../../contracts/profile';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { validate } from '../../lib/validate';
import { requireCan, requireUser } from '../../middleware/session';
import { toMe } from '../account/service';
import { getPublicProfile, updateProfile, uploadAvatar } from './service';

export const profileRoutes = new Hono<AppEnv>()
  .patch('/', requireUser, validate('json', ProfileUpdateInput), async (c) => {
    const profile = await updateProfile(c.get('db'), currentProfile(c), c.req.valid('json'));
    return c.json({ ...toMe(profile), message: 'Profile saved successfully!' });
  })
  .post('/avatar', requireCan('content:interact'), async (c) => {
    const body = await c.req.parseBody();
    const profile = await uploadAvatar(c.get('db'), c.env.MEDIA, currentProfile(c), body.avatar);
    return c.json({ ...toMe(profile), message: 'Profile picture updated successfully!' });
  })
  .get('/:username', validate('param', UsernameParams), async (c) => {
    const result = await getPublicProfile(c.get('db'), c.get('profile')?.id ?? null, c.req.valid('param').username);
    return c.json(result);
  });
