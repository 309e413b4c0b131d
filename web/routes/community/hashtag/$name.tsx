import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/community/hashtag/$name')({
  head: () => ({ meta: [{ title: 'Hashtag | Lifelist' }] }),
  component: () => (
    <Screen title="Hashtag">
      <EmptyState title="No Posts Yet">No posts carry this hashtag yet.</EmptyState>
    </Screen>
  ),
});
