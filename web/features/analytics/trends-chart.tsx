import { formatDate } from '@/lib/format';
import type { Overview } from './queries';

const dayLabel = (day: string) => formatDate(day, 'dayMonth');

/** Search Trends: one bar per day, searches with their zero-result part; the table below is its text form. */
export function TrendsChart({ trends }: { trends: Overview['trends'] }) {
  const max = Math.max(1, ...trends.map((t) => t.searches));
  const total = trends.reduce((s, t) => s + t.searches, 0);
  return (
    <section aria-labelledby="search-trends" className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="search-trends" className="font-semibold">
          Search Trends
        </h2>
        <p className="flex gap-4 text-xs text-muted-foreground">
          <span className="flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm bg-primary" aria-hidden /> Searches
          </span>
          <span className="flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm bg-destructive" aria-hidden /> Zero results
          </span>
        </p>
      </div>
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">No searches in this period.</p>
      ) : (
        <>
          <div className="flex h-40 items-end gap-px" role="img" aria-label={`Searches per day, ${total} in all`}>
            {trends.map((t) => (
              <div
                key={t.day}
                className="flex h-full min-w-0 flex-1 flex-col justify-end"
                title={`${dayLabel(t.day)}: ${t.searches} searches, ${t.zeroResults} with zero results, ${t.clicks} clicked`}
              >
                <div
                  className="flex flex-col justify-end rounded-t-sm bg-primary"
                  style={{ height: `${(t.searches / max) * 100}%` }}
                >
                  <div
                    className="bg-destructive"
                    style={{ height: `${t.searches ? (t.zeroResults / t.searches) * 100 : 0}%` }}
                  />
                </div>
              </div>
            ))}
          </div>
          <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden>
            <span>{dayLabel(trends[0]?.day ?? '')}</span>
            <span>{dayLabel(trends.at(-1)?.day ?? '')}</span>
          </div>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-muted-foreground">Show as a table</summary>
            <table className="mt-2 w-full text-left text-xs">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Searches</th>
                  <th scope="col">Zero results</th>
                  <th scope="col">Clicked</th>
                </tr>
              </thead>
              <tbody>
                {trends.map((t) => (
                  <tr key={t.day}>
                    <td>{dayLabel(t.day)}</td>
                    <td className="tabular-nums">{t.searches}</td>
                    <td className="tabular-nums">{t.zeroResults}</td>
                    <td className="tabular-nums">{t.clicks}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
