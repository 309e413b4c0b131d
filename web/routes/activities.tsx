import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { accountQueries } from '@/features/account/queries';
import { ActivitiesPage } from '@/features/catalogue/components/activities-page';
import { catalogueQueries } from '@/features/catalogue/queries';
import { ActivitiesSearch } from '@/features/catalogue/search-params';
import { titleOnly } from '@/lib/route-head';

export const Route = createFileRoute('/activities')({
  errorComponent: (p) => <RouteError {...p} title="Connection Error" fallback="Failed to load activities" />,
  validateSearch: ActivitiesSearch,
  loaderDeps: ({ search }) => search,
  // The results and a member's view preference start loading with the page rather than once it
  // has drawn.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(catalogueQueries.search(deps));
    void queryClient
      .ensureQueryData(accountQueries.me())
      .then((me) => (me ? queryClient.prefetchQuery(catalogueQueries.preferences()) : null))
      .catch(() => {});
  },
  head: ({ match: { context } }) =>
    import.meta.env.SSR
      ? import('@/lib/page-head').then(({ listPageHead, routeHead }) =>
          routeHead(context.origin, listPageHead(context.origin, '/activities'), 'Activities | Lifelist'),
        )
      : titleOnly('Activities | Lifelist'),
  component: function Activities() {
    return <ActivitiesPage search={Route.useSearch()} />;
  },
});
