import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { countInWindow, rateLimit } from '../lib/rate-limit';

const MAX_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * Five failed sign-ins for one e-mail address within 15 minutes lock that address out until the
 * window ends, whatever address they come from (better-auth limits each IP on its own).
 */
export const signInGuard = createMiddleware<AppEnv>(async (c, next) => {
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
  const db = c.get('db');
  const key = email ? `sign-in-failures:${email}` : null;
  if (key && (await countInWindow(db, key, WINDOW_SECONDS)) >= MAX_FAILURES) {
    throw fail(
      429,
      'RATE_LIMITED',
      'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.',
      {
        'Retry-After': String(WINDOW_SECONDS),
      },
    );
  }
  await next();
  if (key && c.res.status === 401) await rateLimit(db, key, Number.POSITIVE_INFINITY, WINDOW_SECONDS, '');
});
