import type { Context } from 'hono';
import { isbot } from 'isbot';
import type { RenderedMarkup } from '../../../web/server';
import type { AppEnv } from '../../env';
import { showsDiagnostics } from '../../middleware/request-context';
import { pageSecurityPolicy, vitePages } from '../../middleware/security-headers';
import { resolveVisitor } from '../../middleware/session';
import { appMarkup, markupInto, spliceMarkup } from './render';

/**
 * Every page: the built index.html with the head the page's routes declare (title, description,
 * canonical, robots, Open Graph, JSON-LD) and the app's page rendered into #root by the Worker
 * (render.ts), for guests and members alike, with the status the routes decided (404 for what this
 * visitor may not see or what does not exist, 410 for what is gone, a redirect for an old address).
 */
export async function servePage(c: Context<AppEnv>) {
  const [shell, page] = await Promise.all([c.env.ASSETS.fetch(new URL('/', c.req.url)), appMarkup(c)]);
  if (page.kind === 'redirect') return c.redirect(page.location, page.status as 301 | 302 | 303 | 307 | 308);
  if (!shell.ok || !shell.headers.get('content-type')?.includes('text/html')) return shell;
  let rewriter = new HTMLRewriter();
  // React reveals each part of a streamed page with an inline script: this page's allow it.
  const nonce = pageNonce();
  let rendered: RenderedMarkup | null = null;
  if (page.kind === 'page') {
    const { title, description, noindex } = page.head;
    // What is missing or gone is never indexed, whatever its route's head says.
    const tags =
      page.status >= 400 && !noindex ? `<meta name="robots" content="noindex">\n${page.head.tags}` : page.head.tags;
    if (title) rewriter = rewriter.on('title', { element: (el) => void el.setInnerContent(title) });
    if (description !== undefined) {
      rewriter = rewriter.on('meta[name="description"]', {
        element: (el) => void el.setAttribute('content', description),
      });
    }
    if (tags) rewriter = rewriter.on('head', { element: (el) => void el.append(tags, { html: true }) });
    // Crawlers get each page whole; a person's streams, each part as its data is ready.
    const whole = isbot(c.req.header('user-agent') ?? '');
    rewriter = rewriter.on('#root', {
      element: async (el) => {
        rendered = await markupInto(c, el, page, { nonce, whole });
      },
    });
  }
  const response = rewriter.transform(shell);
  const headers = pageHeaders(response.headers, (await visitorId(c)) !== null);
  const status = page.kind === 'page' ? page.status : 200;
  if (status >= 400 || (page.kind === 'page' && page.head.noindex)) headers.set('X-Robots-Tag', 'noindex');
  if (!vitePages) headers.set('Content-Security-Policy', pageSecurityPolicy(nonce));
  // A streamed page's Server-Timing leaves with its head, before the render: the Worker's whole
  // time (its queries and the render included) closes the document instead (never in production).
  const closing = showsDiagnostics(c.env) ? () => `<!-- app;dur=${Date.now() - c.get('startedAt')} -->` : undefined;
  const body = response.body && spliceMarkup(response.body, () => rendered, closing);
  return new Response(body, { status, headers });
}

/** A number used once: the page's scripts that may run inline carry it. */
function pageNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
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
