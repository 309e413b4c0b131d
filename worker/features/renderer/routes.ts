import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../env';
import { appOrigin } from '../../lib/config';
import { fail } from '../../lib/errors';
import { servePage } from './head';
import { ogImage } from './og';
import {
  indexXml,
  robotsTxt,
  SITEMAP_KINDS,
  type SitemapKind,
  sitemapEntries,
  sitemapIndex,
  urlsetXml,
} from './sitemap';

/** Sitemaps change slowly: an hour in the edge cache, so crawlers never make D1 do the work twice. */
const MAX_AGE = 3600;

/**
 * Serves a response from the Workers Cache API when it has one, else builds it, answers and
 * stores it. Same for everyone, so the cache key is the URL alone.
 */
async function cached(c: Context<AppEnv>, build: () => Promise<Response>) {
  const cache = (caches as unknown as { default: Cache }).default;
  const key = new Request(c.req.url, { method: 'GET' });
  const hit = await cache.match(key);
  if (hit) return hit;
  const res = await build();
  res.headers.set('Cache-Control', `public, max-age=${MAX_AGE}`);
  c.executionCtx.waitUntil(cache.put(key, res.clone()));
  return res;
}

const xml = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });

export const renderer = new Hono<AppEnv>()
  .get('/robots.txt', (c) =>
    c.text(robotsTxt(appOrigin(c.env)), 200, { 'Cache-Control': `public, max-age=${MAX_AGE}` }),
  )
  .get('/sitemap.xml', (c) => cached(c, async () => xml(indexXml(appOrigin(c.env), await sitemapIndex(c.get('db'))))))
  .get('/sitemaps/:file', (c) => {
    const match = /^(pages|activities|blogs|profiles)(?:-(\d{1,4}))?\.xml$/.exec(c.req.param('file'));
    const kind = match?.[1] as SitemapKind | undefined;
    const page = Number(match?.[2] ?? 1);
    if (!kind || !SITEMAP_KINDS.includes(kind) || page < 1 || (kind === 'pages') !== (match?.[2] === undefined)) {
      throw fail(404, 'NOT_FOUND', 'Not found');
    }
    return cached(c, async () => {
      const entries = await sitemapEntries(c.get('db'), kind, page);
      if (!entries.length && page > 1) throw fail(404, 'NOT_FOUND', 'Not found');
      return xml(urlsetXml(appOrigin(c.env), entries));
    });
  })
  .get('/og/:kind/:file', ogImage);

/**
 * Every other GET the Worker sees (it runs first for all but the built assets): a file from the
 * assets, or a page, which the app's routes answer (its head, its status, a redirect from an old
 * address; web/server.tsx). Unknown API paths stay JSON 404s.
 */
export async function appFallback(c: Context<AppEnv>) {
  const path = new URL(c.req.url).pathname;
  if (path.startsWith('/api/')) throw fail(404, 'NOT_FOUND', 'Not found');
  // A file, or (under `npm run dev`) one of Vite's own modules.
  if (/\.[A-Za-z0-9]+$/.test(path) || path.startsWith('/@')) return c.env.ASSETS.fetch(c.req.raw);
  return servePage(c);
}
