import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/messages/$threadId')({
  head: () => ({ meta: [{ title: 'Messages | Lifelist' }] }),
  component: () => (
    <Screen title="Messages">
      <EmptyState title="Conversation not found">
        This conversation doesn't exist or you don't have permission to view it.
      </EmptyState>
    </Screen>
  ),
});
