import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from './components/route-error';
import { LoadingScreen, NotFoundPage } from './components/states';
import { ApiError } from './lib/api';
import { routeTree } from './routeTree.gen';

/** The query cache's defaults, the same in the browser and on the server that renders the page. */
export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      refetchOnWindowFocus: true,
    },
  },
};

export const createQueryClient = () => new QueryClient(queryClientConfig);

/** Scroll restoration for every render of a route but the first. */
function notOnStart() {
  let first = true;
  return () => {
    if (!first) return true;
    first = false;
    return false;
  };
}

/**
 * The app's router: one per page load in the browser, one per request on the server (with the
 * request's address in a memory history).
 */
export function createAppRouter(queryClient: QueryClient, server?: { history: RouterHistory; origin: string }) {
  return createRouter({
    routeTree,
    context: { queryClient, origin: server?.origin ?? window.location.origin },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // The browser's router restores scroll on each navigation, but not as the app starts: the reader
    // may already have scrolled the server's page. (On the server it would write an inline script.)
    scrollRestoration: server ? false : notOnStart(),
    defaultPendingComponent: LoadingScreen,
    // Inside the page with Try Again; each main route has its own words (components/route-error).
    defaultErrorComponent: (p) => <RouteError {...p} title="Something went wrong" fallback="Unknown error" />,
    defaultNotFoundComponent: NotFoundPage,
    ...(server ? { history: server.history, isServer: true } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
