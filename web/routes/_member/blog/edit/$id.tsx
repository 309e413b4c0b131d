import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/blog/edit/$id')({
  head: () => ({ meta: [{ title: 'Edit blog post | Lifelist' }] }),
  component: () => (
    <Screen title="Edit Blog Post">
      <EmptyState title="Blog not found">You do not have permission to edit this blog</EmptyState>
    </Screen>
  ),
});
