import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Globe2, LayoutGrid, LayoutList, Plus, Rows3 } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { accountQueries } from '@/features/account/queries';
import { countLabel } from '@/lib/format';
import { useScrollHide } from '@/lib/use-scroll-hide';
import { cn } from '@/lib/utils';
import { displayTitle } from '../../../../worker/contracts/catalogue-display';
import { catalogueQueries, recordSearchClick, useSaveViewMode } from '../queries';
import { type ActivitiesSearch, cleanSearch, saveSearchState } from '../search-params';
import { ActivityCard, type ViewMode } from './activity-card';
import { FilterPanel } from './filter-panel';
import { SearchBar } from './search-bar';

/** The form loads when someone opens it. */
const CustomActivityDialog = lazy(() =>
  import('@/features/list/components/custom-activity-dialog').then((m) => ({ default: m.CustomActivityDialog })),
);

/** The results' map loads its code when it is opened. */
const PlacesView = lazy(() => import('@/features/places/components/places-view'));

const GRID: Record<ViewMode, string> = {
  compact: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5',
  normal: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  large: 'grid-cols-1 md:grid-cols-2',
};
const MODES: { mode: ViewMode; label: string; icon: typeof LayoutGrid }[] = [
  { mode: 'compact', label: 'Compact view', icon: Rows3 },
  { mode: 'normal', label: 'Normal view', icon: LayoutGrid },
  { mode: 'large', label: 'Large view', icon: LayoutList },
];

