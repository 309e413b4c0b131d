import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api';
import { DashboardFilters } from './dashboard-filters';
import { type AnalyticsFilter, analyticsQueries, defaultFilter, downloadCsv, type TableState } from './queries';
import { ContentGaps, TopQueries } from './query-lists';
import { SearchesTable } from './searches-table';
import { SummaryCards } from './summary-cards';
import { TrendsChart } from './trends-chart';

export function AccessDenied() {
  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Access Denied</h1>
      <p className="text-muted-foreground">You do not have permission to access this dashboard.</p>
      <p className="text-sm text-muted-foreground">Access is restricted to administrators and moderators.</p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}

/** /admin/search-analytics: what members search for, what they find and what they open. */
export function SearchAnalyticsPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<AnalyticsFilter>(defaultFilter);
  const [table, setTable] = useState<TableState>({ sort: 'created_at', dir: 'desc', page: 1, pageSize: 20 });
  const [exporting, setExporting] = useState(false);
  const [exportNote, setExportNote] = useState<{ kind: 'error' | 'empty'; text: string } | null>(null);
  const overview = useQuery(analyticsQueries.overview(filter));
  const searches = useQuery(analyticsQueries.searches(filter, table));

  const forbidden = [overview.error, searches.error].some((e) => e instanceof ApiError && e.status === 403);
  if (forbidden) return <AccessDenied />;

  const exportCsv = async () => {
    setExporting(true);
    setExportNote(null);
    try {
      if (!(await downloadCsv(filter))) setExportNote({ kind: 'empty', text: 'No data to export' });
    } catch (error) {
      console.error(error);
      setExportNote({ kind: 'error', text: errorMessage(error, 'Failed to export analytics data') });
    } finally {
      setExporting(false);
    }
  };
  const empty = overview.data?.summary.totalSearches === 0;

  return (
    <div className="flex w-full flex-col gap-4">
      <Button variant="ghost" size="sm" asChild className="self-start">
        <Link to="/admin">
          <ArrowLeft className="size-4" aria-hidden /> Back to Admin Dashboard
        </Link>
      </Button>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Search Analytics</h1>
          <p className="text-sm text-muted-foreground">
            What people search the catalogue for. Admin or moderator access is required.
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => queryClient.invalidateQueries({ queryKey: ['analytics'] })}
            disabled={overview.isFetching}
          >
            <RefreshCw className={overview.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden /> Refresh
          </Button>
          <Button onClick={exportCsv} disabled={exporting}>
            <Download className="size-4" aria-hidden /> {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
      </header>
      {exportNote ? (
        <Alert variant={exportNote.kind === 'error' ? 'destructive' : 'warning'} role="alert">
          {exportNote.text}
        </Alert>
      ) : null}
      <DashboardFilters
        value={filter}
        onApply={(next) => {
          setFilter(next);
          setTable((t) => ({ ...t, page: 1 }));
        }}
      />
      {overview.isError || searches.isError ? (
        <Alert variant="destructive">
          {errorMessage(overview.error ?? searches.error, 'Failed to load analytics data')}
        </Alert>
      ) : null}
      {overview.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Loading analytics...
        </p>
      ) : null}
      {overview.data ? (
        <>
          <SummaryCards summary={overview.data.summary} />
          {empty ? (
            <EmptyState title="No search analytics data found for the selected period." />
          ) : (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                <TopQueries items={overview.data.topQueries} />
                <ContentGaps items={overview.data.contentGaps} />
              </div>
              <TrendsChart trends={overview.data.trends} />
              {searches.data ? (
                <SearchesTable
                  rows={searches.data.rows}
                  total={searches.data.total}
                  state={table}
                  onChange={setTable}
                  busy={searches.isFetching}
                />
              ) : null}
            </>
          )}
        </>
      ) : null}
      <p className="text-xs text-muted-foreground">
        Search data is purged automatically after 6 months, so ranges further back show nothing.
      </p>
    </div>
  );
}
