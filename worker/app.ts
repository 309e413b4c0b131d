import { Hono } from 'hono';
import type { AppEnv } from './env';
import { account, me } from './features/account/routes';
import { signInGuard } from './features/account/sign-in-guard';
import { resetForPendingSignUp } from './features/account/sign-up';
import { admin } from './features/admin/routes';
import { analytics } from './features/analytics/routes';
import { art } from './features/art/routes';
import { blogRoutes } from './features/blogs/routes';
import { catalogue } from './features/catalogue/routes';
import { coachRoutes } from './features/coach/routes';
import { community } from './features/community/routes';
import { contact } from './features/contact/routes';
import { dev } from './features/dev/routes';
import { calendarRoutes } from './features/list/calendar-routes';
import { customActivityRoutes } from './features/list/custom-routes';
import { list } from './features/list/routes';
import { media } from './features/media/routes';
import { messaging } from './features/messaging/routes';
import { moderation } from './features/moderation/routes';
import { newsletter } from './features/newsletter/routes';
import { notificationRoutes } from './features/notifications/routes';
import { preferences } from './features/preferences/routes';
import { profileRoutes } from './features/profile/routes';
import { quiz } from './features/quiz/routes';
import { appFallback, renderer } from './features/renderer/routes';
import { relationships } from './features/social/routes';
import { staticPages } from './features/static-pages/routes';
import { fail } from './lib/errors';
import { unlimited } from './lib/limits';
import { bodyLimits } from './middleware/body-limit';
import { onError } from './middleware/on-error';
import { requestContext } from './middleware/request-context';
import { sameOriginWrites } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
import { database, loadSession } from './middleware/session';

/** The JSON API. Each area is a sub-app; its type is what the web client's RPC calls see. */
const api = new Hono<AppEnv>()
  .route('/me', me)
  .route('/account', account)
  .route('/activities/custom', customActivityRoutes)
  .route('/activities', catalogue)
  .route('/list', list)
  .route('/coach', coachRoutes)
  .route('/calendar', calendarRoutes)
  .route('/preferences', preferences)
  .route('/profile', profileRoutes)
  .route('/dev', dev)
  .route('/contact', contact)
  .route('/relationships', relationships)
  .route('/messaging', messaging)
  .route('/notifications', notificationRoutes)
  .route('/newsletter', newsletter)
  .route('/pages', staticPages)
  .route('/moderation', moderation)
  .route('/community', community)
  .route('/blogs', blogRoutes)
  .route('/admin', admin)
  .route('/quiz', quiz)
  .route('/analytics', analytics);

export const app = new Hono<AppEnv>()
  .use(requestContext, securityHeaders, database)
  // Upload routes declare their larger limits with maxBody; everything else is small JSON.
  .use('/api/*', bodyLimits)
  // better-auth owns /api/auth/*; sign-up goes through /api/account/sign-up instead.
  .use('/api/auth/sign-in/email', signInGuard)
  .use('/api/auth/request-password-reset', resetForPendingSignUp)
  .on(['GET', 'POST'], '/api/auth/*', unlimited("better-auth's own limiter, and the sign-in guard above"), (c) =>
    c.get('auth').handler(c.req.raw),
  )
  .route('/', renderer)
  .use('/api/*', sameOriginWrites)
  .use(loadSession)
  .route('/api', api)
  .route('/media/art', art)
  .route('/media', media)
  .get('*', appFallback);

app.notFound(() => {
  throw fail(404, 'NOT_FOUND', 'Not found');
});
app.onError(onError);

export type AppType = typeof api;
