import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/profile/edit')({
  head: () => ({ meta: [{ title: 'Edit profile | Lifelist' }] }),
  component: () => (
    <Screen title="Edit Profile">
      <EmptyState title="Profile settings">Your profile details appear here.</EmptyState>
    </Screen>
  ),
});
