import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, sendForm, unwrap } from '@/lib/api';
import type { CommentDto, CounterType, FeedItem, PostDto } from '../../../worker/contracts/community';
import { excerpt } from '../../../worker/contracts/text';
import type { FilterValues } from './filters';

export type FeedParams = Partial<FilterValues> & { hashtag?: string; user?: string };

const feedQuery = (p: FeedParams, offset: number) => ({
  content: p.hashtag ? 'posts' : (p.contentType ?? 'all'),
  source: p.source ?? 'everyone',
  sort: p.sort ?? 'recent',
  ...(p.saved ? { saved: '1' } : {}),
  ...(p.trending ? { trending: '1' } : {}),
  ...(p.hashtag ? { hashtag: p.hashtag } : {}),
  ...(p.user ? { user: p.user } : {}),
  offset: String(offset),
});

/** A post's page title: who wrote it and how it begins. */
export function postTitle(post: PostDto) {
  // Cut at a word, as the page's preview is (web/features/community/page-head.ts).
  const start = excerpt(post.content, 60);
  return `${post.author.first_name} on Lifelist${start ? `: "${start}"` : ''}`;
}

export const communityQueries = {
  feed: (p: FeedParams) =>
    infiniteQueryOptions({
      queryKey: ['community', 'feed', p],
      queryFn: ({ pageParam }) =>
        unwrap(api.community.feed.$get({ query: feedQuery(p, pageParam) as never })) satisfies Promise<{
          items: FeedItem[];
          pagination: { hasMore: boolean; offset: number; limit: number };
        }>,
      initialPageParam: 0,
      // The next offset is what the list holds now: a post deleted from a loaded page has left the
      // server's list too, so counting the served page size would skip an item.
      getNextPageParam: (last, pages) =>
        last.pagination.hasMore ? pages.reduce((n, page) => n + page.items.length, 0) : undefined,
    }),
  post: (id: string) =>
    queryOptions({
      queryKey: ['community', 'post', id],
      queryFn: () =>
        unwrap(api.community.posts[':id'].$get({ param: { id } })) satisfies Promise<{
          post: PostDto & { views_count: number };
          comments: CommentDto[];
        }>,
      retry: false,
    }),
  hashtag: (name: string) =>
    queryOptions({
      queryKey: ['community', 'hashtag', name],
      queryFn: () => unwrap(api.community.hashtags[':name'].$get({ param: { name } })),
    }),
  sidebar: () =>
    queryOptions({
      queryKey: ['community', 'sidebar'],
      queryFn: () => unwrap(api.community.sidebar.$get()),
      staleTime: 60_000,
    }),
  search: (q: string, tab: 'all' | 'posts' | 'people' | 'hashtags' | 'preview', sort: 'relevance' | 'recent') =>
    queryOptions({
      queryKey: ['community', 'search', q, tab, sort],
      queryFn: () => unwrap(api.community.search.$get({ query: { q, tab, sort } })),
      enabled: q.trim().length > 0,
    }),
  counters: () =>
    queryOptions({
      queryKey: ['community', 'counters'],
      queryFn: () => unwrap(api.community.counters.$get()),
      // The server counts; the page asks every minute.
      refetchInterval: 60_000,
    }),
  ads: (tags: string[]) =>
    queryOptions({
      queryKey: ['community', 'ads', tags],
      queryFn: () => unwrap(api.community.ads.$get({ query: tags.length ? { tags: tags.join(',') } : {} })),
      staleTime: 5 * 60_000,
    }),
  activityTags: (q: string) =>
    queryOptions({
      queryKey: ['community', 'activity-tags', q],
      queryFn: () => unwrap(api.community['activity-tags'].$get({ query: { q } })),
      enabled: q.trim().length >= 2,
    }),
};

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: CounterType) => unwrap(api.community.counters.seen.$post({ json: { type } })),
    onSuccess: (counts) => queryClient.setQueryData(communityQueries.counters().queryKey, counts),
  });
}

/** Replaces one post wherever it is cached (feed pages and detail). */
export function usePatchPost() {
  const queryClient = useQueryClient();
  return (id: string, patch: (p: PostDto) => PostDto) => {
    queryClient.setQueriesData<{ pages: { items: FeedItem[] }[] }>({ queryKey: ['community', 'feed'] }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((i) => (i.kind === 'post' && i.post.id === id ? { ...i, post: patch(i.post) } : i)),
            })),
          }
        : data,
    );
    queryClient.setQueryData<{ post: PostDto & { views_count: number }; comments: CommentDto[] }>(
      communityQueries.post(id).queryKey,
      (data) => (data ? { ...data, post: { ...data.post, ...patch(data.post) } } : data),
    );
  };
}

