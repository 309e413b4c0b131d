import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const UNREAD_POLL_MS = 60_000;

export const messagingQueries = {
  unread: () =>
    queryOptions({
      queryKey: ['messaging', 'unread'],
      queryFn: () => unwrap(api.messaging.unread.$get()),
      refetchInterval: UNREAD_POLL_MS,
    }),
};
