import { createFileRoute, Link, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { Button } from '@/components/ui/button';
import { AdminShell } from '@/features/admin/admin-shell';

const STAFF_PAGES = ['/admin/moderation', '/admin/search-analytics'];

/** Admin pages: admins only, except moderation and search analytics, which moderators may use too. */
export const Route = createFileRoute('/_member/admin')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load content" />,
  beforeLoad: ({ context, location }) => {
    const { flags } = context.me;
    if (location.pathname.startsWith('/admin/moderation') && !flags.isAdmin && !flags.isModerator) {
      throw redirect({ to: '/' });
    }
  },
  component: AdminGate,
});

function AdminGate() {
  const { me } = Route.useRouteContext();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const staffPage = STAFF_PAGES.some((p) => pathname.startsWith(p));
  const allowed = me.flags.isAdmin || (staffPage && me.flags.isModerator);
  if (!allowed) {
    const activityEditor = pathname.startsWith('/admin/activity-editor');
    return (
      <section role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">Access Denied</h1>
        <p className="text-muted-foreground">
          {staffPage
            ? 'Access to this page is restricted to administrators and moderators.'
            : activityEditor
              ? "You don't have permission to edit activities"
              : 'You do not have permission to access the admin dashboard.'}
        </p>
        <Button asChild>
          {activityEditor ? <Link to="/admin">Return to Admin Dashboard</Link> : <Link to="/">Return to Home</Link>}
        </Button>
      </section>
    );
  }
  return (
    <AdminShell isAdmin={me.flags.isAdmin}>
      <Outlet />
    </AdminShell>
  );
}
