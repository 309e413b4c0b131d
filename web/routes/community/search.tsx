import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/community/search')({
  head: () => ({ meta: [{ title: 'Community search | Lifelist' }] }),
  component: () => (
    <Screen title="Search the community">
      <EmptyState title="No Results Found">Try different keywords or check your spelling.</EmptyState>
    </Screen>
  ),
});
