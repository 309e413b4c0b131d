import { beforeAll, describe, expect, it } from 'vitest';
import iconic from '../../data/search/iconic-ideas.json';
import natural from '../../data/search/natural-queries.json';
import { CATALOGUE, loadCatalogue } from './catalogue-fixture';
import { guest } from './helpers';

type Judged = { q: string; expect: string[] };

const top = async (q: string, n: number) => {
  const res = await guest().fetch(`/api/activities/search?${new URLSearchParams({ q })}`);
  const { items } = (await res.json()) as { items: { title: string }[] };
  return { all: items.length, top: items.slice(0, n).map((i) => i.title) };
};

beforeAll(async () => {
  await loadCatalogue();
});

describe('search quality on sets written from what people search for', () => {
  it('every expected title exists in the catalogue', () => {
    const known = new Set(CATALOGUE.map((a) => a.title));
    const sets = [...(natural as Judged[]), ...(iconic as { expect: string[] }[])];
    expect(sets.flatMap((x) => x.expect).filter((t) => !known.has(t))).toEqual([]);
    expect((natural as Judged[]).length).toBeGreaterThanOrEqual(150);
    expect(iconic.length).toBe(100);
  });

  it('finds a right answer in the top 5 for at least 95% of natural queries, and never nothing', async () => {
    const judged = (natural as Judged[]).filter((x) => x.expect.length > 0);
    const misses: string[] = [];
    const empty: string[] = [];
    for (const x of judged) {
      const r = await top(x.q, 5);
      if (r.all === 0) empty.push(x.q);
      if (!r.top.some((t) => x.expect.includes(t))) misses.push(`${x.q} -> ${r.top.slice(0, 3).join(' | ')}`);
    }
    const rate = 1 - misses.length / judged.length;
    if (misses.length) console.log(`natural top-5 ${(rate * 100).toFixed(1)}%; misses:\n${misses.join('\n')}`);
    expect(empty).toEqual([]);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });

  it('finds every iconic bucket-list idea by its plain name in the top 3', async () => {
    const misses: string[] = [];
    for (const idea of iconic as { name: string; query: string; expect: string[] }[]) {
      const r = await top(idea.query, 3);
      if (!r.top.some((t) => idea.expect.includes(t)))
        misses.push(`${idea.name} ("${idea.query}") -> ${r.top.join(' | ')}`);
    }
    expect(misses).toEqual([]);
  });
});
