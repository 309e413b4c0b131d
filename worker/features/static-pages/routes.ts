import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { guestCached, queryParams } from '../../lib/guest-cache';
import { validate } from '../../lib/validate';
import { getPublishedPage } from './service';

const BySlug = v.object({ slug: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

export const staticPages = new Hono<AppEnv>().get(
  '/by-slug',
  guestCached(queryParams(BySlug)),
  validate('query', BySlug),
  async (c) => {
    const { slug } = c.req.valid('query');
    const page = await getPublishedPage(c.get('db'), slug);
    if (!page) throw fail(404, 'PAGE_NOT_FOUND', `Page not found: ${slug}`);
    const { createdBy: _c, updatedBy: _u, ...publicFields } = page;
    return c.json({ page: publicFields });
  },
);
