/**
 * The app rendered on the server: the Worker renders the same routes and components the browser
 * runs, with the data they ask for, and the browser hydrates that markup (web/app.tsx). Only the
 * Worker imports this file (worker/features/renderer/render.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, isNotFound, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { DEFAULT_HEADER_COUNTRY, HEADER_COUNTRIES, styleForCountry } from '../worker/contracts/header-countries';
import { escapeHtml } from '../worker/contracts/html';
import { isTimeZone } from '../worker/contracts/time-zones';
import { loadServerDrawnModules, setDrawnModuleRecorder } from './components/ui/lazy-module';
import { accountQueries } from './features/account/queries';
import { setServerFetch } from './lib/api';
import { type Clock, type Reader, setReaderSource } from './lib/format';
import { serverOutcome, suspendOnServer } from './lib/library-internals';
import { COUNTRY_COOKIE, readCookie, ZONE_COOKIE } from './lib/preferences';
import { GONE } from './lib/route-head';
import { createAppRouter, queryClientConfig } from './router';

export type { Reader };

type Rendering = {
  /** The API: calls reach the Worker's own routes in process. */
  api: typeof fetch;
  /** Whose dates the page shows, once the visitor is known. */
  reader?: { reader: Reader; clock?: Clock };
  /** The modules loaded on use that the page drew (the browser fetches them before hydrating). */
  drawn: Set<string>;
};
/** The request being rendered. */
const requestApi = new AsyncLocalStorage<Rendering>();
setServerFetch(() => requestApi.getStore()?.api);
setReaderSource(() => requestApi.getStore()?.reader);
setDrawnModuleRecorder((name) => requestApi.getStore()?.drawn.add(name));

const clocks = new Map<string, Clock | null>();
/** A device's time zone the written-out zones do not have, read with Intl (null: not a zone). */
function clockOf(zone: string): Clock | null {
  if (!clocks.has(zone)) {
    let clock: Clock | null = null;
    try {
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        weekday: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
      clock = (d) => {
        const parts = Object.fromEntries(format.formatToParts(d).map((p) => [p.type, p.value]));
        return {
          year: Number(parts.year),
          month: Number(parts.month) - 1,
          day: Number(parts.day),
          weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
          hour: Number(parts.hour),
          minute: Number(parts.minute),
        };
      };
    } catch {
      clock = null;
    }
    if (clocks.size < 500) clocks.set(zone, clock);
    return clock;
  }
  return clocks.get(zone) ?? null;
}

/** Where the request comes from, as the network places its address (Cloudflare's `request.cf`). */
export type Whereabouts = { country?: string | null; timezone?: string | null };

/**
 * Whose dates the page shows: a member's own country and time zone (their profile); otherwise the
 * country chosen in the header and the device's zone, from the cookies the browser keeps for it
 * (web/lib/preferences.ts). A guest's first page, before the browser has told either, is written
 * for where the network places them, so it reads as every later page will. The page carries
 * `reader`, and the browser formats as the server did.
 */
function readerFor(
  me: { profile: { country: string | null; timezone: string | null } } | null,
  cookies: string | null,
  where: Whereabouts,
) {
  const chosen = readCookie(COUNTRY_COOKIE, cookies);
  const style = me
    ? styleForCountry(me.profile.country)
    : (HEADER_COUNTRIES as readonly string[]).includes(chosen ?? '')
      ? (chosen as Reader['style'])
      : where.country
        ? styleForCountry(where.country)
        : DEFAULT_HEADER_COUNTRY;
  if (me && isTimeZone(me.profile.timezone)) return { reader: { style, zone: me.profile.timezone } };
  // The device's zone as the browser told it, else as the network places the address.
  const device = readCookie(ZONE_COOKIE, cookies) ?? where.timezone ?? null;
  if (isTimeZone(device)) return { reader: { style, zone: device } };
  const clock = device ? clockOf(device) : null;
  // A device's zone the server can read: its clock here, the device's own in the browser.
  if (clock) return { reader: { style, zone: null }, clock };
  return { reader: { style, zone: 'UTC' as const } };
}

/**
 * On the server a component's query is fetched while the page renders: it suspends until its data
 * (or its error) is there, so the HTML carries what the reader would otherwise wait for.
 */
const serverQueryClient = () => suspendOnServer(new QueryClient(queryClientConfig));

/** What the page's routes put in its head (`head()`), for the Worker to write into the page's head. */
export type PageHeadTags = {
  title: string | undefined;
  description: string | undefined;
  /** Every other tag (robots, canonical, Open Graph, Twitter, JSON-LD), as HTML. */
  tags: string;
  /** A route said the page is not for search engines. */
  noindex: boolean;
};

type HeadMeta = Record<string, unknown>;

const attributes = (attrs: Record<string, unknown>) =>
  Object.entries(attrs)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => ` ${name === 'httpEquiv' ? 'http-equiv' : name}="${escapeHtml(String(value))}"`)
    .join('');

