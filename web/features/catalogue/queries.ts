import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/lib/api';
import { type ActivitiesSearch, apiQuery } from './search-params';

let searchSession: string | null = null;
/** One id per browser tab, so analytics can tell a person's searches apart without knowing who they are. */
function sessionId() {
  try {
    searchSession ??= sessionStorage.getItem('lifelist-search-session');
    if (!searchSession) {
      searchSession = crypto.randomUUID();
      sessionStorage.setItem('lifelist-search-session', searchSession);
    }
  } catch {
    searchSession ??= crypto.randomUUID();
  }
  return searchSession;
}

/**
 * Click-through: tells analytics which activity a search led to, without holding the navigation.
 * It lives here, with the search's session, so the catalogue's pages load no analytics contracts.
 */
export function recordSearchClick(eventId: string | null | undefined, activityId: number) {
  if (!eventId) return;
  api.analytics.click
    .$post(
      { json: { eventId, activityId } },
      { headers: { 'x-search-session': sessionId() }, init: { keepalive: true } },
    )
    .catch(() => undefined);
}

export const catalogueQueries = {
  search: (s: ActivitiesSearch) =>
    infiniteQueryOptions({
      queryKey: ['activities', 'search', apiQuery(s, 0)],
      queryFn: ({ pageParam }) =>
        unwrap(
          api.activities.search.$get(
            { query: apiQuery(s, pageParam) },
            { headers: { 'x-search-session': sessionId() } },
          ),
        ),
      initialPageParam: 0,
      getNextPageParam: (last) => (last.hasMore ? last.offset + last.items.length : undefined),
      staleTime: 60_000,
    }),
  suggest: (q: string) =>
    queryOptions({
      queryKey: ['activities', 'suggest', q],
      queryFn: () => unwrap(api.activities.suggest.$get({ query: { q } })),
      enabled: q.trim().length >= 2,
      staleTime: 5 * 60_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['activities', 'detail', id],
      queryFn: async () => {
        try {
          return (await unwrap(api.activities[':id'].$get({ param: { id: String(id) } }))).activity;
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        }
      },
    }),
  /** How many ideas each continent and country holds, for the place filters. */
  places: () =>
    queryOptions({
      queryKey: ['activities', 'places'],
      queryFn: () => unwrap(api.activities.places.$get()),
      staleTime: 5 * 60_000,
    }),
  preferences: () =>
    queryOptions({
      queryKey: ['preferences'],
      queryFn: () => unwrap(api.preferences.$get()),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export type ActivityCard = Awaited<
  ReturnType<NonNullable<ReturnType<typeof catalogueQueries.search>['queryFn']>>
>['items'][number];
export type Activity = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof catalogueQueries.detail>['queryFn']>>>
>;

export function useSaveViewMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (viewMode: 'compact' | 'normal' | 'large') => unwrap(api.preferences.$put({ json: { viewMode } })),
    onSuccess: (data) =>
      queryClient.setQueryData(catalogueQueries.preferences().queryKey, (old) => ({
        searchPreferences: {},
        ...old,
        ...data,
      })),
  });
}
