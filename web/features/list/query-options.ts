// The list's queries, apart from its mutations: the routes that load an item, a custom activity or a
// shared list before their page need only these, and every page's first load carries them.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/lib/api';

export type ListFilters = {
  status?: 'not_started' | 'in_progress' | 'completed';
  priority?: string;
  sort?: 'date_added' | 'target_date' | 'priority' | 'progress' | 'alphabetical';
};

/** A list item is reached from a catalogue activity or from the member's own custom activity. */
export type ItemTarget = { activityId: number } | { customActivityId: string };

const ownPage = (filters: ListFilters, offset: number) =>
  unwrap(api.list.$get({ query: { ...filters, offset: String(offset) } }));

export const listQueries = {
  /** The own list a page at a time; each page carries the stats of the whole list. */
  own: (filters: ListFilters) =>
    infiniteQueryOptions({
      queryKey: ['list', 'own', filters],
      queryFn: ({ pageParam }) => ownPage(filters, pageParam),
      initialPageParam: 0,
      // The next offset is what the pages hold now, so an item removed meanwhile skips nothing.
      getNextPageParam: (last, pages) =>
        last.pagination.hasMore ? pages.reduce((n, page) => n + page.items.length, 0) : undefined,
    }),
  forActivity: (activityId: number) => listQueries.forTarget({ activityId }),
  forCustom: (customActivityId: string) => listQueries.forTarget({ customActivityId }),
  /** The member's own item for an activity (null when it is not on their list). */
  forTarget: (target: ItemTarget) =>
    queryOptions({
      queryKey: [
        'list',
        ...('activityId' in target ? ['activity', target.activityId] : ['custom', target.customActivityId]),
      ],
      queryFn: async () =>
        'activityId' in target
          ? (await unwrap(api.list.activity[':id'].$get({ param: { id: String(target.activityId) } }))).item
          : (await unwrap(api.list.custom[':id'].$get({ param: { id: target.customActivityId } }))).item,
    }),
  /** The own list's items that happen somewhere, with their places: its map and trips. */
  places: () =>
    queryOptions({
      queryKey: ['list', 'places'],
      queryFn: () => unwrap(api.list.places.$get()),
    }),
  /** A member's list as others see it (`/profile/{username}/list`). */
  shared: (username: string) =>
    queryOptions({
      queryKey: ['list', 'shared', username.toLowerCase()],
      queryFn: () => unwrap(api.profile[':username'].list.$get({ param: { username } })),
    }),
};

export const customQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: ['custom-activity', id],
      queryFn: async () => {
        try {
          return (await unwrap(api.activities.custom[':id'].$get({ param: { id } }))).activity;
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        }
      },
    }),
};
export type CustomActivity = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof customQueries.detail>['queryFn']>>>
>;

export type ListItem = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof listQueries.forActivity>['queryFn']>>>
>;
export type Step = ListItem['steps'][number];
/** An item as the own-list page shows it: its checklist as two counts. */
export type OwnPage = Awaited<ReturnType<typeof ownPage>>;
export type ListCard = OwnPage['items'][number];
export type SharedList = Awaited<ReturnType<NonNullable<ReturnType<typeof listQueries.shared>['queryFn']>>>;
