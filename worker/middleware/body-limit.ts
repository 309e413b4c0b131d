import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';

/** Everything but uploads is small JSON. */
export const JSON_BODY_LIMIT = 1024 * 1024;

const declared = new WeakMap<MiddlewareHandler, number>();

/**
 * An upload route's larger body limit, declared on the route: `.post('/media', maxBody(21 MB), ...)`.
 * The handler still checks each file against its own limit and message; this only bounds what is read.
 */
export function maxBody(bytes: number): MiddlewareHandler<AppEnv> {
  const middleware = createMiddleware<AppEnv>(async (_c, next) => {
    await next();
  });
  declared.set(middleware, bytes);
  return middleware;
}

const tooLarge = () => {
  throw fail(413, 'PAYLOAD_TOO_LARGE', 'The request is too large');
};

/**
 * Bounds every API body before anything reads it: by the limit the matched route declares with
 * `maxBody`, else the JSON limit.
 */
export const bodyLimits = createMiddleware<AppEnv>(async (c, next) => {
  const maxSize =
    matchedRoutes(c)
      .map((route) => declared.get(route.handler))
      .find((bytes) => bytes !== undefined) ?? JSON_BODY_LIMIT;
  return bodyLimit({ maxSize, onError: tooLarge })(c, next);
});
