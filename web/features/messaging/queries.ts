import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, unwrap } from '@/lib/api';
import type { InboxEvent } from '../../../worker/contracts/messaging';
import { openLiveSocket } from './live-socket';

/** The fallback when the member's socket is down (every 60 s). */
export const UNREAD_POLL_MS = 60_000;

export const messagingQueries = {
  unread: () =>
    queryOptions({
      queryKey: ['messaging', 'unread'],
      queryFn: () => unwrap(api.messaging.unread.$get()),
      refetchInterval: UNREAD_POLL_MS,
    }),
  threads: () =>
    infiniteQueryOptions({
      queryKey: ['messaging', 'threads'],
      initialPageParam: 0,
      queryFn: ({ pageParam }) =>
        unwrap(api.messaging.threads.$get({ query: { limit: '20', offset: String(pageParam) } })),
      getNextPageParam: (last) =>
        last.pagination.has_more ? last.pagination.offset + last.pagination.limit : undefined,
    }),
  thread: (id: string) =>
    queryOptions({
      queryKey: ['messaging', 'thread', id],
      queryFn: () => unwrap(api.messaging.thread[':id'].$get({ param: { id }, query: {} })),
      // The open conversation is kept current by its socket; refetch only when opened again.
      refetchOnWindowFocus: false,
      gcTime: 60_000,
    }),
};

export type ThreadPage = Awaited<ReturnType<NonNullable<ReturnType<typeof messagingQueries.thread>['queryFn']>>>;

export const olderMessages = (threadId: string, before: number) =>
  unwrap(api.messaging.messages.$get({ query: { thread_id: threadId, before: String(before), limit: '50' } }));

export const sendMessage = (threadId: string, message: string, clientId: string) =>
  unwrap(api.messaging.messages.$post({ json: { threadId, message, clientId } }));

export const markRead = (messageId: string) =>
  unwrap(api.messaging.message[':id'].read.$put({ param: { id: messageId } }));

/** Counts this recent are current when the socket opens. */
const FRESH_ON_OPEN_MS = 5_000;

/**
 * The member's own socket, open on every page while signed in: the header badge and the thread
 * list change the moment a message arrives or is read anywhere. The 60 s poll stays as fallback.
 */
export function useInboxSocket(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const socket = openLiveSocket({
      path: '/api/messaging/socket',
      // What changed while the socket was down: counts older than a few seconds (the ones the
      // server rendered the page with are not asked for again as it opens).
      onOpen: () => {
        for (const queryKey of [
          ['messaging', 'unread'],
          ['notifications', 'unread-count'],
        ]) {
          const updated = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
          if (Date.now() - updated > FRESH_ON_OPEN_MS) queryClient.invalidateQueries({ queryKey });
        }
      },
      onMessage: (data) => {
        const event = data as InboxEvent;
        if (event.type === 'notifications') {
          queryClient.setQueryData(['notifications', 'unread-count'], { count: event.unread_count });
          queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
          return;
        }
        if (event.type !== 'inbox') return;
        queryClient.setQueryData(['messaging', 'unread'], { unread_count: event.unread_count });
        queryClient.invalidateQueries({ queryKey: ['messaging', 'threads'] });
      },
    });
    return () => socket.close();
  }, [enabled, queryClient]);
}
