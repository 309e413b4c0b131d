import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadDrawnModules } from './components/ui/lazy-module';
import { type Reader, setPageReader } from './lib/format';
import { rememberForServer } from './lib/preferences';
import { STARTED } from './lib/start-on-use';
import { createAppRouter, createQueryClient } from './router';

/**
 * Starts the app in steps, giving the browser a turn (`pause`) between them so that no single task
 * holds the page for long: the router, then the page's route (its code and what its loader asks
 * for, already in the cache the server sent), then React.
 *
 * A page the Worker rendered (`data-ssr` on #root, web/server.tsx) is hydrated: React attaches to
 * the markup that is there, so nothing is drawn again, scroll and focus stay where the reader left
 * them, and the queries it shows start from the server's answers (zero requests for them). Any
 * other page (the Worker could not render it) is drawn here.
 */
export async function startApp(pause: () => Promise<void>) {
  const root = document.getElementById('root');
  if (!root) throw new Error('Unknown error');
  const queryClient = createQueryClient();
  const state = document.getElementById('app-state');
  if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));
  const router = createAppRouter(queryClient);
  const hydrating = 'ssr' in root.dataset;
  // Dates as the server wrote them (its reader), so the markup hydrates as it is.
  if (root.dataset.reader) setPageReader(JSON.parse(root.dataset.reader) as Reader);
  // Rendered as the server rendered it (no Suspense boundary of the browser's own around the
  // routes), so the markup matches.
  if (hydrating) router.ssr = { manifest: undefined };
  await pause();
  // A route that fails to load is drawn with its error screen by the router; a redirect is
  // followed when the router starts (it compares the address with the route it resolved).
  await router.load().catch(() => undefined);
  // What the server drew from modules loaded on use (a member's controls) is there to hydrate.
  const drawn = state?.dataset.modules;
  if (hydrating && drawn) await loadDrawnModules(drawn.split(' ')).catch(() => undefined);
  await pause();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Started root={root} />
      </QueryClientProvider>
    </StrictMode>
  );
  // A transition renders (and hydrates) in short slices, so the page stays responsive meanwhile.
  startTransition(() => {
    if (hydrating) {
      hydrateRoot(root, app, {
        // A page that hydrates differently from the server's markup is a bug: said where the
        // browser tests listen (tests/e2e), and React redraws the part that differed.
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    } else createRoot(root).render(app);
  });
}

/**
 * Marks #root once the app has attached to the page (hydrated it or drawn it): `data-start` goes,
 * which the browser tests and the bench wait for.
 */
function Started({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.removeAttribute('data-start');
    root.dataset.started = '';
    document.dispatchEvent(new Event(STARTED));
    // The next page the server renders for this browser writes its dates as this one does.
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => rememberForServer());
  }, [root]);
  return null;
}
