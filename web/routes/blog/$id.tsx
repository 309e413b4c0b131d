import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { BlogPage } from '@/features/blogs/components/blog-page';
import { blogQueries } from '@/features/blogs/queries';

export const Route = createFileRoute('/blog/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load blog" />,
  // The page shows what the query finds (or its own not-found); the loader only has it first.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(blogQueries.detail(params.id)).catch(() => undefined),
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Blog'} | Lifelist` }] }),
  component: BlogRoute,
});

function BlogRoute() {
  const { id } = Route.useParams();
  return <BlogPage key={id} id={id} />;
}
