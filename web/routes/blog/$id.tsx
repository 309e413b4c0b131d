import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { BlogPage } from '@/features/blogs/components/blog-page';
import { blogQueries } from '@/features/blogs/queries';
import { ApiError } from '@/lib/api';
import { titleOnly } from '@/lib/route-head';

export const Route = createFileRoute('/blog/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load blog" />,
  // The page shows what the query finds (or its own not-found, which is the page's 404); the
  // loader only has it first.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(blogQueries.detail(params.id)).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound();
      return undefined;
    }),
  head: ({ loaderData, match: { context } }) => {
    const title = `${loaderData?.title ?? 'Blog'} | Lifelist`;
    return import.meta.env.SSR && loaderData
      ? import('@/features/blogs/page-head').then(({ blogPageHead, routeHead }) =>
          routeHead(context.origin, blogPageHead(context.origin, loaderData), title),
        )
      : titleOnly(title);
  },
  notFoundComponent: BlogRoute,
  component: BlogRoute,
});

function BlogRoute() {
  const { id } = Route.useParams();
  return <BlogPage key={id} id={id} />;
}
