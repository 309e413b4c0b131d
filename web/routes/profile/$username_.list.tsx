import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { SharedListView } from '@/features/list/components/shared-list';
import { listQueries } from '@/features/list/query-options';
import { UserNotFound } from '@/features/profile/components/public-profile';
import { ApiError } from '@/lib/api';

export const Route = createFileRoute('/profile/$username_/list')({
  errorComponent: (p) =>
    p.error instanceof ApiError && p.error.status === 404 ? (
      <UserNotFound />
    ) : (
      <RouteError {...p} title="Failed to load this list" />
    ),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(listQueries.shared(params.username)),
  head: ({ loaderData }) => ({
    meta: [
      {
        title: loaderData
          ? `${loaderData.profile.firstName}'s list (@${loaderData.profile.username}) | Lifelist`
          : 'User Not Found | Lifelist',
      },
    ],
  }),
  component: function SharedListRoute() {
    const { username } = Route.useParams();
    const { data } = useSuspenseQuery(listQueries.shared(username));
    return <SharedListView data={data} />;
  },
});
