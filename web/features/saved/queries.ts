import { type InfiniteData, infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { AuthorDto } from '../../../worker/contracts/blogs';

/** The community area's saved-posts answer (CONTRACTS.md: Saves). */
export type SavedPost = {
  saved_at: string;
  post: {
    id: string;
    content: string;
    created_at: string;
    media: { url: string; type: string }[];
    author: AuthorDto;
  };
};
type SavedPostsPage = { items: SavedPost[]; nextCursor: string | null };
/** Either tab's page, as far as removing one item needs to know. */
type SavedPage = { items: { post?: { id: string }; blog?: { id: string } }[]; nextCursor: string | null };

export const savedQueries = {
  posts: () =>
    infiniteQueryOptions({
      queryKey: ['community', 'saved'],
      initialPageParam: '',
      queryFn: ({ pageParam }) =>
        unwrap(
          api.community.saved.$get({ query: pageParam ? { cursor: pageParam } : {} }),
        ) satisfies Promise<SavedPostsPage>,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

/** Unsaving removes the item from the list at once; a failure puts it back with the message saying so. */
export function useUnsave(kind: 'post' | 'blog') {
  const queryClient = useQueryClient();
  const key = kind === 'post' ? ['community', 'saved'] : ['blogs', 'saved'];
  const mutationKey = ['unsave', kind];
  // Refetch after the last of several quick unsaves: an earlier one's refetch would bring back
  // the items the later ones removed, until their own answers came.
  const lastOne = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: async (id: string) => {
      const res =
        kind === 'post'
          ? await api.community.posts[':id'].save.$delete({ param: { id } })
          : await api.blogs[':id'].save.$delete({ param: { id } });
      if (!res.ok) throw new Error(kind === 'post' ? 'Failed to unsave post' : 'Failed to unsave blog');
    },
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<InfiniteData<SavedPage>>(key);
      queryClient.setQueryData<InfiniteData<SavedPage>>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                items: p.items.filter((i) => (i.post ?? i.blog)?.id !== id),
              })),
            }
          : data,
      );
      return { before };
    },
    onError: (_e, _id, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () =>
      lastOne()
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: key }),
            queryClient.invalidateQueries({ queryKey: kind === 'post' ? ['community'] : ['blogs', 'detail'] }),
          ])
        : undefined,
  });
}
