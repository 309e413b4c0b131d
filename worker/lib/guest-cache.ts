import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { edgeCache } from './edge-cache';

/** How long an answer that is the same for every guest is kept at the edge. */
export const GUEST_CACHE_SECONDS = 60;

/**
 * The cache key of an API address: its path, and of its query only the parameters the route reads
 * (`known`), sorted, so `?b=1&a=2`, `?a=2&b=1&utm_source=x` and the address a purge names are one
 * key. Without this, an edit's purge would miss every copy made under an extra parameter.
 */
function keyFor(url: string, known?: readonly string[]) {
  const parsed = new URL(url);
  const params = [...parsed.searchParams]
    .filter(([name, value]) => value !== '' && (!known || known.includes(name)))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  parsed.search = new URLSearchParams(params).toString();
  return new Request(parsed.toString(), { method: 'GET' });
}

/** The query parameters a route's query schema reads. */
export const queryParams = (schema: { entries: Record<string, unknown> }) => Object.keys(schema.entries);

/**
 * For answers that are the same for every guest (catalogue pages, an activity, the blog list, a
 * static page): a guest's request is answered from the Workers Cache API when it holds the
 * answer, so a popular page does not reach D1 on every visit. Signed-in members always get a
 * fresh answer (theirs may differ). The edge keeps an answer a minute (`s-maxage`); browsers
 * revalidate (`max-age=0`), so someone who signs in never sees a guest's copy. Edits purge the
 * addresses they change (`purgeGuestCache`); the minute bounds what a purge cannot name (list
 * pages with their many queries) and other data centres, which a Cache API purge does not reach.
 */
export const guestCachedWhen = (keep: (c: Context<AppEnv>) => boolean, known: readonly string[] = []) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const cache = edgeCache();
    if (!cache || c.req.method !== 'GET' || c.get('user') || !keep(c)) return next();
    const key = keyFor(c.req.url, known);
    const hit = await cache.match(key);
    if (hit) {
      const res = new Response(hit.body, hit);
      res.headers.set('X-Cache', 'HIT');
      c.res = res;
      return;
    }
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Set-Cookie') || c.res.headers.has('X-Search-Event')) return;
    c.res.headers.set('Cache-Control', `public, max-age=0, s-maxage=${GUEST_CACHE_SECONDS}`);
    c.res.headers.set('X-Cache', 'MISS');
    // Stored before answering (a local write of a small body), so the next guest finds it.
    await cache.put(key, c.res.clone()).catch((e: unknown) => console.error(String(e)));
  });

/** `guestCached(params)`: the parameters of the route's query that change its answer. */
export const guestCached = (known: readonly string[] = []) => guestCachedWhen(() => true, known);

/** Drops the edge's guest copies of these API paths (after an edit), in this data centre. */
export async function purgeGuestCache(requestUrl: string, paths: string[]) {
  const cache = edgeCache();
  if (!cache) return;
  const origin = new URL(requestUrl).origin;
  await Promise.all(paths.map((path) => cache.delete(keyFor(`${origin}${path}`))));
}
