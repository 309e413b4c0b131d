import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { LoadingScreen } from '@/components/states';
import { Button } from '@/components/ui/button';
import { ContentEditor } from '@/features/admin/content-editor';
import { adminQueries } from '@/features/admin/queries';
import { errorMessage } from '@/lib/api';
import { searchReader, text } from '@/lib/url-search';

const editorSearch = searchReader({ slug: text() });

export const Route = createFileRoute('/_member/admin/editor/$contentType/$id')({
  validateSearch: (search: Record<string, unknown>): { slug?: string } => editorSearch(search),
  // Posts and blogs are edited in their own editors (admins may edit anyone's there).
  beforeLoad: ({ params }) => {
    if (params.contentType === 'post') throw redirect({ to: '/post/$id/edit', params: { id: params.id } });
    if (params.contentType === 'blog') throw redirect({ to: '/blog/edit/$id', params: { id: params.id } });
  },
  head: ({ params }) => ({
    meta: [{ title: `${params.contentType === 'activity' ? 'Activity' : 'Page'} editor | Lifelist` }],
  }),
  component: EditorRoute,
});

function Failed({ message }: { message: string }) {
  return (
    <section role="alert" className="flex flex-col items-start gap-4 py-12">
      <h1 className="text-2xl font-semibold">{message}</h1>
      <Button asChild>
        <Link to="/admin">Back to Admin</Link>
      </Button>
    </section>
  );
}

function EditorRoute() {
  const { contentType, id } = Route.useParams();
  const { slug } = Route.useSearch();
  const isNew = id === 'new';
  const page = useQuery({ ...adminQueries.page(id), enabled: contentType === 'static-page' && !isNew });
  const activityId = Number(id);
  const activity = useQuery({
    ...adminQueries.activity(activityId),
    enabled: contentType === 'activity' && !isNew && Number.isInteger(activityId),
  });

  if (contentType === 'static-page') {
    if (isNew) return <ContentEditor key="page" target={{ type: 'static-page', page: null, slug }} />;
    if (page.isPending) return <LoadingScreen />;
    if (page.isError) return <Failed message={errorMessage(page.error, 'Failed to load page')} />;
    return <ContentEditor key="page" target={{ type: 'static-page', page: page.data }} />;
  }
  if (contentType === 'activity') {
    if (isNew) return <ContentEditor key="activity" target={{ type: 'activity', activity: null }} />;
    if (!Number.isInteger(activityId)) return <Failed message="Failed to load activity" />;
    if (activity.isPending) return <LoadingScreen />;
    if (activity.isError) return <Failed message={errorMessage(activity.error, 'Failed to load activity')} />;
    return <ContentEditor key="activity" target={{ type: 'activity', activity: activity.data }} />;
  }
  return <Failed message="Failed to load content" />;
}
