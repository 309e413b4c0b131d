import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/messages/')({
  head: () => ({ meta: [{ title: 'Messages | Lifelist' }] }),
  component: () => (
    <Screen title="Messages">
      <EmptyState title="No messages yet">Start a conversation from a member's profile.</EmptyState>
    </Screen>
  ),
});
