import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { Button } from '@/components/ui/button';
import { CoachView } from '@/features/coach/components/coach-view';
import { coachQueries } from '@/features/coach/queries';
import { errorMessage } from '@/lib/api';

export const Route = createFileRoute('/_member/coach')({
  loader: ({ context }) => context.queryClient.ensureQueryData(coachQueries.thread()),
  errorComponent: (p) => <RouteError {...p} title="Failed to load your coach" />,
  head: () => ({ meta: [{ title: 'Your coach | Lifelist' }] }),
  component: Coach,
});

/** The coach, as tall as the screen under the header: on a phone it reads like a chat app. */
function Coach() {
  const thread = useQuery(coachQueries.thread());
  return (
    <div className="mx-auto w-full max-w-3xl px-0 py-0 md:px-4 md:py-6">
      <div className="h-[calc(100dvh-4rem)] overflow-hidden border-y bg-card md:h-[calc(100dvh-7rem)] md:rounded-xl md:border">
        {thread.data ? (
          <CoachView thread={thread.data} />
        ) : thread.isError ? (
          <div role="alert" className="grid h-full place-items-center gap-3 p-8 text-center">
            <p>{errorMessage(thread.error, 'Failed to load your coach')}</p>
            <Button variant="outline" onClick={() => thread.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <p role="status" className="p-6 text-sm text-muted-foreground">
            Loading your coach...
          </p>
        )}
      </div>
    </div>
  );
}
