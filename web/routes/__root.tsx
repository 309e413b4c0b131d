import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { Fragment, lazy, Suspense, useState } from 'react';
import { FooterSlot } from '@/components/footer-slot';
import { Header } from '@/components/header';
import { ErrorPage, NotFoundPage } from '@/components/states';
import { accountQueries, useMe } from '@/features/account/queries';
import { RestrictionBanner } from '@/features/moderation/restricted';
import { setMemberReader, useCountryChoices } from '@/lib/format';

/**
 * What every route's loader and head read: the query cache, and the app's origin (canonical
 * addresses in page heads: the Worker's configured origin there, the page's own in the browser).
 */
export type RouterContext = { queryClient: QueryClient; origin: string };

export const Route = createRootRouteWithContext<RouterContext>()({
  // A member's unread counts in the header start loading with the page rather than once the header
  // has drawn (on the server, one suspended query at a time would otherwise hold the page back).
  loader: ({ context: { queryClient } }) => {
    void queryClient
      .ensureQueryData(accountQueries.me())
      .then(async (me) => {
        if (!me) return;
        const { prefetchMemberCounts } = await import('@/components/member-buttons');
        await prefetchMemberCounts(queryClient);
      })
      .catch(() => {});
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
});

function RootLayout() {
  // Dates follow a signed-in member's own country and time zone, from the first render down.
  setMemberReader(useMe().data?.profile ?? null);
  // A guest's new country in the header writes the page's dates again (see useCountryChoices).
  const countryChoices = useCountryChoices();
  return (
    <div className="flex min-h-screen flex-col">
      {/* The head the Worker wrote is the page's until the reader moves to another address; the
          router keeps it from then on (titles as the reader moves between pages). */}
      <HeadOnceMoved />
      <Header />
      <RestrictionBanner />
      {/* At least a screen tall, so the footer starts below the fold and a page's content arriving
          after a loading line does not push a footer the reader can see. */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        <Fragment key={countryChoices}>
          <Outlet />
        </Fragment>
      </main>
      <FooterSlot />
    </div>
  );
}

const RouterHead = lazy(() => import('@/components/router-head'));

/**
 * The router's head, once the reader has moved to another address: until then the head the Worker
 * wrote is the page's, so the router's head code is not part of a page's first load. Its own
 * component, so that only it draws again as the address changes, never the page around it.
 */
function HeadOnceMoved() {
  const href = useRouterState({ select: (s) => s.location.href });
  const [first] = useState(href);
  const [moved, setMoved] = useState(false);
  if (!moved && href !== first) setMoved(true);
  return moved ? (
    <Suspense fallback={null}>
      <RouterHead />
    </Suspense>
  ) : null;
}
