import { oneOf, type SearchOf, searchReader, text, wholeNumber } from '@/lib/url-search';
import { CATEGORIES, INDOOR_OUTDOOR, SOLO_SOCIAL, SORTS, VIEW_MODES } from '../../../worker/contracts/enums';
import { CONTINENT_CODES } from '../../../worker/contracts/places';
import { heldPosition } from '../places/position';

/** A country code as the address carries it ("FR"). */
const countryCode = (value: unknown) => (typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : undefined);

const scale = wholeNumber(1, 5);
const SHAPE = {
  q: text(),
  category: oneOf(CATEGORIES),
  cost: scale,
  time: scale,
  difficulty: scale,
  planning: scale,
  risk: scale,
  social: oneOf(SOLO_SOCIAL),
  location: oneOf(INDOOR_OUTDOOR),
  continent: oneOf(CONTINENT_CODES),
  country: countryCode,
  near: oneOf(['me'] as const),
  sort: oneOf(SORTS),
  view: oneOf(VIEW_MODES),
};

/**
 * The /activities URL: q, category, cost, time, social, location, difficulty, planning, risk,
 * continent, country, near (me), sort, view. Unknown or malformed values fall back to the default, so a shared link never breaks the page.
 */
export const ActivitiesSearch = searchReader(SHAPE);
export type ActivitiesSearch = SearchOf<typeof SHAPE>;

export const FILTER_KEYS = [
  'category',
  'cost',
  'time',
  'difficulty',
  'planning',
  'risk',
  'social',
  'location',
  'continent',
  'country',
  'near',
] as const;

/** The sort a search has when none is chosen: best match for words, most popular for browsing. */
export const defaultSort = (s: ActivitiesSearch) => (s.q?.trim() ? 'relevance' : 'popularity');

/** Drops parameters at their defaults (category All, the default sort, view grid/normal, empty query). */
export function cleanSearch(s: ActivitiesSearch): ActivitiesSearch {
  const out: ActivitiesSearch = {};
  if (s.q?.trim()) out.q = s.q.trim();
  for (const key of FILTER_KEYS) if (s[key] !== undefined) (out as Record<string, unknown>)[key] = s[key];
  if (s.sort && s.sort !== defaultSort(out)) out.sort = s.sort;
  if (s.view && s.view !== 'normal') out.view = s.view;
  return out;
}

export const activeFilterCount = (s: ActivitiesSearch) => FILTER_KEYS.filter((k) => s[k] !== undefined).length;

/** The API query for a page of results. */
export function apiQuery(s: ActivitiesSearch, offset: number): Record<string, string> {
  const q: Record<string, string> = { offset: String(offset) };
  for (const [k, val] of Object.entries(cleanSearch(s))) if (k !== 'view' && val !== undefined) q[k] = String(val);
  // "Near me" sends the browser's position when the reader allowed it; else the server uses their profile's city.
  const position = heldPosition();
  if (q.near === 'me' && position) q.near = `${position.lat},${position.lon}`;
  return q;
}

const SAVED = 'lifelist-activities-search';
/** The last search, so the detail page's Back button can return to it. */
export const saveSearchState = (s: ActivitiesSearch) => {
  try {
    sessionStorage.setItem(SAVED, JSON.stringify(cleanSearch(s)));
  } catch {
    // Storage unavailable: Back falls back to history.
  }
};
export const savedSearchState = (): ActivitiesSearch | null => {
  try {
    const raw = sessionStorage.getItem(SAVED);
    return raw ? ActivitiesSearch(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
};
