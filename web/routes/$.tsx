import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound, redirect, useRouter } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { NotFoundPage } from '@/components/states';
import { Button } from '@/components/ui/button';
import { accountQueries } from '@/features/account/queries';
import { PageBlocks } from '@/features/static-pages/blocks';
import { pageQueries } from '@/features/static-pages/queries';
import { formatDate } from '@/lib/format';
import { titleOnly } from '@/lib/route-head';

/** Static pages by slug (about-us, legal/terms, help/faqs...), and the 404 for anything else. */
export const Route = createFileRoute('/$')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load page" />,
  loader: async ({ context, params, location }) => {
    const slug = params._splat ?? '';
    const page = await context.queryClient.ensureQueryData(pageQueries.bySlug(slug));
    // Old addresses (about, legal-terms, another case, a trailing slash) move for good to the
    // page's own address.
    if (page && location.pathname !== `/${page.slug}`) {
      throw redirect({ href: `/${page.slug}`, replace: true, statusCode: 301 });
    }
    // No page here: a 404 (content editors see the view that creates it).
    if (!page) throw notFound();
    return page;
  },
  head: ({ loaderData, match: { context } }) => {
    if (!loaderData) return { meta: [{ title: 'Page not found | Lifelist' }, { name: 'robots', content: 'noindex' }] };
    const title = `${loaderData.title} | Lifelist`;
    return import.meta.env.SSR
      ? import('@/features/static-pages/page-head').then(({ staticPageHead, routeHead }) =>
          routeHead(context.origin, staticPageHead(context.origin, loaderData), title),
        )
      : titleOnly(title);
  },
  notFoundComponent: StaticPageRoute,
  component: StaticPageRoute,
});

function StaticPageRoute() {
  const { _splat: slug = '' } = Route.useParams();
  const { data: page } = useSuspenseQuery(pageQueries.bySlug(slug));
  const me = useQuery(accountQueries.me());
  const router = useRouter();
  const isEditor = Boolean(me.data?.flags.isAdmin);

  // Visitors get the 404 page; content editors the CMS view that can create the page.
  if (!page && !isEditor) return <NotFoundPage />;
  if (!page) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">Page Not Found</h1>
        <p className="text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/">Go Home</Link>
          </Button>
          <Button variant="outline" onClick={() => router.invalidate()}>
            Retry
          </Button>
          {isEditor ? (
            <Button variant="secondary" asChild>
              <Link
                to="/admin/editor/$contentType/$id"
                params={{ contentType: 'static-page', id: 'new' }}
                search={{ slug }}
              >
                Create This Page
              </Link>
            </Button>
          ) : null}
        </div>
      </section>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold tracking-tight">{page.title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">Last updated {formatDate(page.updatedAt, 'long')}</p>
        </div>
        {isEditor ? (
          <Button variant="outline" asChild>
            <Link to="/admin/editor/$contentType/$id" params={{ contentType: 'static-page', id: page.id }}>
              Edit Page
            </Link>
          </Button>
        ) : null}
      </header>
      <PageBlocks blocks={page.content} />
    </article>
  );
}
