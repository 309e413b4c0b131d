import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarDays, LayoutGrid, List } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { displayTitle, listItemImage } from '@/features/catalogue/art';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { PRIORITY_LABELS } from '../../../../worker/contracts/catalogue';
import { type ListFilters, type ListItem, listQueries } from '../queries';

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

function ItemCard({ item, layout }: { item: ListItem; layout: 'grid' | 'list' }) {
  const title = displayTitle(item);
  return (
    <article
      className={cn(
        'flex overflow-hidden rounded-xl border bg-card',
        layout === 'grid' ? 'flex-col' : 'flex-row items-center',
      )}
    >
      <img
        src={listItemImage(item)}
        alt=""
        loading="lazy"
        width={800}
        height={500}
        className={cn('bg-muted object-cover', layout === 'grid' ? 'aspect-[16/10] w-full' : 'h-20 w-32 shrink-0')}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug">
          {item.activityId ? (
            <Link to="/activity/$id" params={{ id: String(item.activityId) }} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-medium">{STATUS_LABEL[item.status]}</span>
          <span className={priorityTone(item.priority)}>Priority: {PRIORITY_LABELS[item.priority - 1]}</span>
          {item.targetDate ? (
            <span className="flex items-center gap-1 text-muted-foreground">
              <CalendarDays className="size-4" aria-hidden /> {formatDate(item.targetDate)}
            </span>
          ) : null}
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={`${title} progress`}
          aria-valuenow={item.progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full bg-primary" style={{ width: `${item.progress}%` }} />
        </div>
      </div>
    </article>
  );
}

export function MyList() {
  const [filters, setFilters] = useState<ListFilters>({ sort: 'date_added' });
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const list = useQuery(listQueries.own(filters));
  const stats = list.data?.stats;

  if (list.isError) {
    return (
      <EmptyState title="Error Loading Activities" action={<Button onClick={() => list.refetch()}>Try Again</Button>}>
        {errorMessage(list.error, 'Failed to load activities')}
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="my-list" className="flex flex-col gap-5">
      <h2 id="my-list" className="text-2xl font-semibold">
        My Activities
      </h2>
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
        </fieldset>
      </div>
      {list.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading...
        </p>
      ) : list.data.items.length === 0 ? (
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
          {list.data.items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} layout={layout} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
