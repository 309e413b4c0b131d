import { formatNumber } from '@/lib/format';
import type { Overview } from './queries';

type Item = Overview['topQueries'][number];
const number = { format: (n: number) => formatNumber(n) };

function QueryList({
  id,
  title,
  description,
  items,
  empty,
  detail,
}: {
  id: string;
  title: string;
  description: string;
  items: Item[];
  empty: string;
  detail: (i: Item) => string;
}) {
  const max = Math.max(1, ...items.map((i) => i.searches));
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{description}</p>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {items.map((item, i) => (
            <li key={item.query} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="truncate">
                  <span className="mr-2 text-muted-foreground tabular-nums">{i + 1}.</span>
                  {item.query ? <span>{item.query}</span> : <em className="text-muted-foreground">Empty query</em>}
                </span>
                <span className="shrink-0 tabular-nums">{number.format(item.searches)}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-muted" aria-hidden>
                <div className="h-1.5 rounded-full bg-primary" style={{ width: `${(item.searches / max) * 100}%` }} />
              </div>
              <p className="mt-0.5 text-xs text-muted-foreground">{detail(item)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const rate = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '0%');

export function TopQueries({ items }: { items: Item[] }) {
  return (
    <QueryList
      id="top-queries"
      title="Top Search Queries"
      description="The 10 most searched queries of the period."
      items={items}
      empty="No searches in this period."
      detail={(i) => `${rate(i.zeroResults, i.searches)} zero results · ${rate(i.clicks, i.searches)} click-through`}
    />
  );
}

export function ContentGaps({ items }: { items: Item[] }) {
  return (
    <QueryList
      id="content-gaps"
      title="Zero-result or Zero-click Queries"
      description="What people look for and do not find: gaps in the catalogue."
      items={items}
      empty="Every query found something people opened."
      detail={(i) => (i.zeroResults === i.searches ? 'never found anything' : 'found results, none opened')}
    />
  );
}
