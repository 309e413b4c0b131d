import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/profile/')({
  head: () => ({ meta: [{ title: 'My profile | Lifelist' }] }),
  component: () => (
    <Screen title="My Profile">
      <EmptyState title="Your list is empty">Explore activities and add the ones you want to do.</EmptyState>
    </Screen>
  ),
});
