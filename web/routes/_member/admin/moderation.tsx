import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/admin/moderation')({
  head: () => ({ meta: [{ title: 'Moderation | Lifelist' }] }),
  component: () => (
    <Screen title="Moderation">
      <EmptyState title="No reports found">Reported content appears here.</EmptyState>
    </Screen>
  ),
});
