import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/profile/$username')({
  head: () => ({ meta: [{ title: 'Profile | Lifelist' }] }),
  component: () => (
    <Screen title="Profile">
      <EmptyState title="User Not Found">This member's profile isn't available.</EmptyState>
    </Screen>
  ),
});
