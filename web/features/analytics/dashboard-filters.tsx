import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ANALYTICS_QUERY_MAX } from '../../../worker/contracts/analytics';
import type { AnalyticsFilter } from './queries';

/** Date range, query filter with Apply and Clear, and the staff/bot toggle. Applied together. */
export function DashboardFilters({
  value,
  onApply,
}: {
  value: AnalyticsFilter;
  onApply: (next: AnalyticsFilter) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState('');
  const apply = (next: AnalyticsFilter) => {
    if (!next.start || !next.end) return setError('Please choose a start and an end date');
    if (next.start > next.end) return setError('The start date must be on or before the end date');
    setError('');
    onApply({ ...next, q: next.q.trim() });
  };
  return (
    <form
      aria-label="Analytics filters"
      className="flex flex-wrap items-end gap-3 rounded-xl border bg-card p-4 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        apply(draft);
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="analytics-start">Start date</Label>
        <Input
          id="analytics-start"
          type="date"
          value={draft.start}
          max={draft.end}
          onChange={(e) => setDraft({ ...draft, start: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="analytics-end">End date</Label>
        <Input
          id="analytics-end"
          type="date"
          value={draft.end}
          min={draft.start}
          onChange={(e) => setDraft({ ...draft, end: e.target.value })}
        />
      </div>
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <Label htmlFor="analytics-query">Filter by query</Label>
        <Input
          id="analytics-query"
          type="search"
          placeholder="e.g. kayak"
          maxLength={ANALYTICS_QUERY_MAX}
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </div>
      <label className="flex h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={draft.includeStaff}
          onChange={(e) => {
            const next = { ...draft, includeStaff: e.target.checked };
            setDraft(next);
            apply(next);
          }}
        />
        Include staff and bots
      </label>
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            const next = { ...draft, q: '' };
            setDraft(next);
            apply(next);
          }}
        >
          Clear
        </Button>
      </div>
      {error ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <p className="basis-full text-xs text-muted-foreground">
        Days run from 00:00:00 to 23:59:59 UTC. Searches by staff accounts and by bots are left out unless included.
      </p>
    </form>
  );
}
