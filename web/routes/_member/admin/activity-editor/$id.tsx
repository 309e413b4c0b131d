import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ActivityEditor } from '@/features/admin/activity-editor/activity-editor';
import { adminQueries } from '@/features/admin/queries';
import { errorMessage } from '@/lib/api';
import { useHydrated } from '@/lib/use-hydrated';

export const Route = createFileRoute('/_member/admin/activity-editor/$id')({
  head: () => ({ meta: [{ title: 'Edit activity | Lifelist' }] }),
  component: ActivityEditorRoute,
});

function ActivityEditorRoute() {
  const { id } = Route.useParams();
  const activityId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const activity = useQuery({ ...adminQueries.activity(activityId ?? 0), enabled: activityId !== null });
  // The editor may restore this browser's unsaved copy, which only the browser has: it opens
  // once the app has started.
  const hydrated = useHydrated();
  if (activityId !== null && (activity.isPending || !hydrated)) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        Loading activity data...
      </p>
    );
  }
  if (activityId === null || activity.isError || !activity.data) {
    return (
      <section role="alert" className="flex flex-col items-start gap-4 py-12">
        <h1 className="text-2xl font-semibold">
          {activity.isError ? errorMessage(activity.error, 'Failed to load activity') : 'Activity not found'}
        </h1>
        <Button asChild>
          <Link to="/admin">Back to Admin</Link>
        </Button>
      </section>
    );
  }
  return <ActivityEditor key={activity.data.id} activity={activity.data} />;
}
