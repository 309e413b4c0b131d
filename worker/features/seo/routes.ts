import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../env';
import { appOrigin } from '../../lib/config';
import { fail } from '../../lib/errors';
import { serveApp, servePage, visitorId } from './head';
import { ogImage } from './og';
import {
  activitiesHead,
  activityHead,
  blogHead,
  customActivityHead,
  HASHTAG,
  hashtagHead,
  listHead,
  postHead,
  profileHead,
  sharedListHead,
  staticPageHead,
} from './pages';
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

const ID = /^[A-Za-z0-9_-]{8,64}$/;
const USERNAME = /^[A-Za-z0-9_]{3,20}$/;

/**
 * Pages: public ones with their own head (seo/pages.ts), app screens under the same prefixes
 * (editors, settings) without; the app renders every one of them (render.ts).
 */
const pages = new Hono<AppEnv>()
  .get('/', (c) => serveApp(c))
  .get('/activities', (c) => servePage(c, activitiesHead(appOrigin(c.env))))
  .get('/community', (c) => servePage(c, listHead(appOrigin(c.env), '/community')))
  .get('/blog', (c) => servePage(c, listHead(appOrigin(c.env), '/blog')))
  .get('/activity/:id{[0-9]{1,9}}', async (c) =>
    servePage(c, await activityHead(c.get('db'), appOrigin(c.env), Number(c.req.param('id')))),
  )
  .get('/blog/:id', async (c) => {
    const id = c.req.param('id');
    return ID.test(id)
      ? servePage(c, await blogHead(c.get('db'), appOrigin(c.env), id, await visitorId(c)))
      : serveApp(c);
  })
  .get('/profile/:username', async (c) => {
    const username = c.req.param('username');
    return USERNAME.test(username) && username !== 'edit'
      ? servePage(c, await profileHead(c.get('db'), appOrigin(c.env), username))
      : serveApp(c);
  })
  .get('/post/:id', async (c) => {
    const id = c.req.param('id');
    return ID.test(id)
      ? servePage(c, await postHead(c.get('db'), appOrigin(c.env), id, `/post/${id}`, await visitorId(c)))
      : serveApp(c);
  })
  .get('/community/post/:id', async (c) => {
    const id = c.req.param('id');
    return ID.test(id)
      ? servePage(c, await postHead(c.get('db'), appOrigin(c.env), id, `/community/post/${id}`, await visitorId(c)))
      : serveApp(c);
  })
  .get('/community/hashtag/:name', async (c) => {
    const name = c.req.param('name');
    return HASHTAG.test(name.replace(/^#/, '')) ? servePage(c, await hashtagHead(appOrigin(c.env), name)) : serveApp(c);
  })
  .get('/activity/custom/:id', async (c) => {
    const id = c.req.param('id');
    return ID.test(id)
      ? servePage(c, await customActivityHead(c.get('db'), appOrigin(c.env), id, await visitorId(c)))
      : serveApp(c);
  })
  .get('/profile/:username/list', async (c) => {
    const username = c.req.param('username');
    return USERNAME.test(username)
      ? servePage(c, await sharedListHead(c.get('db'), appOrigin(c.env), username))
      : serveApp(c);
  })
  .get('/og/:kind/:file', ogImage)
  .get('/activity/*', serveApp)
  .get('/blog/*', serveApp)
  .get('/profile/*', serveApp)
  .get('/post/*', serveApp)
  // Static pages may live under /community/ too (community/saturday-lake-swimmers).
  .get('/community/*', (c) => appFallback(c));

export const seo = new Hono<AppEnv>()
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
  .route('/', pages);

/**
 * Every other GET the Worker sees (it runs first for all but the built assets): a file from the
 * assets, an app screen's plain SPA, or a static page by its address with its head and text
 * (404 when there is none, 301 from an old slug). Unknown API paths stay JSON 404s.
 */
export async function appFallback(c: Context<AppEnv>) {
  const path = new URL(c.req.url).pathname;
  if (path.startsWith('/api/')) throw fail(404, 'NOT_FOUND', 'Not found');
  // A file, or (under `npm run dev`) one of Vite's own modules.
  if (/\.[A-Za-z0-9]+$/.test(path) || path.startsWith('/@')) return c.env.ASSETS.fetch(c.req.raw);
  const head = await staticPageHead(c.get('db'), appOrigin(c.env), path);
  if (head === null) return serveApp(c);
  if ('redirect' in head) return c.redirect(head.redirect, 301);
  return servePage(c, head);
}
