import { createFileRoute } from '@tanstack/react-router';
import { ActivityNotFound } from '@/features/catalogue/components/activity-detail';

/** /activity/ without an id. */
export const Route = createFileRoute('/activity/')({
  head: () => ({ meta: [{ title: 'Activity Not Found | Lifelist' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <ActivityNotFound reason="No activity ID provided" />,
});
