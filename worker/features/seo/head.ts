import type { Context } from 'hono';
import { escapeHtml } from '../../contracts/html';
import { excerpt } from '../../contracts/text';
import type { AppEnv } from '../../env';
import { appOrigin } from '../../lib/config';
import { showsDiagnostics } from '../../middleware/request-context';
import { resolveVisitor } from '../../middleware/session';
import { relationBetween } from '../../policy/relations';
import { CARD_HEIGHT, CARD_WIDTH, type Card } from './cards/card';
import { appMarkup, markupInto } from './render';

/** What a public page says about itself before the app starts: its head and its first screen. */
export type PageHead = {
  title: string;
  description: string;
  /** Path of the page's one address (the canonical URL is the app origin plus this). */
  path: string;
  type?: 'website' | 'article' | 'profile';
  image?: { url: string; alt: string; width?: number; height?: number };
  /** The link-preview card drawn for the page (served at `image.url`). */
  card?: Card;
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
  status?: 200 | 404 | 410;
  /**
   * The member whose page or content this is. A signed-in visitor in a block with them gets the
   * generic head and a 404, as the API answers them; everyone else gets the page as a guest sees it.
   */
  owner?: string;
};

export const SITE_NAME = 'Lifelist';
const GENERIC_DESCRIPTION =
  'Lifelist: discover 2000+ activity ideas, plan your personal list and share the journey with a community.';

/** A head that says nothing about the item: for what this visitor may not see, or what is gone. */
export const genericHead = (path: string, status: PageHead['status'] = 200): PageHead => ({
  title: SITE_NAME,
  description: GENERIC_DESCRIPTION,
  path,
  noindex: true,
  status,
});

export const description = (text: string) => excerpt(text, 160);

export const OG_KINDS = ['activity', 'blog', 'profile', 'hashtag'] as const;
export type OgKind = (typeof OG_KINDS)[number];

/** A short fingerprint of what a card shows: its address changes when the card would. */
export async function cardVersion(card: Card) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(card)));
  return [...new Uint8Array(digest).slice(0, 6)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The page's preview image: its card at /og/{kind}/{key}.png, 1200×630, with the card's title as alt. */
export async function cardImage(kind: OgKind, key: string, card: Card): Promise<NonNullable<PageHead['image']>> {
  return {
    url: `/og/${kind}/${encodeURIComponent(key)}.png?v=${await cardVersion(card)}`,
    alt: `${card.kicker}: ${card.title}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  };
}

/** JSON inside a script element: `<` is escaped so no text can close the element. */
const jsonScript = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** The tags added to the head: canonical, robots, Open Graph, Twitter card and JSON-LD. */
export function headTags(origin: string, head: PageHead) {
  const url = `${origin}${head.path}`;
  const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(content))}">`;
  const tags: string[] = [];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  else tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) {
    const image = absolute(origin, head.image.url);
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
    if (head.image.width && head.image.height) {
      tags.push(
        meta('property', 'og:image:width', head.image.width),
        meta('property', 'og:image:height', head.image.height),
      );
    }
  }
  for (const item of head.jsonLd ?? []) tags.push(jsonScript({ '@context': 'https://schema.org', ...item }));
  return tags.join('\n');
}

/** Home › ... › this page, as schema.org BreadcrumbList. */
export const breadcrumbs = (origin: string, crumbs: [name: string, path: string][]) => ({
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map(([name, path], i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
    item: `${origin}${path}`,
  })),
});

/**
 * A page: the built index.html with the page's own head (when it has one: public pages), and the
 * app's page rendered into #root by the Worker (render.ts), for guests and members alike. Pages
 * hidden from this visitor get the generic head and a 404; gone ones their real status.
 */
export async function servePage(c: Context<AppEnv>, found?: PageHead) {
  const head = found && (await blockedFromOwner(c, found.owner)) ? genericHead(found.path, 404) : found;
  const [shell, page] = await Promise.all([c.env.ASSETS.fetch(new URL('/', c.req.url)), appMarkup(c)]);
  if (page.kind === 'redirect') return c.redirect(page.location, page.status as 301 | 302 | 303 | 307 | 308);
  if (!shell.ok || !shell.headers.get('content-type')?.includes('text/html')) return shell;
  const origin = appOrigin(c.env);
  // The title the app's routes give the page, so it stays the same once the app has started.
  const title =
    (page.kind === 'page' && page.title) || (head && (head.noindex ? SITE_NAME : `${head.title} | ${SITE_NAME}`));
  let rewriter = new HTMLRewriter();
  if (title) rewriter = rewriter.on('title', { element: (el) => void el.setInnerContent(title) });
  if (head) {
    rewriter = rewriter
      .on('meta[name="description"]', { element: (el) => void el.setAttribute('content', head.description) })
      .on('head', { element: (el) => void el.append(headTags(origin, head), { html: true }) });
  }
  if (page.kind === 'page') rewriter = rewriter.on('#root', { element: (el) => markupInto(c, el, page) });
  // A streamed page's Server-Timing leaves with its head, before the render: the Worker's whole
  // time (its queries and the render included) closes the document instead (never in production).
  if (showsDiagnostics(c.env)) {
    rewriter = rewriter.onDocument({
      end: (end) => void end.append(`<!-- app;dur=${Date.now() - c.get('startedAt')} -->`, { html: true }),
    });
  }
  const response = rewriter.transform(shell);
  const headers = pageHeaders(response.headers, (await visitorId(c)) !== null);
  const status = head?.status ?? (page.kind === 'page' ? page.status : 200);
  if (head?.noindex || status >= 400) headers.set('X-Robots-Tag', 'noindex');
  return new Response(response.body, { status, headers });
}

/**
 * A rendered page is this visitor's own, not the static shell it was drawn into: the shell's
 * validators (ETag, Last-Modified) and cache status describe a file every visitor shares, so they
 * go. A page depends on the visitor's session and their country and time-zone cookies: no shared
 * cache may keep it (`private`, `Vary: Cookie`). A guest's page holds nothing of theirs: their own
 * browser may keep it and asks again before showing it anew (`no-cache`), and going back is
 * instant. A member's page carries their e-mail, phone and conversations in its state: nothing
 * keeps it (`no-store`), so after signing out no cache, on disk or in the back/forward cache, shows
 * it again (decision 030).
 */
export function pageHeaders(shell: Headers, member: boolean) {
  const headers = new Headers(shell);
  for (const name of ['etag', 'last-modified', 'cf-cache-status', 'age', 'content-length']) headers.delete(name);
  headers.set('Cache-Control', member ? 'private, no-store' : 'private, no-cache');
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes('cookie')) headers.set('Vary', vary ? `${vary}, Cookie` : 'Cookie');
  return headers;
}

/**
 * The signed-in visitor's id, or null for a guest (public pages are served before the session is
 * loaded; the lookup is the one the page's render uses, made once per request).
 */
export const visitorId = async (c: Context<AppEnv>) => (await resolveVisitor(c)).user?.id ?? null;

/** Whether the signed-in visitor (if any) and the owner have blocked one another. */
async function blockedFromOwner(c: Context<AppEnv>, owner: string | undefined) {
  const viewer = owner ? await visitorId(c) : null;
  if (!viewer || !owner) return false;
  return (await relationBetween(c.get('db'), viewer, owner)).blocked;
}

/** An app screen without a head of its own (editors, settings, the home page): rendered the same way. */
export const serveApp = (c: Context<AppEnv>) => servePage(c);
