import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ConsentInput } from '../../../worker/contracts/oidc';

/** The local sign-in provider's consent page (development and tests only; the API is 404 in production). */
export const localOidcQueries = {
  /** What the consent page shows for the signed request the authorization endpoint sent it. */
  consent: (request: string) =>
    queryOptions({
      queryKey: ['dev', 'oidc', 'consent', request],
      queryFn: () => unwrap(api.dev.oidc.consent.$get({ query: { request } })),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};

/** Allow or Cancel, then on to where the provider sends the browser (the app's callback). */
export function useAnswerConsent() {
  return useMutation({
    mutationFn: (input: ConsentInput) => unwrap(api.dev.oidc.consent.$post({ json: input })),
    onSuccess: ({ redirectTo }) => {
      window.location.assign(redirectTo);
    },
  });
}
