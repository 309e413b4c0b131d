import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { ArrowLeft, Lock, Mail, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { RoleBadge } from '@/components/role-badge';
import { EmptyState } from '@/components/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { accountQueries } from '@/features/account/queries';
import { roleBadge } from '@/features/account/roles';
import { listItemImage } from '@/features/list/image';
import { ReportButton } from '@/features/moderation/report-button';
import { ConnectionCard, RelationshipControls } from '@/features/social/components/relationship-controls';
import { socialQueries } from '@/features/social/queries';
import { countLabel, formatDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { displayTitle } from '../../../../worker/contracts/catalogue-display';
import type { PublicProfile as Data } from '../queries';

const monthYear = (d: string | Date) => formatDate(d, 'monthYear');
const TABS = ['Posts', 'Blogs', 'Activities'] as const;
const plural = (n: number, word: string) => countLabel(n, word);

export function UserNotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">User Not Found</h1>
      <p className="text-muted-foreground">This member doesn't exist or their profile isn't available.</p>
      <div className="flex gap-3">
        <Button asChild>
          <Link to="/">Go Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/community">View Community</Link>
        </Button>
      </div>
    </section>
  );
}

function Chips({ relation, userId, ask }: { relation: Data['relation']; userId: string; ask: boolean }) {
  // The follow status the Follow button reads: a request waiting for their answer.
  const requested = useQuery({ ...socialQueries.status(userId), enabled: ask }).data?.followStatus === 'pending';
  const chips = [
    ...(relation.mutual ? ['You follow each other'] : relation.followedBy ? ['Follows you'] : []),
    ...(requested ? ['Follow requested'] : []),
  ];
  return chips.map((c) => (
    <Badge key={c} variant="outline">
      {c}
    </Badge>
  ));
}

