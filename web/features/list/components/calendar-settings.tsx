import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { calendarQueries, useCalendarFeed } from '../queries';

/**
 * The private calendar link: target dates of the member's plans as all-day events, for Google,
 * Apple or Outlook calendars to subscribe to. Only a fingerprint of the link is kept, so it is
 * shown once, when made; regenerating makes a new one and stops the old.
 */
export function CalendarFeedSettings() {
  const status = useQuery(calendarQueries.status());
  const { make, revoke } = useCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const active = status.data?.active ?? false;
  const failure = make.error ?? revoke.error ?? status.error;

  const create = () =>
    make.mutate(undefined, {
      onSuccess: (data) => {
        setCopied(false);
        setUrl(data.url);
      },
    });

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Calendar
      </h3>
      <p className="text-sm text-muted-foreground">
        Add your target dates to Google Calendar, Apple Calendar or Outlook with a private link. Anyone with the link
        can see your plans' titles and dates, so keep it to yourself.
      </p>
      {url ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-url`}>Your calendar link (shown only this once)</Label>
          <div className="flex gap-2">
            <Input id={`${id}-url`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <Button
              variant="outline"
              onClick={() =>
                navigator.clipboard
                  ?.writeText(url)
                  .then(() => setCopied(true))
                  .catch(() => setCopied(false))
              }
            >
              <Copy aria-hidden /> {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            In your calendar app, choose to subscribe to a calendar from a URL (Google: Other calendars, From URL) and
            paste it.
          </p>
        </div>
      ) : active ? (
        <p className="text-sm" role="status">
          Your calendar link is on
          {status.data?.createdAt ? ` (made ${formatDate(status.data.createdAt)})` : ''}. Lost it? Make a new one: the
          old one stops working.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {active ? (
          <>
            <Button variant="outline" onClick={create} disabled={make.isPending}>
              <RefreshCw aria-hidden /> Make a new link
            </Button>
            <Button
              variant="ghost"
              onClick={() => revoke.mutate(undefined, { onSuccess: () => setUrl(null) })}
              disabled={revoke.isPending}
            >
              <Trash2 aria-hidden /> Turn off the link
            </Button>
          </>
        ) : (
          <Button onClick={create} disabled={make.isPending || status.isPending}>
            <CalendarPlus aria-hidden /> Get my calendar link
          </Button>
        )}
      </div>
      {failure ? (
        <Alert variant="destructive">{errorMessage(failure, 'Failed to update your calendar link')}</Alert>
      ) : null}
    </section>
  );
}
