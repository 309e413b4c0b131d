import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { isImageType } from '../../lib/uploads';
import { can } from '../../policy';
import { avatarInUse } from './service';

/** Private prefixes: files only staff may open (contact form attachments). */
const ADMIN_ONLY = ['contact-attachments/'];
/**
 * Never served here: sign-up pictures wait unseen until their link is followed, and preview cards
 * are served only by /og, which checks that their page is still a guest's to see.
 */
const NEVER = ['pending-sign-ups/', 'og/'];

const notFound = () => fail(404, 'NOT_FOUND', 'File not found');

export const media = new Hono<AppEnv>().get('/:key{.+}', async (c) => {
  const key = c.req.param('key');
  if (NEVER.some((p) => key.startsWith(p))) throw notFound();
  const adminOnly = ADMIN_ONLY.some((p) => key.startsWith(p));
  if (adminOnly && !can(c.get('profile'), 'admin:access')) throw notFound();
  // A picture is a member's only while their profile shows it: not a replaced one, not a deleted
  // member's, not one of an account that never opened.
  if (key.startsWith('avatars/')) {
    if (!(await avatarInUse(c.get('db'), key))) throw notFound();
  }
  const object = await c.env.MEDIA.get(key);
  if (!object) throw notFound();
  const type = object.httpMetadata?.contentType ?? 'application/octet-stream';
  const headers = new Headers({
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': adminOnly ? 'private, no-store' : 'public, max-age=3600',
    ETag: object.httpEtag,
    'Content-Length': String(object.size),
  });
  // Only verified images render in the page; everything else downloads.
  if (!isImageType(type) && !type.startsWith('video/')) {
    headers.set('Content-Disposition', `attachment; filename="${key.split('/').pop()}"`);
  }
  return new Response(object.body, { headers });
});
