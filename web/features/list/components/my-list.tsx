import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  CalendarDays,
  CheckCircle2,
  Globe2,
  LayoutGrid,
  List,
  Luggage,
  Play,
  Settings,
  Share2,
  Star,
} from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { accountQueries } from '@/features/account/queries';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { displayTitle, PRIORITY_LABELS } from '../../../../worker/contracts/catalogue-display';
import { listItemImage } from '../image';
import { progressLabel } from '../progress';
import { type ListCard, type ListFilters, listQueries, useCompleteItem, useStartItem, useUpdateItem } from '../queries';
import { type ItemSettings, ItemSettingsFields } from './item-settings-fields';
import { settingsOf } from './member-list-actions';
import { ProgressBar } from './plan-panel';
import { RatingDialog } from './rating-dialog';

/** The map and the trips load their code only when chosen. */
const PlacesView = lazy(() => import('@/features/places/components/places-view'));

const STATUS_LABEL = { not_started: 'Not Started', in_progress: 'In Progress', completed: 'Completed' } as const;
const SORT_LABEL = {
  date_added: 'Date added',
  target_date: 'Target date',
  priority: 'Priority',
  progress: 'Progress',
  alphabetical: 'Alphabetical',
} as const;

/** Priority 4 and above shows red, 3 orange. */
export const priorityTone = (p: number) =>
  p >= 4
    ? 'text-red-700 dark:text-red-400'
    : p === 3
      ? 'text-orange-700 dark:text-orange-400'
      : 'text-muted-foreground';

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dd className="text-2xl font-bold">{value}</dd>
      <dt className="text-sm text-muted-foreground">{label}</dt>
    </div>
  );
}

type CardActions = {
  onSettings: (item: ListCard) => void;
  /** Opens the rating: after completing, or later for a completed item not rated yet. */
  onRate: (item: ListCard) => void;
};

/** Where a list item's own page is: the catalogue activity's, or the member's custom activity's. */
export const itemPath = (item: Pick<ListCard, 'activityId' | 'customActivityId'>) =>
  item.activityId
    ? ({ to: '/activity/$id', params: { id: String(item.activityId) } } as const)
    : ({ to: '/activity/custom/$id', params: { id: item.customActivityId ?? '' } } as const);

/**
 * One item with its everyday actions on the card itself: Start, Complete (then the rating), a
 * tenth more progress when it has no steps, and Settings. Each shows at once and is undone if the
 * server refuses it.
 */
