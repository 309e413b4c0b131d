import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { forgetCards, storedCardKey } from '../../lib/card-store';
import { appOrigin } from '../../lib/config';
import { fail } from '../../lib/errors';
import { activityArt } from '../art/drawing';
import { activityArtInput } from '../art/service';
import { type Card, renderCard } from './cards/card';
import { cardVersion, OG_KINDS, type OgKind, type PageHead } from './head';
import { activityHead, blogHead, HASHTAG, hashtagHead, profileHead } from './pages';

/** How long a browser or crawler may keep a card: a page turned private is not previewed for long. */
const CARD_MAX_AGE = 300;

const PNG_HEADERS = {
  'Content-Type': 'image/png',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
};

/** The page's head, built as a guest sees it: the card exists only for what a guest may see. */
function headFor(c: Context<AppEnv>, kind: OgKind, key: string): Promise<PageHead> | null {
  const db = c.get('db');
  const origin = appOrigin(c.env);
  if (kind === 'activity') return /^\d{1,9}$/.test(key) ? activityHead(db, origin, Number(key)) : null;
  if (kind === 'blog') return /^[A-Za-z0-9_-]{8,64}$/.test(key) ? blogHead(db, origin, key) : null;
  if (kind === 'hashtag') return HASHTAG.test(key) ? hashtagHead(origin, key) : null;
  return /^[A-Za-z0-9_]{3,20}$/.test(key) ? profileHead(db, origin, key) : null;
}

/** The illustration an activity's card is drawn over: its own generated picture, when it has no other. */
async function cardArt(c: Context<AppEnv>, kind: OgKind, key: string, card: Card) {
  if (kind !== 'activity' || !card.picture?.startsWith('/media/art/activity/')) return undefined;
  const input = await activityArtInput(c.get('db'), Number(key));
  return input ? activityArt(input) : undefined;
}

/**
 * `/og/{kind}/{key}.png`: the link-preview card of a public page, drawn in the Worker (no network)
 * the first time and kept in R2 under its fingerprint. Every request checks that the page is still
 * one a guest may see (the same head the page gets), so a card never outlives its page's privacy:
 * a private profile, a draft or a deleted blog has no card (404). Browsers and crawlers keep it
 * five minutes at most.
 */
export async function ogImage(c: Context<AppEnv>) {
  const kind = c.req.param('kind') as OgKind;
  const key = /^(.+)\.png$/.exec(decodeURIComponent(c.req.param('file') ?? ''))?.[1];
  if (!OG_KINDS.includes(kind) || !key) throw fail(404, 'NOT_FOUND', 'Not found');
  const head = await headFor(c, kind, key);
  if (!head?.card || head.noindex) throw fail(404, 'NOT_FOUND', 'Not found');
  const stored = storedCardKey(kind, key, await cardVersion(head.card));
  let body = (await (await c.env.MEDIA.get(stored))?.arrayBuffer()) ?? null;
  if (!body) {
    const png = await renderCard(head.card, await cardArt(c, kind, key, head.card));
    await c.env.MEDIA.put(stored, png, { httpMetadata: { contentType: 'image/png' } });
    // The page's earlier versions are no longer named by any head.
    await forgetCards(c.env.MEDIA, kind, [key], stored);
    body = png.buffer as ArrayBuffer;
  }
  return new Response(body, { headers: { ...PNG_HEADERS, 'Cache-Control': `public, max-age=${CARD_MAX_AGE}` } });
}