export function PublicProfileView({ data }: { data: Data }) {
  const router = useRouter();
  const [tab, setTab] = useState<(typeof TABS)[number]>('Posts');
  const signedIn = Boolean(useQuery(accountQueries.me()).data);
  const p = data.profile;
  // Members report what others created; their own profile offers no Report.
  const canReport = signedIn && !p.isOwner;
  const badge =
    'isBanned' in p
      ? roleBadge({ role: p.role, isAdmin: false, isSuspended: p.isSuspended, isBanned: p.isBanned })
      : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <Button variant="ghost" className="-ml-3 mb-4" onClick={() => router.history.back()}>
        <ArrowLeft aria-hidden /> Back
      </Button>
      <header className="flex flex-wrap items-center gap-5 rounded-2xl border bg-card p-6">
        <Avatar src={p.avatarUrl} name={p.firstName} size="xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 wrap-anywhere">
          <h1 className="text-3xl font-bold">{p.firstName || p.username}</h1>
          <p className="text-muted-foreground">@{p.username}</p>
          <div className="flex flex-wrap gap-2">
            {badge ? <RoleBadge badge={badge} /> : null}
            <Chips relation={data.relation} userId={p.id} ask={signedIn && !p.isOwner} />
          </div>
          {'profileBio' in p && p.profileBio ? <p className="max-w-2xl">{p.profileBio}</p> : null}
          {'followersCount' in p ? (
            <dl className="flex gap-6 text-sm">
              <div>
                <dd className="inline font-semibold">{p.followersCount}</dd>{' '}
                <dt className="inline text-muted-foreground">Followers</dt>
              </div>
              <div>
                <dd className="inline font-semibold">{p.followingCount}</dd>{' '}
                <dt className="inline text-muted-foreground">Following</dt>
              </div>
              <div>
                {/* The header's Posts counts posts and blogs together. */}
                <dd className="inline font-semibold">{formatNumber(p.postsCount + p.blogsCount)}</dd>{' '}
                <dt className="inline text-muted-foreground">Posts</dt>
              </div>
            </dl>
          ) : null}
        </div>
        {p.isOwner ? (
          <Button asChild variant="outline">
            <Link to="/profile/edit">Edit Profile</Link>
          </Button>
        ) : (
          <RelationshipControls userId={p.id} name={p.firstName} signedIn={signedIn} />
        )}
      </header>

      {data.restricted ? (
        <div className="mt-8">
          <EmptyState title={data.visibility === 'blocked' ? 'You blocked this member' : 'This profile is private'}>
            <span className="inline-flex items-center gap-2">
              <Lock className="size-4" aria-hidden />{' '}
              {data.visibility === 'blocked'
                ? `You blocked ${p.firstName}. Unblock them to see their profile again.`
                : data.visibility === 'friends'
                  ? `${p.firstName} shares their profile with mutual follows only.`
                  : `Only the followers ${p.firstName} has approved can see this profile. Send a follow request to ask.`}
            </span>
          </EmptyState>
        </div>
      ) : (
        <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <aside className="flex flex-col gap-4">
            <section aria-labelledby="about" className="rounded-2xl border p-5">
              <h2 id="about" className="mb-3 font-semibold">
                About
              </h2>
              <ul className="flex flex-col gap-2 text-sm">
                {'location' in p && p.location ? (
                  <li className="flex min-w-0 items-center gap-2 wrap-anywhere">
                    <MapPin className="size-4 shrink-0" aria-hidden /> {p.location}
                  </li>
                ) : null}
                {'email' in p && p.email ? (
                  <li className="flex min-w-0 items-center gap-2 wrap-anywhere">
                    <Mail className="size-4 shrink-0" aria-hidden /> {p.email}
                  </li>
                ) : null}
                {'createdAt' in p ? <li>Joined {monthYear(p.createdAt)}</li> : null}
              </ul>
              {'interests' in p && p.interests.length ? (
                <div className="mt-3 flex flex-wrap gap-1">
                  {p.interests.map((i) => (
                    <Badge key={i} variant="secondary">
                      {i}
                    </Badge>
                  ))}
                </div>
              ) : null}
            </section>
            {!p.isOwner ? <ConnectionCard userId={p.id} signedIn={signedIn} /> : null}
            {'blogsCount' in p ? (
              <section aria-labelledby="stats" className="rounded-2xl border p-5">
                <h2 id="stats" className="mb-3 font-semibold">
                  User Stats
                </h2>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <dt className="text-muted-foreground">Posts</dt>
                  <dd>{p.postsCount}</dd>
                  <dt className="text-muted-foreground">Blogs</dt>
                  <dd>{p.blogsCount}</dd>
                  <dt className="text-muted-foreground">Followers</dt>
                  <dd>{p.followersCount}</dd>
                  <dt className="text-muted-foreground">Following</dt>
                  <dd>{p.followingCount}</dd>
                  <dt className="text-muted-foreground">Member Since</dt>
                  <dd>{monthYear(p.createdAt)}</dd>
                </dl>
              </section>
            ) : null}
          </aside>
          <section>
            <div role="tablist" aria-label="Profile sections" className="mb-4 flex gap-1 border-b">
              {TABS.map((t) => (
                <button
                  key={t}
                  type="button"
                  role="tab"
                  aria-selected={tab === t}
                  onClick={() => setTab(t)}
                  className={cn(
                    '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
                    tab === t ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground',
                  )}
                >
                  {t}
                </button>
              ))}
            </div>
            <div role="tabpanel" aria-label={tab}>
              {tab === 'Posts' ? (
                data.posts.length ? (
                  <ul className="flex flex-col gap-3">
                    {data.posts.map((post) => (
                      <li key={post.id} className="rounded-xl border p-4">
                        <p className="whitespace-pre-wrap">{post.content}</p>
                        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                          <p className="text-xs text-muted-foreground">
                            {formatDate(post.createdAt)} · {plural(post.likesCount, 'like')} ·{' '}
                            {plural(post.commentsCount, 'comment')}
                          </p>
                          {canReport ? (
                            <ReportButton
                              targetType="post"
                              targetId={post.id}
                              subject="post"
                              label={`post from ${formatDate(post.createdAt)}`}
                            />
                          ) : null}
                        </div>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <EmptyState title="No Posts Yet">{p.firstName} hasn't posted yet.</EmptyState>
                )
              ) : tab === 'Blogs' ? (
                data.blogs.length ? (
                  <div className="flex flex-col gap-3">
                    <ul className="flex flex-col gap-3">
                      {data.blogs.map((b) => (
                        <li key={b.id} className="rounded-xl border p-4">
                          <Link to="/blog/$id" params={{ id: b.id }} className="font-semibold hover:underline">
                            {b.title}
                          </Link>
                          {b.subtitle ? <p className="text-sm text-muted-foreground">{b.subtitle}</p> : null}
                        </li>
                      ))}
                    </ul>
                    <Link
                      to="/blog"
                      search={{ userId: p.id }}
                      className="text-sm font-medium text-primary hover:underline"
                    >
                      View All Blogs
                    </Link>
                  </div>
                ) : (
                  <EmptyState title="No blogs yet">{p.firstName} hasn't published a blog yet.</EmptyState>
                )
              ) : data.activities.length ? (
                <ul className="grid gap-3 sm:grid-cols-2">
                  {data.activities.map((a) => (
                    <li key={a.id} className="flex items-center gap-3 rounded-xl border p-3">
                      <img
                        src={listItemImage(a)}
                        alt=""
                        width={96}
                        height={60}
                        loading="lazy"
                        className="h-14 w-20 rounded object-cover"
                      />
                      <div className="flex-1">
                        {a.activityId ? (
                          <Link
                            to="/activity/$id"
                            params={{ id: String(a.activityId) }}
                            className="font-medium hover:underline"
                          >
                            {displayTitle(a)}
                          </Link>
                        ) : (
                          <Link
                            to="/activity/custom/$id"
                            params={{ id: a.customActivityId ?? '' }}
                            className="font-medium hover:underline"
                          >
                            {displayTitle(a)}
                          </Link>
                        )}
                        <p className="text-xs text-muted-foreground">
                          {a.status === 'completed'
                            ? 'Completed'
                            : a.status === 'in_progress'
                              ? 'In Progress'
                              : 'On List'}
                        </p>
                      </div>
                      {canReport && a.customActivityId ? (
                        <ReportButton
                          targetType="custom_activity"
                          targetId={a.customActivityId}
                          subject="activity"
                          label={`activity ${displayTitle(a)}`}
                        />
                      ) : null}
                    </li>
                  ))}
                  <li className="sm:col-span-2">
                    <Link
                      to="/profile/$username/list"
                      params={{ username: p.username }}
                      className="text-sm font-medium text-primary hover:underline"
                    >
                      See {p.firstName}'s whole list
                    </Link>
                  </li>
                </ul>
              ) : (
                <EmptyState title="No activities shared">{p.firstName} hasn't shared any activities yet.</EmptyState>
              )}
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
