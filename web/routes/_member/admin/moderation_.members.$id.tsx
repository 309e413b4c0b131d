import { createFileRoute } from '@tanstack/react-router';
import { MemberHistoryPage } from '@/features/moderation/admin/member-history';

export const Route = createFileRoute('/_member/admin/moderation_/members/$id')({
  head: () => ({ meta: [{ title: 'Moderation history | Lifelist' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <MemberHistoryPage userId={Route.useParams().id} />,
});
