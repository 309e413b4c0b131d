import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { PostDetail } from '@/features/community/components/post-detail';

export const Route = createFileRoute('/post/$id/')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load post" />,
  head: () => ({ meta: [{ title: 'Post | Lifelist' }] }),
  component: function PostPage() {
    const { id } = Route.useParams();
    return <PostDetail id={id} focus={false} />;
  },
});
