import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch, postJson, unwrap } from '@/lib/api';
import type { ProfileUpdateInput } from '../../../worker/contracts/profile';
import { accountQueries } from '../account/queries';

export * from './query-options';

/** Saves profile changes; mutations of one `scope` run one after another, in the order made. */
export function useUpdateProfile(scope?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(scope ? { scope: { id: scope } } : {}),
    mutationFn: (input: ProfileUpdateInput) => unwrap(api.profile.$patch({ json: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['profiles'] }),
      ]),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) => {
      const form = new FormData();
      form.append('avatar', file, 'avatar.jpg');
      return unwrap<{ profile: never; flags: never; message: string }>(
        apiFetch('/api/profile/avatar', { method: 'POST', body: form }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => postJson<{ message: string }>('/api/account/delete', { password }),
    onSuccess: () => {
      queryClient.setQueryData(accountQueries.me().queryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
    },
  });
}

/** Asks for a new sign-in address; it changes when the link sent there is followed. */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: (input: { newEmail: string; currentPassword: string }) =>
      postJson<{ message: string }>('/api/account/email', input),
  });

/** Follows the link from the confirmation e-mail. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      postJson<{ email: string; signedOut: boolean }>('/api/account/email/confirm', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey }),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      postJson<{ message: string }>('/api/account/password', input),
  });
