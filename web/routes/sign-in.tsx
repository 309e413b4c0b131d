import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthScreen } from '@/features/account/components/auth-screen';
import { accountQueries } from '@/features/account/queries';
import { authSearch } from './auth';

export const Route = createFileRoute('/sign-in')({
  validateSearch: authSearch,
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(accountQueries.me())) throw redirect({ to: '/profile' });
  },
  head: () => ({ meta: [{ title: 'Sign in | Lifelist' }] }),
  component: () => <AuthScreen from="/sign-in" />,
});
