import { Link } from '@tanstack/react-router';
import { ChevronDown, Star, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Flag } from '@/features/places/components/flag';
import { cn } from '@/lib/utils';
import {
  activityImage,
  COST_LABELS,
  DIFFICULTY_LABELS,
  displayTitle,
  labelOf,
  TIME_LABELS,
} from '../../../../worker/contracts/catalogue-display';
import { placeLabel } from '../../../../worker/contracts/places';
import type { ActivityCard as Card } from '../queries';

export type ViewMode = 'compact' | 'normal' | 'large';

/** A catalogue card; its fixed image box keeps the grid from shifting as images load. */
export function ActivityCard({
  activity,
  mode,
  expanded,
  onToggle,
  eager = false,
}: {
  activity: Card;
  mode: ViewMode;
  expanded: boolean;
  onToggle: () => void;
  /** On the first screen: load the picture at once (the first one first), not when scrolled to. */
  eager?: boolean;
}) {
  const title = displayTitle(activity);
  return (
    <article
      data-activity-card
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md',
        expanded && 'ring-2 ring-ring',
      )}
    >
      {mode !== 'compact' ? (
        <div className={cn('relative w-full bg-muted', mode === 'large' ? 'aspect-[16/9]' : 'aspect-[16/10]')}>
          <img
            src={activityImage(activity)}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            width={800}
            height={500}
            className="absolute inset-0 size-full object-cover"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1">
          {activity.categoryTags.slice(0, 3).map((c) => (
            <Badge key={c} variant="secondary" className="font-medium">
              {c}
            </Badge>
          ))}
        </div>
        <h2 className={cn('font-semibold leading-snug', mode === 'large' ? 'text-xl' : 'text-base')}>
          <Link to="/activity/$id" params={{ id: String(activity.id) }} className="hover:underline">
            {title}
          </Link>
        </h2>
        {activity.places[0] ? (
          <p className="truncate text-sm text-muted-foreground">
            <Flag code={activity.places[0].country} />
            {activity.places[0].region && activity.places[0].region !== activity.places[0].name
              ? `${activity.places[0].name}, ${activity.places[0].countryName}`
              : placeLabel(activity.places[0])}
            {activity.places.length > 1 ? ` and ${activity.places.length - 1} more` : ''}
          </p>
        ) : null}
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
            <span className="sr-only">Rating</span> {activity.rating.toFixed(1)}
          </span>
          <span className="flex items-center gap-1">
            <Users className="size-4" aria-hidden /> {activity.popularity} lists
          </span>
          <span>{labelOf(COST_LABELS, activity.cost)}</span>
        </div>
        {mode === 'large' || expanded ? <p className="text-sm text-muted-foreground">{activity.summary}</p> : null}
        {expanded ? (
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt className="text-muted-foreground">Time</dt>
            <dd>{labelOf(TIME_LABELS, activity.time)}</dd>
            <dt className="text-muted-foreground">Difficulty</dt>
            <dd>{labelOf(DIFFICULTY_LABELS, activity.difficulty)}</dd>
          </dl>
        ) : null}
        <div className="mt-auto flex items-center justify-between pt-2">
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={expanded}
            className="flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            {expanded ? 'Show less' : 'Show more'}
            <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden />
          </button>
          {expanded ? (
            <Link
              to="/activity/$id"
              params={{ id: String(activity.id) }}
              className="text-sm font-medium text-primary hover:underline"
            >
              View details
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
