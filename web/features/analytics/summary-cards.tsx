import { countLabel, formatNumber } from '@/lib/format';
import type { Overview } from './queries';

const number = { format: (n: number) => formatNumber(n) };

function StatCard({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-muted-foreground">{detail}</dd>
    </div>
  );
}

/** The summary cards (total searches, zero results, average results and search time), plus click-through. */
export function SummaryCards({ summary }: { summary: Overview['summary'] }) {
  const total = summary.totalSearches;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-label="Summary">
      <StatCard
        label="Total Searches"
        value={number.format(total)}
        detail={countLabel(summary.uniqueQueries, 'unique query', 'unique queries')}
      />
      <StatCard
        label="Zero Results"
        value={number.format(summary.zeroResults)}
        detail={summary.zeroResultsPercent === null ? 'No searches yet' : `${summary.zeroResultsPercent}% of searches`}
      />
      <StatCard label="Avg. Results" value={String(summary.avgResults)} detail="per search" />
      <StatCard label="Avg. Search Time" value={`${summary.avgSearchTimeMs} ms`} detail="on the server" />
      <StatCard
        label="Click-through"
        value={summary.clickThroughPercent === null ? 'N/A' : `${summary.clickThroughPercent}%`}
        detail={`${number.format(summary.clicks)} searches led to an activity`}
      />
    </dl>
  );
}
