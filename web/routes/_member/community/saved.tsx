import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { SavedPage } from '@/features/saved/saved-page';

export const Route = createFileRoute('/_member/community/saved')({
  errorComponent: (p) => <RouteError {...p} title="Failed to load saved posts" />,
  head: () => ({ meta: [{ title: 'Saved | Lifelist' }] }),
  component: SavedPage,
});
