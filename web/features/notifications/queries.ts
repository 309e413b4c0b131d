import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const notificationQueries = {
  unreadCount: () =>
    queryOptions({
      queryKey: ['notifications', 'unread-count'],
      queryFn: () => unwrap(api.notifications['unread-count'].$get()),
      refetchInterval: 60_000,
    }),
};
