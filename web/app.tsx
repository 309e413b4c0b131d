import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouteError } from './components/route-error';
import { LoadingScreen, NotFoundPage } from './components/states';
import { ApiError } from './lib/api';
import { takeOver } from './lib/take-over';
import { routeTree } from './routeTree.gen';

const queryClient = new QueryClient({
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

const router = createRouter({
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

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const server = document.getElementById('root');
if (!server) throw new Error('Unknown error');
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
