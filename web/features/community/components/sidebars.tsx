import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyModule } from '@/components/ui/lazy-module';
import { useFollow } from '@/features/social/queries';
import { countLabel } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { usePageSeed } from '@/lib/use-page-seed';
import { communityQueries } from '../queries';
import { timeAgo } from './post-text';
import { AD_SEED, AD_SEED_RANGE, SponsoredCard } from './sponsored-card';

const memberNav = lazyModule(() => import('./member-nav'));

/** A member's places load for members only. */
function MemberNavSlot() {
  const loaded = memberNav.use(true);
  return loaded ? <loaded.MemberNav /> : <div className="min-h-80" aria-hidden />;
}

/** The left column: the member's places, with real unread counts; a join card for guests. */
export function LeftNav({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) {
    return (
      <aside className="rounded-xl border bg-card p-4" aria-label="Join the Community">
        <h2 className="font-semibold">Join the Community</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Share your adventures, follow friends and discover what others are doing.
        </p>
        <Button asChild className="mt-3 w-full">
          <Link to="/auth">Sign In</Link>
        </Button>
      </aside>
    );
  }
  return <MemberNavSlot />;
}

function SearchPreview() {
  const [q, setQ] = useState('');
  const debounced = useDebounced(q.trim(), 300);
  const preview = useQuery(communityQueries.search(debounced, 'preview', 'relevance'));
  return (
    <section className="rounded-xl border bg-card p-4" aria-labelledby="community-search-preview">
      <h2 id="community-search-preview" className="mb-2 font-semibold">
        Search the community
      </h2>
      <form action="/community/search">
        <Input
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Posts, people, #hashtags"
          aria-label="Search the community"
        />
      </form>
      {debounced ? (
        <div className="mt-2 flex flex-col gap-2 text-sm">
          {preview.isFetching && !preview.data ? <p className="text-muted-foreground">Searching...</p> : null}
          {preview.data?.posts.map((p) => (
            <Link key={p.id} to="/post/$id" params={{ id: p.id }} className="line-clamp-2 hover:underline">
              {p.content}
            </Link>
          ))}
          {preview.data?.hashtags.map((h) => (
            <Link
              key={h.name}
              to="/community/hashtag/$name"
              params={{ name: h.name }}
              className="text-primary hover:underline"
            >
              #{h.name}
            </Link>
          ))}
          {preview.data && !preview.data.posts.length && !preview.data.hashtags.length ? (
            <p className="text-muted-foreground">No Results Found</p>
          ) : null}
          <Link to="/community/search" search={{ q: debounced }} className="font-medium text-primary hover:underline">
            See all results
          </Link>
        </div>
      ) : null}
    </section>
  );
}

function FollowButton({ id }: { id: string }) {
  const follow = useFollow();
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => follow.mutate(id)}
      disabled={follow.isPending || follow.isSuccess}
    >
      {follow.isSuccess ? 'Requested' : 'Follow'}
    </Button>
  );
}

const STATUS: Record<string, string> = { completed: 'completed', in_progress: 'started' };

/** The right column: search, trending hashtags, recent activity, suggestions and a sponsored card. */
export function RightSidebar({ signedIn }: { signedIn: boolean }) {
  const sidebar = useQuery(communityQueries.sidebar());
  // The same start as the feed's ads: the sidebar's card is the first in the page's turn.
  const adSeed = usePageSeed(AD_SEED, AD_SEED_RANGE);
  const data = sidebar.data;
  // The widgets appear together once their one query has answered, below the search: drawn into
  // an empty column they move nothing, where headings drawn first would be pushed down by the lists
  // arriving above them.
  if (!data && !sidebar.isError) {
    return (
      <div className="flex flex-col gap-4">
        <SearchPreview />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <SearchPreview />
      <section className="rounded-xl border bg-card p-4" aria-labelledby="trending-hashtags">
        <h2 id="trending-hashtags" className="mb-2 font-semibold">
          Trending hashtags
        </h2>
        {sidebar.isError ? <p className="text-sm text-muted-foreground">Failed to load hashtags</p> : null}
        {data && data.hashtags.length === 0 ? (
          <p className="text-sm text-muted-foreground">No trending hashtags found</p>
        ) : null}
        <ul className="flex flex-col gap-1">
          {data?.hashtags.map((h) => (
            <li key={h.name} className="flex justify-between gap-2 text-sm">
              <Link
                to="/community/hashtag/$name"
                params={{ name: h.name }}
                className="min-w-0 text-primary wrap-anywhere hover:underline"
              >
                #{h.name}
              </Link>
              <span className="shrink-0 text-muted-foreground">{countLabel(h.post_count, 'post')}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-xl border bg-card p-4" aria-labelledby="recent-activities">
        <h2 id="recent-activities" className="mb-2 font-semibold">
          Recent activities
        </h2>
        {data && data.activities.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recent activities found</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {data?.activities.map((a) => (
            <li key={a.id} className="flex items-start gap-2 text-sm">
              <Avatar src={a.user.avatar_url} name={a.user.first_name} size="sm" />
              <p className="min-w-0 wrap-anywhere">
                <Link
                  to="/profile/$username"
                  params={{ username: a.user.username }}
                  className="font-medium hover:underline"
                >
                  {a.user.first_name}
                </Link>{' '}
                {STATUS[a.status] ?? 'added to their list'}{' '}
                {a.activity.id ? (
                  <Link
                    to="/activity/$id"
                    params={{ id: String(a.activity.id) }}
                    className="text-primary hover:underline"
                  >
                    {a.activity.title}
                  </Link>
                ) : (
                  <span>{a.activity.title}</span>
                )}
                <span className="block text-xs text-muted-foreground" suppressHydrationWarning>
                  {timeAgo(a.created_at)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </section>
      {signedIn ? (
        <section className="rounded-xl border bg-card p-4" aria-labelledby="suggested-users">
          <h2 id="suggested-users" className="mb-2 font-semibold">
            People you may know
          </h2>
          {data && data.suggested.length === 0 ? (
            <p className="text-sm text-muted-foreground">No suggestions right now</p>
          ) : null}
          <ul className="flex flex-col gap-2">
            {data?.suggested.map((u) => (
              <li key={u.id} className="flex items-center gap-2 text-sm">
                <Avatar src={u.avatar_url} name={u.first_name} size="sm" />
                <div className="min-w-0 flex-1 wrap-anywhere">
                  <Link
                    to="/profile/$username"
                    params={{ username: u.username }}
                    className="font-medium hover:underline"
                  >
                    {u.first_name}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">
                    {u.mutual_count
                      ? countLabel(u.mutual_count, 'mutual connection')
                      : u.shared_interests
                        ? countLabel(u.shared_interests, 'shared interest')
                        : `@${u.username}`}
                  </p>
                </div>
                <FollowButton id={u.id} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SponsoredCard seed={adSeed / AD_SEED_RANGE} slot={0} />
    </div>
  );
}
