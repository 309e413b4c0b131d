import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/onboarding')({
  head: () => ({ meta: [{ title: 'Get started | Lifelist' }] }),
  component: () => (
    <Screen title="Welcome to Lifelist">
      <EmptyState title="Let's get you started">Create an account to start your personal list.</EmptyState>
    </Screen>
  ),
});
