import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/community/saved')({
  head: () => ({ meta: [{ title: 'Saved | Lifelist' }] }),
  component: () => (
    <Screen title="Saved">
      <EmptyState title="No Saved Posts">Posts you save appear here.</EmptyState>
    </Screen>
  ),
});
