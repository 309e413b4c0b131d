import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/lib/api';
import type { AnalyticsSort } from '../../../worker/contracts/analytics';
import { exportFileName } from '../../../worker/contracts/analytics';

/** What the dashboard is looking at: whole UTC days, a query filter and the staff/bot toggle. */
export type AnalyticsFilter = { start: string; end: string; q: string; includeStaff: boolean };
export type TableState = { sort: AnalyticsSort; dir: 'asc' | 'desc'; page: number; pageSize: 10 | 20 | 50 | 100 };

export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
/** The default range: the last 30 days, today included. */
export const defaultFilter = (): AnalyticsFilter => ({
  start: utcDay(new Date(Date.now() - 29 * 86_400_000)),
  end: utcDay(new Date()),
  q: '',
  includeStaff: false,
});

const asQuery = (f: AnalyticsFilter) => ({
  start: f.start,
  end: f.end,
  q: f.q,
  includeStaff: f.includeStaff ? ('true' as const) : ('false' as const),
});

export const analyticsQueries = {
  overview: (f: AnalyticsFilter) =>
    queryOptions({
      queryKey: ['analytics', 'overview', f],
      queryFn: () => unwrap(api.analytics.overview.$get({ query: asQuery(f) })),
      placeholderData: keepPreviousData,
    }),
  searches: (f: AnalyticsFilter, t: TableState) =>
    queryOptions({
      queryKey: ['analytics', 'searches', f, t],
      queryFn: () =>
        unwrap(
          api.analytics.searches.$get({
            query: { ...asQuery(f), sort: t.sort, dir: t.dir, page: String(t.page), pageSize: String(t.pageSize) },
          }),
        ),
      placeholderData: keepPreviousData,
    }),
};

export type Overview = Awaited<ReturnType<NonNullable<ReturnType<typeof analyticsQueries.overview>['queryFn']>>>;
export type SearchRow = Awaited<
  ReturnType<NonNullable<ReturnType<typeof analyticsQueries.searches>['queryFn']>>
>['rows'][number];

/**
 * Downloads the CSV of the filter. The Worker streams it; the browser saves it under the
 * export's own name (search-analytics-{start}-to-{end}.csv). Resolves false when the range has no rows ('No data to export').
 */
export async function downloadCsv(f: AnalyticsFilter) {
  const res = await api.analytics.export.$get({ query: asQuery(f) });
  if (res.status === 404) {
    await res.body?.cancel();
    return false;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(res.status, 'EXPORT', body?.error ?? 'Failed to export analytics data');
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(f.start, f.end);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
