import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Avatar } from '@/components/avatar';
import { RoleBadge } from '@/components/role-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { accountQueries } from '@/features/account/queries';
import { roleBadge } from '@/features/account/roles';
import { MyList } from '@/features/list/components/my-list';
import { ProfileLoadError } from '@/features/profile/components/profile-errors';
import { formatDate } from '@/lib/format';
import { profileCompleteness } from '../../../../worker/contracts/profile';

export const Route = createFileRoute('/_member/profile/')({
  head: () => ({ meta: [{ title: 'My profile | Lifelist' }] }),
  component: OwnProfile,
  errorComponent: () => <ProfileLoadError title="Error Loading Profile" text="Unable to load profile information." />,
});

function OwnProfile() {
  // The live query, so edits made elsewhere show at once; the route context has the first load.
  const context = Route.useRouteContext().me;
  const { profile } = useQuery(accountQueries.me()).data ?? context;
  const badge = roleBadge(profile);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-wrap items-center gap-5 rounded-2xl border bg-card p-6">
        <Avatar src={profile.avatarUrl} name={name} size="xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 wrap-anywhere">
          <h1 className="text-3xl font-bold">{name}</h1>
          <p className="text-muted-foreground">@{profile.username}</p>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline" className="capitalize">
              {profile.tier}
            </Badge>
            {badge ? <RoleBadge badge={badge} /> : null}
          </div>
          <p className="text-sm text-muted-foreground">Member since {formatDate(profile.createdAt, 'monthYear')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/profile/edit">Edit Profile</Link>
        </Button>
      </header>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_280px]">
        <MyList />
        <aside aria-labelledby="profile-card" className="flex h-fit flex-col gap-3 rounded-2xl border p-5">
          <h2 id="profile-card" className="font-semibold">
            Your profile
          </h2>
          <p className="text-sm text-muted-foreground">{profileCompleteness(profile)}% complete</p>
          {profile.location ? <p className="text-sm wrap-anywhere">{profile.location}</p> : null}
          {profile.profileBio ? <p className="text-sm wrap-anywhere">{profile.profileBio}</p> : null}
          {profile.interests.length ? (
            <div className="flex flex-wrap gap-1">
              {profile.interests.map((i) => (
                <Badge key={i} variant="secondary">
                  {i}
                </Badge>
              ))}
            </div>
          ) : null}
          <Link
            to="/profile/$username"
            params={{ username: profile.username }}
            className="text-sm font-medium text-primary hover:underline"
          >
            See your public profile
          </Link>
          <Link to="/activities" className="text-sm font-medium text-primary hover:underline">
            Explore Activities
          </Link>
        </aside>
      </div>
    </div>
  );
}
