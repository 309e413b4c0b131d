import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { ActivityNotFound } from '@/features/catalogue/components/activity-detail';
import { ItemReminders } from '@/features/coach/components/item-reminders';
import { CustomActivityPage } from '@/features/list/components/custom-activity-page';
import { customQueries } from '@/features/list/query-options';
import { titleOnly } from '@/lib/route-head';

export const Route = createFileRoute('/activity/custom/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load activity" />,
  loader: async ({ context, params }) => {
    const activity = await context.queryClient.ensureQueryData(customQueries.detail(params.id));
    if (!activity) throw notFound();
    return activity;
  },
  head: ({ loaderData, match: { context } }) => {
    if (!loaderData) return titleOnly('Activity Not Found | Lifelist');
    const title = `${loaderData.displayTitle || loaderData.title} | Lifelist`;
    // A member's own idea: not for search engines, whatever its privacy (customActivityPageHead).
    return import.meta.env.SSR
      ? import('@/features/catalogue/page-head').then(({ customActivityPageHead, routeHead }) =>
          routeHead(context.origin, customActivityPageHead(context.origin, loaderData), title),
        )
      : titleOnly(title);
  },
  notFoundComponent: () => <ActivityNotFound reason="This activity doesn't exist, or its creator keeps it private." />,
  component: function CustomActivityRoute() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery(customQueries.detail(id));
    return data ? (
      <CustomActivityPage activity={data} underPlan={(itemId) => <ItemReminders itemId={itemId} />} />
    ) : (
      <ActivityNotFound reason="This activity doesn't exist, or its creator keeps it private." />
    );
  },
});
