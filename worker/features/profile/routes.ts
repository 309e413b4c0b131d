import { Hono } from 'hono';
import { ProfileUpdateInput, UsernameParams } from '../../contracts/profile';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { field } from '../../lib/form';
import { limit } from '../../lib/limits';
import { withdrawFromGuests } from '../../lib/public-copies';
import { formBody, validate } from '../../lib/validate';
import { maxBody } from '../../middleware/body-limit';
import { requireCan, requireUser } from '../../middleware/session';
import { authorize } from '../../policy';
import { getSharedList } from '../list/shared';
import { toMe } from './me';
import { blogIdsOf, getPublicProfile, updateProfile, uploadAvatar } from './service';

// The member's own settings, which nobody else sees: country and time zone only set how dates read to them.
const SETTINGS_ONLY = new Set(['notificationPreferences', 'privacySettings', 'country', 'timezone']);

export const profileRoutes = new Hono<AppEnv>()
  .patch('/', limit('settings'), requireUser, validate('json', ProfileUpdateInput), async (c) => {
    const input = c.req.valid('json');
    // What others see is content: a suspended or banned member may only change their own settings.
    if (Object.keys(input).some((k) => !SETTINGS_ONLY.has(k))) authorize(c.get('profile'), 'content:interact');
    const before = currentProfile(c);
    const profile = await updateProfile(c.get('db'), before, input);
    // Guests' copies of what is no longer theirs to see: cards under the old name, or of a profile
    // (and its blogs) that stopped being public.
    const hidden =
      before.privacySettings.profile_visibility === 'public' && profile.privacySettings.profile_visibility !== 'public';
    if (hidden || profile.username !== before.username) {
      await withdrawFromGuests(c.get('db'), c.env.MEDIA, c.req.url, {
        usernames: [before.username],
        blogIds: hidden ? await blogIdsOf(c.get('db'), profile.id) : [],
      });
    }
    return c.json({ ...toMe(profile), message: 'Profile saved successfully!' });
  })
  .post(
    '/avatar',
    limit('upload'),
    maxBody(12 * 1024 * 1024),
    requireCan('content:interact'),
    formBody<{ avatar: File }>(),
    async (c) => {
      const body = c.req.valid('form');
      const profile = await uploadAvatar(c.get('db'), c.env.MEDIA, currentProfile(c), field(body, 'avatar'));
      return c.json({ ...toMe(profile), message: 'Profile picture updated successfully!' });
    },
  )
  .get('/:username/list', validate('param', UsernameParams), async (c) => {
    const result = await getSharedList(c.get('db'), c.get('profile')?.id ?? null, c.req.valid('param').username);
    c.header('Cache-Control', 'private, no-store');
    return c.json(result);
  })
  .get('/:username', validate('param', UsernameParams), async (c) => {
    const result = await getPublicProfile(c.get('db'), c.get('profile')?.id ?? null, c.req.valid('param').username);
    return c.json(result);
  });
