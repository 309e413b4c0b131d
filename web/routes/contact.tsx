import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { ContactPage } from '@/features/contact/contact-page';

export const Route = createFileRoute('/contact')({
  errorComponent: (p) => <RouteError {...p} title="Something went wrong" fallback="Failed to load the contact form" />,
  head: () => ({ meta: [{ title: 'Contact Us | Lifelist' }] }),
  component: ContactPage,
});
