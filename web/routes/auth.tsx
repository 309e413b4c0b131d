import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthScreen } from '@/features/account/components/auth-screen';
import { accountQueries } from '@/features/account/queries';
import { oneOf, searchReader, text } from '@/lib/url-search';

export const authSearch = searchReader({ mode: oneOf(['sign-in', 'sign-up']), redirect: text() });

export const Route = createFileRoute('/auth')({
  validateSearch: authSearch,
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(accountQueries.me())) throw redirect({ to: '/profile' });
  },
  head: () => ({ meta: [{ title: 'Sign in | Lifelist' }] }),
  component: () => <AuthScreen from="/auth" />,
});
