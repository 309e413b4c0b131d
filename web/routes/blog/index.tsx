import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/blog/')({
  head: () => ({ meta: [{ title: 'Blog | Lifelist' }] }),
  component: () => (
    <Screen title="Blog">
      <EmptyState title="No Blogs Found">There are no blogs available at the moment.</EmptyState>
    </Screen>
  ),
});
