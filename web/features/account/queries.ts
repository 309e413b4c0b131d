import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api, postJson, unwrap } from '@/lib/api';
import type { CompleteProfileInput, SignUpInput } from '../../../worker/contracts/account';
import type { OIDC_PROVIDER_ID } from '../../../worker/contracts/sign-in-providers';

export const accountQueries = {
  /** The signed-in member, or null for a guest. */
  me: () =>
    queryOptions({
      queryKey: ['me'],
      queryFn: async ({ client }) => {
        const { me, newAccount } = await unwrap(api.me.current.$get());
        // The same answer says whether someone signed in with Google or Twitter still needs a profile.
        client.setQueryData(accountQueries.newAccount().queryKey, newAccount);
        return me;
      },
      staleTime: 60_000,
    }),
  /**
   * Someone signed in with Google or Twitter for the first time, without a profile yet (their
   * address and name from the provider), else null. Filled by `me`'s request.
   */
  newAccount: () =>
    queryOptions({
      queryKey: ['me', 'new-account'],
      queryFn: async () => (await unwrap(api.me.current.$get())).newAccount,
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

/**
 * Sign-up sends the form with the optional picture; the account opens when the link mailed to the
 * address is followed, so no session starts here.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: ({ input, avatar }: { input: SignUpInput; avatar: File | null }) =>
      unwrap(api.account['sign-up'].$post({ form: { data: JSON.stringify(input), ...(avatar ? { avatar } : {}) } })),
  });
}

/** The profile of someone who signed in with Google or Twitter the first time. */
export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteProfileInput) => unwrap(api.account.profile.$post({ json: input })),
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...accountQueries.me(), staleTime: 0 });
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
    },
  });
}

/** Sends the sign-up link again (the answer is the same for any address). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.account['sign-up'].resend.$post({ json: { email } })),
  });
}

/** Follows the sign-up link: confirms the address and, the first time, signs the member in. */
export function useConfirmAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, username }: { token: string; username?: string }) =>
      unwrap(api.account.confirm.$post({ json: { token, username } })),
    // The member is known before the page offers a link into the signed-in app, whose guard reads
    // the cached answer. A request for it sent before the account opened (the header's, at start-up)
    // would answer "no member" and send them to sign in, so it is cancelled, not joined.
    onSuccess: async () => {
      const me = accountQueries.me();
      await queryClient.cancelQueries({ queryKey: me.queryKey, exact: true });
      await queryClient.fetchQuery({ ...me, staleTime: 0 });
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
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

/**
 * Goes to the provider to sign in: Google, Twitter, or the OpenID Connect provider the server is
 * set up with (`oidc`, which better-auth's generic OAuth plugin serves through the same endpoint).
 * Back from it, /welcome sends a member on to their profile and asks a newcomer for one; a sign-in
 * cancelled or refused there comes back to /auth, which says why.
 */
export function startSocialSignIn(provider: 'google' | 'twitter' | typeof OIDC_PROVIDER_ID) {
  return postJson<{ url: string }>('/api/auth/sign-in/social', {
    provider,
    callbackURL: '/welcome',
    errorCallbackURL: '/auth',
  }).then(({ url }) => {
    window.location.assign(url);
  });
}
