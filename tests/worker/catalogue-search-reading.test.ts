import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexStaleActivities, SEARCH_INDEX_VERSION } from '../../worker/features/catalogue/search-index';
import { loadCatalogue } from './catalogue-fixture';
import { db, guest } from './helpers';

type Card = { id: number; title: string; displayTitle: string | null; cost: number; indoorOutdoor: string };
type Page = { items: Card[]; total: number; corrections: Record<string, string>; ran: string; partial: boolean };

const search = async (q: string, params: Record<string, string> = {}) => {
  const res = await guest().fetch(`/api/activities/search?${new URLSearchParams({ q, ...params })}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};
const titles = async (q: string, n = 5) => (await search(q)).items.slice(0, n).map((i) => i.title);
/**
 * The activities a query finds, related meanings included (Best match lists them all; the other
 * sorts list what holds the words), as a sorted list, and how many: the same for two wordings
 * means the same match.
 */
const found = async (q: string) => {
  const page = await search(q);
  return { total: page.total, ids: page.items.map((i) => i.id).sort((a, b) => a - b) };
};

beforeAll(async () => {
  await loadCatalogue();
});

describe('reading a query the way a person meant it', () => {
  it('stems English words: dive, diving and diver, sailing and sail, lessons and lesson find the same', async () => {
    const dive = await found('dive');
    expect(dive.total).toBeGreaterThan(5);
    expect(await found('diving')).toEqual(dive);
    expect(await found('diver')).toEqual(dive);
    expect(await found('sailing')).toEqual(await found('sail'));
    expect((await search('surfing lessons')).items[0]?.title).toMatch(/surf/i);
  });

  it('treats split and joined words alike', async () => {
    const joined = await titles('skydiving', 3);
    expect(joined.every((t) => /skydiv/i.test(t))).toBe(true);
    expect(await titles('sky diving', 3)).toEqual(joined);
    expect((await titles('hot air balloon', 1))[0]).toMatch(/hot air balloon/i);
    expect((await titles('hot-air balloon', 1))[0]).toMatch(/hot air balloon/i);
    const zipline = await found('zipline');
    expect(zipline.total).toBeGreaterThan(1);
    const zipLine = await found('zip line');
    expect(zipline.ids.filter((id) => !zipLine.ids.includes(id))).toEqual([]);
    expect((await titles('zip line', 2)).every((t) => /zip/i.test(t))).toBe(true);
    expect((await titles('ice hotel', 1))[0]).toBe('Stay a night in the Icehotel in Jukkasjärvi');
  });

  it('treats British and American spellings alike', async () => {
    expect(await found('colour')).toEqual(await found('color'));
    expect(await found('theatre')).toEqual(await found('theater'));
    expect(await found('snorkelling')).toEqual(await found('snorkeling'));
    expect(await found('jewellery making')).toEqual(await found('jewelry making'));
    expect((await found('jewellery making')).total).toBeGreaterThan(0);
  });

  it('finds ideas written in other words through the concept map', async () => {
    expect((await titles('scuba', 5)).some((t) => /PADI|dive/i.test(t))).toBe(true);
    expect((await titles('stargazing', 8)).some((t) => /Milky Way|telescope|meteor|Dark Sky/i.test(t))).toBe(true);
    expect((await titles('northern lights', 3)).some((t) => /Northern Lights|aurora/i.test(t))).toBe(true);
    expect((await titles('aurora', 3)).some((t) => /Northern Lights/i.test(t))).toBe(true);
    expect((await titles('see whales', 3)).some((t) => /whale/i.test(t))).toBe(true);
    expect(
      (await titles('coding', 50)).some((t) => /programming|Python|Rust|Haskell/i.test(t) && !/cod(e|ing)/i.test(t)),
    ).toBe(true);
    expect((await titles('programming', 50)).some((t) => /cod(e|ing)/i.test(t) && !/program/i.test(t))).toBe(true);
  });

  it('never "corrects" a word the catalogue knows, and prefers corrections that fit the other words', async () => {
    const bacon = await search('bacon');
    expect(bacon.corrections).toEqual({});
    expect(bacon.items[0]?.title).toMatch(/bacon/i);
    const balloon = await search('hot air balon');
    expect(balloon.corrections).toEqual({ balon: 'balloon' });
    expect(balloon.ran).toBe('hot air balloon');
    expect(balloon.items[0]?.title).toMatch(/balloon/i);
    // The corrected word is stemmed like any other: "divng" -> "diving" finds "dive" too.
    const scuba = await search('scuba divng');
    expect(scuba.corrections).toEqual({ divng: 'diving' });
    expect(scuba.total).toBeGreaterThan(5);
    expect(scuba.items.slice(0, 5).every((i) => /div|dive|PADI|snorkel/i.test(i.title))).toBe(true);
  });

  it('reads words that describe the kind of activity wanted as its properties', async () => {
    const page = await search('cheap indoor');
    expect(page.items.length).toBeGreaterThan(10);
    const fitting = page.items.slice(0, 10).filter((i) => i.cost <= 2 && i.indoorOutdoor !== 'outdoor');
    expect(fitting.length).toBeGreaterThanOrEqual(7);
  });

  it('uses relevance by default for words and keeps any chosen sort among the best matches', async () => {
    const relevance = await search('kayak');
    const explicit = await search('kayak', { sort: 'relevance' });
    expect(relevance.items.map((i) => i.id)).toEqual(explicit.items.map((i) => i.id));
    const byPopularity = await guest().fetch('/api/activities/search?q=kayak&sort=popularity');
    const popular = (await byPopularity.json()) as { items: { popularity: number; title: string }[] };
    const pops = popular.items.map((i) => i.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    // Among the best matches: the ones that hold the word itself, not every related meaning.
    const best = new Set(relevance.items.map((i) => i.title));
    expect(popular.items.length).toBeGreaterThan(3);
    expect(popular.items.filter((i) => !best.has(i.title))).toEqual([]);
  });

  it("answers a long query of many different words (within D1's 100 bound parameters)", async () => {
    const page = await search(
      'cheap outdoor kayak surfing camping hiking sushi pottery stargazing marathon volunteer abroad museum wine',
    );
    expect(page.items.length).toBeGreaterThan(0);
    const typos = await search('kayking surfng campng hikng sushy potery stargazng marathn volunter museom');
    expect(typos.items.length).toBeGreaterThan(0);
  });

  it('brings rows indexed by an older normaliser up to date', async () => {
    await env.DB.prepare(
      `update activities set search_name = '', search_body = '', search_version = 0 where id = 1`,
    ).run();
    expect((await search('tandem skydiving')).items.some((i) => i.id === 1)).toBe(false);
    expect(await reindexStaleActivities(db())).toBe(1);
    const row = await env.DB.prepare(
      'select search_version as v, meta_description as meta from activities where id = 1',
    ).first<{
      v: number;
      meta: string;
    }>();
    expect(row?.v).toBe(SEARCH_INDEX_VERSION);
    // The first seed's meta description, cut mid-word, is cut at a word now.
    expect(row?.meta).toMatch(/[a-z]…$/);
    expect((await search('tandem skydiving')).items[0]?.id).toBe(1);
  });
});

describe('suggestions', () => {
  const suggest = async (q: string) => {
    const res = await guest().fetch(`/api/activities/suggest?${new URLSearchParams({ q })}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { suggestions: { title: string; displayTitle: string | null }[] }).suggestions;
  };

  it('start from 2 characters, at most 5, and match display titles too', async () => {
    expect((await suggest('ka')).length).toBeGreaterThan(0);
    expect((await suggest('ka')).length).toBeLessThanOrEqual(5);
    // "Learn to skydive solo" is only the display title of the AFF course.
    const solo = await suggest('skydive so');
    expect(solo.map((s) => s.displayTitle)).toContain('Learn to skydive solo');
  });

  it('tolerate typos', async () => {
    const slips = await suggest('skydivng');
    expect(slips.length).toBeGreaterThan(0);
    expect(slips.every((s) => /skydiv/i.test(`${s.title} ${s.displayTitle}`))).toBe(true);
    expect((await suggest('pottey whe')).map((s) => s.title)).toContain('Throw a set of mugs on a pottery wheel');
  });

  it('offer what the search reads a slip as when no title starts like it', async () => {
    const about = async (q: string, pattern: RegExp) => {
      const list = await suggest(q);
      expect(list.length, q).toBeGreaterThan(0);
      for (const s of list) expect(`${s.title} ${s.displayTitle}`, q).toMatch(pattern);
    };
    await about('kayakng', /kayak/i);
    await about('sky div', /skydiv/i);
    expect((await suggest('machu pich')).map((s) => s.title)).toContain('Visit Machu Picchu');
  });
});

describe('words the catalogue does not use', () => {
  it('reads a real word through the concept map, never as two others ("honeymoon" is not "honey moon")', async () => {
    const page = await search('honeymoon');
    expect(page.corrections).toEqual({});
    expect(page.ran).toBe('honeymoon');
    expect(page.items.slice(0, 10).some((i) => /\bhoney\b|mead/i.test(i.title))).toBe(false);
  });

  it('never reads an English word as another word or as two, only as another spelling of itself', async () => {
    for (const q of ['impress my girlfriend', 'overcome fear of heights', 'mom and daughter day', 'skinny dipping']) {
      expect((await search(q)).corrections, q).toEqual({});
    }
    // Another spelling of the same word finds what the catalogue's spelling does.
    expect(await found('harbor cruise')).toEqual(await found('harbour cruise'));
    expect((await search('something adventurous')).corrections).toEqual({});
  });

  it('says which word a slip was read as, even when it shares the word\'s stem ("volunter")', async () => {
    const page = await search('volunter abroad');
    expect(page.corrections).toEqual({ volunter: 'volunteer' });
    expect(page.ran).toBe('volunteer abroad');
    expect(await found('volunter abroad')).toEqual(await found('volunteer abroad'));
  });
});
