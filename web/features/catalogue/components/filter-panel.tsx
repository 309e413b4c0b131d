import { useQuery } from '@tanstack/react-query';
import { LocateFixed, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  COST_LABELS,
  DIFFICULTY_LABELS,
  FILTER_CATEGORIES,
  LOCATION_LABELS,
  PLANNING_LABELS,
  RISK_LABELS,
  SOCIAL_LABELS,
  TIME_LABELS,
} from '../../../../worker/contracts/catalogue-display';
import { SORTS } from '../../../../worker/contracts/enums';
import { askPosition } from '../../places/position';
import { catalogueQueries } from '../queries';
import { type ActivitiesSearch, activeFilterCount, defaultSort } from '../search-params';

export const SORT_LABELS: Record<(typeof SORTS)[number], string> = {
  popularity: 'Most popular',
  relevance: 'Best match',
  rating: 'Highest rated',
  cost_low: 'Cost: low to high',
  cost_high: 'Cost: high to low',
  time_short: 'Time: shortest first',
  time_long: 'Time: longest first',
  newest: 'Newest',
  alphabetical: 'A to Z',
};

const SCALES = [
  { key: 'cost', label: 'Cost', labels: COST_LABELS },
  { key: 'time', label: 'Time', labels: TIME_LABELS },
  { key: 'difficulty', label: 'Difficulty', labels: DIFFICULTY_LABELS },
  { key: 'planning', label: 'Planning', labels: PLANNING_LABELS },
  { key: 'risk', label: 'Risk', labels: RISK_LABELS },
] as const;

function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

/** Every filter and sort of the catalogue; each change goes straight into the URL. */
export function FilterPanel({
  search,
  onChange,
}: {
  search: ActivitiesSearch;
  onChange: (patch: Partial<ActivitiesSearch>) => void;
}) {
  const active = activeFilterCount(search);
  const places = useQuery(catalogueQueries.places());
  const [locating, setLocating] = useState(false);
  const countries = (places.data?.countries ?? []).filter((c) => !search.continent || c.continent === search.continent);
  // The browser is asked for its position only now; refused, the server uses the profile's city.
  const nearMe = async () => {
    if (search.near) return onChange({ near: undefined });
    setLocating(true);
    await askPosition();
    setLocating(false);
    onChange({ near: 'me' });
  };
  return (
    <details className="group rounded-xl border bg-card" open={active > 0 || undefined}>
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-medium">
        <SlidersHorizontal className="size-4" aria-hidden />
        Filters
        {active ? <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{active}</span> : null}
      </summary>
      <div className="grid gap-4 border-t p-4 sm:grid-cols-2 lg:grid-cols-5">
        <Select
          id="filter-category"
          label="Category"
          value={search.category ?? ''}
          onChange={(v) => onChange({ category: (v || undefined) as ActivitiesSearch['category'] })}
        >
          <option value="">All</option>
          {FILTER_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <Select
          id="filter-continent"
          label="Continent"
          value={search.continent ?? ''}
          onChange={(v) =>
            onChange({ continent: (v || undefined) as ActivitiesSearch['continent'], country: undefined })
          }
        >
          <option value="">Anywhere</option>
          {places.data?.continents.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.count})
            </option>
          ))}
        </Select>
        <Select
          id="filter-country"
          label="Country"
          value={search.country ?? ''}
          onChange={(v) => onChange({ country: v || undefined })}
        >
          <option value="">{search.continent ? 'All countries' : 'Any'}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.count})
            </option>
          ))}
          {search.country && !countries.some((c) => c.code === search.country) ? (
            <option value={search.country}>{search.country}</option>
          ) : null}
        </Select>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium leading-none">Near me</span>
          <Button
            variant={search.near ? 'secondary' : 'outline'}
            aria-pressed={Boolean(search.near)}
            onClick={nearMe}
            disabled={locating}
          >
            <LocateFixed aria-hidden /> {locating ? 'Finding you...' : search.near ? 'Near me: on' : 'Near me'}
          </Button>
        </div>
        {SCALES.map((s) => (
          <Select
            key={s.key}
            id={`filter-${s.key}`}
            label={s.label}
            value={String(search[s.key] ?? '')}
            onChange={(v) => onChange({ [s.key]: v ? Number(v) : undefined })}
          >
            <option value="">Any</option>
            {s.labels.map((l, i) => (
              <option key={l} value={i + 1}>
                {l}
              </option>
            ))}
          </Select>
        ))}
        <Select
          id="filter-social"
          label="Social setting"
          value={search.social ?? ''}
          onChange={(v) => onChange({ social: (v || undefined) as ActivitiesSearch['social'] })}
        >
          <option value="">Any</option>
          {Object.entries(SOCIAL_LABELS).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Select>
        <Select
          id="filter-location"
          label="Location"
          value={search.location ?? ''}
          onChange={(v) => onChange({ location: (v || undefined) as ActivitiesSearch['location'] })}
        >
          <option value="">Any</option>
          {Object.entries(LOCATION_LABELS).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Select>
        <Select
          id="filter-sort"
          label="Sort by"
          value={search.sort ?? defaultSort(search)}
          onChange={(v) => onChange({ sort: v as ActivitiesSearch['sort'] })}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
        <div className="flex items-end">
          <Button
            variant="outline"
            className="w-full"
            disabled={active === 0}
            onClick={() =>
              onChange({
                category: undefined,
                cost: undefined,
                time: undefined,
                difficulty: undefined,
                planning: undefined,
                risk: undefined,
                social: undefined,
                location: undefined,
                continent: undefined,
                country: undefined,
                near: undefined,
              })
            }
          >
            Clear filters
          </Button>
        </div>
      </div>
    </details>
  );
}
