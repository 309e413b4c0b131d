import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { visitorOf } from './in-process';

/** Diagnostic headers (Server-Timing, X-D1-Queries) are for development, tests and the bench only. */
export const showsDiagnostics = (env: Env) => env.APP_ENV !== 'production';

/** Gives every request an id (echoed as X-Request-Id) and logs one line when it ends. */

export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', id);
  const started = Date.now();
  c.set('startedAt', started);
  await next();
  const ms = Date.now() - started;
  c.header('X-Request-Id', id);
  // The Worker's own time, for the browser's network panel and the bench. Never in production:
  // how long an answer took tells what the server did (an address with an account or not).
  if (showsDiagnostics(c.env)) c.header('Server-Timing', `app;dur=${ms}`);
  // A call the Worker made to itself while rendering a page is part of that page's line.
  if (c.env.APP_ENV !== 'test' && !visitorOf(c.req.raw)) {
    console.log(JSON.stringify({ id, method: c.req.method, path: c.req.path, status: c.res.status, ms }));
  }
});
