import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Screen } from '@/components/screen';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AnalyticsPanel } from '@/features/moderation/admin/analytics-panel';
import { AppealsPanel } from '@/features/moderation/admin/appeals-panel';
import { ReportsPanel } from '@/features/moderation/admin/reports-panel';
import { moderationQueries } from '@/features/moderation/queries';

const BANNER_MS = 3000;

export const Route = createFileRoute('/_member/admin/moderation')({
  // Stands on its own whatever the admin layout does: anyone but moderators and admins goes home.
  beforeLoad: ({ context }) => {
    if (!context.me.flags.isModerator && !context.me.flags.isAdmin) throw redirect({ to: '/' });
  },
  head: () => ({ meta: [{ title: 'Moderation | Lifelist' }] }),
  component: ModerationDashboard,
});

function ModerationDashboard() {
  // Moderators who are not admins have no admin dashboard to go back to.
  const { me } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<{ text: string; at: number } | null>(null);
  const pending = useQuery(moderationQueries.pending({}));
  const appeals = useQuery(moderationQueries.appeals());
  const pendingAppeals = appeals.data?.appeals.filter((a) => a.status === 'pending').length ?? 0;
  const [refreshing, setRefreshing] = useState(false);

  // Success banners disappear after 3 seconds.
  useEffect(() => {
    if (!banner) return;
    const t = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(t);
  }, [banner]);

  const refresh = async () => {
    setRefreshing(true);
    await queryClient.invalidateQueries({ queryKey: ['moderation'] });
    setRefreshing(false);
  };
  const onBanner = (text: string) => setBanner({ text, at: Date.now() });

  return (
    <Screen
      title="Moderation"
      actions={
        <div className="flex flex-wrap gap-2">
          {me.flags.isAdmin ? (
            <Button variant="outline" asChild>
              <Link to="/admin">
                <ArrowLeft aria-hidden /> Back to Admin Dashboard
              </Link>
            </Button>
          ) : null}
          <Button variant="outline" onClick={refresh} disabled={refreshing}>
            <RefreshCw aria-hidden className={refreshing ? 'animate-spin' : undefined} /> Refresh
          </Button>
        </div>
      }
    >
      {banner ? (
        <Alert variant="success" className="mb-4" key={banner.at}>
          {banner.text}
        </Alert>
      ) : null}
      <Tabs defaultValue="reports">
        <TabsList>
          <TabsTrigger value="reports">
            Reported Content
            <Badge variant={pending.data?.totalPending ? 'destructive' : 'secondary'}>
              {pending.data?.totalPending ?? 0}
              <span className="sr-only"> pending</span>
            </Badge>
          </TabsTrigger>
          <TabsTrigger value="appeals">
            Appeals
            {pendingAppeals ? (
              <Badge variant="warning">
                {pendingAppeals}
                <span className="sr-only"> pending</span>
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          <ReportsPanel onBanner={onBanner} />
        </TabsContent>
        <TabsContent value="appeals">
          <AppealsPanel onBanner={onBanner} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsPanel />
        </TabsContent>
      </Tabs>
    </Screen>
  );
}
