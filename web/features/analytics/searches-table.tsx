import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { countLabel, formatDateTime } from '@/lib/format';
import type { AnalyticsSort } from '../../../worker/contracts/analytics';
import { ANALYTICS_PAGE_SIZES } from '../../../worker/contracts/analytics';
import type { SearchRow, TableState } from './queries';

const COLUMNS: { sort: AnalyticsSort; label: string; numeric?: boolean }[] = [
  { sort: 'created_at', label: 'Date/Time' },
  { sort: 'query', label: 'Query' },
  { sort: 'results_count', label: 'Results', numeric: true },
  { sort: 'search_time_ms', label: 'Time (ms)', numeric: true },
  { sort: 'filters_used', label: 'Filters' },
  { sort: 'session_id', label: 'Session' },
];

function formatDate(d: string | Date) {
  const date = new Date(d);
  return Number.isNaN(date.getTime()) ? 'Unknown date' : formatDateTime(date);
}

const filtersText = (f: Record<string, string>) =>
  Object.entries(f)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');

/** The searches of the period: sortable columns, pager and page sizes. */
export function SearchesTable({
  rows,
  total,
  state,
  onChange,
  busy,
}: {
  rows: SearchRow[];
  total: number;
  state: TableState;
  onChange: (next: TableState) => void;
  busy: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  const sortBy = (sort: AnalyticsSort) =>
    onChange({
      ...state,
      sort,
      dir: state.sort === sort && state.dir === 'desc' ? 'asc' : 'desc',
      page: 1,
    });
  return (
    <section aria-labelledby="searches-heading" className="rounded-xl border bg-card shadow-sm">
      <h2 id="searches-heading" className="p-4 pb-2 font-semibold">
        Searches
      </h2>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm" aria-busy={busy}>
          <thead className="border-y bg-muted/50">
            <tr>
              {COLUMNS.map((c) => {
                const active = state.sort === c.sort;
                const Icon = active ? (state.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                return (
                  <th
                    key={c.sort}
                    scope="col"
                    className="px-3 py-2 font-medium"
                    aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      onClick={() => sortBy(c.sort)}
                    >
                      {c.label}
                      <Icon className="size-3.5" aria-hidden />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b last:border-0">
                <td className="whitespace-nowrap px-3 py-2">{formatDate(r.createdAt)}</td>
                <td className="max-w-64 truncate px-3 py-2">
                  {r.query || <em className="text-muted-foreground">Empty query</em>}
                  {r.isStaff ? <span className="ml-2 text-xs text-muted-foreground">(staff)</span> : null}
                  {r.isBot ? <span className="ml-2 text-xs text-muted-foreground">(bot)</span> : null}
                  {r.clickedActivityId ? (
                    <a href={`/activity/${r.clickedActivityId}`} className="ml-2 text-xs text-primary hover:underline">
                      opened #{r.clickedActivityId}
                    </a>
                  ) : null}
                </td>
                <td className="px-3 py-2 tabular-nums">{r.resultsCount}</td>
                <td className="px-3 py-2 tabular-nums">{r.searchTimeMs}</td>
                <td className="px-3 py-2">
                  {Object.keys(r.filtersUsed).length ? (
                    filtersText(r.filtersUsed)
                  ) : (
                    <span className="text-muted-foreground">No filters</span>
                  )}
                </td>
                <td className="px-3 py-2 font-mono text-xs">
                  {r.sessionId ?? <span className="font-sans text-muted-foreground">N/A</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 p-4">
        <label className="flex items-center gap-2 text-sm">
          Rows per page
          <select
            className="h-9 rounded-md border border-input bg-background px-2"
            value={state.pageSize}
            onChange={(e) =>
              onChange({ ...state, page: 1, pageSize: Number(e.target.value) as TableState['pageSize'] })
            }
          >
            {ANALYTICS_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Page {state.page} of {pages} · {countLabel(total, 'search', 'searches')}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={state.page <= 1}
            onClick={() => onChange({ ...state, page: state.page - 1 })}
          >
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={state.page >= pages}
            onClick={() => onChange({ ...state, page: state.page + 1 })}
          >
            Next
          </Button>
        </div>
      </div>
    </section>
  );
}
