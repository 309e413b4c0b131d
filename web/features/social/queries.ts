import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const socialQueries = {
  status: (userId: string) =>
    queryOptions({
      queryKey: ['relationships', 'status', userId],
      queryFn: () => unwrap(api.relationships.status[':id'].$get({ param: { id: userId } })),
    }),
  blocks: () =>
    queryOptions({
      queryKey: ['relationships', 'blocks'],
      queryFn: () => unwrap(api.relationships.blocks.$get()),
    }),
  mutes: () =>
    queryOptions({
      queryKey: ['relationships', 'mutes'],
      queryFn: () => unwrap(api.relationships.mutes.$get()),
    }),
  mutedWords: () =>
    queryOptions({
      queryKey: ['relationships', 'muted-words'],
      queryFn: () => unwrap(api.relationships['muted-words'].$get()),
    }),
  requests: () =>
    queryOptions({
      queryKey: ['relationships', 'requests'],
      queryFn: () => unwrap(api.relationships.follow.requests.$get()),
    }),
};

/** Every relationship change refreshes statuses, profiles (counts) and notifications. */
function useRelationshipMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all(
        ['relationships', 'profiles', 'notifications', 'community'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}

export const useFollow = () =>
  useRelationshipMutation((user_id: string) => unwrap(api.relationships.follow.$post({ json: { user_id } })));
export const useUnfollow = () =>
  useRelationshipMutation((user_id: string) => unwrap(api.relationships.follow.$delete({ json: { user_id } })));
export const useDecide = () =>
  useRelationshipMutation(({ id, decision }: { id: string; decision: 'accept' | 'reject' }) =>
    unwrap(api.relationships.follow[':id'][decision].$post({ param: { id } })),
  );
export const useBlock = () =>
  useRelationshipMutation((user_id: string) => unwrap(api.relationships.block.$post({ json: { user_id } })));
export const useUnblock = () =>
  useRelationshipMutation((user_id: string) => unwrap(api.relationships.block.$delete({ json: { user_id } })));
export const useMute = () =>
  useRelationshipMutation((user_id: string) => unwrap(api.relationships.mute.$post({ json: { user_id } })));
export const useUnmute = () =>
  useRelationshipMutation((user_id: string) => unwrap(api.relationships.mute.$delete({ json: { user_id } })));
export const useMuteWord = () =>
  useRelationshipMutation((word: string) => unwrap(api.relationships['muted-words'].$post({ json: { word } })));
export const useUnmuteWord = () =>
  useRelationshipMutation((word: string) => unwrap(api.relationships['muted-words'].$delete({ json: { word } })));
