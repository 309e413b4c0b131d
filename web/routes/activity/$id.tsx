import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { ActivityDetail, ActivityNotFound } from '@/features/catalogue/components/activity-detail';
import { catalogueQueries } from '@/features/catalogue/queries';

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

export const Route = createFileRoute('/activity/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load activity" />,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(catalogueQueries.detail(idOf(params.id))),
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [
          { title: `${loaderData.displayTitle || loaderData.title} | Lifelist` },
          { name: 'description', content: loaderData.metaDescription ?? '' },
        ]
      : [{ title: 'Activity Not Found | Lifelist' }],
  }),
  component: function ActivityRoute() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery(catalogueQueries.detail(idOf(id)));
    return data ? <ActivityDetail activity={data} /> : <ActivityNotFound />;
  },
});
