import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/_member/admin/editor/$contentType/$id')({
  validateSearch: v.object({ slug: v.optional(v.string()) }),
  head: () => ({ meta: [{ title: 'Content editor | Lifelist' }] }),
  component: () => (
    <Screen title="Content Editor">
      <EmptyState title="Failed to load content" />
    </Screen>
  ),
});
