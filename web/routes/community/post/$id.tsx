import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { PostDetail } from '@/features/community/components/post-detail';

export const Route = createFileRoute('/community/post/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load post" />,
  validateSearch: (search: Record<string, unknown>): { focus?: 'comments' } =>
    search.focus === 'comments' ? { focus: 'comments' } : {},
  head: () => ({ meta: [{ title: 'Post | Lifelist' }] }),
  component: function CommunityPostPage() {
    const { id } = Route.useParams();
    const { focus } = Route.useSearch();
    return <PostDetail id={id} focus={focus === 'comments'} />;
  },
});
