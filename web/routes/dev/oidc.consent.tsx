import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { ConsentScreen } from '@/features/dev/components/consent-screen';
import { localOidcQueries } from '@/features/dev/queries';
import { ApiError } from '@/lib/api';
import { searchReader, text } from '@/lib/url-search';

const consentSearch = searchReader({ request: text(4000) });

/**
 * The local sign-in provider's consent screen (development and tests only: the API answers 404 in
 * production, and so does this page), where its authorization endpoint sends the browser with the
 * request it checked and signed.
 */
export const Route = createFileRoute('/dev/oidc/consent')({
  validateSearch: consentSearch,
  loaderDeps: ({ search }) => ({ request: search.request ?? '' }),
  loader: async ({ context, deps }) => {
    try {
      return await context.queryClient.ensureQueryData(localOidcQueries.consent(deps.request));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  errorComponent: (p) => <RouteError {...p} title="This sign-in cannot go on" />,
  head: () => ({ meta: [{ title: 'Sign in | Lifelist Local ID' }, { name: 'robots', content: 'noindex' }] }),
  component: Consent,
});

function Consent() {
  const { request } = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(localOidcQueries.consent(request));
  return <ConsentScreen request={request} view={data} />;
}
