// A public profile's query, apart from the profile mutations: the profile route loads it before its
// page, so every page's first load carries it.
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/lib/api';

export const profileQueries = {
  public: (username: string) =>
    queryOptions({
      queryKey: ['profiles', username.toLowerCase()],
      queryFn: async () => {
        try {
          return await unwrap(api.profile[':username'].$get({ param: { username } }));
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
};
export type PublicProfile = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof profileQueries.public>['queryFn']>>>
>;
