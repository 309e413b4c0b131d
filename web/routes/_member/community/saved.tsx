import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '@/features/saved/saved-page';

export const Route = createFileRoute('/_member/community/saved')({
  head: () => ({ meta: [{ title: 'Saved | Lifelist' }] }),
  component: SavedPage,
});
