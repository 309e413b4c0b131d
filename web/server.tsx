/**
 * The app rendered on the server: the Worker renders the same routes and components the browser
 * runs, with the data they ask for, and the browser hydrates that markup (web/app.tsx). Only the
 * Worker imports this file (worker/features/seo/render.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, QueryClientProvider, skipToken } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { setServerFetch } from './lib/api';
import { createAppRouter, queryClientConfig } from './router';

/** The API of the request being rendered: calls reach the Worker's own routes in process. */
const requestApi = new AsyncLocalStorage<typeof fetch>();
setServerFetch(() => requestApi.getStore());

/**
 * On the server a component's query is fetched while the page renders: it suspends until its data
 * (or its error) is there, so the HTML carries what the reader would otherwise wait for. Queries
 * that are off (`enabled: false`, `skipToken`) stay as they are, and a query that failed renders
 * its error as the browser would, without asking again.
 */
function serverQueryClient() {
  const client = new QueryClient(queryClientConfig);
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const cached = client.getQueryCache().get(defaulted.queryHash);
    const enabled =
      typeof defaulted.enabled === 'function'
        ? Boolean(cached && (defaulted.enabled as (query: typeof cached) => boolean)(cached))
        : defaulted.enabled !== false;
    const suspend = enabled && defaulted.queryFn !== skipToken && cached?.state.status !== 'error';
    return { ...defaulted, retry: false, ...(suspend ? { suspense: true } : {}) };
  }) as typeof client.defaultQueryOptions;
  return client;
}

export type RenderedPage =
  | { kind: 'redirect'; location: string; status: number }
  | {
      kind: 'page';
      /** 200, or 404 when no route or item answers the address. */
      status: number;
      /** The title the page's routes give it (`head`), which the browser keeps after hydration. */
      title: string | undefined;
      /** The page's markup and the query cache it was drawn from, as JSON for the browser. */
      render: () => Promise<{ html: string; state: string }>;
    };

/**
 * Resolves `href` (path, search and hash) as the browser's router would: its route, what the
 * route's `beforeLoad` and loader ask for, a redirect or a not-found. `render` then draws the page
 * (every component's queries answered first) and serialises the cache for hydration.
 */
export async function renderPage(href: string, api: typeof fetch): Promise<RenderedPage> {
  return requestApi.run(api, async () => {
    const queryClient = serverQueryClient();
    const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [href] }) });
    await router.load();
    const result = router._serverResult;
    if (result?.type === 'redirect') {
      const location = result.redirect.headers.get('Location') ?? result.redirect.options.href ?? '/';
      return { kind: 'redirect', location, status: result.redirect.status };
    }
    const title = router.state.matches
      .flatMap((match) => match.meta ?? [])
      .reduce<string | undefined>(
        (last, meta) => (meta && 'title' in meta && meta.title ? meta.title : last),
        undefined,
      );
    return {
      kind: 'page',
      status: result?.status ?? 200,
      title,
      render: () =>
        requestApi.run(api, async () => {
          const failures: unknown[] = [];
          const stream = await renderToReadableStream(
            <StrictMode>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </StrictMode>,
            {
              onError: (error) => void failures.push(error),
              // No boundary is sent apart to be revealed by an inline script (which the content
              // security policy refuses, and the page would stay on its fallback until hydration).
              progressiveChunkSize: Number.MAX_SAFE_INTEGER,
            },
          );
          // The whole page at once: with nothing flushed before it is ready, no boundary is sent
          // as a fallback to be swapped later, so the markup is exactly what the browser hydrates.
          await stream.allReady;
          const html = await new Response(stream).text();
          if (failures.length) throw failures[0];
          const state = dehydrate(queryClient, {
            shouldDehydrateQuery: (query) => query.state.status === 'success',
          });
          return { html, state: JSON.stringify(state).replace(/</g, '\\u003c') };
        }),
    };
  });
}
