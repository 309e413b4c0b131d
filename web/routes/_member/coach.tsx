import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { CoachView } from '@/features/coach/components/coach-view';
import { coachQueries } from '@/features/coach/queries';

export const Route = createFileRoute('/_member/coach')({
  loader: ({ context }) => context.queryClient.ensureQueryData(coachQueries.thread()),
  errorComponent: (p) => <RouteError {...p} title="Failed to load your coach" />,
  head: () => ({ meta: [{ title: 'Your coach | Lifelist' }] }),
  component: Coach,
});

/**
 * The coach, as tall as the screen under the header: on a phone it reads like a chat app. Its
 * conversation is there before it draws (the loader); a conversation that could not be read is
 * the route's error view, with Try Again.
 */
function Coach() {
  const { data: thread } = useSuspenseQuery(coachQueries.thread());
  return (
    <div className="mx-auto w-full max-w-3xl px-0 py-0 md:px-4 md:py-6">
      <div className="h-[calc(100dvh-4rem)] overflow-hidden border-y bg-card md:h-[calc(100dvh-7rem)] md:rounded-xl md:border">
        <CoachView thread={thread} />
      </div>
    </div>
  );
}
