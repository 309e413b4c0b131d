import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import holdout from '../../data/search/holdout-queries.json' with { type: 'json' };
import iconic from '../../data/search/iconic-ideas.json' with { type: 'json' };
import natural from '../../data/search/natural-queries.json' with { type: 'json' };
import placeQueries from '../../data/search/place-queries.json' with { type: 'json' };
import typos from '../../data/search/typo-queries.json' with { type: 'json' };
import { FILTER_CATEGORIES, SORTS } from '../../worker/contracts/catalogue';
import { countryName } from '../../worker/features/places/countries';
import type { ActivitySeed } from '../seed/catalogue';
import { both, fmt, percentile, timed } from './measure';
import type { BenchSection } from './section';

type Judged = { q: string; expect: string[] };
type Hit = { title: string };

/** The catalogue exactly as the seed loads it, for the peer to index. */
function catalogue() {
  const dir = 'data/activities';
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ActivitySeed[]);
}

/**
 * The peer: MiniSearch, a small in-memory search library, with the settings its documentation
 * suggests for search-as-you-type (fuzzy 0.2, prefix, OR, title boost), over the same catalogue.
 */
function peer() {
  // Its documents hold where each idea happens (place names, regions and countries) as words.
  const docs = catalogue().map((a, i) => ({
    id: i,
    ...a,
    places: Array.isArray(a.where)
      ? a.where.map((p) => [p.name, p.region ?? '', countryName(p.country)].join(' ')).join(' ')
      : '',
  }));
  const mini = new MiniSearch({
    fields: ['title', 'displayTitle', 'description', 'places'],
    storeFields: ['title'],
    searchOptions: { fuzzy: 0.2, prefix: true, combineWith: 'OR', boost: { title: 2, displayTitle: 2 } },
  });
  mini.addAll(docs);
  return (q: string): Hit[] => mini.search(q).map((r) => ({ title: r.title as string }));
}

