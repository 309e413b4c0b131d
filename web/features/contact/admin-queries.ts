import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ContactMessagesQuery } from '../../../worker/contracts/contact';

export const contactAdminQueries = {
  messages: (q: ContactMessagesQuery) =>
    queryOptions({
      queryKey: ['contact', 'messages', q],
      queryFn: () => unwrap(api.contact.messages.$get({ query: q })),
      placeholderData: keepPreviousData,
    }),
};

export type ContactMessage = Awaited<
  ReturnType<NonNullable<ReturnType<typeof contactAdminQueries.messages>['queryFn']>>
>['messages'][number];

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.contact.messages[':id'].handled.$put({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact', 'messages'] }),
  });
}
