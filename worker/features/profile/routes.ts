import { Hono } from 'hono';
import { ProfileUpdateInput, UsernameParams } from '../../contracts/profile';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { field, readForm } from '../../lib/form';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { maxBody } from '../../middleware/body-limit';
import { requireCan, requireUser } from '../../middleware/session';
import { authorize } from '../../policy';
import { toMe } from '../account/service';
import { getSharedList } from '../list/shared';
import { getPublicProfile, updateProfile, uploadAvatar } from './service';

const SETTINGS_ONLY = new Set(['notificationPreferences', 'privacySettings']);

export const profileRoutes = new Hono<AppEnv>()
  .patch('/', limit('settings'), requireUser, validate('json', ProfileUpdateInput), async (c) => {
    const input = c.req.valid('json');
    // What others see is content: a suspended or banned member may only change their own settings.
    if (Object.keys(input).some((k) => !SETTINGS_ONLY.has(k))) authorize(c.get('profile'), 'content:interact');
    const profile = await updateProfile(c.get('db'), currentProfile(c), input);
    return c.json({ ...toMe(profile), message: 'Profile saved successfully!' });
  })
  .post('/avatar', limit('upload'), maxBody(12 * 1024 * 1024), requireCan('content:interact'), async (c) => {
    const body = await readForm(c);
    const profile = await uploadAvatar(c.get('db'), c.env.MEDIA, currentProfile(c), field(body, 'avatar'));
    return c.json({ ...toMe(profile), message: 'Profile picture updated successfully!' });
  })
  .get('/:username/list', validate('param', UsernameParams), async (c) => {
    const result = await getSharedList(c.get('db'), c.get('profile')?.id ?? null, c.req.valid('param').username);
    c.header('Cache-Control', 'private, no-store');
    return c.json(result);
  })
  .get('/:username', validate('param', UsernameParams), async (c) => {
    const result = await getPublicProfile(c.get('db'), c.get('profile')?.id ?? null, c.req.valid('param').username);
    return c.json(result);
  });
