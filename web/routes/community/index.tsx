import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { RouteError } from '@/components/route-error';
import { Button } from '@/components/ui/button';
import { accountQueries, useMe } from '@/features/account/queries';
import { CommunityLayout } from '@/features/community/components/community-layout';
import { ComposerSlot } from '@/features/community/components/composer-slot';
import { type EmptyVariant, FeedList } from '@/features/community/components/feed-list';
import { FiltersButton } from '@/features/community/components/filters-panel';
import { badge, type FilterState, initialFilterState, loadFilters, storeFilters } from '@/features/community/filters';
import { communityQueries, type FeedParams, useMarkSeen } from '@/features/community/queries';
import { UnlessRestricted } from '@/features/moderation/restricted';
import { titleOnly } from '@/lib/route-head';
import { cn } from '@/lib/utils';
import type { CounterType } from '../../../worker/contracts/community';

const FIRST_FILTERS = initialFilterState();

/** What the feed asks for with these filters on this tab. */
const feedParams = (filters: FilterState, tab: 'home' | 'following', signedIn: boolean): FeedParams => ({
  ...filters,
  source: tab === 'following' ? 'following' : signedIn ? filters.source : 'everyone',
  saved: signedIn && filters.saved,
});

export const Route = createFileRoute('/community/')({
  // The feed and a member's counts start loading with the page rather than once it has drawn.
  loader: ({ context: { queryClient } }) => {
    void queryClient
      .ensureQueryData(accountQueries.me())
      .then((me) =>
        Promise.all([
          queryClient.prefetchInfiniteQuery(communityQueries.feed(feedParams(FIRST_FILTERS, 'home', Boolean(me)))),
          me ? queryClient.prefetchQuery(communityQueries.counters()) : null,
        ]),
      )
      .catch(() => {});
  },
  errorComponent: (p) => <RouteError {...p} title="Error loading posts" fallback="Failed to load posts" />,
  head: ({ match: { context } }) =>
    import.meta.env.SSR
      ? import('@/lib/page-head').then(({ listPageHead, routeHead }) =>
          routeHead(context.origin, listPageHead(context.origin, '/community'), 'Community | Lifelist'),
        )
      : titleOnly('Community | Lifelist'),
  component: CommunityPage,
});

function emptyFor(tab: 'home' | 'following', f: FilterState): EmptyVariant {
  if (f.saved) return { title: 'No Content Found', text: "You haven't saved anything that matches these filters yet." };
  if (tab === 'following' || f.source === 'following')
    return {
      title: 'No Content Found',
      text: 'Nobody you follow has posted yet. Find people to follow in the sidebar.',
    };
  if (f.source === 'friends') return { title: 'No Content Found', text: 'Your friends have not posted yet.' };
  return { title: 'No Posts Yet', text: 'Be the first to share something with the community.' };
}

function CommunityPage() {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const profile = me.data?.profile;
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'home' | 'following'>('home');
  // The page is rendered on the server with the first filters; the ones this browser kept apply
  // once the app has started (the same markup first, so hydration matches).
  const [kept, setFilters] = useState<FilterState | null>(null);
  const filters = kept ?? FIRST_FILTERS;
  const counters = useQuery({ ...communityQueries.counters(), enabled: signedIn });
  const markSeen = useMarkSeen();

  useEffect(() => {
    if (kept) storeFilters(kept);
    else setFilters(loadFilters());
  }, [kept]);

  const seen = (type: CounterType) => {
    if (signedIn) markSeen.mutate(type);
  };
  function changeFilters(next: FilterState) {
    if (next.contentType !== filters.contentType) seen(next.contentType);
    if (next.source === 'following' && filters.source !== 'following') seen('following');
    setFilters(next);
  }
  function chooseTab(next: 'home' | 'following') {
    setTab(next);
    seen(next === 'following' ? 'following' : filters.contentType);
  }

  const params = feedParams(filters, tab, signedIn);
  const current = tab === 'following' ? counters.data?.following : counters.data?.[filters.contentType];
  const viewer = profile ? { id: profile.id, isAdmin: Boolean(me.data?.flags.isAdmin) } : null;

  return (
    <CommunityLayout signedIn={signedIn}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Community</h1>
        <FiltersButton state={filters} onChange={changeFilters} signedIn={signedIn} counts={counters.data} />
      </div>
      <div role="tablist" aria-label="Feed" className="flex gap-1 border-b">
        {(['home', 'following'] as const).map((t) => {
          const n = t === 'following' ? counters.data?.following : counters.data?.all;
          const disabled = t === 'following' && !signedIn;
          return (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={tab === t}
              disabled={disabled}
              title={disabled ? 'Sign in to see posts from people you follow' : undefined}
              onClick={() => chooseTab(t)}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-medium disabled:opacity-50',
                tab === t
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {t === 'home' ? 'Home' : 'Following'}
              {badge(n ?? 0) ? (
                <span className="ml-2 rounded-full bg-red-600 px-1.5 text-xs text-white">
                  {badge(n ?? 0)}
                  <span className="sr-only"> new</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {profile ? (
        <UnlessRestricted>
          <ComposerSlot me={{ id: profile.id, first_name: profile.firstName, avatar_url: profile.avatarUrl }} />
        </UnlessRestricted>
      ) : (
        <div className="rounded-xl border bg-card p-4 text-sm">
          Please sign in to create a post.{' '}
          <Link to="/auth" className="font-medium text-primary hover:underline">
            Sign In
          </Link>
        </div>
      )}
      {current ? (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => {
            seen(tab === 'following' ? 'following' : filters.contentType);
            queryClient.invalidateQueries({ queryKey: ['community', 'feed'] });
          }}
        >
          Show {badge(current)} new {current === 1 ? 'item' : 'items'}
        </Button>
      ) : null}
      <FeedList
        params={params}
        viewer={viewer}
        empty={emptyFor(tab, filters)}
        onShown={() => seen(tab === 'following' ? 'following' : filters.contentType)}
      />
    </CommunityLayout>
  );
}
