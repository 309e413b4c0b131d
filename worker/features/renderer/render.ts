import type { Context } from 'hono';
import { type PageHeadTags, type Reader, type RenderedMarkup, renderPage } from '../../../web/server';
// The app this file is part of (a cycle: its routes are only read when a page renders).
import { app } from '../../app';
import type { AppEnv } from '../../env';
import { appOrigin } from '../../lib/config';
import { sendAs, type Visitor } from '../../middleware/in-process';
import { hasSessionCookie, resolveVisitor } from '../../middleware/session';

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
 * shows is exactly what the API lets them see. Their session is read once for the whole page.
 */
function inProcessApi(c: Context<AppEnv>): typeof fetch {
  let visitor: Promise<Visitor> | undefined;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), c.req.url);
    const headers = new Headers(c.req.raw.headers);
    for (const name of NOT_FORWARDED) headers.delete(name);
    headers.set('accept', 'application/json');
    for (const [name, value] of new Headers(init?.headers)) headers.set(name, value);
    visitor ??= resolveVisitor(c);
    return app.fetch(sendAs(new Request(url, { ...init, headers }), await visitor), c.env, c.executionCtx);
  };
}

export type AppMarkup =
  | { kind: 'redirect'; location: string; status: number }
  | {
      kind: 'page';
      /** The page's status as its routes decided it (404, 410 for what is gone). */
      status: number;
      /** What the page's routes put in its head (title, description, canonical, cards, JSON-LD). */
      head: PageHeadTags;
      /** Whose dates the page shows, for the browser to format as the server did. */
      reader: Reader;
      /** The markup as it streams, and the cache and modules it was drawn from; null when its shell failed (logged). */
      render: (options: { nonce: string; whole: boolean }) => Promise<RenderedMarkup | null>;
    }
  | { kind: 'unrendered' };

/**
 * The app's page for this request, rendered by the Worker from the same routes and components the
 * browser hydrates (web/server.tsx): its route and loaders first (the status, a redirect, the
 * head its routes declare), then `render` draws it. A render that fails is logged and the page is left to the
 * browser, as before server rendering: never a broken page.
 */
export async function appMarkup(c: Context<AppEnv>): Promise<AppMarkup> {
  const url = new URL(c.req.url);
  const failed = (error: unknown) => {
    console.error('Server rendering failed', url.pathname, error);
    return null;
  };
  try {
    // Under `wrangler dev` every request is placed in Austin, Texas (Miniflare's stand-in for the
    // network's placement): a developer's pages keep the defaults instead.
    const cf =
      c.env.APP_ENV === 'development'
        ? undefined
        : (c.req.raw.cf as { country?: string; timezone?: string } | undefined);
    const page = await renderPage(
      `${url.pathname}${url.search}`,
      appOrigin(c.env),
      inProcessApi(c),
      c.req.header('cookie') ?? null,
      { country: cf?.country, timezone: cf?.timezone },
    );
    if (page.kind === 'redirect') return page;
    return {
      kind: 'page',
      status: page.status,
      head: page.head,
      reader: page.reader,
      render: (options) => page.render(options).catch(failed),
    };
  } catch (error) {
    failed(error);
    return { kind: 'unrendered' };
  }
}

/** Where the page's markup goes in the shell, and where what it was drawn from follows. */
const MARKUP_AT = '<!--app-markup-->';
const STATE_AT = '<!--app-state-->';

/**
 * Marks the shell's #root for the rendered page once its shell is ready (the response's head has
 * gone out before the page's queries are answered): `spliceMarkup` streams the markup into it,
 * each Suspense boundary as its data is ready, and the cache the page was drawn from after it. A
 * guest's page is whole before the app starts, so the app hydrates when the browser is idle after
 * load or on first use (web/lib/start-on-use.ts); a member's at once.
 */
export async function markupInto(
  c: Context<AppEnv>,
  root: Element,
  page: Extract<AppMarkup, { kind: 'page' }>,
  options: { nonce: string; whole: boolean },
) {
  const rendered = await page.render(options);
  if (!rendered) return null;
  root.setInnerContent(MARKUP_AT, { html: true });
  root.setAttribute('data-ssr', '');
  root.setAttribute('data-reader', JSON.stringify(page.reader));
  if (!hasSessionCookie(c)) root.setAttribute('data-start', 'idle');
  root.after(STATE_AT, { html: true });
  return rendered;
}

/**
 * The shell's bytes with the page's markup streamed in where `markupInto` marked #root, and the
 * state script (the cache for hydration, the modules to fetch first) after it once every boundary
 * is done, and `closing` at the very end. Without a rendered page (its shell failed), the shell
 * passes as it is.
 */
export function spliceMarkup(
  shell: ReadableStream<Uint8Array>,
  rendered: () => RenderedMarkup | null,
  closing?: () => string,
) {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  const insertions: [string, (out: TransformStreamDefaultController<Uint8Array>) => Promise<void>][] = [
    [
      MARKUP_AT,
      async (out) => {
        const markup = rendered()?.markup;
        if (!markup) return;
        for await (const chunk of markup) out.enqueue(chunk);
      },
    ],
    [
      STATE_AT,
      async (out) => {
        const page = rendered();
        if (!page) return;
        const { state, drawn } = await page.finished;
        const modules = drawn.length ? ` data-modules="${drawn.join(' ')}"` : '';
        out.enqueue(encoder.encode(`<script type="application/json" id="app-state"${modules}>${state}</script>`));
      },
    ],
  ];
  return shell.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, out) {
        pending += decoder.decode(chunk, { stream: true });
        for (;;) {
          const next = insertions[0];
          const at = next ? pending.indexOf(next[0]) : -1;
          if (!next || at < 0) break;
          out.enqueue(encoder.encode(pending.slice(0, at)));
          pending = pending.slice(at + next[0].length);
          insertions.shift();
          await next[1](out);
        }
        // Keep what could be the start of a marker split across chunks.
        const keep = insertions[0] ? insertions[0][0].length - 1 : 0;
        if (pending.length > keep) {
          out.enqueue(encoder.encode(pending.slice(0, pending.length - keep)));
          pending = pending.slice(pending.length - keep);
        }
      },
      flush(out) {
        pending += decoder.decode() + (closing?.() ?? '');
        if (pending) out.enqueue(encoder.encode(pending));
      },
    }),
  );
}
