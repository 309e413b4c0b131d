import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { BlogPage, BlogUnavailable } from '@/features/blogs/components/blog-page';
import { blogQueries } from '@/features/blogs/queries';
import { ApiError } from '@/lib/api';
import { titleOnly } from '@/lib/route-head';

type Unavailable = { status: number; message: string };

export const Route = createFileRoute('/blog/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load blog" />,
  // A blog that does not exist, or that this reader may not see, is the page's 404 in the API's
  // words; any other failure is the error view.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(blogQueries.detail(params.id)).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        throw notFound({ data: { status: error.status, message: error.message } satisfies Unavailable });
      throw error;
    }),
  head: ({ loaderData, match: { context } }) => {
    const title = `${loaderData?.title ?? 'Blog'} | Lifelist`;
    return import.meta.env.SSR && loaderData
      ? import('@/features/blogs/page-head').then(({ blogPageHead, routeHead }) =>
          routeHead(context.origin, blogPageHead(context.origin, loaderData), title),
        )
      : titleOnly(title);
  },
  notFoundComponent: ({ data }) => {
    const { status, message } = (data ?? { status: 404, message: 'Blog not found' }) as Unavailable;
    return <BlogUnavailable status={status} message={message} />;
  },
  component: BlogRoute,
});

function BlogRoute() {
  const { id } = Route.useParams();
  return <BlogPage key={id} id={id} />;
}
