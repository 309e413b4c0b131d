import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/admin/search-analytics')({
  head: () => ({ meta: [{ title: 'Search analytics | Lifelist' }] }),
  component: () => (
    <Screen title="Search Analytics">
      <EmptyState title="No search analytics data found for the selected period."></EmptyState>
    </Screen>
  ),
});
