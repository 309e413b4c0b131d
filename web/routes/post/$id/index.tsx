import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/post/$id/')({
  head: () => ({ meta: [{ title: 'Post | Lifelist' }] }),
  component: () => (
    <Screen title="Post">
      <EmptyState title="Post Not Found">The post you're looking for doesn't exist or has been removed.</EmptyState>
    </Screen>
  ),
});
