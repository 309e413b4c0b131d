import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { ActivitiesPage } from '@/features/catalogue/components/activities-page';
import { ActivitiesSearch } from '@/features/catalogue/search-params';

export const Route = createFileRoute('/activities')({
  errorComponent: (p) => <RouteError {...p} title="Connection Error" fallback="Failed to load activities" />,
  validateSearch: ActivitiesSearch,
  head: () => ({
    meta: [
      { title: 'Activities | Lifelist' },
      { name: 'description', content: 'Search 2000+ ideas for things to do.' },
    ],
  }),
  component: function Activities() {
    return <ActivitiesPage search={Route.useSearch()} />;
  },
});