function ItemCard({ item, layout, actions }: { item: ListCard; layout: 'grid' | 'list'; actions: CardActions }) {
  const title = displayTitle(item);
  const start = useStartItem();
  const complete = useCompleteItem();
  const update = useUpdateItem();
  const failure = [start, complete, update].find((m) => m.isError)?.error;
  return (
    <article
      className={cn(
        'flex h-full overflow-hidden rounded-xl border bg-card',
        layout === 'grid' ? 'flex-col' : 'flex-col sm:flex-row sm:items-center',
      )}
    >
      <img
        src={listItemImage(item)}
        alt=""
        loading="lazy"
        width={800}
        height={500}
        className={cn(
          'bg-muted object-cover',
          layout === 'grid' ? 'aspect-[16/10] w-full' : 'aspect-[16/10] w-full sm:h-24 sm:w-36 sm:shrink-0',
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <h3 className="break-words font-semibold leading-snug">
          <Link {...itemPath(item)} className="hover:underline">
            {title}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-medium">{STATUS_LABEL[item.status]}</span>
          <span className={priorityTone(item.priority)}>Priority: {PRIORITY_LABELS[item.priority - 1]}</span>
          {item.targetDate ? (
            <span className="flex items-center gap-1 text-muted-foreground">
              <CalendarDays className="size-4" aria-hidden /> {formatDate(item.targetDate)}
            </span>
          ) : null}
        </div>
        <ProgressBar label={`${title} progress`} value={item.progress} />
        <p className="text-xs text-muted-foreground">{progressLabel(item, item.stepsDone, item.stepsTotal)}</p>
        {item.nextStep && item.status !== 'completed' ? (
          <p className="break-words text-sm">
            <span className="text-muted-foreground">Next step: </span>
            {item.nextStep.text}
            {item.nextStep.dueDate ? (
              <span className="text-muted-foreground"> · due {formatDate(item.nextStep.dueDate)}</span>
            ) : null}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {item.status === 'not_started' ? (
            <Button size="sm" onClick={() => start.mutate(item.id)} disabled={start.isPending}>
              <Play aria-hidden /> Start<span className="sr-only">: {title}</span>
            </Button>
          ) : null}
          {item.status !== 'completed' ? (
            <Button
              size="sm"
              variant={item.status === 'not_started' ? 'outline' : 'default'}
              onClick={() => complete.mutate(item.id, { onSuccess: () => actions.onRate(item) })}
              disabled={complete.isPending}
            >
              <CheckCircle2 aria-hidden /> Complete<span className="sr-only">: {title}</span>
            </Button>
          ) : null}
          {item.status === 'completed' && !item.rated ? (
            // A rating skipped after completing can be given any time.
            <Button size="sm" variant="outline" onClick={() => actions.onRate(item)}>
              <Star aria-hidden /> Rate it<span className="sr-only">: {title}</span>
            </Button>
          ) : null}
          {item.status !== 'completed' && item.stepsTotal === 0 && item.progress < 100 ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => update.mutate({ id: item.id, progress: Math.min(100, item.progress + 10) })}
              disabled={update.isPending}
            >
              +10%<span className="sr-only"> progress: {title}</span>
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => actions.onSettings(item)}>
            <Settings aria-hidden /> Settings<span className="sr-only">: {title}</span>
          </Button>
        </div>
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(failure, 'Failed to update activity')}
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function MyList() {
  const [filters, setFilters] = useState<ListFilters>({ sort: 'date_added' });
  const [layout, setLayout] = useState<'grid' | 'list' | 'map' | 'trips'>('grid');
  const list = useInfiniteQuery(listQueries.own(filters));
  const onMap = layout === 'map' || layout === 'trips';
  const places = useQuery({ ...listQueries.places(), enabled: onMap });
  // Each page carries the whole list's stats; the latest page has the freshest.
  const stats = list.data?.pages.at(-1)?.stats;
  const items = useMemo(() => {
    const seen = new Set<string>();
    return (list.data?.pages.flatMap((p) => p.items) ?? []).filter((i) => !seen.has(i.id) && seen.add(i.id));
  }, [list.data]);
  const me = useQuery(accountQueries.me());
  const [settingsFor, setSettingsFor] = useState<ListCard | null>(null);
  const [settings, setSettings] = useState<ItemSettings>(settingsOf());
  const [rateFor, setRateFor] = useState<string | null>(null);
  const update = useUpdateItem();
  const actions: CardActions = {
    onSettings: (item) => {
      update.reset();
      setSettings(settingsOf(item));
      setSettingsFor(item);
    },
    onRate: (item) => setRateFor(item.id),
  };

  if (list.isError) {
    return (
      <EmptyState title="Error Loading Activities" action={<Button onClick={() => list.refetch()}>Try Again</Button>}>
        {errorMessage(list.error, 'Failed to load activities')}
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="my-list" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-list" className="text-2xl font-semibold">
          My Activities
        </h2>
        {me.data ? (
          <Button variant="outline" size="sm" asChild>
            <Link to="/profile/$username/list" params={{ username: me.data.profile.username }}>
              <Share2 aria-hidden /> See it as others do
            </Link>
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Tile label="Total" value={stats?.total ?? '–'} />
        <Tile label="Not started" value={stats?.notStarted ?? '–'} />
        <Tile label="In progress" value={stats?.inProgress ?? '–'} />
        <Tile label="Completed" value={stats?.completed ?? '–'} />
        <Tile label="Average progress" value={stats ? `${stats.averageProgress}%` : '–'} />
      </dl>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="list-status">Status</Label>
          <NativeSelect
            id="list-status"
            value={filters.status ?? ''}
            onChange={(e) =>
              setFilters((f) => ({ ...f, status: (e.target.value || undefined) as ListFilters['status'] }))
            }
          >
            <option value="">All</option>
            {Object.entries(STATUS_LABEL).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="list-priority">Priority</Label>
          <NativeSelect
            id="list-priority"
            value={filters.priority ?? ''}
            onChange={(e) => setFilters((f) => ({ ...f, priority: e.target.value || undefined }))}
          >
            <option value="">All</option>
            {PRIORITY_LABELS.map((l, i) => (
              <option key={l} value={i + 1}>
                {l}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="list-sort">Sort by</Label>
          <NativeSelect
            id="list-sort"
            value={filters.sort}
            onChange={(e) => setFilters((f) => ({ ...f, sort: e.target.value as ListFilters['sort'] }))}
          >
            {Object.entries(SORT_LABEL).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset className="ml-auto flex gap-1">
          <legend className="sr-only">Layout</legend>
          <Button
            variant={layout === 'grid' ? 'secondary' : 'ghost'}
            size="icon"
            aria-label="Grid view"
            aria-pressed={layout === 'grid'}
            onClick={() => setLayout('grid')}
          >
            <LayoutGrid aria-hidden />
          </Button>
          <Button
            variant={layout === 'list' ? 'secondary' : 'ghost'}
            size="icon"
            aria-label="List view"
            aria-pressed={layout === 'list'}
            onClick={() => setLayout('list')}
          >
            <List aria-hidden />
          </Button>
          <Button
            variant={layout === 'map' ? 'secondary' : 'ghost'}
            size="icon"
            aria-label="Map view"
            aria-pressed={layout === 'map'}
            onClick={() => setLayout('map')}
          >
            <Globe2 aria-hidden />
          </Button>
          <Button
            variant={layout === 'trips' ? 'secondary' : 'ghost'}
            size="icon"
            aria-label="Trips view"
            aria-pressed={layout === 'trips'}
            onClick={() => setLayout('trips')}
          >
            <Luggage aria-hidden />
          </Button>
        </fieldset>
      </div>
      {onMap ? (
        places.isError ? (
          <Alert variant="destructive">{errorMessage(places.error, 'Failed to load activities')}</Alert>
        ) : places.data ? (
          <Suspense
            fallback={
              <p role="status" className="text-muted-foreground">
                Loading...
              </p>
            }
          >
            <PlacesView
              view={layout === 'map' ? 'map' : 'trips'}
              label="Your list on the map"
              empty="Ideas you add that happen somewhere in particular appear here, coloured by how far along you are."
              items={places.data.items.map((i) => ({
                key: i.id,
                activityId: i.activityId,
                title: displayTitle(i),
                status: i.status,
                places: i.places,
              }))}
            />
          </Suspense>
        ) : (
          <p role="status" className="text-muted-foreground">
            Loading...
          </p>
        )
      ) : list.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading...
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          title={stats?.total ? 'Nothing matches these filters' : 'Your list is empty'}
          action={
            <Button asChild>
              <Link to="/activities">Explore Activities</Link>
            </Button>
          }
        >
          Find ideas in the catalogue and add the ones you want to do.
        </EmptyState>
      ) : (
        <ul className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} layout={layout} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && !onMap ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading...' : 'Load More'}
        </Button>
      ) : null}
      <Dialog open={settingsFor !== null} onOpenChange={(o) => !o && setSettingsFor(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Settings</DialogTitle>
            <DialogDescription>
              {settingsFor ? displayTitle(settingsFor) : ''}: how important it is, when you'd like to do it and who can
              see it.
            </DialogDescription>
          </DialogHeader>
          <ItemSettingsFields idPrefix="card" value={settings} onChange={setSettings} showReminders />
          {update.isError ? (
            <Alert variant="destructive">{errorMessage(update.error, 'Failed to update activity')}</Alert>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setSettingsFor(null)}>
              Cancel
            </Button>
            <Button
              disabled={update.isPending}
              onClick={() =>
                settingsFor &&
                update.mutate(
                  { id: settingsFor.id, ...settings, targetDate: settings.targetDate || null },
                  { onSuccess: () => setSettingsFor(null) },
                )
              }
            >
              Save Settings
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {rateFor ? <RatingDialog itemId={rateFor} open onOpenChange={(o) => !o && setRateFor(null)} /> : null}
    </section>
  );
}
