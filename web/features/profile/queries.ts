import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
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
    mutationFn: (file: Blob) =>
      unwrap(api.profile.avatar.$post({ form: { avatar: new File([file], 'avatar.jpg', { type: file.type }) } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => unwrap(api.account.delete.$post({ json: { password } })),
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
      unwrap(api.account.email.$post({ json: input })),
  });

/** Follows the link from the confirmation e-mail. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.account.email.confirm.$post({ json: { token } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey }),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      unwrap(api.account.password.$post({ json: input })),
  });
