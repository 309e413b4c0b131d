import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/activity/$id')({
  head: () => ({ meta: [{ title: 'Activity | Lifelist' }] }),
  component: () => (
    <Screen title="Activity">
      <EmptyState title="Activity Not Found">The activity you're looking for doesn't exist.</EmptyState>
    </Screen>
  ),
});
