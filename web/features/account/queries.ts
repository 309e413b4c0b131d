import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api, postJson, unwrap } from '@/lib/api';
import type { SignUpInput } from '../../../worker/contracts/account';

export const accountQueries = {
  /** The signed-in member, or null for a guest. */
  me: () =>
    queryOptions({
      queryKey: ['me'],
      queryFn: async () => {
        const res = await api.me.$get();
        if (res.status === 401) {
          // Read the answer to its end: an unread body keeps the request open in the browser.
          await res.body?.cancel();
          return null;
        }
        return unwrap(Promise.resolve(res));
      },
      staleTime: 60_000,
    }),
  providers: () =>
    queryOptions({
      queryKey: ['me', 'providers'],
      queryFn: () => unwrap(api.account.providers.$get()),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export type Me = NonNullable<Awaited<ReturnType<ReturnType<typeof accountQueries.me>['queryFn'] & {}>>>;

export const useMe = () => useQuery(accountQueries.me());

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => postJson('/api/auth/sign-in/email', input),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => unwrap(api.account['sign-up'].$post({ json: input })),
    onSuccess: (me) => {
      queryClient.setQueryData(accountQueries.me().queryKey, me);
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => postJson('/api/auth/sign-out', {}),
    onSuccess: async () => {
      queryClient.setQueryData(accountQueries.me().queryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
      await navigate({ to: '/' });
    },
  });
}

export function startSocialSignIn(provider: 'google' | 'twitter') {
  return postJson<{ url: string }>('/api/auth/sign-in/social', { provider, callbackURL: '/profile' }).then(
    ({ url }) => {
      window.location.assign(url);
    },
  );
}
