import { createFileRoute, Link } from '@tanstack/react-router';
import { Avatar } from '@/components/avatar';
import { RoleBadge } from '@/components/role-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { roleBadge } from '@/features/account/roles';
import { MyList } from '@/features/list/components/my-list';

export const Route = createFileRoute('/_member/profile/')({
  head: () => ({ meta: [{ title: 'My profile | Lifelist' }] }),
  component: OwnProfile,
});

function OwnProfile() {
  const { profile } = Route.useRouteContext().me;
  const badge = roleBadge(profile);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-wrap items-center gap-5 rounded-2xl border bg-card p-6">
        <Avatar src={profile.avatarUrl} name={name} size="xl" />
        <div className="flex flex-1 flex-col gap-2">
          <h1 className="text-3xl font-bold">{name}</h1>
          <p className="text-muted-foreground">@{profile.username}</p>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline" className="capitalize">
              {profile.tier}
            </Badge>
            {badge ? <RoleBadge badge={badge} /> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            Member since {new Date(profile.createdAt).toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/profile/edit">Edit Profile</Link>
        </Button>
      </header>
      <MyList />
    </div>
  );
}
