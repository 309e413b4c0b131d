import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export type ListFilters = {
  status?: 'not_started' | 'in_progress' | 'completed';
  priority?: string;
  sort?: 'date_added' | 'target_date' | 'priority' | 'progress' | 'alphabetical';
};

export const listQueries = {
  own: (filters: ListFilters) =>
    queryOptions({
      queryKey: ['list', 'own', filters],
      queryFn: () => unwrap(api.list.$get({ query: filters })),
    }),
  forActivity: (activityId: number) =>
    queryOptions({
      queryKey: ['list', 'activity', activityId],
      queryFn: async () => (await unwrap(api.list.activity[':id'].$get({ param: { id: String(activityId) } }))).item,
    }),
};

export type ListItem = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof listQueries.forActivity>['queryFn']>>>
>;

/** Every list change refreshes the list and the activity's own numbers (popularity, rating). */
function useListMutation<TInput>(fn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['list'] }),
        queryClient.invalidateQueries({ queryKey: ['activities', 'detail'] }),
      ]),
  });
}

export const useAddToList = () =>
  useListMutation(
    (input: {
      activityId: number;
      privacy: 'public' | 'friends' | 'private';
      targetDate: string | null;
      priority: number;
    }) => unwrap(api.list.$post({ json: input })),
  );

const param = (id: string) => ({ param: { id } });

export const useStartItem = () => useListMutation((id: string) => unwrap(api.list[':id'].start.$post(param(id))));
export const useCompleteItem = () => useListMutation((id: string) => unwrap(api.list[':id'].complete.$post(param(id))));
export const useRateItem = () =>
  useListMutation(
    ({ id, ...json }: { id: string; difficulty?: number | null; cost?: number | null; enjoyment?: number | null }) =>
      unwrap(api.list[':id'].rating.$post({ ...param(id), json })),
  );
export const useUpdateItem = () =>
  useListMutation(
    ({
      id,
      ...json
    }: {
      id: string;
      privacy?: 'public' | 'friends' | 'private';
      targetDate?: string | null;
      priority?: number;
      progress?: number;
      privateNotes?: string | null;
    }) => unwrap(api.list[':id'].$patch({ ...param(id), json })),
  );
export const useRemoveItem = () => useListMutation((id: string) => unwrap(api.list[':id'].$delete(param(id))));
