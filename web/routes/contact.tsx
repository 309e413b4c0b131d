import { createFileRoute } from '@tanstack/react-router';
import { routeError } from '@/components/route-error';
import { ContactPage } from '@/features/contact/contact-page';

export const Route = createFileRoute('/contact')({
  errorComponent: routeError('Something went wrong', 'Failed to load the contact form'),
  head: () => ({ meta: [{ title: 'Contact Us | Lifelist' }] }),
  component: ContactPage,
});
