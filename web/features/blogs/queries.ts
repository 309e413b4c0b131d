import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type {
  BlogCommentDto,
  BlogDetailDto,
  BlogListResult,
  BlogSort,
  CoauthorDto,
  ReactionGroupDto,
  SavedBlogsResult,
} from '../../../worker/contracts/blogs';
import { clearLocalDraft } from './draft-storage';

export type BlogListParams = { q?: string; tag?: string; sort: BlogSort; dir: 'asc' | 'desc'; userId?: string };

export const blogQueries = {
  list: (p: BlogListParams) =>
    infiniteQueryOptions({
      queryKey: ['blogs', 'list', p],
      initialPageParam: 0,
      queryFn: ({ pageParam }) =>
        unwrap(
          api.blogs.$get({
            query: {
              sort: p.sort,
              dir: p.dir,
              offset: String(pageParam),
              ...(p.q ? { q: p.q } : {}),
              ...(p.tag ? { tag: p.tag } : {}),
              ...(p.userId ? { userId: p.userId } : {}),
            },
          }),
        ) satisfies Promise<BlogListResult>,
      getNextPageParam: (last) => last.nextOffset ?? undefined,
    }),
  mine: () => queryOptions({ queryKey: ['blogs', 'mine'], queryFn: () => unwrap(api.blogs.mine.$get()) }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['blogs', 'detail', id],
      queryFn: async () => (await unwrap(api.blogs[':id'].$get({ param: { id } }))).blog as BlogDetailDto,
      retry: false,
    }),
  edit: (id: string) =>
    queryOptions({
      queryKey: ['blogs', 'edit', id],
      queryFn: async () => (await unwrap(api.blogs[':id'].edit.$get({ param: { id } }))).blog as BlogDetailDto,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  comments: (id: string) =>
    infiniteQueryOptions({
      queryKey: ['blogs', 'comments', id],
      initialPageParam: '',
      queryFn: ({ pageParam }) =>
        unwrap(
          api.blogs[':id'].comments.$get({ param: { id }, query: pageParam ? { cursor: pageParam } : {} }),
        ) satisfies Promise<{ items: BlogCommentDto[]; nextCursor: string | null }>,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  saved: () =>
    infiniteQueryOptions({
      queryKey: ['blogs', 'saved'],
      initialPageParam: '',
      queryFn: ({ pageParam }) =>
        unwrap(
          api.blogs.saved.$get({ query: pageParam ? { cursor: pageParam } : {} }),
        ) satisfies Promise<SavedBlogsResult>,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

/** Patches the cached blog so likes, saves and reactions feel instant, then settles with the server. */
function usePatchDetail(id: string) {
  const queryClient = useQueryClient();
  return (patch: Partial<BlogDetailDto>) =>
    queryClient.setQueryData<BlogDetailDto>(blogQueries.detail(id).queryKey, (old) =>
      old ? { ...old, ...patch } : old,
    );
}

export function useLike(id: string) {
  const patch = usePatchDetail(id);
  return useMutation({
    mutationFn: (liked: boolean) =>
      unwrap(liked ? api.blogs[':id'].like.$put({ param: { id } }) : api.blogs[':id'].like.$delete({ param: { id } })),
    onSuccess: (r) => patch({ liked_by_me: r.liked, likes_count: r.likes_count }),
  });
}

export function useSaveBlog(id: string) {
  const patch = usePatchDetail(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (saved: boolean) => {
      const res = await (saved
        ? api.blogs[':id'].save.$put({ param: { id } })
        : api.blogs[':id'].save.$delete({ param: { id } }));
      if (!res.ok) await unwrap(Promise.resolve(res as unknown as Response));
      return saved;
    },
    onSuccess: (saved) => {
      patch({ saved_by_me: saved });
      return queryClient.invalidateQueries({ queryKey: ['blogs', 'saved'] });
    },
  });
}

export function useShare(id: string) {
  const patch = usePatchDetail(id);
  return useMutation({
    mutationFn: () => unwrap(api.blogs[':id'].share.$post({ param: { id } })),
    onSuccess: (r) => patch({ shares_count: r.shares_count }),
  });
}

export function useReact(id: string) {
  const patch = usePatchDetail(id);
  return useMutation({
    mutationFn: (emoji: string) =>
      unwrap(api.blogs[':id'].reactions.$post({ param: { id }, json: { emoji: emoji as '👍' } })),
    onSuccess: (r) => patch({ reactions: r.reactions as ReactionGroupDto[] }),
  });
}

export function useComment(id: string) {
  const queryClient = useQueryClient();
  const patch = usePatchDetail(id);
  return useMutation({
    mutationFn: (input: { content: string; parent_id?: string }) =>
      unwrap(api.blogs[':id'].comments.$post({ param: { id }, json: input })),
    onSuccess: () => {
      const old = queryClient.getQueryData<BlogDetailDto>(blogQueries.detail(id).queryKey);
      if (old) patch({ comments_count: old.comments_count + 1 });
      return queryClient.invalidateQueries({ queryKey: ['blogs', 'comments', id] });
    },
  });
}

export function useDeleteComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (commentId: string) => {
      const res = await api.blogs.comments[':commentId'].$delete({ param: { commentId } });
      if (!res.ok) await unwrap(Promise.resolve(res as unknown as Response));
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['blogs', 'comments', id] }),
        queryClient.invalidateQueries({ queryKey: ['blogs', 'detail', id] }),
      ]),
  });
}

/** The author's coauthor changes; each answers with the blog's coauthors as they now stand. */
export function useCoauthors(blogId: string) {
  const queryClient = useQueryClient();
  const current = async () => {
    const { blog } = await unwrap(api.blogs[':id'].edit.$get({ param: { id: blogId } }));
    await queryClient.invalidateQueries({ queryKey: ['blogs', 'detail', blogId] });
    return blog.coauthors as CoauthorDto[];
  };
  const invite = useMutation({
    mutationFn: async (input: { username: string; role: CoauthorDto['role'] }) => {
      await unwrap(api.blogs[':id'].coauthors.$post({ param: { id: blogId }, json: input }));
      return current();
    },
  });
  const remove = useMutation({
    mutationFn: async (userId: string) => {
      await unwrap(api.blogs[':id'].coauthors[':userId'].$delete({ param: { id: blogId, userId } }));
      return current();
    },
  });
  return { invite, remove };
}

/** Deletes the author's blog and forgets it everywhere on the page. */
export function useDeleteBlog(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.blogs[':id'].$delete({ param: { id } })),
    onSuccess: async () => {
      clearLocalDraft(id);
      queryClient.removeQueries({ queryKey: ['blogs', 'detail', id] });
      await queryClient.invalidateQueries({ queryKey: ['blogs'] });
    },
  });
}
