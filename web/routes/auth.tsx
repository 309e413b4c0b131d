import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthScreen } from '@/features/account/components/auth-screen';
import { accountQueries } from '@/features/account/queries';
import { oneOf, searchReader, text } from '@/lib/url-search';

/** `error` is set by a provider sign-in that came back without signing in (cancelled, refused). */
export const authSearch = searchReader({ mode: oneOf(['sign-in', 'sign-up']), redirect: text(), error: text(100) });

export const Route = createFileRoute('/auth')({
  validateSearch: authSearch,
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(accountQueries.me())) throw redirect({ to: '/profile' });
  },
  head: () => ({ meta: [{ title: 'Sign in | Lifelist' }] }),
  component: () => <AuthScreen from="/auth" />,
});
