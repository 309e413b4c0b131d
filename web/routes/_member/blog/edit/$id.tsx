import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { Screen } from '@/components/screen';
import { EmptyState, LoadingScreen } from '@/components/states';
import { Button } from '@/components/ui/button';
import { BlogEditor } from '@/features/blogs/components/blog-editor';
import { blogQueries } from '@/features/blogs/queries';
import { ApiError } from '@/lib/api';

export const Route = createFileRoute('/_member/blog/edit/$id')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load blog" />,
  head: () => ({ meta: [{ title: 'Edit blog post | Lifelist' }] }),
  component: EditBlog,
});

function EditBlog() {
  const { id } = Route.useParams();
  const { me } = Route.useRouteContext();
  const blog = useQuery(blogQueries.edit(id));
  if (blog.isPending) return <LoadingScreen />;
  if (blog.isError) {
    const e = blog.error;
    const message = e instanceof ApiError && (e.status === 403 || e.status === 404) ? e.message : 'Failed to load blog';
    return (
      <Screen title="Edit Blog Post">
        <EmptyState
          title={e instanceof ApiError && e.status === 404 ? 'Blog not found' : "Can't open this blog"}
          action={
            <Button asChild variant="outline">
              <Link to="/blog">Back to blogs</Link>
            </Button>
          }
        >
          {message}
        </EmptyState>
      </Screen>
    );
  }
  // Keyed by id so moving from /blog/new to the saved blog starts from the server's copy.
  return <BlogEditor key={id} initial={blog.data} meId={me.profile.id} />;
}
