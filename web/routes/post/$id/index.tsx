import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { PostDetail } from '@/features/community/components/post-detail';
import { communityQueries, postTitle } from '@/features/community/queries';

export const Route = createFileRoute('/post/$id/')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load post" />,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(communityQueries.post(params.id)).catch(() => undefined),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData ? postTitle(loaderData.post) : 'Post | Lifelist' }] }),
  component: function PostPage() {
    const { id } = Route.useParams();
    return <PostDetail id={id} focus={false} />;
  },
});
