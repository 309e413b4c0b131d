import { createFileRoute, Outlet, useParams } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { ThreadList } from '@/features/messaging/components/thread-list';
import { useOnline } from '@/lib/use-online';
import { cn } from '@/lib/utils';

/** Two panes: the thread list and the open conversation; under 768 px one at a time. */
export const Route = createFileRoute('/_member/messages')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load messages" />,
  head: () => ({ meta: [{ title: 'Messages | Lifelist' }] }),
  component: MessagesLayout,
});

function MessagesLayout() {
  const threadId = useParams({ strict: false, select: (p) => (p as { threadId?: string }).threadId });
  const online = useOnline();
  return (
    <div className="mx-auto w-full max-w-6xl px-0 py-0 md:px-4 md:py-6">
      <h1 className="sr-only">Messages</h1>
      {online ? null : (
        <p role="status" className="border-b bg-warning/10 px-4 py-2 text-sm md:mb-3 md:rounded-lg md:border">
          You're offline. Messages you write are kept and sent when you're back online.
        </p>
      )}
      <div className="grid h-[calc(100dvh-4rem)] overflow-hidden border-y bg-card md:h-[calc(100dvh-7rem)] md:grid-cols-[320px_1fr] md:rounded-xl md:border">
        <aside
          aria-label="Your conversations"
          className={cn('min-h-0 overflow-y-auto md:border-r', threadId ? 'hidden md:block' : 'block')}
        >
          <h2 className="border-b px-4 py-3 text-lg font-semibold">Messages</h2>
          <ThreadList activeId={threadId} />
        </aside>
        <div className={cn('min-h-0', threadId ? 'block' : 'hidden md:block')}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
