import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/activities')({
  head: () => ({ meta: [{ title: 'Activities | Lifelist' }] }),
  component: () => (
    <Screen title="Activities">
      <EmptyState title="No activities found">The catalogue has no activities yet.</EmptyState>
    </Screen>
  ),
});
