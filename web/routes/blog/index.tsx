import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/blog/')({
  validateSearch: v.object({ userId: v.optional(v.string()) }),
  head: () => ({ meta: [{ title: 'Blog | Lifelist' }] }),
  component: () => (
    <Screen title="Blog">
      <EmptyState title="No Blogs Found">There are no blogs available at the moment.</EmptyState>
    </Screen>
  ),
});
