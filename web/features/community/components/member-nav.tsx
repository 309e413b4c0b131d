import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bell, Bookmark, Home, LogOut, Mail, PenSquare, Settings, User } from 'lucide-react';
import { useSignOut } from '@/features/account/queries';
import { messagingQueries } from '@/features/messaging/queries';
import { notificationQueries } from '@/features/notifications/queries';
import { badge } from '../filters';

const navItem = 'flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent';

function Count({ n, label }: { n: number | undefined; label: string }) {
  const text = badge(n ?? 0);
  return text ? (
    <span className="ml-auto rounded-full bg-red-600 px-2 text-xs text-white">
      {text}
      <span className="sr-only"> {label}</span>
    </span>
  ) : null;
}

/** The community's left column for a member: their places, with real unread counts. */
export function MemberNav() {
  const notifications = useQuery(notificationQueries.unreadCount());
  const messages = useQuery(messagingQueries.unread());
  const signOut = useSignOut();
  const unreadNotifications = notifications.data?.count;
  const unreadMessages = messages.data?.unread_count;
  return (
    <nav aria-label="Community" className="flex flex-col gap-1">
      <Link
        to="/community"
        className={navItem}
        activeOptions={{ exact: true }}
        activeProps={{ className: 'bg-accent font-semibold' }}
      >
        <Home className="size-4" aria-hidden /> Home
      </Link>
      <a href="/blog/new" className={navItem}>
        <PenSquare className="size-4" aria-hidden /> Write Blog
      </a>
      <a href="/community/saved" className={navItem}>
        <Bookmark className="size-4" aria-hidden /> Saved
      </a>
      <a href="/messages" className={navItem}>
        <Mail className="size-4" aria-hidden /> Messages <Count n={unreadMessages} label="unread messages" />
      </a>
      <a href="/profile" className={navItem}>
        <User className="size-4" aria-hidden /> Profile
      </a>
      <a href="/notifications" className={navItem}>
        <Bell className="size-4" aria-hidden /> Notifications{' '}
        <Count n={unreadNotifications} label="unread notifications" />
      </a>
      <a href="/settings" className={navItem}>
        <Settings className="size-4" aria-hidden /> Settings
      </a>
      <button type="button" className={navItem} onClick={() => signOut.mutate()}>
        <LogOut className="size-4" aria-hidden /> Sign Out
      </button>
    </nav>
  );
}
