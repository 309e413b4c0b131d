import { createFileRoute } from '@tanstack/react-router';
import { AdminMessagesPage } from '@/features/contact/admin-messages-page';

export const Route = createFileRoute('/_member/admin/messages')({
  head: () => ({ meta: [{ title: 'Messages | Admin | Lifelist' }] }),
  component: AdminMessagesPage,
});
