import type { Context } from 'hono';
import { renderPage } from '../../../web/server';
import type { AppEnv } from '../../env';
import { hasSessionCookie } from '../../middleware/session';

/** Request headers an API call made while rendering does not take from the page's request. */
const NOT_FORWARDED = [
  'content-length',
  'content-type',
  'accept-encoding',
  'accept',
  'if-none-match',
  'if-modified-since',
];

/**
 * The fetch the page's queries use while the Worker renders it: each call goes to the Worker's
 * own API in process, as the visitor (their cookies, address and language), so what the page
 * shows is exactly what the API lets them see.
 */
function inProcessApi(c: Context<AppEnv>): typeof fetch {
  return async (input, init) => {
    const { app } = await import('../../app');
    const url = new URL(input instanceof Request ? input.url : String(input), c.req.url);
    const headers = new Headers(c.req.raw.headers);
    for (const name of NOT_FORWARDED) headers.delete(name);
    headers.set('accept', 'application/json');
    for (const [name, value] of new Headers(init?.headers)) headers.set(name, value);
    return app.fetch(new Request(url, { ...init, headers }), c.env, c.executionCtx);
  };
}

export type AppMarkup =
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'page'; status: number; title: string | undefined; html: string; state: string }
  | { kind: 'unrendered' };

/**
 * The app's page for this request, rendered by the Worker from the same routes and components the
 * browser hydrates (web/server.tsx). A render that fails is logged and the page is left to the
 * browser (`unrendered`), as before server rendering: never a broken page.
 */
export async function appMarkup(c: Context<AppEnv>): Promise<AppMarkup> {
  const url = new URL(c.req.url);
  try {
    const page = await renderPage(`${url.pathname}${url.search}`, inProcessApi(c));
    if (page.kind === 'redirect') return page;
    return { kind: 'page', status: page.status, title: page.title, ...(await page.render()) };
  } catch (error) {
    console.error('Server rendering failed', url.pathname, error);
    return { kind: 'unrendered' };
  }
}

/**
 * Puts the rendered page into the shell's #root, with the cache it was drawn from after it. A
 * guest's page is whole before the app starts, so the app hydrates on their first use
 * (web/lib/start-on-use.ts); a member's hydrates at once.
 */
export function markupInto(c: Context<AppEnv>, root: Element, page: Extract<AppMarkup, { kind: 'page' }>) {
  root.setInnerContent(page.html, { html: true });
  root.setAttribute('data-ssr', '');
  if (!hasSessionCookie(c)) root.setAttribute('data-start', 'on-use');
  root.after(`<script type="application/json" id="app-state">${page.state}</script>`, { html: true });
}
