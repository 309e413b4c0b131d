import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/notifications')({
  head: () => ({ meta: [{ title: 'Notifications | Lifelist' }] }),
  component: () => (
    <Screen title="Notifications">
      <EmptyState title="You're all caught up">New follows, likes, comments and messages will show up here.</EmptyState>
    </Screen>
  ),
});
