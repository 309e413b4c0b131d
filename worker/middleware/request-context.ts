import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/** Gives every request an id (echoed as X-Request-Id) and logs one line when it ends. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', id);
  const started = Date.now();
  await next();
  const ms = Date.now() - started;
  c.header('X-Request-Id', id);
  // The Worker's own time, for the browser's network panel and the bench.
  c.header('Server-Timing', `app;dur=${ms}`);
  if (c.env.APP_ENV !== 'test') {
    console.log(JSON.stringify({ id, method: c.req.method, path: c.req.path, status: c.res.status, ms }));
  }
});
