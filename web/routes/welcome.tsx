import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SignUpForm } from '@/features/account/components/sign-up-form';
import { accountQueries } from '@/features/account/queries';

/**
 * Where Google and Twitter send someone back after their first sign-in: they choose a username and
 * answer the sign-up form, then they are a member like any other.
 */
export const Route = createFileRoute('/welcome')({
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(accountQueries.me())) throw redirect({ to: '/profile' });
    const account = context.queryClient.getQueryData(accountQueries.newAccount().queryKey);
    if (!account) throw redirect({ to: '/auth' });
    return { account };
  },
  head: () => ({ meta: [{ title: 'Welcome | Lifelist' }, { name: 'robots', content: 'noindex' }] }),
  component: Welcome,
});

function Welcome() {
  const { account } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1>Welcome to Lifelist</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <SignUpForm account={account} onProfileReady={() => navigate({ to: '/profile' })} />
        </CardContent>
      </Card>
    </div>
  );
}
