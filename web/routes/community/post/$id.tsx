import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { PostDetail, PostNotFound } from '@/features/community/components/post-detail';
import { communityQueries, postTitle } from '@/features/community/queries';
import { ApiError } from '@/lib/api';
import { gone, titleOnly } from '@/lib/route-head';

export const Route = createFileRoute('/community/post/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load post" />,
  validateSearch: (search: Record<string, unknown>): { focus?: 'comments' } =>
    search.focus === 'comments' ? { focus: 'comments' } : {},
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(communityQueries.post(params.id)).catch((error: unknown) => {
      // A post moderators removed is gone (410), not missing; any other failure is the error view.
      if (error instanceof ApiError && error.status === 410) throw gone();
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }),
  head: ({ loaderData, match: { context } }) => {
    const title = loaderData ? postTitle(loaderData.post) : 'Post | Lifelist';
    return import.meta.env.SSR && loaderData
      ? import('@/features/community/page-head').then(({ postPageHead, routeHead }) =>
          routeHead(context.origin, postPageHead(context.origin, loaderData.post), title),
        )
      : titleOnly(title);
  },
  notFoundComponent: PostNotFound,
  component: CommunityPostPage,
});

function CommunityPostPage() {
  const { id } = Route.useParams();
  const { focus } = Route.useSearch();
  return <PostDetail id={id} focus={focus === 'comments'} />;
}
