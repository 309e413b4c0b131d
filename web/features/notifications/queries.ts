import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { formatDate } from '@/lib/format';

export const notificationQueries = {
  unreadCount: () =>
    queryOptions({
      queryKey: ['notifications', 'unread-count'],
      queryFn: () => unwrap(api.notifications['unread-count'].$get()),
      refetchInterval: 60_000,
    }),
  list: () =>
    queryOptions({
      queryKey: ['notifications', 'list'],
      queryFn: () => unwrap(api.notifications.$get({ query: { limit: '50' } })),
    }),
};

export type NotificationItem = Awaited<
  ReturnType<NonNullable<ReturnType<typeof notificationQueries.list>['queryFn']>>
>['notifications'][number];

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      id === 'all'
        ? unwrap(api.notifications['read-all'].$put())
        : unwrap(api.notifications[':id'].read.$put({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

/**
 * The notifications to list under the page's Follow requests: a request still waiting is shown
 * there with Accept and Reject, so its notification (whose entity is the request) is not listed
 * again. Once answered or withdrawn it is back, saying so.
 */
export function withoutPendingRequests(notifications: NotificationItem[], pendingRequestIds: string[]) {
  const pending = new Set(pendingRequestIds);
  return notifications.filter((n) => !(n.type === 'follow_request' && n.entityId && pending.has(n.entityId)));
}

/** The sentence a notification reads as, and where it leads. */
export function describeNotification(n: NotificationItem): { text: string; href: string } {
  const who = n.actor?.firstName ?? 'Someone';
  const profile = n.actor ? `/profile/${n.actor.username}` : '/notifications';
  switch (n.type) {
    case 'follow_request':
      // A request answered or withdrawn says so (the server keeps its state).
      return {
        text:
          n.data?.state === 'accepted'
            ? `You accepted ${who}'s follow request`
            : n.data?.state === 'rejected'
              ? `You declined ${who}'s follow request`
              : n.data?.state === 'withdrawn'
                ? `${who} withdrew their follow request`
                : `${who} wants to follow you`,
        href: profile,
      };
    case 'follow_accepted':
      return { text: `${who} accepted your follow request`, href: profile };
    case 'new_follower':
      return { text: `${who} started following you`, href: profile };
    case 'post_like':
      return { text: `${who} liked your post`, href: `/post/${n.entityId}` };
    case 'post_comment':
      return { text: `${who} commented on your post`, href: `/post/${n.entityId}` };
    case 'comment_reply':
      // Replies on blogs carry the blog's id in data; replies on posts lead to the post.
      return {
        text: `${who} replied to your comment`,
        href: n.data?.blogId ? `/blog/${n.data.blogId}` : `/post/${n.entityId}`,
      };
    case 'mention':
      return { text: `${who} mentioned you`, href: `/post/${n.entityId}` };
    case 'blog_comment':
      return { text: `${who} commented on your blog`, href: `/blog/${n.entityId}` };
    case 'blog_coauthor':
      return {
        text: `${who} added you as a coauthor${n.data?.title ? ` on "${n.data.title}"` : ''}`,
        href: `/blog/${n.entityId}`,
      };
    case 'new_message':
      return { text: `New message from ${who}`, href: `/messages/${n.entityId}` };
    case 'moderation_message':
      return { text: 'You have a message from the moderators', href: '/notifications' };
    case 'appeal_decision':
      return { text: 'Your appeal has been decided', href: '/notifications' };
    case 'list_reminder': {
      // Worded with the date itself, so it reads true whenever it is opened.
      const title = n.data?.title ?? 'an activity';
      const date = formatDate(n.data?.targetDate);
      const href = n.data?.path?.startsWith('/activity/') ? n.data.path : '/profile';
      if (n.data?.step) {
        const step = `the step “${n.data.step}” for “${title}”`;
        const stepText = n.data.kind === 'overdue' ? `${step} was due ${date}` : `${step} is due ${date}`;
        return { text: stepText.charAt(0).toUpperCase() + stepText.slice(1), href };
      }
      const text =
        n.data?.kind === 'overdue'
          ? `The target date for “${title}” has passed (${date})`
          : n.data?.kind === 'day'
            ? `“${title}” is due ${date}`
            : `Coming up on ${date}: “${title}”`;
      return { text, href };
    }
    case 'coach_checkin':
      return { text: n.data?.summary ?? 'Your weekly check-in from your coach', href: '/coach' };
    case 'coach_reminder':
      return { text: `A reminder from your coach: ${n.data?.about ?? 'your plans'}`, href: '/coach' };
    case 'security_alert':
      return {
        text: `${n.data?.failures ?? 'Several'} failed attempts to sign in to your account. If they were not you, change your password.`,
        href: '/settings?section=security',
      };
    default:
      return { text: 'Something new happened', href: '/notifications' };
  }
}
