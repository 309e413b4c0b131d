import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/admin/activity-editor/$id')({
  head: () => ({ meta: [{ title: 'Edit activity | Lifelist' }] }),
  component: () => (
    <Screen title="Edit Activity">
      <EmptyState title="Failed to load activity"></EmptyState>
    </Screen>
  ),
});
