import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/lib/api';

export const pageQueries = {
  bySlug: (slug: string) =>
    queryOptions({
      queryKey: ['pages', 'slug', slug],
      queryFn: async () => {
        try {
          return (await unwrap(api.pages['by-slug'].$get({ query: { slug } }))).page;
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      staleTime: 5 * 60_000,
    }),
};
export type StaticPage = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof pageQueries.bySlug>['queryFn']>>>
>;
