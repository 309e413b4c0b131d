import type { FeedContentType, FeedSort, FeedSource } from '../../../worker/contracts/community';

export type FilterValues = {
  contentType: FeedContentType;
  source: FeedSource;
  sort: FeedSort;
  saved: boolean;
  trending: boolean;
};
export type CustomFilter = { id: string; name: string; settings: FilterValues };
export type FilterState = FilterValues & { customFilters: CustomFilter[]; activeCustomFilter: string | null };

export const DEFAULT_FILTERS: FilterValues = {
  contentType: 'all',
  source: 'everyone',
  sort: 'recent',
  saved: false,
  trending: false,
};
const KEY = 'lifelist-feed-filters';

export const initialFilterState = (): FilterState => ({
  ...DEFAULT_FILTERS,
  customFilters: [],
  activeCustomFilter: null,
});

/** How many values differ from the defaults: the Filters badge. */
export const activeFilterCount = (f: FilterValues) =>
  (Object.keys(DEFAULT_FILTERS) as (keyof FilterValues)[]).filter((k) => f[k] !== DEFAULT_FILTERS[k]).length;

/** A "filtered content view": the feed with any filter away from its default. */
export const isFilteredView = (f: Partial<FilterValues>) =>
  (Object.keys(DEFAULT_FILTERS) as (keyof FilterValues)[]).some(
    (k) => f[k] !== undefined && f[k] !== DEFAULT_FILTERS[k],
  );

export const valuesOf = (f: FilterValues): FilterValues => ({
  contentType: f.contentType,
  source: f.source,
  sort: f.sort,
  saved: f.saved,
  trending: f.trending,
});

/** Changing any value leaves the custom filter that was applied. */
export const setFilter = <K extends keyof FilterValues>(
  s: FilterState,
  key: K,
  value: FilterValues[K],
): FilterState => ({
  ...s,
  [key]: value,
  activeCustomFilter: null,
});

/** Reset returns to the defaults but keeps the saved custom filters. */
export const resetFilters = (s: FilterState): FilterState => ({
  ...DEFAULT_FILTERS,
  customFilters: s.customFilters,
  activeCustomFilter: null,
});

/** Saves the current values under a name; the answer is the new state or the message saying why not. */
export function saveCustomFilter(s: FilterState, rawName: string): { state: FilterState } | { error: string } {
  const name = rawName.trim();
  if (!name) return { error: 'Please enter a name for your filter' };
  if (s.customFilters.some((f) => f.name.toLowerCase() === name.toLowerCase())) {
    return { error: 'A filter with this name already exists' };
  }
  const filter = {
    id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    name,
    settings: valuesOf(s),
  };
  return { state: { ...s, customFilters: [...s.customFilters, filter], activeCustomFilter: filter.id } };
}

export const applyCustomFilter = (s: FilterState, id: string): FilterState => {
  const f = s.customFilters.find((c) => c.id === id);
  return f ? { ...s, ...f.settings, activeCustomFilter: id } : s;
};

export const deleteCustomFilter = (s: FilterState, id: string): FilterState => ({
  ...s,
  customFilters: s.customFilters.filter((f) => f.id !== id),
  activeCustomFilter: s.activeCustomFilter === id ? null : s.activeCustomFilter,
});

const pick = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(v as T) ? (v as T) : fallback;

/** The stored state, checked value by value so an old or edited entry cannot break the page. */
export function loadFilters(): FilterState {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<FilterState> | null;
    if (!raw || typeof raw !== 'object') return initialFilterState();
    return {
      contentType: pick(raw.contentType, ['all', 'posts', 'blogs'], 'all'),
      source: pick(raw.source, ['everyone', 'friends', 'following'], 'everyone'),
      sort: pick(raw.sort, ['recent', 'popular', 'trending'], 'recent'),
      saved: raw.saved === true,
      trending: raw.trending === true,
      customFilters: Array.isArray(raw.customFilters)
        ? raw.customFilters.filter((f) => f && typeof f.name === 'string' && f.name.trim() && f.settings)
        : [],
      activeCustomFilter: typeof raw.activeCustomFilter === 'string' ? raw.activeCustomFilter : null,
    };
  } catch {
    return initialFilterState();
  }
}

export function storeFilters(s: FilterState) {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Storage can be refused (private browsing); the filters still apply for this visit.
  }
}

/** '9+' above nine, nothing at zero. */
export const badge = (n: number) => (n <= 0 ? null : n > 9 ? '9+' : String(n));
