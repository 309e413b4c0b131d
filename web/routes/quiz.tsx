import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/quiz')({
  head: () => ({ meta: [{ title: 'Quiz | Lifelist' }] }),
  component: () => (
    <Screen title="Find your next adventure">
      <EmptyState title="No recommendations yet">The quiz needs the activity catalogue to recommend from.</EmptyState>
    </Screen>
  ),
});
