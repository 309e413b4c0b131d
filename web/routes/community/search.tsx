import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { RouteError } from '@/components/route-error';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useMe } from '@/features/account/queries';
import { CommunityLayout } from '@/features/community/components/community-layout';
import { PostCard } from '@/features/community/components/post-card';
import { communityQueries } from '@/features/community/queries';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';

type Tab = 'all' | 'posts' | 'people' | 'hashtags';
type Sort = 'relevance' | 'recent';
const TABS: { id: Tab; label: string }[] = [
  { id: 'all', label: 'All Results' },
  { id: 'posts', label: 'Posts' },
  { id: 'people', label: 'People' },
  { id: 'hashtags', label: 'Hashtags' },
];

export const Route = createFileRoute('/community/search')({
  errorComponent: (p) => (
    <RouteError {...p} title="Error searching" fallback="An error occurred while searching. Please try again." />
  ),
  validateSearch: (s: Record<string, unknown>): { q?: string; tab?: Tab; sort?: Sort } => ({
    ...(typeof s.q === 'string' && s.q ? { q: s.q.slice(0, 100) } : {}),
    ...(TABS.some((t) => t.id === s.tab) && s.tab !== 'all' ? { tab: s.tab as Tab } : {}),
    ...(s.sort === 'recent' ? { sort: 'recent' as const } : {}),
  }),
  head: () => ({ meta: [{ title: 'Community search | Lifelist' }] }),
  component: SearchPage,
});

function SearchPage() {
  const { q = '', tab = 'all', sort = 'relevance' } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const me = useMe();
  const profile = me.data?.profile;
  const viewer = profile ? { id: profile.id, isAdmin: Boolean(me.data?.flags.isAdmin) } : null;
  const [text, setText] = useState(q);
  const [showFilters, setShowFilters] = useState(false);
  useEffect(() => setText(q), [q]);
  const results = useQuery(communityQueries.search(q, tab, sort));
  const go = (next: { q?: string; tab?: Tab; sort?: Sort }) =>
    navigate({
      search: (prev) => {
        const merged = { ...prev, ...next };
        return {
          ...(merged.q ? { q: merged.q } : {}),
          ...(merged.tab && merged.tab !== 'all' ? { tab: merged.tab } : {}),
          ...(merged.sort === 'recent' ? { sort: 'recent' as const } : {}),
        };
      },
      replace: true,
    });

  const data = results.data;
  const nothing = data && !data.posts.length && !data.people.length && !data.hashtags.length;
  const section = (id: Tab, title: string, count: number, more: boolean, body: React.ReactNode) =>
    (tab === 'all' || tab === id) && count > 0 ? (
      <section aria-labelledby={`results-${id}`} className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <h2 id={`results-${id}`} className="font-semibold">
            {title}
          </h2>
          {tab === 'all' && more ? (
            <Button variant="link" size="sm" onClick={() => go({ tab: id })}>
              View All
            </Button>
          ) : null}
        </div>
        {body}
      </section>
    ) : null;

  return (
    <CommunityLayout signedIn={Boolean(profile)}>
      <h1 className="text-2xl font-bold">Search the community</h1>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: text.trim() });
        }}
      >
        <Input
          aria-label="Search posts, people and hashtags"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search posts, people and #hashtags"
        />
        <Button type="submit" aria-label="Search">
          <Search className="size-4" aria-hidden />
        </Button>
        <Button type="button" variant="outline" onClick={() => setShowFilters((s) => !s)} aria-expanded={showFilters}>
          <SlidersHorizontal className="size-4" aria-hidden /> Filters
        </Button>
      </form>
      {showFilters ? (
        <fieldset className="flex gap-2 rounded-lg border p-3">
          <legend className="px-1 text-sm font-semibold">Sort by</legend>
          {(['relevance', 'recent'] as const).map((s) => (
            <Button
              key={s}
              size="sm"
              variant={sort === s ? 'default' : 'outline'}
              aria-pressed={sort === s}
              onClick={() => (s === sort && s === 'relevance' ? results.refetch() : go({ sort: s }))}
            >
              {s === 'relevance' ? 'Relevance' : 'Most Recent'}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <div role="tablist" aria-label="Result types" className="flex gap-1 border-b">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            onClick={() => go({ tab: t.id })}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              tab === t.id ? 'border-primary' : 'border-transparent text-muted-foreground',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      {!q ? (
        <p className="text-sm text-muted-foreground">Type something to search posts, people and hashtags.</p>
      ) : results.isPending ? (
        <p role="status">Searching...</p>
      ) : results.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 p-8 text-center"
        >
          <h2 className="font-semibold">Error searching</h2>
          <p className="text-sm text-muted-foreground">
            {errorMessage(results.error, 'An error occurred while searching. Please try again.')}
          </p>
          <Button onClick={() => results.refetch()}>Try Again</Button>
        </div>
      ) : nothing ? (
        <EmptyState title="No Results Found">Try different keywords or check your spelling.</EmptyState>
      ) : data ? (
        <div className="flex flex-col gap-6">
          {section(
            'posts',
            'Posts',
            data.posts.length,
            data.more.posts,
            <div className="flex flex-col gap-4">
              {data.posts.map((p) => (
                <PostCard key={p.id} post={p} viewer={viewer} />
              ))}
            </div>,
          )}
          {section(
            'people',
            'People',
            data.people.length,
            data.more.people,
            <ul className="flex flex-col gap-2">
              {data.people.map((u) => (
                <li key={u.id}>
                  <Link
                    to="/profile/$username"
                    params={{ username: u.username }}
                    className="flex items-center gap-3 rounded-lg border bg-card p-3 hover:bg-accent"
                  >
                    <Avatar src={u.avatar_url} name={u.first_name} />
                    <span>
                      <span className="block font-medium">{[u.first_name, u.last_name].filter(Boolean).join(' ')}</span>
                      <span className="text-sm text-muted-foreground">@{u.username}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>,
          )}
          {section(
            'hashtags',
            'Hashtags',
            data.hashtags.length,
            data.more.hashtags,
            <ul className="flex flex-wrap gap-2">
              {data.hashtags.map((h) => (
                <li key={h.name}>
                  <Link
                    to="/community/hashtag/$name"
                    params={{ name: h.name }}
                    className="inline-flex gap-2 rounded-full border bg-card px-3 py-1 text-sm hover:bg-accent"
                  >
                    <span className="text-primary">#{h.name}</span>
                    <span className="text-muted-foreground">{h.post_count}</span>
                  </Link>
                </li>
              ))}
            </ul>,
          )}
        </div>
      ) : null}
    </CommunityLayout>
  );
}
