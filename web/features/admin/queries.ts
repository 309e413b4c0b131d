import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ActivityContentInput, ActivitySaveInput, PageSaveInput } from '../../../worker/contracts/admin';
import { pageIdsQuery } from './page-ids';

export type PagesFilter = {
  q: string;
  status?: 'draft' | 'published' | 'archived';
  sort: 'title' | 'slug' | 'status' | 'updated_at';
  dir: 'asc' | 'desc';
};

export const adminQueries = {
  stats: () => queryOptions({ queryKey: ['admin', 'stats'], queryFn: () => unwrap(api.admin.stats.$get()) }),
  pages: (f: PagesFilter) =>
    queryOptions({
      queryKey: ['admin', 'pages', 'list', f],
      queryFn: () =>
        unwrap(
          api.admin.pages.$get({
            query: { q: f.q, sort: f.sort, dir: f.dir, ...(f.status ? { status: f.status } : {}) },
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  page: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'pages', 'detail', id],
      queryFn: async () => (await unwrap(api.admin.pages[':id'].$get({ param: { id } }))).page,
      staleTime: 0,
    }),
  activities: (q: string, page: number, pageSize: number) =>
    queryOptions({
      queryKey: ['admin', 'activities', 'list', q, page, pageSize],
      queryFn: () =>
        unwrap(api.admin.activities.$get({ query: { q, page: String(page), pageSize: String(pageSize) } })),
      placeholderData: keepPreviousData,
    }),
  activity: (id: number) =>
    queryOptions({
      queryKey: ['admin', 'activities', 'detail', id],
      queryFn: async () => (await unwrap(api.admin.activities[':id'].$get({ param: { id: String(id) } }))).activity,
      staleTime: 0,
    }),
  revisions: (id: number) =>
    queryOptions({
      queryKey: ['admin', 'activities', 'revisions', id],
      queryFn: async () =>
        (await unwrap(api.admin.activities[':id'].revisions.$get({ param: { id: String(id) } }))).revisions,
    }),
  users: (q: string, page: number, filters: { role?: string; status?: string } = {}) =>
    queryOptions({
      queryKey: ['admin', 'users', q, page, filters],
      queryFn: () =>
        unwrap(
          api.admin.users.$get({
            query: {
              q,
              page: String(page),
              ...(filters.role ? { role: filters.role } : {}),
              ...(filters.status ? { status: filters.status } : {}),
            } as never,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  pageIds: pageIdsQuery,
};

type Data<K extends keyof typeof adminQueries> = Awaited<
  ReturnType<NonNullable<ReturnType<(typeof adminQueries)[K]>['queryFn']>>
>;
export type AdminPageRow = Data<'pages'>['pages'][number];
export type AdminPage = Data<'page'>;
export type AdminActivity = Data<'activity'>;
export type AdminRevision = Data<'revisions'>[number];
export type AdminUser = Data<'users'>['users'][number];

/** Every admin change refreshes the admin lists and the public views of pages and activities. */
function useAdminMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['pages'] }),
        queryClient.invalidateQueries({ queryKey: ['activities'] }),
      ]),
  });
}

export const useSavePage = () =>
  useAdminMutation(({ id, input }: { id: string | null; input: PageSaveInput }) =>
    id
      ? unwrap(api.admin.pages[':id'].$put({ param: { id }, json: input }))
      : unwrap(api.admin.pages.$post({ json: input })),
  );

export const useDeletePage = () =>
  useAdminMutation((id: string) => unwrap(api.admin.pages[':id'].$delete({ param: { id } })));

export const useDeleteActivity = () =>
  useAdminMutation((id: number) => unwrap(api.admin.activities[':id'].$delete({ param: { id: String(id) } })));

export const useSaveActivityContent = () =>
  useAdminMutation(({ id, input }: { id: number | null; input: ActivityContentInput }) =>
    id
      ? unwrap(api.admin.activities[':id'].content.$put({ param: { id: String(id) }, json: input }))
      : unwrap(api.admin.activities.$post({ json: input })),
  );

export const useSaveActivity = () =>
  useAdminMutation(({ id, input }: { id: number; input: ActivitySaveInput }) =>
    unwrap(api.admin.activities[':id'].$put({ param: { id: String(id) }, json: input })),
  );

export const useRestoreRevision = () =>
  useAdminMutation(({ id, revisionId }: { id: number; revisionId: string }) =>
    unwrap(
      api.admin.activities[':id'].revisions[':revisionId'].restore.$post({ param: { id: String(id), revisionId } }),
    ),
  );

export const useChangeRole = () =>
  useAdminMutation(({ id, role }: { id: string; role: AdminUser['role'] }) =>
    unwrap(api.admin.users[':id'].role.$put({ param: { id }, json: { role } })),
  );
