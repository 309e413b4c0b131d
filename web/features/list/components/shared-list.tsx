import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Check, Circle, Copy, Globe2, Link2, Luggage, Star } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { accountQueries } from '@/features/account/queries';
import PlacesView from '@/features/places/components/places-view';
import { errorMessage } from '@/lib/api';
import { countLabel, formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { displayTitle } from '../../../../worker/contracts/catalogue-display';
import { listItemImage } from '../image';
import { progressLabel } from '../progress';
import { type SharedList, useCopyToList, useUpdateItem } from '../queries';
import { ProgressBar } from './plan-panel';

type SharedItem = SharedList['items'][number];

const STATUS_LABEL = { not_started: 'Not Started', in_progress: 'In Progress', completed: 'Completed' } as const;
const PRIVACY_LABEL = { public: 'Public', friends: 'Friends', private: 'Only you' } as const;

function Stars({ value }: { value: number }) {
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={`Enjoyment ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={n <= value ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground/40'}
        />
      ))}
    </span>
  );
}

/**
 * After a copy, the owner's target date is offered, never set: the member takes it with one
 * button or leaves their copy undated.
 */
function SuggestedDate({ itemId, date }: { itemId: string; date: string }) {
  const update = useUpdateItem();
  if (update.isSuccess) {
    return <p className="text-sm text-muted-foreground">Target date set to {formatDate(date)}</p>;
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-muted-foreground">Their target date is {formatDate(date)}. Use it for yours?</p>
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        onClick={() => update.mutate({ id: itemId, targetDate: date })}
        disabled={update.isPending}
      >
        <CalendarDays aria-hidden /> Use this date
      </Button>
      {update.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(update.error, 'Failed to update activity')}
        </p>
      ) : null}
    </div>
  );
}

function CopyButton({ item }: { item: SharedItem }) {
  const copy = useCopyToList();
  if (item.inMyList || copy.isSuccess) {
    return (
      <div className="flex flex-col gap-2">
        <span className="flex items-center gap-1 text-sm text-muted-foreground">
          <Check className="size-4" aria-hidden /> On your list
        </span>
        {copy.data?.suggestedTargetDate ? (
          <SuggestedDate itemId={copy.data.item.id} date={copy.data.suggestedTargetDate} />
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Button size="sm" variant="outline" onClick={() => copy.mutate(item.id)} disabled={copy.isPending}>
        <Copy aria-hidden /> Copy to my list
        <span className="sr-only">: {displayTitle(item)}</span>
      </Button>
      {copy.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(copy.error, 'Failed to copy')}
        </p>
      ) : null}
    </div>
  );
}

function SharedCard({ item, isOwner, signedIn }: { item: SharedItem; isOwner: boolean; signedIn: boolean }) {
  const title = displayTitle(item);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card">
      <img
        src={listItemImage(item)}
        alt=""
        loading="lazy"
        width={800}
        height={500}
        className="aspect-[16/10] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug">
          {item.activityId ? (
            <Link to="/activity/$id" params={{ id: String(item.activityId) }} className="hover:underline">
              {title}
            </Link>
          ) : (
            <Link to="/activity/custom/$id" params={{ id: item.customActivityId ?? '' }} className="hover:underline">
              {title}
            </Link>
          )}
        </h3>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{STATUS_LABEL[item.status]}</span>
          {item.completedAt ? <span className="text-muted-foreground">{formatDate(item.completedAt)}</span> : null}
          {isOwner ? <Badge variant="outline">{PRIVACY_LABEL[item.privacy]}</Badge> : null}
        </div>
        {item.status === 'completed' ? (
          item.rating?.enjoyment ? (
            <Stars value={item.rating.enjoyment} />
          ) : null
        ) : (
          <div className="flex flex-col gap-1">
            <ProgressBar label={`${title} progress`} value={item.progress} />
            <span className="text-xs text-muted-foreground">
              {progressLabel(item, item.stepsDone, item.stepsTotal)}
            </span>
          </div>
        )}
        {item.steps.length ? (
          <ol className="flex flex-col gap-1 text-sm" aria-label={`Steps of ${title}`}>
            {item.steps.map((step, i) => (
              // Steps carry no id here: their order is their identity on this page.
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps are shown in their fixed order
              <li key={i} className="flex items-start gap-2">
                {step.done ? (
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                ) : (
                  <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                )}
                <span className={cn('break-words', step.done && 'text-muted-foreground line-through')}>
                  {step.text}
                  {step.done ? <span className="sr-only"> (done)</span> : null}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
        {signedIn && !isOwner ? (
          <div className="mt-auto pt-2">
            <CopyButton item={item} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** `/profile/{username}/list`: a member's list as their privacy settings let the viewer see it. */
export function SharedListView({ data }: { data: SharedList }) {
  const me = useQuery(accountQueries.me());
  const [linkCopied, setLinkCopied] = useState(false);
  const { profile, items, stats } = data;
  const planned = items.filter((i) => i.status !== 'completed');
  const done = items.filter((i) => i.status === 'completed');
  const heading = profile.isOwner ? 'Your list' : `${profile.firstName}'s list`;
  const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
  const [where, setWhere] = useState<'map' | 'trips'>('map');
  const placed = items.flatMap((i) =>
    i.activityId && i.places.length
      ? [{ key: i.id, activityId: i.activityId, title: displayTitle(i), status: i.status, places: i.places }]
      : [],
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-wrap items-center gap-4">
        <Avatar src={profile.avatarUrl} name={profile.firstName} size="lg" />
        <div className="flex flex-1 flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
          <p className="text-muted-foreground">
            {countLabel(stats.total, 'idea')} · {stats.completed} done · {stats.inProgress} in progress ·{' '}
            <Link to="/profile/$username" params={{ username: profile.username }} className="underline">
              @{profile.username}
            </Link>
          </p>
        </div>
        {profile.isOwner ? (
          <Button
            variant="outline"
            onClick={() =>
              navigator.clipboard
                ?.writeText(window.location.href)
                .then(() => setLinkCopied(true))
                .catch(() => setLinkCopied(false))
            }
          >
            <Link2 aria-hidden /> {linkCopied ? 'Link copied' : 'Copy link'}
          </Button>
        ) : null}
      </header>
      {profile.isOwner ? (
        <Alert>
          Others see only what your privacy allows: public items, and friends items for people you follow who follow you
          back. Private items are shown here to you alone.
        </Alert>
      ) : null}
      {!me.data && items.length ? (
        <Alert>
          <Link to="/auth" search={{ redirect: `/profile/${profile.username}/list` }} className="font-medium underline">
            Sign in
          </Link>{' '}
          to copy these ideas to your own list.
        </Alert>
      ) : null}
      {placed.length ? (
        <section aria-labelledby="where" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="where" className="text-xl font-semibold">
              Where
            </h2>
            <fieldset className="flex gap-1">
              <legend className="sr-only">Show places as</legend>
              <Button
                size="sm"
                variant={where === 'map' ? 'secondary' : 'ghost'}
                aria-pressed={where === 'map'}
                onClick={() => setWhere('map')}
              >
                <Globe2 aria-hidden /> Map
              </Button>
              <Button
                size="sm"
                variant={where === 'trips' ? 'secondary' : 'ghost'}
                aria-pressed={where === 'trips'}
                onClick={() => setWhere('trips')}
              >
                <Luggage aria-hidden /> Trips
              </Button>
            </fieldset>
          </div>
          <PlacesView view={where} items={placed} label={`${heading} on the map`} empty="" />
        </section>
      ) : null}
      {data.restricted ? (
        <EmptyState title="This list is private">
          {profile.firstName} shares their list only with some people.
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState title="No activities shared">{profile.firstName} hasn't shared any activities yet.</EmptyState>
      ) : (
        (
          [
            ['planned', 'Planned', planned],
            ['done', 'Done', done],
          ] as const
        ).map(([id, title, group]) =>
          group.length ? (
            <section key={id} aria-labelledby={id} className="flex flex-col gap-4">
              <h2 id={id} className="text-xl font-semibold">
                {title}
              </h2>
              <ul className={grid}>
                {group.map((item) => (
                  <li key={item.id}>
                    <SharedCard item={item} isOwner={profile.isOwner} signedIn={Boolean(me.data)} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
        )
      )}
    </div>
  );
}
