import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/post/$id/edit')({
  head: () => ({ meta: [{ title: 'Edit post | Lifelist' }] }),
  component: () => (
    <Screen title="Edit Post">
      <EmptyState title="Post Not Found">The post you're looking for doesn't exist or has been removed.</EmptyState>
    </Screen>
  ),
});
