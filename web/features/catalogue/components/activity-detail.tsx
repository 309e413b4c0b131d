import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { ArrowLeft, MapPin, Pencil, Star, Users } from 'lucide-react';
import { Html } from '@/components/html';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { accountQueries } from '@/features/account/queries';
import { ItemReminders } from '@/features/coach/components/item-reminders';
import { ListActions } from '@/features/list/components/list-actions';
import { Flag } from '@/features/places/components/flag';
import { LocatorMap } from '@/features/places/components/locator-map';
import {
  activityImage,
  COST_LABELS,
  DIFFICULTY_LABELS,
  displayTitle,
  LOCATION_LABELS,
  labelOf,
  PLANNING_LABELS,
  RISK_LABELS,
  SOCIAL_LABELS,
  TIME_LABELS,
} from '../../../../worker/contracts/catalogue-display';
import { placeLabel } from '../../../../worker/contracts/places';
import type { Activity } from '../queries';
import { savedSearchState } from '../search-params';

function Scale({ label, value, labels }: { label: string; value: number | null; labels: readonly string[] }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2">
        <span className="flex gap-0.5" aria-hidden>
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n} className={`h-2 w-5 rounded-full ${value && n <= value ? 'bg-primary' : 'bg-muted'}`} />
          ))}
        </span>
        <span className="text-sm font-medium">{labelOf(labels, value) ?? 'Not specified'}</span>
      </dd>
    </div>
  );
}

export function ActivityNotFound({ reason = "The activity you're looking for doesn't exist." }: { reason?: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Activity Not Found</h1>
      <p className="text-muted-foreground">{reason}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/activities">Browse activities</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">Go Home</Link>
        </Button>
      </div>
    </section>
  );
}

export function ActivityDetail({ activity }: { activity: Activity }) {
  const me = useQuery(accountQueries.me());
  const navigate = useNavigate();
  const router = useRouter();
  const title = displayTitle(activity);

  // Back to the search the member came from, else the previous page, else the catalogue.
  const back = () => {
    const saved = savedSearchState();
    if (saved) return navigate({ to: '/activities', search: saved });
    if (window.history.length > 1) return router.history.back();
    return navigate({ to: '/activities' });
  };

  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-8">
      <Button variant="ghost" onClick={back} className="-ml-3 mb-4">
        <ArrowLeft aria-hidden /> Back
      </Button>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <div className="relative self-start overflow-hidden rounded-2xl bg-muted">
          <img
            src={activityImage(activity)}
            alt=""
            width={800}
            height={500}
            className="aspect-[16/10] w-full object-cover"
          />
          {me.data?.flags.isAdmin ? (
            <Button asChild size="sm" variant="secondary" className="absolute right-3 top-3">
              <Link to="/admin/activity-editor/$id" params={{ id: String(activity.id) }}>
                <Pencil aria-hidden /> Edit
              </Link>
            </Button>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            {activity.categoryTags.slice(0, 3).map((c) => (
              <Badge key={c} variant="secondary">
                {c}
              </Badge>
            ))}
          </div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <div className="flex items-center gap-4 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden /> {activity.rating.toFixed(1)} rating
            </span>
            <span className="flex items-center gap-1">
              <Users className="size-4" aria-hidden /> On {activity.popularity} lists
            </span>
          </div>
          <p className="flex items-start gap-1.5 text-sm">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            {activity.places.length ? (
              <span>
                <span className="sr-only">Where: </span>
                {activity.places.map((p, i) => (
                  <span key={`${p.name}-${p.lat}`}>
                    {i > 0 ? ' · ' : ''}
                    <Flag code={p.country} />
                    {placeLabel(p)}
                  </span>
                ))}
              </span>
            ) : (
              <span>Can be done anywhere</span>
            )}
          </p>
          <Html className="leading-relaxed text-foreground/90 [&_p]:mb-3" html={activity.description} />
          <ListActions
            target={{ activityId: activity.id }}
            activityPath={`/activity/${activity.id}`}
            underPlan={(itemId) => <ItemReminders itemId={itemId} />}
          />
        </div>
      </div>
      {activity.places.length ? <LocatorMap points={activity.places} className="mt-10 max-w-xl" /> : null}
      <section aria-labelledby="at-a-glance" className="mt-10 rounded-2xl border p-6">
        <h2 id="at-a-glance" className="mb-4 text-xl font-semibold">
          At a glance
        </h2>
        <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <Scale label="Cost" value={activity.cost} labels={COST_LABELS} />
          <Scale label="Time" value={activity.time} labels={TIME_LABELS} />
          <Scale label="Planning" value={activity.planningRequired} labels={PLANNING_LABELS} />
          <Scale label="Risk" value={activity.riskLevel} labels={RISK_LABELS} />
          <Scale label="Difficulty" value={activity.difficulty} labels={DIFFICULTY_LABELS} />
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-muted-foreground">Setting</dt>
            <dd className="text-sm font-medium">
              {SOCIAL_LABELS[activity.soloSocial]} · {LOCATION_LABELS[activity.indoorOutdoor]}
            </dd>
          </div>
        </dl>
      </section>
    </article>
  );
}
