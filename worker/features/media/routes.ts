import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { isImageType } from '../../lib/uploads';
import { can } from '../../policy';

/** Private prefixes: files only staff may open (contact form attachments). */
const ADMIN_ONLY = ['contact-attachments/'];

export const media = new Hono<AppEnv>().get('/:key{.+}', async (c) => {
  const key = c.req.param('key');
  if (ADMIN_ONLY.some((p) => key.startsWith(p)) && !can(c.get('profile'), 'admin:access')) {
    throw fail(404, 'NOT_FOUND', 'File not found');
  }
  const object = await c.env.MEDIA.get(key);
  if (!object) throw fail(404, 'NOT_FOUND', 'File not found');
  const type = object.httpMetadata?.contentType ?? 'application/octet-stream';
  const headers = new Headers({
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': ADMIN_ONLY.some((p) => key.startsWith(p)) ? 'private, no-store' : 'public, max-age=3600',
    ETag: object.httpEtag,
    'Content-Length': String(object.size),
  });
  // Only verified images render in the page; everything else downloads.
  if (!isImageType(type) && !type.startsWith('video/')) {
    headers.set('Content-Disposition', `attachment; filename="${key.split('/').pop()}"`);
  }
  return new Response(object.body, { headers });
});
