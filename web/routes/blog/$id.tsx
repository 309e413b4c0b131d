import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { BlogPage } from '@/features/blogs/components/blog-page';

export const Route = createFileRoute('/blog/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load blog" />,
  head: () => ({ meta: [{ title: 'Blog | Lifelist' }] }),
  component: BlogRoute,
});

function BlogRoute() {
  const { id } = Route.useParams();
  return <BlogPage key={id} id={id} />;
}
