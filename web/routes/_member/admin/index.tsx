import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Clock, FileText, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActivitiesTab } from '@/features/admin/activities-tab';
import { AdminHeading } from '@/features/admin/admin-shell';
import { formatDate, PagesTab } from '@/features/admin/pages-tab';
import { adminQueries } from '@/features/admin/queries';
import { formatNumber } from '@/lib/format';

export const Route = createFileRoute('/_member/admin/')({
  head: () => ({ meta: [{ title: 'Admin Dashboard | Lifelist' }] }),
  component: AdminDashboard,
});

function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: typeof FileText }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-5">
        <span className="grid size-10 place-items-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function AdminDashboard() {
  const stats = useQuery(adminQueries.stats());
  const [problem, setProblem] = useState<string | null>(null);
  const loading = stats.isPending ? '…' : null;
  return (
    <>
      <AdminHeading title="Admin Dashboard" />
      <section aria-label="Summary" className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Pages" value={loading ?? String(stats.data?.totalPages ?? 0)} icon={FileText} />
        <StatCard
          label="Total Activities"
          value={loading ?? formatNumber(stats.data?.totalActivities ?? 0)}
          icon={ListChecks}
        />
        <StatCard
          label="Recent Updates"
          value={loading ?? (stats.data?.recentUpdate ? formatDate(stats.data.recentUpdate) : 'None')}
          icon={Clock}
        />
      </section>
      {problem ? (
        <Alert variant="destructive" className="mb-4">
          {problem}
        </Alert>
      ) : null}
      <Tabs defaultValue="pages">
        <TabsList>
          <TabsTrigger value="pages">Static Pages</TabsTrigger>
          <TabsTrigger value="activities">Activities</TabsTrigger>
        </TabsList>
        <TabsContent value="pages">
          <PagesTab onError={setProblem} />
        </TabsContent>
        <TabsContent value="activities">
          <ActivitiesTab onError={setProblem} />
        </TabsContent>
      </Tabs>
    </>
  );
}
