import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env';
import { account, me } from './features/account/routes';
import { admin } from './features/admin/routes';
import { analytics } from './features/analytics/routes';
import { art } from './features/art/routes';
import { blogRoutes } from './features/blogs/routes';
import { catalogue } from './features/catalogue/routes';
import { community } from './features/community/routes';
import { contact } from './features/contact/routes';
import { dev } from './features/dev/routes';
import { home } from './features/home/shell';
import { calendarRoutes } from './features/list/calendar-routes';
import { list } from './features/list/routes';
import { media } from './features/media/routes';
import { messaging } from './features/messaging/routes';
import { moderation } from './features/moderation/routes';
import { newsletter } from './features/newsletter/routes';
import { notificationRoutes } from './features/notifications/routes';
import { pages } from './features/pages/routes';
import { preferences } from './features/preferences/routes';
import { profileRoutes } from './features/profile/routes';
import { quiz } from './features/quiz/routes';
import { appFallback, seo } from './features/seo/routes';
import { relationships } from './features/social/routes';
import { fail } from './lib/errors';
import { writeLimits } from './lib/limits';
import { onError } from './middleware/on-error';
import { requestContext } from './middleware/request-context';
import { sameOriginWrites } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
import { database, loadSession } from './middleware/session';
import { signInGuard } from './middleware/sign-in-guard';

const JSON_LIMIT = 1024 * 1024;
/** Upload routes take larger bodies; their handlers check each file against its own limit and message. */
const UPLOAD_LIMITS: Record<string, number> = {
  '/api/activities/custom': 12 * 1024 * 1024,
  '/api/profile/avatar': 12 * 1024 * 1024,
  '/api/contact': 12 * 1024 * 1024,
  '/api/community/media': 21 * 1024 * 1024,
  '/api/blogs/cover': 6 * 1024 * 1024,
  // The form with its optional picture (2MB).
  '/api/account/sign-up': 3 * 1024 * 1024,
};
const tooLarge = () => {
  throw fail(413, 'PAYLOAD_TOO_LARGE', 'The request is too large');
};

/** The JSON API. Each area is a sub-app; its type is what the web client's RPC calls see. */
const api = new Hono<AppEnv>()
  .route('/me', me)
  .route('/account', account)
  .route('/activities', catalogue)
  .route('/list', list)
  .route('/calendar', calendarRoutes)
  .route('/preferences', preferences)
  .route('/profile', profileRoutes)
  .route('/dev', dev)
  .route('/contact', contact)
  .route('/relationships', relationships)
  .route('/messaging', messaging)
  .route('/notifications', notificationRoutes)
  .route('/newsletter', newsletter)
  .route('/pages', pages)
  .route('/moderation', moderation)
  .route('/community', community)
  .route('/blogs', blogRoutes)
  .route('/admin', admin)
  .route('/quiz', quiz)
  .route('/analytics', analytics);

export const app = new Hono<AppEnv>()
  .use(requestContext, securityHeaders, database)
  // Uploads set their own, larger limits on their routes; everything else is small JSON.
  .use('/api/*', (c, next) =>
    bodyLimit({ maxSize: UPLOAD_LIMITS[c.req.path] ?? JSON_LIMIT, onError: tooLarge })(c, next),
  )
  // better-auth owns /api/auth/*; sign-up goes through /api/account/sign-up instead.
  .use('/api/auth/sign-in/email', signInGuard)
  .on(['GET', 'POST'], '/api/auth/*', (c) => c.get('auth').handler(c.req.raw))
  .route('/', home)
  .route('/', seo)
  .use('/api/*', sameOriginWrites)
  .use(loadSession)
  .use('/api/*', writeLimits)
  .route('/api', api)
  .route('/media/art', art)
  .route('/media', media)
  .get('*', appFallback);

app.notFound(() => {
  throw fail(404, 'NOT_FOUND', 'Not found');
});
app.onError(onError);

export type AppType = typeof api;
