import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { formatDate, readerToday } from '@/lib/format';
import type { CoachReminderDto } from '../../../../worker/contracts/coach';
import { coachQueries, useChangeReminder } from '../queries';

function ReminderRow({ reminder }: { reminder: CoachReminderDto }) {
  const change = useChangeReminder();
  const [moving, setMoving] = useState(false);
  const [day, setDay] = useState(reminder.remindOn);
  const [time, setTime] = useState(reminder.remindAt);
  const id = useId();
  return (
    <li className="grid gap-2 rounded-md border p-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Bell className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span className="min-w-0 flex-1 break-words">
          {reminder.about}: {formatDate(reminder.remindOn)}, {reminder.remindAt}
        </span>
        {moving ? null : (
          <>
            <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
              Move<span className="sr-only"> the reminder about {reminder.about}</span>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: reminder.id, action: 'cancel' })}
            >
              Cancel<span className="sr-only"> the reminder about {reminder.about}</span>
            </Button>
          </>
        )}
      </div>
      {moving ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            change.mutate(
              { id: reminder.id, action: 'move', remindOn: day, remindAt: time },
              { onSuccess: () => setMoving(false) },
            );
          }}
        >
          <div className="grid gap-1">
            <label htmlFor={`${id}-day`} className="text-xs font-medium">
              Day
            </label>
            <Input
              id={`${id}-day`}
              type="date"
              min={readerToday()}
              value={day}
              onChange={(e) => setDay(e.target.value)}
              className="h-8 w-auto"
              required
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-time`} className="text-xs font-medium">
              Time
            </label>
            <Input
              id={`${id}-time`}
              type="time"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              className="h-8 w-auto"
              required
            />
          </div>
          <Button size="sm" type="submit" disabled={change.isPending}>
            Save
          </Button>
          <Button size="sm" type="button" variant="ghost" onClick={() => setMoving(false)}>
            Keep it
          </Button>
        </form>
      ) : null}
      {change.isError ? (
        <p role="alert" className="text-xs text-destructive">
          {errorMessage(change.error, 'Failed to change the reminder')}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The reminders of one list item not sent yet, under its plan: each can be moved to another day
 * and time or cancelled, as the coach does when asked in words.
 */
export function ItemReminders({ itemId }: { itemId: string }) {
  const { data } = useQuery(coachQueries.reminders(itemId));
  const id = useId();
  if (!data?.reminders.length) return null;
  return (
    <section aria-labelledby={id} className="grid gap-2 rounded-xl border bg-card p-4">
      <h2 id={id} className="text-lg font-semibold">
        Reminders
      </h2>
      <ul className="grid gap-2">
        {data.reminders.map((r) => (
          <ReminderRow key={r.id} reminder={r} />
        ))}
      </ul>
    </section>
  );
}
