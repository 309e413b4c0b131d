import { Hono } from 'hono';
import {
  ActivityContentInput,
  ActivitySaveInput,
  AdminActivitiesQuery,
  AdminPagesQuery,
  AdminUsersQuery,
  NumericId,
  PageSaveInput,
  RevisionParams,
  RoleInput,
} from '../../contracts/admin';
import { IdParams } from '../../contracts/social';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { purgeGuestCache } from '../../lib/guest-cache';
import { limit } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { requireCan } from '../../middleware/session';
import {
  createActivity,
  deleteActivity,
  getAdminActivity,
  listAdminActivities,
  listRevisions,
  restoreRevision,
  saveActivity,
  saveActivityContent,
} from '../catalogue/editor';
import {
  adminStats,
  createPage,
  deletePage,
  getPageForEdit,
  listPages,
  pageIdsBySlug,
  pageSlug,
  updatePage,
} from './pages-service';
import { changeRole, listUsers } from './users-service';

/** The admin dashboard's API: content editors only (role admin or superAdmin, or the is_admin flag). */

/** A page is fetched by slug, the way the web client writes the query. */
const purgePages = (url: string, slugs: (string | null)[]) =>
  purgeGuestCache(
    url,
    slugs.filter((s): s is string => Boolean(s)).map((slug) => `/api/pages/by-slug?slug=${encodeURIComponent(slug)}`),
  );

export const admin = new Hono<AppEnv>()
  .use(requireCan('admin:access'))
  .get('/stats', async (c) => c.json(await adminStats(c.get('db'))))
  .get('/pages', validate('query', AdminPagesQuery), async (c) =>
    c.json({ pages: await listPages(c.get('db'), c.req.valid('query')) }),
  )
  .post('/pages', limit('staff'), validate('json', PageSaveInput), async (c) => {
    const page = await createPage(c.get('db'), currentProfile(c), c.req.valid('json'));
    return c.json({ page, message: 'Page saved successfully!' }, 201);
  })
  .get('/pages/:id', validate('param', IdParams), async (c) =>
    c.json({ page: await getPageForEdit(c.get('db'), c.req.valid('param').id) }),
  )
  .put('/pages/:id', limit('staff'), validate('param', IdParams), validate('json', PageSaveInput), async (c) => {
    const before = await pageSlug(c.get('db'), c.req.valid('param').id);
    const page = await updatePage(c.get('db'), currentProfile(c), c.req.valid('param').id, c.req.valid('json'));
    await purgePages(c.req.url, [before, page.slug]);
    return c.json({ page, message: 'Page saved successfully!' });
  })
  .delete('/pages/:id', limit('staff'), validate('param', IdParams), async (c) => {
    const slug = await pageSlug(c.get('db'), c.req.valid('param').id);
    await deletePage(c.get('db'), c.req.valid('param').id);
    await purgePages(c.req.url, [slug]);
    return c.json({ message: 'Page deleted' });
  })
  .get('/activities', validate('query', AdminActivitiesQuery), async (c) =>
    c.json(await listAdminActivities(c.get('db'), c.req.valid('query'))),
  )
  .post('/activities', limit('staff'), validate('json', ActivityContentInput), async (c) => {
    const activity = await createActivity(c.get('db'), currentProfile(c), c.req.valid('json'));
    return c.json({ activity, message: 'Activity updated successfully!' }, 201);
  })
  .get('/activities/:id', validate('param', NumericId), async (c) =>
    c.json({ activity: await getAdminActivity(c.get('db'), c.req.valid('param').id) }),
  )
  .put(
    '/activities/:id',
    limit('staff'),
    validate('param', NumericId),
    validate('json', ActivitySaveInput),
    async (c) => {
      const activity = await saveActivity(c.get('db'), currentProfile(c), c.req.valid('param').id, c.req.valid('json'));
      await purgeGuestCache(c.req.url, [`/api/activities/${c.req.valid('param').id}`]);
      return c.json({ activity, message: 'Activity updated successfully!' });
    },
  )
  .put(
    '/activities/:id/content',
    limit('staff'),
    validate('param', NumericId),
    validate('json', ActivityContentInput),
    async (c) => {
      const { id } = c.req.valid('param');
      const activity = await saveActivityContent(c.get('db'), currentProfile(c), id, c.req.valid('json'));
      await purgeGuestCache(c.req.url, [`/api/activities/${id}`]);
      return c.json({ activity, message: 'Activity updated successfully!' });
    },
  )
  .delete('/activities/:id', limit('staff'), validate('param', NumericId), async (c) => {
    await deleteActivity(c.get('db'), c.req.valid('param').id);
    await purgeGuestCache(c.req.url, [`/api/activities/${c.req.valid('param').id}`]);
    return c.json({ message: 'Activity deleted' });
  })
  .get('/activities/:id/revisions', validate('param', NumericId), async (c) =>
    c.json({ revisions: await listRevisions(c.get('db'), c.req.valid('param').id) }),
  )
  .post(
    '/activities/:id/revisions/:revisionId/restore',
    limit('staff'),
    validate('param', RevisionParams),
    async (c) => {
      const { id, revisionId } = c.req.valid('param');
      const activity = await restoreRevision(c.get('db'), currentProfile(c), id, revisionId);
      await purgeGuestCache(c.req.url, [`/api/activities/${id}`]);
      return c.json({ activity, message: 'Revision restored' });
    },
  )
  .get('/users', validate('query', AdminUsersQuery), async (c) =>
    c.json(await listUsers(c.get('db'), c.req.valid('query'))),
  )
  .get('/page-ids', async (c) => c.json({ ids: await pageIdsBySlug(c.get('db')) }))
  .put('/users/:id/role', limit('staff'), validate('param', IdParams), validate('json', RoleInput), async (c) => {
    const { id } = c.req.valid('param');
    const user = await changeRole(c.get('db'), currentProfile(c), id, c.req.valid('json').role);
    return c.json({ user, message: 'Role updated' });
  });
