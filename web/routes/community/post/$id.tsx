import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { PostDetail } from '@/features/community/components/post-detail';
import { communityQueries, postTitle } from '@/features/community/queries';

export const Route = createFileRoute('/community/post/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load post" />,
  validateSearch: (search: Record<string, unknown>): { focus?: 'comments' } =>
    search.focus === 'comments' ? { focus: 'comments' } : {},
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(communityQueries.post(params.id)).catch(() => undefined),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData ? postTitle(loaderData.post) : 'Post | Lifelist' }] }),
  component: function CommunityPostPage() {
    const { id } = Route.useParams();
    const { focus } = Route.useSearch();
    return <PostDetail id={id} focus={focus === 'comments'} />;
  },
});
