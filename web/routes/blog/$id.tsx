import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/blog/$id')({
  head: () => ({ meta: [{ title: 'Blog | Lifelist' }] }),
  component: () => (
    <Screen title="Blog">
      <EmptyState title="Blog not found">This blog doesn't exist or is not published.</EmptyState>
    </Screen>
  ),
});
