import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { SharedListView } from '@/features/list/components/shared-list';
import { listQueries } from '@/features/list/query-options';
import { UserNotFound } from '@/features/profile/components/public-profile';
import { ApiError } from '@/lib/api';
import { titleOnly } from '@/lib/route-head';

export const Route = createFileRoute('/profile/$username_/list')({
  errorComponent: (p) =>
    p.error instanceof ApiError && p.error.status === 404 ? (
      <UserNotFound />
    ) : (
      <RouteError {...p} title="Failed to load this list" />
    ),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(listQueries.shared(params.username)).catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 404 ? notFound() : error;
    }),
  head: ({ loaderData, match: { context } }) => {
    if (!loaderData) return titleOnly('User Not Found | Lifelist');
    const title = `${loaderData.profile.firstName}'s list (@${loaderData.profile.username}) | Lifelist`;
    return import.meta.env.SSR
      ? import('@/features/list/page-head').then(({ sharedListPageHead, routeHead }) =>
          routeHead(context.origin, sharedListPageHead(context.origin, loaderData), title),
        )
      : titleOnly(title);
  },
  notFoundComponent: UserNotFound,
  component: function SharedListRoute() {
    const { username } = Route.useParams();
    const { data } = useSuspenseQuery(listQueries.shared(username));
    return <SharedListView data={data} />;
  },
});
