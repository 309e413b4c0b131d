import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/forgot-password')({
  head: () => ({ meta: [{ title: 'Reset password | Lifelist' }] }),
  component: () => (
    <Screen title="Reset your password">
      <EmptyState title="Password reset">
        E-mail hello@lifelist.app from the address on your account and we will help you back in.
      </EmptyState>
    </Screen>
  ),
});
