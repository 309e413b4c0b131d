import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { ActivityNotFound } from '@/features/catalogue/components/activity-detail';
import { ItemReminders } from '@/features/coach/components/item-reminders';
import { CustomActivityPage } from '@/features/list/components/custom-activity-page';
import { customQueries } from '@/features/list/query-options';

export const Route = createFileRoute('/activity/custom/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load activity" />,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(customQueries.detail(params.id)),
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [
          { title: `${loaderData.displayTitle || loaderData.title} | Lifelist` },
          // A member's own idea: not for search engines, whatever its privacy.
          { name: 'robots', content: 'noindex' },
        ]
      : [{ title: 'Activity Not Found | Lifelist' }],
  }),
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
