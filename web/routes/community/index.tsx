import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/community/')({
  head: () => ({ meta: [{ title: 'Community | Lifelist' }] }),
  component: () => (
    <Screen title="Community">
      <EmptyState title="No Posts Yet">Nobody has posted yet.</EmptyState>
    </Screen>
  ),
});
