import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { PublicProfileView, UserNotFound } from '@/features/profile/components/public-profile';
import { profileQueries } from '@/features/profile/query-options';
import { titleOnly } from '@/lib/route-head';

export const Route = createFileRoute('/profile/$username')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load user profile" />,
  loader: async ({ context, params }) => {
    const profile = await context.queryClient.ensureQueryData(profileQueries.public(params.username));
    if (!profile) throw notFound();
    return profile;
  },
  head: ({ loaderData, match: { context } }) => {
    if (!loaderData) return titleOnly('User Not Found | Lifelist');
    const title = `${loaderData.profile.firstName} (@${loaderData.profile.username}) | Lifelist`;
    return import.meta.env.SSR
      ? import('@/features/profile/page-head').then(({ profilePageHead, routeHead }) =>
          routeHead(context.origin, profilePageHead(context.origin, loaderData), title),
        )
      : titleOnly(title);
  },
  notFoundComponent: UserNotFound,
  component: function PublicProfileRoute() {
    const { username } = Route.useParams();
    const { data } = useSuspenseQuery(profileQueries.public(username));
    return data ? <PublicProfileView data={data} /> : <UserNotFound />;
  },
});