/** Share of judged queries whose top `k` holds a right answer, and how many came back empty. */
async function judge(set: Judged[], k: number, run: (q: string) => Promise<Hit[]> | Hit[]) {
  let hits = 0;
  let empty = 0;
  const misses: string[] = [];
  const judged = set.filter((x) => x.expect.length > 0);
  for (const x of judged) {
    const results = await run(x.q);
    if (results.length === 0) empty++;
    const top = results.slice(0, k).map((r) => r.title);
    if (top.some((t) => x.expect.includes(t))) hits++;
    else misses.push(`${x.q} -> ${top.slice(0, 3).join(' | ') || '(nothing)'}`);
  }
  return { rate: hits / judged.length, empty, judged: judged.length, misses };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Catalogue search: quality beside the peer, speed of search and suggestions. */
export const search: BenchSection = {
  name: 'search',
  async run({ app, rows }) {
    const ours = async (q: string) => {
      const res = await fetch(`${app.baseURL}/api/activities/search?${new URLSearchParams({ q })}`);
      return ((await res.json()) as { items: Hit[] }).items;
    };
    const mini = peer();
    const set = natural as (Judged & { kind: string })[];

    const a = await judge(set, 5, ours);
    const b = await judge(set, 5, mini);
    rows.push([
      `Natural queries, top-5 hit rate (${a.judged} with an answer)`,
      `${pct(a.rate)} (MiniSearch ${pct(b.rate)})`,
      'budget 95% and 10 points above the peer',
    ]);
    rows.push(['Natural queries with an answer that found nothing', `${a.empty} (MiniSearch ${b.empty})`, 'budget 0']);
    for (const kind of [...new Set(set.map((x) => x.kind))]) {
      const ka = await judge(
        set.filter((x) => x.kind === kind),
        5,
        ours,
      );
      const kb = await judge(
        set.filter((x) => x.kind === kind),
        5,
        mini,
      );
      rows.push([`  of which ${kind} (${ka.judged})`, `${pct(ka.rate)} (MiniSearch ${pct(kb.rate)})`, '']);
    }
    if (process.env.BENCH_VERBOSE) console.log(`misses:\n${a.misses.join('\n')}`);

    // A second set, written later by someone who saw neither the engine nor the first set's results.
    const h = await judge(holdout as Judged[], 5, ours);
    const hb = await judge(holdout as Judged[], 5, mini);
    rows.push([
      `Held-out queries, top-5 hit rate (${h.judged} with an answer)`,
      `${pct(h.rate)} (MiniSearch ${pct(hb.rate)})`,
      'never tuned against',
    ]);
    rows.push([
      'Held-out queries with an answer that found nothing',
      `${h.empty} (MiniSearch ${hb.empty})`,
      'budget 0',
    ]);
    if (process.env.BENCH_VERBOSE) console.log(`held-out misses:\n${h.misses.join('\n')}`);

    // Places: "an activity in a place", a city or country alone, near a city, a continent, abroad,
    // an intent with a place; written before the catalogue knew places, never tuned against.
    const placeSet = placeQueries as (Judged & { kind: string })[];
    const pa = await judge(placeSet, 5, ours);
    const pb = await judge(placeSet, 5, mini);
    rows.push([
      `Place queries, top-5 hit rate (${pa.judged} with an answer of ${placeSet.length})`,
      `${pct(pa.rate)} (MiniSearch ${pct(pb.rate)})`,
      'budget 90% and 10 points above the peer',
    ]);
    for (const kind of [...new Set(placeSet.map((x) => x.kind))]) {
      const of = placeSet.filter((x) => x.kind === kind);
      const ka = await judge(of, 5, ours);
      const kb = await judge(of, 5, mini);
      rows.push([`  of which ${kind} (${ka.judged})`, `${pct(ka.rate)} (MiniSearch ${pct(kb.rate)})`, '']);
    }
    if (process.env.BENCH_VERBOSE) console.log(`place misses:\n${pa.misses.join('\n')}`);
    const placeTime = await timed(placeSet.length, (i) =>
      fetch(`${app.baseURL}/api/activities/search?${new URLSearchParams({ q: placeSet[i]?.q ?? '' })}`),
    );
    rows.push([
      `Search p50 / p95, place queries (${placeSet.length})`,
      both(placeTime),
      'Worker time; budget p95 15 ms',
    ]);

    const icons = (iconic as { query: string; expect: string[] }[]).map((x) => ({ q: x.query, expect: x.expect }));
    const ia = await judge(icons, 3, ours);
    const ib = await judge(icons, 3, mini);
    rows.push([
      `Iconic ideas found by plain name, top 3 (${ia.judged})`,
      `${pct(ia.rate)} (MiniSearch ${pct(ib.rate)})`,
      'budget 100%',
    ]);
    if (process.env.BENCH_VERBOSE) console.log(`iconic misses:\n${ia.misses.join('\n')}`);

    const typoSet = (typos as { query: string; title?: string; contains?: string }[]).map((t) => t);
    let found = 0;
    for (const t of typoSet) {
      const top = (await ours(t.query)).slice(0, 5).map((x) => x.title);
      if (t.title ? top.includes(t.title) : top.some((x) => x.toLowerCase().includes(t.contains ?? ''))) found++;
    }
    rows.push([`Typo set, top 5 (${typoSet.length} misspelt queries)`, pct(found / typoSet.length), 'budget 95%']);

    // Speed: the natural set, then 500 varied requests (words, phrases, typos, filters, sorts).
    const queries = set.map((x) => x.q);
    await timed(20, (i) => fetch(`${app.baseURL}/api/activities/search?q=${encodeURIComponent(queries[i] ?? '')}`));
    const naturalTime = await timed(queries.length, (i) =>
      fetch(`${app.baseURL}/api/activities/search?${new URLSearchParams({ q: queries[i] ?? '' })}`),
    );
    rows.push([
      `Search p50 / p95, natural queries (${queries.length})`,
      both(naturalTime),
      'Worker time; budget p95 15 ms',
    ]);
    const varied = Array.from({ length: 500 }, (_, i) => {
      const p: Record<string, string> = {};
      const kind = i % 4;
      if (kind === 0) p.q = queries[i % queries.length] ?? '';
      else if (kind === 1) p.q = typoSet[i % typoSet.length]?.query ?? '';
      else if (kind === 2) {
        p.category = FILTER_CATEGORIES[i % FILTER_CATEGORIES.length] as string;
        p.cost = String((i % 5) + 1);
        if (i % 3 === 0) p.q = queries[(i * 7) % queries.length] ?? '';
      } else {
        p.sort = SORTS[i % SORTS.length] as string;
        if (i % 2) p.q = queries[(i * 3) % queries.length] ?? '';
      }
      return new URLSearchParams(p).toString();
    });
    const variedTime = await timed(500, (i) => fetch(`${app.baseURL}/api/activities/search?${varied[i]}`));
    rows.push([
      'Search p50 / p95, 500 varied (filters, sorts, typos)',
      both(variedTime),
      'Worker time; budget p95 15 ms',
    ]);

    // Suggestions as people type: every prefix from 2 characters of the natural and typo queries.
    const prefixes = [...queries, ...typoSet.map((t) => t.query)].flatMap((q) => {
      const out: string[] = [];
      for (let n = 2; n <= Math.min(q.length, 12); n += 2) out.push(q.slice(0, n));
      return out;
    });
    const sample = prefixes.filter((_, i) => i % Math.max(1, Math.floor(prefixes.length / 500)) === 0).slice(0, 500);
    const suggest = await timed(sample.length, (i) =>
      fetch(`${app.baseURL}/api/activities/suggest?${new URLSearchParams({ q: sample[i] ?? 'ka' })}`),
    );
    rows.push([`Suggest p50 / p95 (${sample.length} typed prefixes)`, both(suggest), 'Worker time; budget p95 10 ms']);
    const miniTimes: number[] = [];
    for (const q of queries) {
      const start = performance.now();
      mini(q);
      miniTimes.push(performance.now() - start);
    }
    miniTimes.sort((x, y) => x - y);
    rows.push([
      'MiniSearch in-memory search p50 / p95 (for scale, no I/O)',
      `${fmt(percentile(miniTimes, 50))} / ${fmt(percentile(miniTimes, 95))}`,
      '',
    ]);
  },
};
