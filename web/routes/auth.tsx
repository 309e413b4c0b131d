import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthScreen } from '@/features/account/components/auth-screen';
import { accountQueries } from '@/features/account/queries';

export const authSearch = v.object({
  mode: v.optional(v.picklist(['sign-in', 'sign-up'])),
  redirect: v.optional(v.string()),
});

export const Route = createFileRoute('/auth')({
  validateSearch: authSearch,
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(accountQueries.me())) throw redirect({ to: '/profile' });
  },
  head: () => ({ meta: [{ title: 'Sign in | Lifelist' }] }),
  component: () => <AuthScreen from="/auth" />,
});
