import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditor } from '@/features/profile/components/profile-editor';
import { ProfileLoadError } from '@/features/profile/components/profile-errors';

export const Route = createFileRoute('/_member/profile/edit')({
  head: () => ({ meta: [{ title: 'Edit profile | Lifelist' }] }),
  errorComponent: () => (
    <ProfileLoadError title="Profile Not Found" text="Unable to load your profile. Please try refreshing the page." />
  ),
  component: function EditProfile() {
    return <ProfileEditor me={Route.useRouteContext().me} />;
  },
});
