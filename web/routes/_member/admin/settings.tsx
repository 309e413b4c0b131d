import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { roleBadge } from '@/features/account/roles';
import { AdminHeading } from '@/features/admin/admin-shell';
import { adminQueries } from '@/features/admin/queries';
import { api, unwrap } from '@/lib/api';
import { formatNumber } from '@/lib/format';

export const Route = createFileRoute('/_member/admin/settings')({
  head: () => ({ meta: [{ title: 'Settings | Admin | Lifelist' }] }),
  component: SettingsPage,
});

function SettingsPage() {
  const { me } = Route.useRouteContext();
  const stats = useQuery(adminQueries.stats());
  const categories = useQuery({
    queryKey: ['activities', 'categories'],
    queryFn: () => unwrap(api.activities.categories.$get()),
    staleTime: 5 * 60_000,
  });
  const badge = roleBadge(me.profile);
  return (
    <>
      <AdminHeading title="Settings" />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your access</CardTitle>
            <CardDescription>What your account may do in the admin area.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 text-sm">
            <p>
              Signed in as <strong>{me.profile.email}</strong> ({badge?.label ?? 'Member'}).
            </p>
            <ul className="list-disc pl-5 text-muted-foreground">
              <li>Edit static pages and activities: {me.flags.isAdmin ? 'yes' : 'no'}</li>
              <li>Change members’ roles: {me.flags.isSuperAdmin ? 'yes' : 'no (super admins only)'}</li>
              <li>Moderate content: {me.flags.isModerator ? 'yes' : 'no'}</li>
            </ul>
            <Button variant="outline" asChild className="self-start">
              <Link to="/settings">Your profile settings</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Newsletter</CardTitle>
            <CardDescription>People who subscribed from the footer box.</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold">{stats.data ? formatNumber(stats.data.newsletterSubscribers) : '…'}</p>
            <p className="text-sm text-muted-foreground">subscribers</p>
          </CardContent>
        </Card>
        <Card className="md:col-span-2">
          <CardHeader>
            <CardTitle>Activity categories</CardTitle>
            <CardDescription>
              The categories editors tag activities with; their descriptions show when hovering a tag in the activity
              editor.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 sm:grid-cols-2">
              {categories.data?.categories.map((c) => (
                <div key={c.id}>
                  <dt className="font-medium">{c.name}</dt>
                  <dd className="text-sm text-muted-foreground">{c.description}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
