/**
 * The three places the app relies on what its libraries do but do not publish, each in one helper
 * here, with a test (tests/web/library-internals.test.tsx) that fails on the upgrade that changes
 * it. Nothing else in the app reads or writes a library's private fields (the same test looks).
 *
 * - The router's outcome of a server load (a redirect, or the page's status): TanStack Router's
 *   own request handler reads it from the router the same way (`router._serverResult`); the
 *   public handler would also bring the router's hydration protocol, whose inline scripts the
 *   content security policy refuses and whose code every page would load.
 * - Queries that suspend on the server: the page's HTML carries each component's data, so a
 *   component's query is made to suspend while the Worker renders it (`suspense`, an option
 *   React Query still honours but no longer types).
 * - Whether React has hydrated a node yet (it keeps the node's props under a `__reactProps$` key):
 *   a tap held while the app starts is replayed only once React listens to that node. That one is
 *   in react-internals.ts, apart, because the page's first script uses it and must not load React
 *   Query.
 */
import { type DefaultOptions, type QueryClient, skipToken } from '@tanstack/react-query';

/** What a server load of the router decided: a redirect, or the page with its status. */
export type ServerOutcome = { type: 'redirect'; location: string; status: number } | { type: 'render'; status: number };

type ServerLoadResult =
  | { type: 'redirect'; redirect: { status: number; headers: Headers; options: { href?: string } } }
  | { type: 'render'; status?: number };

/** The outcome of `await router.load()` on the server. */
export function serverOutcome(router: object): ServerOutcome {
  const result = (router as { _serverResult?: ServerLoadResult })._serverResult;
  if (result?.type === 'redirect') {
    const location = result.redirect.headers.get('Location') ?? result.redirect.options.href ?? '/';
    return { type: 'redirect', location, status: result.redirect.status };
  }
  return { type: 'render', status: result?.status ?? 200 };
}

/**
 * Makes every query of `client` that would run suspend instead while the server renders (queries
 * that are off, `enabled: false` or `skipToken`, stay as they are, and one that failed renders its
 * error as the browser would, without asking again).
 */
export function suspendOnServer(client: QueryClient) {
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const cached = client.getQueryCache().get(defaulted.queryHash);
    const enabled =
      typeof defaulted.enabled === 'function'
        ? Boolean(cached && (defaulted.enabled as (query: typeof cached) => boolean)(cached))
        : defaulted.enabled !== false;
    const suspend = enabled && defaulted.queryFn !== skipToken && cached?.state.status !== 'error';
    const serverOnly: DefaultOptions['queries'] & { suspense?: boolean } = { retry: false };
    if (suspend) serverOnly.suspense = true;
    return { ...defaulted, ...serverOnly };
  }) as typeof client.defaultQueryOptions;
  return client;
}
