import { Link } from '@tanstack/react-router';
import { Bell, CalendarDays, Check, Plus, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { itemPath } from '@/features/list/components/my-list';
import { useAddToList, useCompleteItem, useRateItem, useUpdateItem, useUpdateStep } from '@/features/list/queries';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate, readerToday } from '@/lib/format';
import { type CoachCard, PLAN_STEP_MAX, type PlannedStep } from '../../../../worker/contracts/coach';
import { useAnswerPlan, useRemindMe } from '../queries';

type Card<T extends CoachCard['type']> = Extract<CoachCard, { type: T }>;

const frame = 'rounded-lg border bg-background p-3 text-sm shadow-sm';

function Problem({ error, fallback }: { error: unknown; fallback: string }) {
  return error ? (
    <p role="alert" className="mt-2 text-xs text-destructive">
      {errorMessage(error, fallback)}
    </p>
  ) : null;
}

/** An idea from the catalogue: Add to my list. */
export function IdeaCard({ card }: { card: Card<'idea'> }) {
  const add = useAddToList();
  const already = add.error instanceof ApiError && add.error.status === 409;
  const added = add.isSuccess || already;
  const { activity } = card;
  return (
    <article className={`${frame} flex gap-3`} aria-label={activity.title}>
      {activity.imageUrl ? (
        <img src={activity.imageUrl} alt="" className="size-16 shrink-0 rounded-md object-cover" loading="lazy" />
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 className="font-medium leading-snug">
          <Link to="/activity/$id" params={{ id: String(activity.id) }} className="hover:underline">
            {activity.title}
          </Link>
        </h3>
        <p className="text-xs text-muted-foreground">{card.reason}</p>
        <div className="mt-2">
          {added ? (
            <p role="status" className="flex items-center gap-1 text-xs font-medium text-success">
              <Check className="size-4" aria-hidden /> {already ? 'Already on your list' : 'Added to your list'}
            </p>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={add.isPending}
              onClick={() => add.mutate({ activityId: activity.id, privacy: 'public', targetDate: null, priority: 3 })}
            >
              <Plus aria-hidden /> Add to my list
            </Button>
          )}
          {already ? null : <Problem error={add.error} fallback="Failed to add to your list" />}
        </div>
      </div>
    </article>
  );
}

/** A day picker that opens in place, for Set a date and Remind me. */
function DayForm({
  label,
  submit,
  onSubmit,
  onCancel,
  pending,
}: {
  label: string;
  submit: string;
  onSubmit: (day: string) => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const id = useId();
  const [day, setDay] = useState('');
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (day) onSubmit(day);
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={id} className="text-xs font-medium">
          {label}
        </label>
        <Input
          id={id}
          type="date"
          min={readerToday()}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          className="h-8 w-auto"
          autoFocus
          required
        />
      </div>
      <Button size="sm" type="submit" disabled={!day || pending}>
        {submit}
      </Button>
      <Button size="sm" type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}

/** A list item with its next step: Tick, Set a date, Remind me. */
export function ItemCard({ card }: { card: Card<'item'> }) {
  const { item } = card;
  const tickStep = useUpdateStep();
  const complete = useCompleteItem();
  const update = useUpdateItem();
  const remind = useRemindMe();
  const [open, setOpen] = useState<'date' | 'remind' | null>(null);
  const [dated, setDated] = useState<string | null>(null);
  const ticked = tickStep.isSuccess || complete.isSuccess;
  const done = item.status === 'completed' || complete.isSuccess;
  const step = item.nextStep;
  return (
    <article className={frame} aria-label={item.title}>
      <h3 className="font-medium leading-snug">
        <Link {...itemPath(item)} className="hover:underline">
          {item.title}
        </Link>
      </h3>
      <p className="text-xs text-muted-foreground">
        {card.reason}
        {item.stepsTotal ? ` · ${item.stepsDone} of ${item.stepsTotal} steps` : ''}
        {dated || item.targetDate ? ` · target ${formatDate(dated ?? item.targetDate)}` : ''}
      </p>
      {step ? (
        <p className="mt-1">
          Next step: {step.text}
          {step.dueDate ? <span className="text-muted-foreground"> (by {formatDate(step.dueDate)})</span> : null}
        </p>
      ) : null}
      {done && !ticked ? null : (
        <div className="mt-2 flex flex-wrap gap-2">
          {ticked ? (
            <p role="status" className="flex items-center gap-1 text-xs font-medium text-success">
              <Check className="size-4" aria-hidden /> {complete.isSuccess ? 'Marked as done' : 'Step ticked'}
            </p>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={tickStep.isPending || complete.isPending}
              onClick={() =>
                step ? tickStep.mutate({ id: item.id, stepId: step.id, done: true }) : complete.mutate(item.id)
              }
            >
              <Check aria-hidden /> {step ? 'Tick this step' : 'Mark as done'}
            </Button>
          )}
          <Button size="sm" variant="outline" aria-expanded={open === 'date'} onClick={() => setOpen('date')}>
            <CalendarDays aria-hidden /> Set a date
          </Button>
          <Button size="sm" variant="outline" aria-expanded={open === 'remind'} onClick={() => setOpen('remind')}>
            <Bell aria-hidden /> Remind me
          </Button>
        </div>
      )}
      {open === 'date' ? (
        <DayForm
          label="Target date"
          submit="Save date"
          pending={update.isPending}
          onCancel={() => setOpen(null)}
          onSubmit={(day) =>
            update.mutate(
              { id: item.id, targetDate: day },
              {
                onSuccess: () => {
                  setDated(day);
                  setOpen(null);
                },
              },
            )
          }
        />
      ) : null}
      {open === 'remind' ? (
        <DayForm
          label="Remind me on"
          submit="Set reminder"
          pending={remind.isPending}
          onCancel={() => setOpen(null)}
          onSubmit={(day) => remind.mutate({ itemId: item.id, remindOn: day }, { onSuccess: () => setOpen(null) })}
        />
      ) : null}
      <Problem error={tickStep.error ?? complete.error} fallback="Failed to update your list" />
      <Problem error={update.error} fallback="Failed to set the date" />
      <Problem error={remind.error} fallback="Failed to set the reminder" />
    </article>
  );
}

/** A plan the coach proposed: edited in place, then added to the list or turned down. */
export function StepsCard({ card, messageId }: { card: Card<'steps'>; messageId: string }) {
  const answer = useAnswerPlan(messageId);
  const [steps, setSteps] = useState<PlannedStep[]>(card.steps);
  const change = (i: number, patch: Partial<PlannedStep>) =>
    setSteps((all) => all.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  const headingId = useId();
  if (card.state !== 'proposed') {
    return (
      <article className={frame} aria-labelledby={headingId}>
        <h3 id={headingId} className="font-medium">
          Plan: {card.title}
        </h3>
        <ol className="mt-1 list-decimal space-y-0.5 pl-5">
          {card.steps.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a past plan's steps never change order
            <li key={i} className={card.state === 'rejected' ? 'text-muted-foreground line-through' : ''}>
              {s.text} <span className="text-muted-foreground">({formatDate(s.dueDate)})</span>
            </li>
          ))}
        </ol>
        <p role="status" className="mt-2 text-xs font-medium">
          {card.state === 'accepted' ? (
            <>
              Added to your list.{' '}
              {card.activityId ? (
                <Link to="/activity/$id" params={{ id: String(card.activityId) }} className="underline">
                  See the plan
                </Link>
              ) : (
                <Link to="/profile" className="underline">
                  See your list
                </Link>
              )}
            </>
          ) : (
            'You turned this plan down.'
          )}
        </p>
      </article>
    );
  }
  const valid = steps.length > 0 && steps.every((s) => s.text.trim() && s.dueDate);
  return (
    <article className={frame} aria-labelledby={headingId}>
      <h3 id={headingId} className="font-medium">
        Plan: {card.title}
      </h3>
      <p className="text-xs text-muted-foreground">Change any step or date before you add them.</p>
      <ol className="mt-2 space-y-2">
        {steps.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are edited in place, by position
          <li key={i} className="flex flex-wrap items-center gap-2">
            <span className="w-5 text-right text-xs text-muted-foreground" aria-hidden>
              {i + 1}.
            </span>
            <Input
              aria-label={`Step ${i + 1}`}
              value={s.text}
              maxLength={PLAN_STEP_MAX}
              onChange={(e) => change(i, { text: e.target.value })}
              className="h-8 min-w-0 flex-1 basis-48"
            />
            <Input
              aria-label={`Date of step ${i + 1}`}
              type="date"
              value={s.dueDate}
              onChange={(e) => change(i, { dueDate: e.target.value })}
              className="h-8 w-auto"
            />
            <Button
              size="icon"
              variant="ghost"
              className="size-8"
              aria-label={`Remove step ${i + 1}`}
              disabled={steps.length === 1}
              onClick={() => setSteps((all) => all.filter((_, k) => k !== i))}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={!valid || answer.isPending}
          onClick={() => answer.mutate({ action: 'accept', steps: steps.map((s) => ({ ...s, text: s.text.trim() })) })}
        >
          <Plus aria-hidden /> Add these steps
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ action: 'reject' })}
        >
          No thanks
        </Button>
      </div>
      <Problem error={answer.error} fallback="Failed to save the plan" />
    </article>
  );
}

