import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { capCount, cn } from '@/lib/utils';
import { threadTime } from '../format';
import { messagingQueries } from '../queries';

/** The member's conversations, most recent first, 20 a page. */
export function ThreadList({ activeId }: { activeId?: string }) {
  const threads = useInfiniteQuery(messagingQueries.threads());
  if (threads.isPending) {
    return (
      <p role="status" className="p-4 text-sm text-muted-foreground">
        Loading conversations...
      </p>
    );
  }
  if (threads.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 p-4 text-sm">
        <p>{errorMessage(threads.error, 'Failed to load message threads')}</p>
        <Button size="sm" variant="outline" onClick={() => threads.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const items = threads.data.pages.flatMap((p) => p.threads);
  if (!items.length) {
    return (
      <div className="p-6 text-center">
        <p className="font-medium">No messages yet</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Start a conversation with the Message button on a member's profile.
        </p>
      </div>
    );
  }
  return (
    <nav aria-label="Conversations">
      <ul className="divide-y">
        {items.map((t) => {
          const name = t.other_user_first_name || t.other_user_username || 'Deleted member';
          const active = t.thread_id === activeId || t.other_user_id === activeId;
          return (
            <li key={t.thread_id}>
              <Link
                to="/messages/$threadId"
                params={{ threadId: t.thread_id }}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 px-4 py-3 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
                  active && 'bg-accent',
                )}
              >
                <Avatar src={t.other_user_avatar_url} name={name} size="md" />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={cn('truncate', t.unread_count ? 'font-semibold' : 'font-medium')}>{name}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{threadTime(t.last_message_time)}</span>
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span
                      className={cn('truncate text-sm', t.unread_count ? 'text-foreground' : 'text-muted-foreground')}
                    >
                      {t.is_from_me ? 'You: ' : ''}
                      {t.last_message ?? ''}
                    </span>
                    {t.unread_count ? (
                      <span className="shrink-0 rounded-full bg-primary px-2 text-xs font-semibold leading-5 text-primary-foreground">
                        <span className="sr-only">Unread: </span>
                        {capCount(t.unread_count)}
                      </span>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {threads.hasNextPage ? (
        <div className="p-3">
          <Button
            variant="outline"
            className="w-full"
            disabled={threads.isFetchingNextPage}
            onClick={() => threads.fetchNextPage()}
          >
            {threads.isFetchingNextPage ? 'Loading...' : 'Load More'}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
