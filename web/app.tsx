import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouteError } from './components/route-error';
import { LoadingScreen, NotFoundPage } from './components/states';
import { ApiError } from './lib/api';
import { takeOver } from './lib/take-over';
import { routeTree } from './routeTree.gen';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: true,
      },
    },
  });
}

function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: LoadingScreen,
    // Inside the page with Try Again; each main route has its own words (components/route-error).
    defaultErrorComponent: (p) => <RouteError {...p} title="Something went wrong" fallback="Unknown error" />,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/**
 * Starts the app in steps, giving the browser a turn (`pause`) between them so that no single task
 * holds the page for long: the router, then the page's route (its code and what its loader asks
 * for), then React draws the page. With the route resolved before React starts, the first render
 * is the page itself, drawn in a transition's short slices; resolving it after the first render
 * would draw the whole page again in one synchronous pass when the route's code arrives.
 */
export async function startApp(pause: () => Promise<void>) {
  const server = document.getElementById('root');
  if (!server) throw new Error('Unknown error');
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await pause();
  // A route that fails to load is drawn with its error screen by the router; a redirect is
  // followed when the router starts (it compares the address with the route it resolved).
  await router.load().catch(() => undefined);
  await pause();
  // The server's first screen stays until the app has drawn the same page with its data.
  const root = takeOver({
    server,
    settled: () => router.state.status === 'idle' && queryClient.isFetching() === 0,
    subscribe: (changed) => {
      const offRouter = router.subscribe('onResolved', changed);
      const offQueries = queryClient.getQueryCache().subscribe(changed);
      return () => {
        offRouter();
        offQueries();
      };
    },
    limitMs: 5000,
  });
  // A transition renders in short slices, so the page stays responsive while the app starts.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
