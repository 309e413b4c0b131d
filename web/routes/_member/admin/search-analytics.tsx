import { createFileRoute } from '@tanstack/react-router';
import { SearchAnalyticsPage } from '@/features/analytics/dashboard-page';

export const Route = createFileRoute('/_member/admin/search-analytics')({
  head: () => ({ meta: [{ title: 'Search analytics | Lifelist' }] }),
  component: SearchAnalyticsPage,
});