/** Takes a deleted post out of every list on the page, and recounts what counted it (a hashtag's header). */
export function useRemovePost() {
  const queryClient = useQueryClient();
  return (id: string) => {
    queryClient.setQueriesData<{ pages: { items: FeedItem[] }[] }>({ queryKey: ['community', 'feed'] }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              items: p.items.filter((i) => !(i.kind === 'post' && i.post.id === id)),
            })),
          }
        : data,
    );
    void queryClient.invalidateQueries({ queryKey: ['community', 'hashtag'] });
  };
}

/** Likes or unlikes a post: drawn at once, put back as it was if the server refuses. */
export function useLikePost() {
  const patch = usePatchPost();
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean; before: Pick<PostDto, 'liked' | 'likes_count'> }) =>
      unwrap(
        like
          ? api.community.posts[':id'].like.$post({ param: { id } })
          : api.community.posts[':id'].like.$delete({ param: { id } }),
      ),
    onMutate: ({ id, like }) =>
      patch(id, (p) => ({ ...p, liked: like, likes_count: Math.max(0, p.likes_count + (like ? 1 : -1)) })),
    onSuccess: (res, { id }) => patch(id, (p) => ({ ...p, liked: res.liked, likes_count: res.likes_count })),
    onError: (_e, { id, before }) => patch(id, (p) => ({ ...p, ...before })),
  });
}

/** Saves or unsaves a post for the member: drawn at once, put back if the server refuses. */
export function useSavePost() {
  const patch = usePatchPost();
  return useMutation({
    mutationFn: async ({ id, save }: { id: string; save: boolean }) => {
      const res = save
        ? await api.community.posts[':id'].save.$put({ param: { id } })
        : await api.community.posts[':id'].save.$delete({ param: { id } });
      if (!res.ok) await unwrap(Promise.resolve(res as unknown as Response));
    },
    onMutate: ({ id, save }) => patch(id, (p) => ({ ...p, saved: save })),
    onError: (_e, { id, save }) => patch(id, (p) => ({ ...p, saved: !save })),
  });
}

/** Counts a share; the post then shows the server's count. */
export function useSharePost() {
  const patch = usePatchPost();
  return useMutation({
    mutationFn: ({ id, platform }: { id: string; platform: 'copy' | 'twitter' | 'facebook' }) =>
      unwrap(api.community.posts[':id'].share.$post({ param: { id }, json: { platform } })),
    onSuccess: (res, { id }) => patch(id, (p) => ({ ...p, shares_count: res.shares_count })),
  });
}

/** Deletes the member's own post and takes it out of every list on the page. */
export function useDeletePost() {
  const remove = useRemovePost();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.community.posts[':id'].$delete({ param: { id } })),
    onSuccess: (_res, id) => remove(id),
  });
}

/** Comments on a post (or replies to a comment); the post and the feed's counts then refresh. */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parent_id?: string | null }) =>
      unwrap(api.community.comments.$post({ json: { post_id: postId, ...input } })) satisfies Promise<{
        comment: CommentDto;
        message: string;
      }>,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: ['community', 'feed'] });
      await queryClient.invalidateQueries({ queryKey: communityQueries.post(postId).queryKey });
    },
  });
}

/** Deletes a comment (its author's, or any on the member's own post). */
export function useRemoveComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.community.comments[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueries.post(postId).queryKey }),
  });
}

export const recordView = (id: string) => unwrap(api.community.posts[':id'].view.$post({ param: { id } }));

export type PostInput = {
  content: string;
  media: PostDto['media'];
  visibility: PostDto['visibility'];
  location: string | null;
  activity_id: number | null;
};

/** Uploads one file with its progress; `abort` stops it (the file was removed or the page left). */
export function uploadMedia(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return sendForm<{ url: string; type: 'image' | 'video' }>('/api/community/media', form, {
    onProgress,
    failed: 'Failed to upload images',
  });
}

export const countAd = (id: string, what: 'impression' | 'click'): Promise<unknown> =>
  what === 'impression'
    ? unwrap(api.community.ads[':id'].impression.$post({ param: { id } }))
    : unwrap(api.community.ads[':id'].click.$post({ param: { id } }));

/** Publishes a new post, or saves the member's edit of one; the feed and the post then refresh. */
export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ editing, input }: { editing: string | null; input: PostInput }) =>
      (editing
        ? unwrap(api.community.posts[':id'].$patch({ param: { id: editing }, json: input }))
        : unwrap(api.community.posts.$post({ json: input }))) satisfies Promise<{ post: PostDto; message: string }>,
    onSuccess: async ({ post }) => {
      void queryClient.invalidateQueries({ queryKey: ['community', 'post', post.id] });
      await queryClient.invalidateQueries({ queryKey: ['community', 'feed'] });
    },
  });
}
