import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ConversationView } from '@/features/messaging/components/conversation-view';
import { messagingQueries } from '@/features/messaging/queries';
import { ApiError, errorMessage } from '@/lib/api';

/** A conversation by its id, or by the other member's id (the profile's Message button). */
export const Route = createFileRoute('/_member/messages/$threadId')({
  component: Thread,
});

function Thread() {
  const { threadId } = Route.useParams();
  const { me } = Route.useRouteContext();
  const thread = useQuery(messagingQueries.thread(threadId));
  if (thread.isPending) {
    return (
      <p role="status" className="p-6 text-sm text-muted-foreground">
        Loading conversation...
      </p>
    );
  }
  if (thread.isError) {
    const missing = thread.error instanceof ApiError && thread.error.status === 404;
    return (
      <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
        <p>
          {missing
            ? "This conversation doesn't exist or you don't have permission to view it."
            : errorMessage(thread.error, 'Failed to load thread')}
        </p>
        <div className="flex gap-2">
          {missing ? null : (
            <Button variant="outline" onClick={() => thread.refetch()}>
              Try Again
            </Button>
          )}
          <Button variant="ghost" asChild>
            <Link to="/messages">Back to messages</Link>
          </Button>
        </div>
      </div>
    );
  }
  return <ConversationView key={thread.data.thread.id} page={thread.data} meId={me.profile.id} />;
}
