import { Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { FeedContentType, FeedSort, FeedSource } from '../../../../worker/contracts/community';
import {
  applyCustomFilter,
  badge,
  deleteCustomFilter,
  type FilterState,
  resetFilters,
  saveCustomFilter,
  setFilter,
} from '../filters';

type Counts = { all: number; posts: number; blogs: number; following: number } | undefined;

function Choice<T extends string>({
  legend,
  value,
  options,
  onChange,
  counts,
}: {
  legend: string;
  value: T;
  options: { value: T; label: string; disabled?: boolean; count?: number }[];
  onChange: (v: T) => void;
  counts?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {options.map((o) => (
          <Button
            key={o.value}
            type="button"
            size="sm"
            variant={value === o.value ? 'default' : 'outline'}
            aria-pressed={value === o.value}
            disabled={o.disabled}
            onClick={() => onChange(o.value)}
          >
            {o.label}
            {counts && badge(o.count ?? 0) ? (
              <span className="ml-1 rounded-full bg-red-600 px-1.5 text-xs text-white">
                {badge(o.count ?? 0)}
                <span className="sr-only"> new</span>
              </span>
            ) : null}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The feed's filters: content, source, sort, saved, trending and named custom filters. Loaded when
 * the panel first opens (filters-panel.tsx).
 */
export function FiltersBody({
  state,
  onChange,
  signedIn,
  counts,
}: {
  state: FilterState;
  onChange: (s: FilterState) => void;
  signedIn: boolean;
  counts: Counts;
}) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), message.tone === 'error' ? 5000 : 3000);
    return () => clearTimeout(t);
  }, [message]);

  function save() {
    const result = saveCustomFilter(state, name);
    if ('error' in result) return setMessage({ text: result.error, tone: 'error' });
    onChange(result.state);
    setName('');
    setMessage({ text: 'Filter saved successfully!', tone: 'success' });
  }

  return (
    <div className="flex flex-col gap-4">
      <Choice<FeedContentType>
        legend="Content"
        value={state.contentType}
        counts
        options={[
          { value: 'all', label: 'All', count: counts?.all },
          { value: 'posts', label: 'Posts', count: counts?.posts },
          { value: 'blogs', label: 'Blogs', count: counts?.blogs },
        ]}
        onChange={(v) => onChange(setFilter(state, 'contentType', v))}
      />
      <Choice<FeedSource>
        legend="Source"
        value={state.source}
        counts
        options={[
          { value: 'everyone', label: 'Everyone' },
          { value: 'friends', label: 'Friends', disabled: !signedIn },
          { value: 'following', label: 'Following', disabled: !signedIn, count: counts?.following },
        ]}
        onChange={(v) => onChange(setFilter(state, 'source', v))}
      />
      {!signedIn ? (
        <p className="text-xs text-muted-foreground">Sign in to see posts from friends and people you follow.</p>
      ) : null}
      <Choice<FeedSort>
        legend="Sort by"
        value={state.sort}
        options={[
          { value: 'recent', label: 'Most Recent' },
          { value: 'popular', label: 'Most Popular' },
          { value: 'trending', label: 'Trending' },
        ]}
        onChange={(v) => onChange(setFilter(state, 'sort', v))}
      />
      <div className="flex flex-col gap-2">
        <Label className="flex items-center gap-2 font-normal">
          <Checkbox
            checked={state.saved}
            disabled={!signedIn}
            onCheckedChange={(c) => onChange(setFilter(state, 'saved', c === true))}
          />
          Saved only
        </Label>
        <Label className="flex items-center gap-2 font-normal">
          <Checkbox
            checked={state.trending}
            onCheckedChange={(c) => onChange(setFilter(state, 'trending', c === true))}
          />
          Trending only (reactions in the last 48 hours)
        </Label>
      </div>
      <section aria-labelledby={`${nameId}-saved`} className="flex flex-col gap-2 border-t pt-3">
        <h3 id={`${nameId}-saved`} className="text-sm font-semibold">
          Saved filters
        </h3>
        {state.customFilters.length === 0 ? (
          <p className="text-sm text-muted-foreground">No saved filters yet</p>
        ) : null}
        <ul className="flex flex-col gap-1">
          {state.customFilters.map((f) => (
            <li key={f.id} className="flex items-center gap-1">
              <Button
                size="sm"
                variant={state.activeCustomFilter === f.id ? 'default' : 'ghost'}
                className="flex-1 justify-start"
                aria-pressed={state.activeCustomFilter === f.id}
                onClick={() => onChange(applyCustomFilter(state, f.id))}
              >
                {f.name}
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Delete filter ${f.name}`}
                onClick={() => onChange(deleteCustomFilter(state, f.id))}
              >
                <Trash2 className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Label htmlFor={nameId} className="sr-only">
            Filter name
          </Label>
          <Input
            id={nameId}
            placeholder="Name this filter"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={40}
          />
          <Button type="button" variant="outline" onClick={save}>
            Save
          </Button>
        </div>
        {message ? <Alert variant={message.tone === 'error' ? 'destructive' : undefined}>{message.text}</Alert> : null}
      </section>
      <Button variant="ghost" onClick={() => onChange(resetFilters(state))}>
        Reset
      </Button>
    </div>
  );
}
