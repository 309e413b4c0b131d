import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/admin/')({
  head: () => ({ meta: [{ title: 'Admin | Lifelist' }] }),
  component: () => (
    <Screen title="Admin Dashboard">
      <EmptyState title="No pages found">Static pages and activities appear here.</EmptyState>
    </Screen>
  ),
});
