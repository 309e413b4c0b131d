import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { appOrigins } from '../lib/config';
import { fail } from '../lib/errors';

/** The origins our pages are served from: this request's own and those configured in APP_ORIGIN. */
export function allowedOrigins(c: Context<AppEnv>) {
  return [new URL(c.req.url).origin, ...appOrigins(c.env)];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Changes through the app API must come from our own pages (cross-site request forgery). Browsers
 * send `Origin` with every POST, PUT, PATCH and DELETE, and `Sec-Fetch-Site` with every request;
 * either one from elsewhere is refused. A request with neither is not from a browser, so it carries
 * no one's cookies by accident.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const foreign =
      origin && origin !== 'null'
        ? !allowedOrigins(c).includes(origin)
        : origin === 'null' || (site !== undefined && site !== 'same-origin' && site !== 'none');
    if (foreign) throw fail(403, 'FORBIDDEN_ORIGIN', 'This request did not come from Lifelist');
  }
  await next();
});
