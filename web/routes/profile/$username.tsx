import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { PublicProfileView, UserNotFound } from '@/features/profile/components/public-profile';
import { profileQueries } from '@/features/profile/query-options';

export const Route = createFileRoute('/profile/$username')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load user profile" />,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(profileQueries.public(params.username)),
  head: ({ loaderData }) => ({
    meta: [
      {
        title: loaderData
          ? `${loaderData.profile.firstName} (@${loaderData.profile.username}) | Lifelist`
          : 'User Not Found | Lifelist',
      },
    ],
  }),
  component: function PublicProfileRoute() {
    const { username } = Route.useParams();
    const { data } = useSuspenseQuery(profileQueries.public(username));
    return data ? <PublicProfileView data={data} /> : <UserNotFound />;
  },
});
