import { beforeAll, describe, expect, it } from 'vitest';
import typos from '../../data/search/typo-queries.json';
import { CATALOGUE, loadCatalogue } from './catalogue-fixture';
import { errorOf, guest } from './helpers';

type Card = {
  id: number;
  title: string;
  summary: string;
  categoryTags: string[];
  cost: number;
  time: number;
  rating: number;
  popularity: number;
  soloSocial: string;
  indoorOutdoor: string;
};
type Page = {
  items: Card[];
  total: number;
  hasMore: boolean;
  offset: number;
  corrections: Record<string, string>;
  ran: string;
  partial: boolean;
};

const search = async (params: Record<string, string>) => {
  const res = await guest().fetch(`/api/activities/search?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

beforeAll(async () => {
  await loadCatalogue();
});

describe('catalogue search', () => {
  it('browses the whole catalogue by popularity, 50 a page', async () => {
    const page = await search({});
    expect(page.total).toBe(CATALOGUE.length);
    expect(page.items).toHaveLength(50);
    expect(page.hasMore).toBe(true);
    const pops = page.items.map((i) => i.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
  });

  it('pages without overlap and ends with hasMore false', async () => {
    const first = await search({ limit: '50', offset: '0' });
    const second = await search({ limit: '50', offset: '50' });
    expect(second.total).toBe(first.total);
    const ids = new Set(first.items.map((i) => i.id));
    expect(second.items.some((i) => ids.has(i.id))).toBe(false);
    const last = await search({ offset: String(CATALOGUE.length - 10) });
    expect(last.items).toHaveLength(10);
    expect(last.hasMore).toBe(false);
  });

  it('ranks a query by text relevance, not popularity: the running marathons before the film marathons', async () => {
    const page = await search({ q: 'marathn' });
    expect(page.corrections).toEqual({ marathn: 'marathon' });
    expect(page.items.slice(0, 3).every((i) => /^run /i.test(i.title))).toBe(true);
    const pops = page.items.map((i) => i.popularity);
    expect(pops).not.toEqual([...pops].sort((a, b) => b - a));
  });

  it('matches the description too, and needs more than 2 characters for a word without digits', async () => {
    const described = await search({ q: 'fjords' });
    expect(described.items.length).toBeGreaterThan(0);
    const short = await search({ q: 'go' });
    expect(short.total).toBe(CATALOGUE.length);
    const three = await search({ q: 'ski' });
    expect(three.total).toBeLessThan(CATALOGUE.length);
    const digits = await search({ q: '5k' });
    expect(digits.items.some((i) => /5k/i.test(i.title))).toBe(true);
  });

  it('ranks by coverage: every word first, and an extra word never empties the page', async () => {
    const two = await search({ q: 'sourdough starter' });
    expect(two.items[0]?.title).toBe('Bake a sourdough loaf from your own starter');
    const extra = await search({ q: 'learn pottery wheel' });
    expect(extra.items[0]?.title).toBe('Throw a set of mugs on a pottery wheel');
    expect(extra.partial).toBe(false);
    // No activity holds both words: the pottery ideas come back, and the page says the match is partial.
    const partial = await search({ q: 'pottery zeppelin' });
    expect(partial.partial).toBe(true);
    expect(partial.items[0]?.title.toLowerCase()).toMatch(/pot|clay|mug/);
  });

  it('corrects typos within the similarity threshold and says what it ran', async () => {
    const page = await search({ q: 'kayking' });
    expect(page.corrections).toEqual({ kayking: 'kayaking' });
    expect(page.ran).toBe('kayaking');
    expect(page.items.some((i) => i.title.toLowerCase().includes('kayak'))).toBe(true);
    const nonsense = await search({ q: 'xqzvwtplk' });
    expect(nonsense.total).toBe(0);
  });

  it('finds the intended activity in the top 5 for at least 90% of the typo set', async () => {
    let found = 0;
    const misses: string[] = [];
    for (const t of typos as { query: string; title?: string; contains?: string }[]) {
      const page = await search({ q: t.query });
      const top = page.items.slice(0, 5).map((i) => i.title);
      const hit = t.title ? top.includes(t.title) : top.some((x) => x.toLowerCase().includes(t.contains ?? ''));
      if (hit) found++;
      else misses.push(`${t.query} -> ${top.join(' | ')}`);
    }
    const recall = found / typos.length;
    if (recall < 1) console.log(`typo recall ${(recall * 100).toFixed(1)}%; misses:\n${misses.join('\n')}`);
    expect(typos.length).toBeGreaterThanOrEqual(50);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('filters by category, scales, social setting and location', async () => {
    const outdoor = await search({ category: 'Outdoor' });
    expect(outdoor.items.every((i) => i.categoryTags.includes('Outdoor'))).toBe(true);
    expect(outdoor.total).toBe(CATALOGUE.filter((a) => a.categories.includes('Outdoor')).length);
    const free = await search({ cost: '1', time: '2' });
    expect(free.items.every((i) => i.cost === 1 && i.time === 2)).toBe(true);
    const solo = await search({ social: 'solo' });
    expect(solo.items.every((i) => i.soloSocial === 'solo' || i.soloSocial === 'either')).toBe(true);
    const indoor = await search({ location: 'indoor', q: 'learn' });
    expect(indoor.items.every((i) => i.indoorOutdoor !== 'outdoor')).toBe(true);
  });

  it('sorts by cost, time, rating, name and date', async () => {
    const cheap = (await search({ sort: 'cost_low' })).items.map((i) => i.cost);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const dear = (await search({ sort: 'cost_high' })).items.map((i) => i.cost);
    expect(dear[0]).toBe(5);
    const long = (await search({ sort: 'time_long' })).items.map((i) => i.time);
    expect(long).toEqual([...long].sort((a, b) => b - a));
    const rated = (await search({ sort: 'rating' })).items.map((i) => i.rating);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const names = (await search({ sort: 'alphabetical', q: 'learn' })).items.map((i) => i.title);
    expect(names.length).toBeGreaterThan(1);
    const newest = await search({ sort: 'newest' });
    expect(newest.items[0]?.id).toBe(CATALOGUE.length);
  });

  it('sorts a query among what it is about: "marathon" by rating lists marathons, not every loose match', async () => {
    const best = await search({ q: 'marathon' });
    const byRating = await search({ q: 'marathon', sort: 'rating' });
    expect(byRating.items.length).toBeGreaterThan(2);
    const ratings = byRating.items.map((i) => i.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // Every one is among the query's own matches, as Best match ranks them.
    const about = new Set(best.items.map((i) => i.id));
    const relevant = byRating.items.filter((i) => about.has(i.id) || /marathon/i.test(i.title));
    expect(relevant.length).toBe(byRating.items.length);
    expect(byRating.items.filter((i) => /marathon/i.test(i.title)).length).toBeGreaterThanOrEqual(
      byRating.items.length / 2,
    );
  });

  it('reads an intent by what it means, not by its words ("romantic weekend", "cheap date ideas")', async () => {
    const top = async (q: string, n = 5) => (await search({ q })).items.slice(0, n);
    const titles = (items: Card[]) => items.map((i) => i.title).join(' | ');
    // Romance is found in what the ideas are (couples, gondolas, sunsets, ryokans), not in a novel
    // of the Romantic era or a murder-mystery weekend.
    const romantic = await top('romantic weekend');
    expect(titles(romantic)).not.toMatch(/Madame Bovary|murder mystery/i);
    expect(
      romantic.filter((i) => /couple|gondola|sunset|ryokan|onsen|lighthouse|spa|castle|balloon/i.test(i.title)).length,
    ).toBeGreaterThanOrEqual(4);
    // A cheap date: low cost (or cheap by its own account: cheap tickets), and not "an artist's
    // date" or dating old photographs.
    const date = await top('cheap date ideas', 10);
    expect(date.length).toBe(10);
    expect(date.every((i) => i.cost <= 2 || /cheap/i.test(i.summary))).toBe(true);
    expect(titles(date)).not.toMatch(/artist's date|Date old/i);
    // A getaway is somewhere to stay away, not a ray tracer written in a weekend.
    const getaway = await top('weekend getaway', 10);
    expect(titles(getaway)).not.toMatch(/ray tracer/i);
    expect(getaway.slice(0, 5).every((i) => /stay|sleep|night|weekend|break|cottage|cabin/i.test(i.title))).toBe(true);
    // With kids: things children do.
    const kids = await top('things to do with kids');
    expect(kids.every((i) => /kid|child|family|puppet|rock pool|lego|treasure|fort/i.test(i.title))).toBe(true);
    // A rainy day: indoors, and not Milford Sound because its description mentions rain.
    const rainy = await top('rainy day', 10);
    expect(rainy.every((i) => i.indoorOutdoor !== 'outdoor')).toBe(true);
    expect(titles(rainy)).not.toMatch(/Milford/);
    // The words keep their plain meaning outside an intent: "family history" is genealogy.
    expect((await top('family history', 1))[0]?.title).toBe('Trace your family history');
  });

  it('refuses bad parameters with a clear message', async () => {
    const res = await guest().fetch('/api/activities/search?cost=9');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe('Scale filters take a value from 1 to 5');
    expect((await guest().fetch('/api/activities/search?sort=random')).status).toBe(400);
    expect((await guest().fetch('/api/activities/search?category=Nope')).status).toBe(400);
  });

  it('records a search for analytics without holding the answer', async () => {
    const res = await guest().fetch('/api/activities/search?q=surf');
    expect(res.headers.get('x-search-event')).toMatch(/^[0-9a-f-]{36}$/);
    const browse = await guest().fetch('/api/activities/search?offset=50');
    expect(browse.headers.get('x-search-event')).toBeNull();
  });
});

describe('suggestions and detail', () => {
  it('suggests up to 5 titles from 2 characters', async () => {
    const res = await guest().fetch('/api/activities/suggest?q=ka');
    const { suggestions } = (await res.json()) as { suggestions: { title: string }[] };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    const one = await guest().fetch('/api/activities/suggest?q=k');
    expect(one.status).toBe(400);
    expect((await errorOf(one)).error).toBe('Suggestions need at least 2 characters');
  });

  it('shows an activity, and 404 for one that does not exist', async () => {
    const res = await guest().fetch('/api/activities/1');
    const { activity } = (await res.json()) as { activity: { title: string; description: string } };
    expect(activity.title).toBe(CATALOGUE[0]?.title);
    expect(activity.description).toMatch(/^<p>/);
    const missing = await guest().fetch('/api/activities/999999');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error).toBe('Activity not found');
  });
});
