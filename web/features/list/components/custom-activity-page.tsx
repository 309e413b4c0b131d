import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { ArrowLeft, Copy, Pencil } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { accountQueries } from '@/features/account/queries';
import { errorMessage } from '@/lib/api';
import { type CustomActivity, useCopyToList } from '../queries';
import { ListActions } from './list-actions';

const CustomActivityDialog = lazy(() =>
  import('./custom-activity-dialog').then((m) => ({ default: m.CustomActivityDialog })),
);

const PRIVACY_LABEL = { public: 'Public', friends: 'Friends only', private: 'Only you' } as const;

/** Where a proposal for the main list stands, in the owner's words. */
export function proposalState(a: Pick<CustomActivity, 'proposedForMainList' | 'moderationStatus'>) {
  if (!a.proposedForMainList) return null;
  return a.moderationStatus === 'pending'
    ? 'Proposed for the main list: waiting for review'
    : 'Proposed for the main list: approved';
}

/**
 * A member's own activity, as first-class as a catalogue one: its picture, description and, for its
 * creator, every list action (Start, Complete with rating, Notes, Settings, Steps, Delete) and Edit.
 * Others see it as its privacy allows and can copy it to their own list.
 */
export function CustomActivityPage({
  activity,
  underPlan,
}: {
  activity: CustomActivity;
  /** What the page shows under the member's plan of it (the coach's reminders of the item). */
  underPlan?: (itemId: string) => ReactNode;
}) {
  const me = useQuery(accountQueries.me());
  const navigate = useNavigate();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const copy = useCopyToList();
  const title = activity.displayTitle || activity.title;
  const proposal = activity.isOwner ? proposalState(activity) : null;
  const back = () => (window.history.length > 1 ? router.history.back() : navigate({ to: '/profile' }));

  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-8">
      <Button variant="ghost" onClick={back} className="-ml-3 mb-4">
        <ArrowLeft aria-hidden /> Back
      </Button>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <div className="self-start overflow-hidden rounded-2xl bg-muted">
          <img src={activity.image} alt="" width={800} height={500} className="aspect-[16/10] w-full object-cover" />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            {activity.categoryTags.slice(0, 3).map((c) => (
              <Badge key={c} variant="secondary">
                {c}
              </Badge>
            ))}
            {activity.isOwner ? <Badge variant="outline">{PRIVACY_LABEL[activity.privacy]}</Badge> : null}
          </div>
          <h1 className="break-words text-3xl font-bold tracking-tight">{title}</h1>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Avatar src={activity.owner.avatarUrl} name={activity.owner.firstName} size="sm" />
            {activity.isOwner ? (
              'Your own activity'
            ) : (
              <span>
                Created by{' '}
                <Link
                  to="/profile/$username"
                  params={{ username: activity.owner.username }}
                  className="font-medium text-foreground underline"
                >
                  {activity.owner.firstName}
                </Link>
              </span>
            )}
          </p>
          {proposal ? (
            <p role="status" className="rounded-lg border bg-muted/50 px-3 py-2 text-sm">
              {proposal}
            </p>
          ) : null}
          <p className="whitespace-pre-line break-words leading-relaxed text-foreground/90">{activity.description}</p>
          {activity.isOwner ? (
            <>
              <div>
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden /> Edit activity
                </Button>
              </div>
              <ListActions
                target={{ customActivityId: activity.id }}
                activityPath={`/activity/custom/${activity.id}`}
                onRemoved={() => navigate({ to: '/profile' })}
                underPlan={underPlan}
              />
              {editing ? (
                <Suspense fallback={null}>
                  <CustomActivityDialog open onOpenChange={setEditing} activity={activity} />
                </Suspense>
              ) : null}
            </>
          ) : me.data && activity.itemId ? (
            <div className="flex flex-col gap-2">
              {copy.isSuccess ? (
                <Alert variant="success">
                  Copied to your list.{' '}
                  <Link
                    to="/activity/custom/$id"
                    params={{ id: copy.data.item.customActivityId ?? '' }}
                    className="font-medium underline"
                  >
                    Open your copy
                  </Link>
                </Alert>
              ) : (
                <div>
                  <Button onClick={() => activity.itemId && copy.mutate(activity.itemId)} disabled={copy.isPending}>
                    <Copy aria-hidden /> Copy to my list
                  </Button>
                </div>
              )}
              {copy.isError ? <Alert variant="destructive">{errorMessage(copy.error, 'Failed to copy')}</Alert> : null}
            </div>
          ) : !me.data ? (
            <div>
              <Button asChild>
                <Link to="/auth" search={{ redirect: `/activity/custom/${activity.id}` }}>
                  <Copy aria-hidden /> Sign in to copy it to your list
                </Link>
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
