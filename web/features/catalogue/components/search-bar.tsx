import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Clock, MapPin, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebounced } from '@/lib/use-debounced';
import { cn } from '@/lib/utils';
import { catalogueQueries } from '../queries';
import { recentSearches, rememberSearch } from '../recent-searches';

export const SEARCH_DEBOUNCE_MS = 300;
const DROPDOWN_MAX = 8;

type Option =
  | { kind: 'suggestion'; id: number; label: string }
  | { kind: 'place'; q: string; label: string; count: number }
  | { kind: 'recent'; label: string };

/**
 * The catalogue search box: searches 300 ms after typing stops, suggests titles from 2 characters
 * and offers recent searches, as an accessible combobox.
 */
export function SearchBar({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState(recentSearches);
  const navigate = useNavigate();
  const listId = useId();
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery(catalogueQueries.suggest(debounced.trim()));

  // A search set from outside (a link, Clear, the back button) shows in the box.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== debounced.trim()) setText(value);
  }

  // Typing searches once it pauses for the debounce delay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text searches
  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced.trim());
  }, [debounced]);

  const options: Option[] = [
    // Places first ("par": Paris, France): choosing one lists what is there.
    ...(text.trim().length >= 2 ? (suggestions.data?.places ?? []) : []).slice(0, 2).map((p) => ({
      kind: 'place' as const,
      q: p.q,
      label: p.label,
      count: p.count,
    })),
    ...(text.trim().length >= 2 ? (suggestions.data?.suggestions ?? []) : []).slice(0, 5).map((s) => ({
      kind: 'suggestion' as const,
      id: s.id,
      label: s.displayTitle || s.title,
    })),
    ...recent
      .filter((r) => r.toLowerCase().includes(text.trim().toLowerCase()))
      .map((label) => ({ kind: 'recent' as const, label })),
  ].slice(0, DROPDOWN_MAX);

  const commit = (q: string) => {
    setText(q);
    setOpen(false);
    setActive(-1);
    setRecent(rememberSearch(q));
    onSearch(q.trim());
  };
  const choose = (o: Option) => {
    if (o.kind === 'suggestion') {
      setRecent(rememberSearch(text));
      setOpen(false);
      void navigate({ to: '/activity/$id', params: { id: String(o.id) } });
    } else commit(o.kind === 'place' ? o.q : o.label);
  };

  return (
    <search className="relative block">
      {/* A real GET form: before the app has started (or without it), Enter asks the server for the
          results page itself. */}
      <form
        action="/activities"
        className="relative"
        onSubmit={(e) => {
          e.preventDefault();
          const chosen = options[active];
          // What the box shows, read from the form: typed before the app started, it is there even
          // if the app's copy has not caught up yet.
          if (open && chosen) choose(chosen);
          else commit(String(new FormData(e.currentTarget).get('q') ?? text));
        }}
      >
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          role="combobox"
          name="q"
          aria-label="Search activities"
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          placeholder="Search activities, locations, or experiences..."
          className="h-12 pl-10 pr-10 text-base"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setOpen(true);
              setActive((i) => Math.min(options.length - 1, i + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((i) => Math.max(-1, i - 1));
            } else if (e.key === 'Escape') {
              setOpen(false);
            }
          }}
        />
        {text ? (
          <button
            type="button"
            className="absolute right-3 top-1/2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground"
            aria-label="Clear search"
            onClick={() => commit('')}
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
        {open && options.length > 0 ? (
          <div
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            className="absolute z-30 mt-1 w-full overflow-hidden rounded-md border bg-popover py-1 shadow-lg"
          >
            {options.map((o, i) => (
              <div
                key={`${o.kind}-${o.label}`}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={cn(
                  'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                  i === active && 'bg-accent text-accent-foreground',
                )}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(o);
                }}
              >
                {o.kind === 'recent' ? (
                  <Clock className="size-4 text-muted-foreground" aria-hidden />
                ) : o.kind === 'place' ? (
                  <MapPin className="size-4 text-muted-foreground" aria-hidden />
                ) : (
                  <Search className="size-4 text-muted-foreground" aria-hidden />
                )}
                <span className="truncate">{o.label}</span>
                {o.kind === 'recent' ? <span className="ml-auto text-xs text-muted-foreground">Recent</span> : null}
                {o.kind === 'place' ? (
                  <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                    {o.count} {o.count === 1 ? 'idea' : 'ideas'}
                  </span>
                ) : null}
              </div>
            ))}
          </div>
        ) : null}
      </form>
    </search>
  );
}
