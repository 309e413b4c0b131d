import { type InfiniteData, type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { customQueries, type ListCard, type ListItem, type OwnPage, type Step } from './query-options';

export * from './query-options';

type Progressable = Pick<ListItem, 'status' | 'progress'>;
/**
 * An optimistic change: `change` for the item's own cached copy (the activity page), `card` for
 * its card on the list when the change shows there (status and progress changes do).
 */
type Change = { id: string; change: (item: ListItem) => ListItem; card?: (card: ListCard) => ListCard };
/** The same status or progress change for the item's page and its card. */
const everywhere = (id: string, change: <T extends Progressable>(item: T) => T): Change => ({
  id,
  change,
  card: change,
});

/**
 * Every list change refreshes the list and the activity's own numbers (popularity, rating). With
 * `optimistic`, the change shows at once on every cached copy of the item (the list, the activity
 * page) and is rolled back if the server refuses it.
 */
function useListMutation<TInput, TResult>(
  fn: (input: TInput) => Promise<TResult>,
  optimistic?: (input: TInput) => Change,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['list'],
    mutationFn: fn,
    onMutate: async (input: TInput) => {
      if (!optimistic) return { snapshot: [] as [QueryKey, unknown][] };
      const { id, change, card } = optimistic(input);
      await queryClient.cancelQueries({ queryKey: ['list'] });
      const snapshot = queryClient.getQueriesData({ queryKey: ['list'] });
      if (card) {
        queryClient.setQueriesData<InfiniteData<OwnPage>>({ queryKey: ['list', 'own'] }, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((p) => ({ ...p, items: p.items.map((i) => (i.id === id ? card(i) : i)) })),
              }
            : data,
        );
      }
      for (const kind of ['activity', 'custom']) {
        queryClient.setQueriesData<ListItem | null>({ queryKey: ['list', kind] }, (item) =>
          item?.id === id ? change(item) : item,
        );
      }
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // Refetch once the last of several quick changes settles: a refetch started by an earlier one
    // would bring back the server's state from before the later ones, undoing them on screen.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: ['list'] }) > 1
        ? undefined
        : Promise.all([
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

export const useStartItem = () =>
  useListMutation(
    (id: string) => unwrap(api.list[':id'].start.$post(param(id))),
    (id) => everywhere(id, (i) => ({ ...i, status: 'in_progress', progress: Math.max(i.progress, 10) })),
  );
export const useCompleteItem = () =>
  useListMutation(
    (id: string) => unwrap(api.list[':id'].complete.$post(param(id))),
    (id) => everywhere(id, (i) => ({ ...i, status: 'completed', progress: 100 })),
  );
export const useRateItem = () =>
  useListMutation(
    ({ id, ...json }: { id: string; difficulty?: number | null; cost?: number | null; enjoyment?: number | null }) =>
      unwrap(api.list[':id'].rating.$post({ ...param(id), json })),
  );

export type ItemChange = {
  id: string;
  privacy?: 'public' | 'friends' | 'private';
  targetDate?: string | null;
  priority?: number;
  progress?: number;
  privateNotes?: string | null;
  reminders?: boolean;
};
export const useUpdateItem = () =>
  useListMutation(
    ({ id, ...json }: ItemChange) => unwrap(api.list[':id'].$patch({ ...param(id), json })),
    ({ id, ...json }) =>
      everywhere(id, (i) => ({
        ...i,
        ...json,
        // Progress made on an item not started starts it, as the server does.
        ...(json.progress && i.status === 'not_started' ? { status: 'in_progress' as const } : {}),
      })),
  );
export const useRemoveItem = () => useListMutation((id: string) => unwrap(api.list[':id'].$delete(param(id))));

/** Progress as the server derives it from a checklist (a completed item stays at 100%). */
export const progressOf = (item: ListItem, steps: Step[]) =>
  item.status === 'completed'
    ? 100
    : steps.length
      ? Math.round((steps.filter((s) => s.done).length / steps.length) * 100)
      : item.progress;

const withSteps = (item: ListItem, steps: Step[]): ListItem => ({
  ...item,
  steps,
  progress: progressOf(item, steps),
  status: item.status === 'not_started' && steps.some((s) => s.done) ? 'in_progress' : item.status,
});

export const useAddStep = () =>
  useListMutation(({ id, text }: { id: string; text: string }) =>
    unwrap(api.list[':id'].steps.$post({ ...param(id), json: { text } })),
  );
export const useUpdateStep = () =>
  useListMutation(
    ({ id, stepId, ...json }: { id: string; stepId: string; text?: string; done?: boolean; dueDate?: string | null }) =>
      unwrap(api.list[':id'].steps[':stepId'].$patch({ param: { id, stepId }, json })),
    ({ id, stepId, ...json }) => ({
      id,
      change: (i) =>
        withSteps(
          i,
          i.steps.map((s) => (s.id === stepId ? { ...s, ...json } : s)),
        ),
    }),
  );
export const useDeleteStep = () =>
  useListMutation(
    ({ id, stepId }: { id: string; stepId: string }) =>
      unwrap(api.list[':id'].steps[':stepId'].$delete({ param: { id, stepId } })),
    ({ id, stepId }) => ({
      id,
      change: (i) =>
        withSteps(
          i,
          i.steps.filter((s) => s.id !== stepId),
        ),
    }),
  );
export const useReorderSteps = () =>
  useListMutation(
    ({ id, ids }: { id: string; ids: string[] }) =>
      unwrap(api.list[':id'].steps.order.$put({ ...param(id), json: { ids } })),
    ({ id, ids }) => ({
      id,
      change: (i) => ({ ...i, steps: ids.map((stepId) => i.steps.find((s) => s.id === stepId) as Step) }),
    }),
  );

export const useCopyToList = () =>
  useListMutation((itemId: string) => unwrap(api.list.copy.$post({ json: { itemId } })));

/** The custom-activity form, as the Worker's route declares it. */
export type CustomActivityForm = Parameters<(typeof api.activities.custom)['$post']>[0]['form'];

/** Creates a member's own activity and puts it on their list. */
export function useCreateCustomActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CustomActivityForm) => unwrap(api.activities.custom.$post({ form })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['list'] }),
  });
}

/** Edits or deletes the member's own custom activity (the edit is the create form, sent again). */
export function useUpdateCustomActivity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CustomActivityForm) => unwrap(api.activities.custom[':id'].$patch({ param: { id }, form })),
    onSuccess: ({ activity }) => {
      queryClient.setQueryData(customQueries.detail(id).queryKey, activity);
      return queryClient.invalidateQueries({ queryKey: ['list'] });
    },
  });
}

export const calendarQueries = {
  status: () => queryOptions({ queryKey: ['calendar'], queryFn: () => unwrap(api.calendar.$get()) }),
};

export function useCalendarFeed() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['calendar'] });
  return {
    make: useMutation({ mutationFn: () => unwrap(api.calendar.$post()), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: () => unwrap(api.calendar.$delete()), onSuccess: refresh }),
  };
}
