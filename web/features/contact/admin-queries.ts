import { infiniteQueryOptions, keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ContactMessagesQuery } from '../../../worker/contracts/contact';

const fetchMessages = (q: Omit<ContactMessagesQuery, 'before'>, before: string) =>
  unwrap(api.contact.messages.$get({ query: before ? { ...q, before } : q }));

export const contactAdminQueries = {
  /** Newest first, a page at a time ('Show older messages'). */
  messages: (q: Omit<ContactMessagesQuery, 'before'>) =>
    infiniteQueryOptions({
      queryKey: ['contact', 'messages', q],
      queryFn: ({ pageParam }) => fetchMessages(q, pageParam),
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
};

export type ContactMessage = Awaited<ReturnType<typeof fetchMessages>>['messages'][number];

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.contact.messages[':id'].handled.$put({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact', 'messages'] }),
  });
}