/**
 * The head the matched routes declare, as the router's own head does: the deepest route's title,
 * and of meta tags with the same name or property the deepest route's; JSON-LD and links from all.
 */
export function headOf(matches: readonly { meta?: unknown; links?: unknown }[]): PageHeadTags {
  let title: string | undefined;
  let description: string | undefined;
  let noindex = false;
  const seen = new Set<string>();
  const meta: string[] = [];
  for (const match of [...matches].reverse()) {
    for (const m of [...((match.meta as HeadMeta[] | undefined) ?? [])].reverse()) {
      if (!m) continue;
      if (typeof m.title === 'string') {
        title ??= m.title;
      } else if ('script:ld+json' in m) {
        const json = JSON.stringify(m['script:ld+json']).replace(/</g, '\\u003c');
        meta.push(`<script type="application/ld+json">${json}</script>`);
      } else {
        const key = (m.name ?? m.property) as string | undefined;
        if (key) {
          if (seen.has(key)) continue;
          seen.add(key);
        }
        if (key === 'robots' && String(m.content).includes('noindex')) noindex = true;
        if (key === 'description') description = String(m.content ?? '');
        else meta.push(`<meta${attributes(m)}>`);
      }
    }
  }
  const links = matches.flatMap((match) => (match.links as Record<string, unknown>[] | undefined) ?? []);
  return {
    title,
    description,
    noindex,
    tags: [...links.map((link) => `<link${attributes(link)}>`), ...meta.reverse()].join('\n'),
  };
}

/** Gone rather than missing: a route's not-found marked so (web/lib/route-head.ts). */
const isGone = (error: unknown) => isNotFound(error) && (error.data as typeof GONE | undefined)?.gone === GONE.gone;

export type RenderedPage =
  | { kind: 'redirect'; location: string; status: number }
  | {
      kind: 'page';
      /** 200; 404 when no route or item answers the address, 410 when it is gone; 500 when a loader failed. */
      status: number;
      /** What the page's routes put in its head. */
      head: PageHeadTags;
      /** Whose dates the page shows (the browser formats as the server did while it hydrates). */
      reader: Reader;
      /**
       * Renders the page: resolves once its shell is ready (everything outside a Suspense boundary
       * still waiting for data) with the markup as it streams; each boundary follows when its
       * data is there, revealed by React's inline script (carrying `nonce`). `whole` waits for
       * every boundary before the first byte (for crawlers). `finished` is the query cache the
       * page was drawn from, as JSON for the browser, and the modules loaded on use that it drew.
       */
      render: (options: { nonce: string; whole: boolean }) => Promise<RenderedMarkup>;
    };

export type RenderedMarkup = {
  markup: ReadableStream<Uint8Array>;
  finished: Promise<{ state: string; drawn: string[] }>;
};

/**
 * Resolves `href` (path, search and hash) as the browser's router would: its route, what the
 * route's `beforeLoad` and loader ask for, a redirect or a not-found. `render` then draws the page
 * (every component's queries answered first) and serialises the cache for hydration.
 */
export async function renderPage(
  href: string,
  origin: string,
  api: typeof fetch,
  cookies: string | null,
  where: Whereabouts = {},
): Promise<RenderedPage> {
  const request: Rendering = { api, drawn: new Set() };
  return requestApi.run(request, async () => {
    const queryClient = serverQueryClient();
    const router = createAppRouter(queryClient, {
      history: createMemoryHistory({ initialEntries: [href] }),
      origin,
    });
    await router.load();
    // Who is reading (the root's loader has asked; this waits for the answer, not a second call).
    const me = await queryClient.ensureQueryData(accountQueries.me()).catch(() => null);
    request.reader = readerFor(me, cookies, where);
    const result = serverOutcome(router);
    if (result.type === 'redirect') return { kind: 'redirect', location: result.location, status: result.status };
    const matches = router.state.matches;
    return {
      kind: 'page',
      status: matches.some((match) => isGone(match.error)) ? 410 : result.status,
      head: headOf(matches),
      reader: request.reader.reader,
      render: ({ nonce, whole }) =>
        requestApi.run(request, async () => {
          await loadServerDrawnModules();
          const markup = await renderToReadableStream(
            <StrictMode>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </StrictMode>,
            {
              nonce,
              // A boundary that is not ready is sent when it is, not in parts as it renders.
              progressiveChunkSize: Number.POSITIVE_INFINITY,
              // A boundary that fails is drawn by the browser (React says so in the page).
              onError: (error) => void console.error('Server rendering failed', href, error),
            },
          );
          if (whole) await markup.allReady;
          // Whatever happened to its parts, the page gets the cache they were drawn from.
          const finished = markup.allReady
            .catch(() => undefined)
            .then(() => ({
              state: JSON.stringify(
                dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
              ).replace(/</g, '\\u003c'),
              drawn: [...request.drawn],
            }));
          return { markup, finished };
        }),
    };
  });
}
