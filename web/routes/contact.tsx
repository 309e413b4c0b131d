import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '@/components/screen';
import { EmptyState } from '@/components/states';

export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: 'Contact Us | Lifelist' }] }),
  component: () => (
    <Screen title="Contact Us">
      <EmptyState title="Other Ways to Reach Us">
        E-mail hello@lifelist.app or call +44 20 7946 0958 (Mon-Fri 9am-5pm GMT).
      </EmptyState>
    </Screen>
  ),
});
