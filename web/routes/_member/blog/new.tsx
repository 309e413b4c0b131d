import { createFileRoute } from '@tanstack/react-router';
import { BlogEditor } from '@/features/blogs/components/blog-editor';

export const Route = createFileRoute('/_member/blog/new')({
  head: () => ({ meta: [{ title: 'New blog post | Lifelist' }] }),
  component: NewBlog,
});

function NewBlog() {
  const { me } = Route.useRouteContext();
  return <BlogEditor initial={null} meId={me.profile.id} />;
}