export function ActivitiesPage({ search }: { search: ActivitiesSearch }) {
  const navigate = useNavigate({ from: '/activities' });
  const me = useQuery(accountQueries.me());
  const prefs = useQuery({ ...catalogueQueries.preferences(), enabled: Boolean(me.data) });
  const saveView = useSaveViewMode();
  const results = useInfiniteQuery(catalogueQueries.search(search));
  const [expanded, setExpanded] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [showMap, setShowMap] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const hidden = useScrollHide(150);
  const sentinel = useRef<HTMLDivElement>(null);
  const mode: ViewMode = search.view ?? prefs.data?.viewMode ?? 'normal';

  const update = (patch: Partial<ActivitiesSearch>) => {
    const next = cleanSearch({ ...search, ...patch });
    saveSearchState(next);
    void navigate({ search: next, replace: true });
  };

  // Infinite scroll: the next page loads as the end of the grid comes into view.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0]?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // An expanded card closes on a click anywhere outside it.
  useEffect(() => {
    if (expanded === null) return;
    const close = (e: MouseEvent) => {
      if (!(e.target as Element).closest('[data-activity-card]')) setExpanded(null);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [expanded]);

  // The cards render from a deferred copy of the results: when a page of results arrives, React
  // draws them in short slices it can interrupt, rather than in one long task that holds the page.
  const shown = useDeferredValue(results.data);
  const waiting = shown === undefined && !results.isError;
  const first = shown?.pages[0];
  const items = shown?.pages.flatMap((p) => p.items) ?? [];
  const corrected = Object.keys(first?.corrections ?? {}).length > 0;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Activities</h1>
      <div
        className={cn(
          'sticky top-16 z-20 -mx-4 bg-background/95 px-4 py-3 backdrop-blur transition-transform',
          hidden && '-translate-y-[200%]',
        )}
      >
        <SearchBar value={search.q ?? ''} onSearch={(q) => update({ q: q || undefined })} />
      </div>
      <div className="mt-4 flex flex-col gap-4">
        <FilterPanel search={search} onChange={update} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {first ? countLabel(first.total, 'activity', 'activities') : ''}
            {corrected ? <span> · Showing results for “{first?.ran}”</span> : null}
            {first?.place?.strength === 'strong' ? <span> · Ideas {first.place.label} first</span> : null}
          </p>
          <fieldset className="flex gap-1">
            <Button
              variant={showMap ? 'secondary' : 'ghost'}
              size="icon"
              aria-label="Show on a map"
              aria-pressed={showMap}
              onClick={() => setShowMap((on) => !on)}
            >
              <Globe2 aria-hidden />
            </Button>
            <legend className="sr-only">View mode</legend>
            {MODES.map(({ mode: m, label, icon: Icon }) => (
              <Button
                key={m}
                variant={mode === m ? 'secondary' : 'ghost'}
                size="icon"
                aria-label={label}
                aria-pressed={mode === m}
                onClick={() => {
                  update({ view: m });
                  if (me.data) saveView.mutate(m);
                }}
              >
                <Icon aria-hidden />
              </Button>
            ))}
          </fieldset>
        </div>
        {first?.needsLocation ? (
          <Alert>
            To see what is near you, allow this site to use your location
            {me.data ? (
              <>
                , or add your city to{' '}
                <Link to="/profile/edit" className="font-medium underline">
                  your profile
                </Link>
              </>
            ) : null}
            .
          </Alert>
        ) : null}
        {showMap && items.length > 0 ? (
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the map...</p>}>
            <PlacesView
              view="map"
              label="These results on the map"
              empty="None of these ideas is tied to one place: they can be done anywhere."
              items={items.map((a) => ({
                key: String(a.id),
                activityId: a.id,
                title: displayTitle(a),
                places: a.places,
              }))}
            />
          </Suspense>
        ) : null}
        {first?.partial && items.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            No activity matches every word of “{first.ran}”, so these match some of them, best first.
          </p>
        ) : null}
        {created ? (
          <Alert variant="success">
            Your activity is on your list.{' '}
            <Link to="/activity/custom/$id" params={{ id: created }} className="font-medium underline">
              Open it to plan it
            </Link>
          </Alert>
        ) : null}
        {results.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 p-10 text-center"
          >
            <h2 className="text-lg font-semibold">Connection Error</h2>
            <p className="text-sm text-muted-foreground">Failed to load activities</p>
            <Button onClick={() => window.location.reload()}>Try Again</Button>
          </div>
        ) : (
          <ul className={cn('grid gap-4', GRID[mode])} aria-busy={waiting}>
            <li>
              <button
                type="button"
                onClick={() =>
                  me.data ? setCreating(true) : navigate({ to: '/auth', search: { redirect: '/activities' } })
                }
                // On a phone a slim row, so the first idea's title is on the first screen.
                className="flex h-full w-full items-center gap-3 rounded-xl border-2 border-dashed p-3 text-left hover:border-primary hover:bg-accent sm:min-h-48 sm:flex-col sm:justify-center sm:gap-2 sm:p-6 sm:text-center"
              >
                <Plus className="size-6 shrink-0 text-primary sm:size-8" aria-hidden />
                <span className="flex min-w-0 flex-col sm:items-center sm:gap-2">
                  <span className="font-semibold">Create your own</span>
                  <span className="text-sm text-muted-foreground">Can't find it? Add your own idea to your list.</span>
                </span>
              </button>
            </li>
            {waiting
              ? Array.from({ length: 8 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={i} className="h-72 animate-pulse rounded-xl bg-muted" aria-hidden />
                ))
              : items.map((a, index) => (
                  // Click-through: opening a result tells analytics which activity this search led to.
                  <li
                    key={a.id}
                    onClickCapture={(e) => {
                      if ((e.target as Element).closest('a[href^="/activity/"]'))
                        recordSearchClick(first?.searchEventId, a.id);
                    }}
                  >
                    <ActivityCard
                      activity={a}
                      mode={mode}
                      expanded={expanded === a.id}
                      onToggle={() => setExpanded(expanded === a.id ? null : a.id)}
                      // The first row is on the first screen: its pictures load at once.
                      eager={index < 3}
                    />
                  </li>
                ))}
          </ul>
        )}
        {first && items.length === 0 ? (
          <EmptyState title="No activities found">Try other words or fewer filters.</EmptyState>
        ) : null}
        <div ref={sentinel} />
        {hasNextPage ? (
          <div className="flex justify-center">
            <Button variant="outline" disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>
              {isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </div>
      {creating ? (
        <Suspense fallback={null}>
          <CustomActivityDialog
            open={creating}
            onOpenChange={setCreating}
            onCreated={({ activity }) => setCreated(activity.id)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
