import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { edgeCache } from '../../lib/edge-cache';
import { fail } from '../../lib/errors';
import { activityArt } from './drawing';
import { activityArtInput, customArtInput } from './service';

/**
 * Each activity's own generated picture (worker/features/art/drawing), for those without an image of their
 * own. The URL carries a fingerprint of what the picture is drawn from (activityImage in the
 * contract), so browsers and the edge keep it for a year; the Cache API spares D1 and the drawing
 * on repeat requests at this edge.
 */
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  // The picture is an image, never a document: nothing in it may run or load.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

export const art = new Hono<AppEnv>()
  .get('/activity/:file', async (c) => {
    const id = Number(/^(\d{1,9})\.svg$/.exec(c.req.param('file'))?.[1] ?? 0);
    if (!id) throw fail(404, 'NOT_FOUND', 'File not found');
    const cache = edgeCache();
    const hit = await cache?.match(c.req.raw);
    if (hit) return hit;
    const input = await activityArtInput(c.get('db'), id);
    if (!input) throw fail(404, 'ACTIVITY_NOT_FOUND', 'Activity not found');
    const res = new Response(activityArt(input), { headers: SVG_HEADERS });
    c.executionCtx.waitUntil(cache?.put(c.req.raw, res.clone()) ?? Promise.resolve());
    return res;
  })
  /**
   * A custom activity's picture. It holds no text, only a scene chosen from the activity's words,
   * and its address carries the activity's random id, known only to those shown the activity.
   */
  .get('/custom/:file', async (c) => {
    const id = /^([\w-]{1,40})\.svg$/.exec(c.req.param('file'))?.[1];
    if (!id) throw fail(404, 'NOT_FOUND', 'File not found');
    const cache = edgeCache();
    const hit = await cache?.match(c.req.raw);
    if (hit) return hit;
    const row = await customArtInput(c.get('db'), id);
    if (!row) throw fail(404, 'ACTIVITY_NOT_FOUND', 'Activity not found');
    const res = new Response(activityArt(row), { headers: SVG_HEADERS });
    c.executionCtx.waitUntil(cache?.put(c.req.raw, res.clone()) ?? Promise.resolve());
    return res;
  });
