import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { accountQueries } from '@/features/account/queries';

/** Pages for signed-in members: guests go to /auth and come back afterwards. */
export const Route = createFileRoute('/_member')({
  beforeLoad: async ({ context, location }) => {
    const me = await context.queryClient.ensureQueryData(accountQueries.me());
    if (!me && context.queryClient.getQueryData(accountQueries.newAccount().queryKey)) {
      // Signed in with Google or Twitter, with no profile yet: that comes first.
      throw redirect({ to: '/welcome' });
    }
    if (!me) throw redirect({ to: '/auth', search: { redirect: location.href } });
    return { me };
  },
  // Signed-in pages (admin, messages, notifications, editors, drafts) are never for search engines.
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: Outlet,
});
