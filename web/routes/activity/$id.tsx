import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { ActivityDetail, ActivityNotFound } from '@/features/catalogue/components/activity-detail';
import { catalogueQueries } from '@/features/catalogue/queries';
import { titleOnly } from '@/lib/route-head';

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

export const Route = createFileRoute('/activity/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load activity" />,
  loader: async ({ context, params }) => {
    const activity = await context.queryClient.ensureQueryData(catalogueQueries.detail(idOf(params.id)));
    if (!activity) throw notFound();
    return activity;
  },
  head: ({ loaderData, match: { context } }) => {
    if (!loaderData) return titleOnly('Activity Not Found | Lifelist');
    const title = `${loaderData.displayTitle || loaderData.title} | Lifelist`;
    return import.meta.env.SSR
      ? import('@/features/catalogue/page-head').then(({ activityPageHead, routeHead }) =>
          routeHead(context.origin, activityPageHead(context.origin, loaderData), title),
        )
      : titleOnly(title);
  },
  notFoundComponent: () => <ActivityNotFound />,
  component: function ActivityRoute() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery(catalogueQueries.detail(idOf(id)));
    return data ? <ActivityDetail activity={data} /> : <ActivityNotFound />;
  },
});
