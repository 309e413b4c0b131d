import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bell, MessageCircle, Sparkles } from 'lucide-react';
import { messagingQueries, useInboxSocket } from '@/features/messaging/queries';
import { notificationQueries } from '@/features/notifications/queries';
import { capCount } from '@/lib/utils';
import { Button } from './ui/button';

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span
      className="absolute -right-1 -top-1 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] font-bold leading-5 text-destructive-foreground"
      aria-hidden
      title={`${count} ${label}`}
    >
      {capCount(count)}
    </span>
  );
}

/** Starts loading the counts the header's buttons show. */
export const prefetchMemberCounts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(messagingQueries.unread()),
    queryClient.prefetchQuery(notificationQueries.unreadCount()),
  ]);

/** The header's links to the coach, Messages and Notifications, with their unread counts kept live. */
export function MemberButtons() {
  useInboxSocket(true);
  const unread = useQuery(messagingQueries.unread());
  const notifications = useQuery(notificationQueries.unreadCount());
  const messages = unread.data?.unread_count ?? 0;
  const alerts = notifications.data?.count ?? 0;
  return (
    <>
      {/* On a phone the coach is in the account menu, so the header fits 390 px. */}
      <Button variant="ghost" size="icon" className="hidden sm:inline-flex" asChild>
        <Link to="/coach" aria-label="Your coach">
          <Sparkles aria-hidden />
        </Link>
      </Button>
      <Button variant="ghost" size="icon" className="relative" asChild>
        <Link to="/messages" aria-label={messages ? `Messages, ${messages} unread` : 'Messages'}>
          <MessageCircle aria-hidden />
          <CountBadge count={messages} label="unread messages" />
        </Link>
      </Button>
      <Button variant="ghost" size="icon" className="relative" asChild>
        <Link to="/notifications" aria-label={alerts ? `Notifications, ${alerts} unread` : 'Notifications'}>
          <Bell aria-hidden />
          <CountBadge count={alerts} label="unread notifications" />
        </Link>
      </Button>
    </>
  );
}
