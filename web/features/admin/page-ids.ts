import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/**
 * The ids of the static pages by slug, for an admin's edit links in the footer: apart from the
 * admin area's queries, so the footer carries only this one.
 */
export const pageIdsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'page-ids'],
    queryFn: async () => (await unwrap(api.admin['page-ids'].$get())).ids,
    staleTime: 5 * 60_000,
  });
