import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { HASHTAG_NAME } from '../../contracts/post-text';
import {
  activityCard,
  blogCard,
  CARD_KINDS,
  type Card,
  type CardKind,
  cardVersion,
  hashtagCard,
  profileCard,
} from '../../contracts/preview-card';
import { profiles } from '../../db/schema';
import type { AppEnv } from '../../env';
import { forgetCards, storedCardKey } from '../../lib/card-store';
import { AppError, fail } from '../../lib/errors';
import { relationBetween } from '../../policy/relations';
import { memberDetailsVisible, profileVisibleTo } from '../../policy/visibility';
import { activityArt } from '../art/drawing';
import { activityArtInput } from '../art/service';
import { blogAccess } from '../blogs/access';
import { getActivity } from '../catalogue/service';
import { renderCard } from './cards/card';

/** How long a browser or crawler may keep a card: a page turned private is not previewed for long. */
const CARD_MAX_AGE = 300;

const PNG_HEADERS = {
  'Content-Type': 'image/png',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
};

/** 404 from a service: the item does not exist (or is hidden the way the API hides it). */
const missing = (error: unknown) => {
  if (error instanceof AppError && error.status === 404) return null;
  throw error;
};

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * The card of a page as a guest sees it (the same card the page's head names, built from the same
 * fields): none for what a guest may not see.
 */
async function guestCard(c: Context<AppEnv>, kind: CardKind, key: string): Promise<Card | null> {
  const db = c.get('db');
  if (kind === 'hashtag') return HASHTAG_NAME.test(key) ? hashtagCard(key.toLowerCase()) : null;
  if (kind === 'activity') {
    if (!/^\d{1,9}$/.test(key)) return null;
    const activity = await getActivity(db, Number(key)).catch(missing);
    return activity && activityCard(activity);
  }
  if (kind === 'blog') {
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) return null;
    const access = await blogAccess(db, null, key).catch(missing);
    if (!access?.canView) return null;
    // The author's name as a guest may see it: a last name only where their profile shows it.
    const lastName = sql<
      string | null
    >`case when ${memberDetailsVisible(null, profiles.id, profiles.privacySettings)} then ${profiles.lastName} end`;
    const [author] = await db
      .select({ ...getTableColumns(profiles), lastName })
      .from(profiles)
      .where(eq(profiles.id, access.blog.userId));
    return author ? blogCard(access.blog, fullName(author.firstName, author.lastName)) : null;
  }
  if (!/^[A-Za-z0-9_]{3,20}$/.test(key)) return null;
  const [p] = await db.select().from(profiles).where(sql`lower(${profiles.username}) = ${key.toLowerCase()}`);
  if (!p || p.isBanned) return null;
  const relation = await relationBetween(db, null, p.id);
  return profileVisibleTo(p.privacySettings.profile_visibility, null, p.id, relation) ? profileCard(p) : null;
}

/** The illustration an activity's card is drawn over: its own generated picture, when it has no other. */
async function cardArt(c: Context<AppEnv>, kind: CardKind, key: string, card: Card) {
  if (kind !== 'activity' || !card.picture?.startsWith('/media/art/activity/')) return undefined;
  const input = await activityArtInput(c.get('db'), Number(key));
  return input ? activityArt(input) : undefined;
}

/**
 * `/og/{kind}/{key}.png`: the link-preview card of a public page, drawn in the Worker (no network)
 * the first time and kept in R2 under its fingerprint. Every request checks that the page is still
 * one a guest may see, so a card never outlives its page's privacy: a private profile, a draft or
 * a deleted blog has no card (404). Browsers and crawlers keep it five minutes at most.
 */
export async function ogImage(c: Context<AppEnv>) {
  const kind = c.req.param('kind') as CardKind;
  const key = /^(.+)\.png$/.exec(decodeURIComponent(c.req.param('file') ?? ''))?.[1];
  if (!CARD_KINDS.includes(kind) || !key) throw fail(404, 'NOT_FOUND', 'Not found');
  const card = await guestCard(c, kind, key);
  if (!card) throw fail(404, 'NOT_FOUND', 'Not found');
  const stored = storedCardKey(kind, key, cardVersion(card));
  let body = (await (await c.env.MEDIA.get(stored))?.arrayBuffer()) ?? null;
  if (!body) {
    const png = await renderCard(card, await cardArt(c, kind, key, card));
    await c.env.MEDIA.put(stored, png, { httpMetadata: { contentType: 'image/png' } });
    // The page's earlier versions are no longer named by any head.
    await forgetCards(c.env.MEDIA, kind, [key], stored);
    body = png.buffer as ArrayBuffer;
  }
  return new Response(body, { headers: { ...PNG_HEADERS, 'Cache-Control': `public, max-age=${CARD_MAX_AGE}` } });
}