/** Something done: a rating to give, and a post to share. */
export function DoneCard({ card }: { card: Card<'done'> }) {
  const rate = useRateItem();
  const [rating, setRating] = useState(0);
  const { item } = card;
  return (
    <article className={frame} aria-label={`Done: ${item.title}`}>
      <h3 className="flex items-center gap-1 font-medium">
        <Check className="size-4 text-success" aria-hidden /> Ticked off: {item.title}
      </h3>
      {item.id ? (
        rate.isSuccess ? (
          <p role="status" className="mt-2 text-xs font-medium">
            Thanks for rating it {rating} out of 5.
          </p>
        ) : (
          <fieldset className="mt-2">
            <legend className="text-xs font-medium">How was it?</legend>
            <div className="mt-1 flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <Button
                  key={n}
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  aria-label={`Rate it ${n} out of 5`}
                  disabled={rate.isPending}
                  onClick={() => {
                    setRating(n);
                    rate.mutate({ id: item.id, enjoyment: n });
                  }}
                >
                  <Star className={n <= rating ? 'fill-current text-warning' : ''} aria-hidden />
                </Button>
              ))}
            </div>
          </fieldset>
        )
      ) : null}
      <p className="mt-2 text-xs">
        <Link to="/community" className="underline">
          Share a post about it
        </Link>
      </p>
      <Problem error={rate.error} fallback="Failed to save your rating" />
    </article>
  );
}

export function ReminderCard({ card }: { card: Card<'reminder'> }) {
  return (
    <article className={`${frame} flex items-center gap-2`} aria-label="Reminder">
      <Bell className="size-4 shrink-0 text-primary" aria-hidden />
      <p>
        Reminder on <strong>{formatDate(card.remindOn, 'full')}</strong>: {card.about}
      </p>
    </article>
  );
}

export function CoachCardView({ card, messageId }: { card: CoachCard; messageId: string }) {
  switch (card.type) {
    case 'idea':
      return <IdeaCard card={card} />;
    case 'item':
      return <ItemCard card={card} />;
    case 'steps':
      return <StepsCard card={card} messageId={messageId} />;
    case 'done':
      return <DoneCard card={card} />;
    case 'reminder':
      return <ReminderCard card={card} />;
  }
}
