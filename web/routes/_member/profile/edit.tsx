import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditor } from '@/features/profile/components/profile-editor';

export const Route = createFileRoute('/_member/profile/edit')({
  head: () => ({ meta: [{ title: 'Edit profile | Lifelist' }] }),
  component: function EditProfile() {
    return <ProfileEditor me={Route.useRouteContext().me} />;
  },
});
