import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/blog/new')({
  head: () => ({ meta: [{ title: 'New blog post | Lifelist' }] }),
  component: () => (
    <Screen title="Create New Blog Post">
      <EmptyState title="Write your story">Your drafts appear here.</EmptyState>
    </Screen>
  ),
});
