import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Avatar } from '@/components/avatar';
import { RouteError } from '@/components/route-error';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModerationInbox } from '@/features/moderation/moderation-inbox';
import {
  describeNotification,
  notificationQueries,
  useMarkRead,
  withoutPendingRequests,
} from '@/features/notifications/queries';
import { socialQueries, useDecide } from '@/features/social/queries';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

export const Route = createFileRoute('/_member/notifications')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load notifications" />,
  head: () => ({ meta: [{ title: 'Notifications | Lifelist' }] }),
  component: Notifications,
});

function Notifications() {
  const requests = useQuery(socialQueries.requests());
  const list = useQuery(notificationQueries.list());
  const decide = useDecide();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = list.data?.notifications.some((n) => !n.read);
  // Requests waiting for an answer are listed once, above, with Accept and Reject.
  const notifications = list.data
    ? withoutPendingRequests(
        list.data.notifications,
        (requests.data?.requests ?? []).map((r) => r.id),
      )
    : undefined;
  return (
    <Screen
      title="Notifications"
      actions={
        <Button variant="outline" disabled={!unread || markRead.isPending} onClick={() => markRead.mutate('all')}>
          Mark all as read
        </Button>
      }
    >
      {decide.isError ? (
        <Alert variant="destructive">{errorMessage(decide.error, 'Failed to update follow status')}</Alert>
      ) : null}
      <ModerationInbox />
      {requests.data?.requests.length ? (
        <section aria-labelledby="follow-requests" className="mb-8">
          <h2 id="follow-requests" className="mb-3 text-lg font-semibold">
            Follow requests
          </h2>
          <ul className="flex flex-col gap-2">
            {requests.data.requests.map((r) => (
              <li key={r.id} className="flex items-center gap-3 rounded-xl border p-3">
                <Avatar src={r.follower.avatarUrl} name={r.follower.firstName} size="md" />
                <p className="min-w-0 flex-1 wrap-anywhere">
                  <Link
                    to="/profile/$username"
                    params={{ username: r.follower.username }}
                    className="font-medium hover:underline"
                  >
                    {r.follower.firstName} <span className="text-muted-foreground">@{r.follower.username}</span>
                  </Link>{' '}
                  wants to follow you
                </p>
                <Button
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: r.id, decision: 'accept' })}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: r.id, decision: 'reject' })}
                >
                  Reject
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {list.isError ? (
        <Alert variant="destructive">{errorMessage(list.error, 'Failed to load notifications')}</Alert>
      ) : null}
      {notifications?.length === 0 && !requests.data?.requests.length ? (
        <EmptyState title="You're all caught up">
          New follows, likes, comments and messages will show up here.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {notifications?.map((n) => {
            const { text, href } = describeNotification(n);
            return (
              <li key={n.id}>
                <a
                  href={href}
                  onClick={(e) => {
                    if (!n.read) markRead.mutate(n.id);
                    // Opened within the app (no page load); a new tab or window stays the browser's.
                    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    void navigate({ href });
                  }}
                  className={cn(
                    'flex items-center gap-2.5 rounded-xl border p-2.5 hover:bg-accent sm:gap-3 sm:p-3',
                    !n.read && 'border-primary/40 bg-accent/50',
                  )}
                >
                  <Avatar
                    src={n.actor?.avatarUrl}
                    name={n.actor?.firstName}
                    size="md"
                    className="size-8 text-xs sm:size-10 sm:text-sm"
                  />
                  {/* The words and, under them, when: the row keeps its width for the words on a phone. */}
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className={cn('wrap-anywhere text-sm sm:text-base', !n.read && 'font-medium')}>{text}</span>
                    <time className="text-xs text-muted-foreground" dateTime={new Date(n.createdAt).toISOString()}>
                      {formatDateTime(n.createdAt)}
                    </time>
                  </span>
                  {!n.read ? <span className="sr-only">Unread</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Screen>
  );
}
