import { beforeAll, describe, expect, it } from 'vitest';
import type { QuizAnswers } from '../../worker/contracts/quiz';
import { normalizeWord, STOP_WORDS, surfaceWords } from '../../worker/features/catalogue/search-text';
import { loadCatalogue } from './catalogue-fixture';
import { guest } from './helpers';

type Item = {
  id: number;
  title: string;
  cost: number;
  time: number;
  soloSocial: string;
  indoorOutdoor: string;
  riskLevel: number | null;
  categoryTags: string[];
};

/** Middle-of-the-road answers; each test moves one of them. */
const base: QuizAnswers = {
  interests: ['Adventure & Outdoor', 'Travel & Culture', 'Sports & Fitness'],
  budget: 3,
  time: 3,
  social: 'either',
  setting: 'either',
  risk: 3,
  planning: 3,
};

const recommend = async (over: Partial<QuizAnswers>) => {
  const res = await guest().fetch('/api/quiz/recommendations', { method: 'POST', json: { ...base, ...over } });
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: Item[] };
  expect(items).toHaveLength(12);
  return items;
};
const mean = (items: Item[], pick: (i: Item) => number) => items.reduce((s, i) => s + pick(i), 0) / items.length;
const share = (items: Item[], ok: (i: Item) => boolean) => items.filter(ok).length / items.length;

beforeAll(async () => {
  await loadCatalogue();
});

describe('the quiz listens to every answer', () => {
  it("blends every chosen interest: a second one brings its own ideas, not the first one's twelve", async () => {
    const adventure = await recommend({ interests: ['Adventure & Outdoor'] });
    const both = await recommend({ interests: ['Adventure & Outdoor', 'Food & Drink'] });
    const food = (i: Item) => i.categoryTags.includes('Food & Drink');
    const outdoors = (i: Item) => i.categoryTags.some((t) => t === 'Adventure' || t === 'Outdoor');
    expect(both.filter(food).length).toBeGreaterThanOrEqual(5);
    expect(both.filter(outdoors).length).toBeGreaterThanOrEqual(5);
    expect(both.map((i) => i.id)).not.toEqual(adventure.map((i) => i.id));
  });

  it('Full adrenaline brings skydiving, bungee and their kind; Keep it calm the calmest ideas', async () => {
    // Skydiving and bungee cost over £50, so the budget must allow them.
    const wild = await recommend({ risk: 5, budget: 5, planning: 5 });
    const calm = await recommend({ risk: 1, budget: 5, planning: 5 });
    expect(wild.some((i) => /skydiv|bungee|base jump|wingsuit|free ?fall/i.test(i.title))).toBe(true);
    expect(mean(wild, (i) => i.riskLevel ?? 2)).toBeGreaterThanOrEqual(4);
    expect(mean(await recommend({ risk: 5 }), (i) => i.riskLevel ?? 2)).toBeGreaterThan(3.5);
    expect(mean(calm, (i) => i.riskLevel ?? 2)).toBeLessThanOrEqual(1.5);
  });

  it('follows the budget both ways: free for Nothing, the big experiences for Whatever it takes', async () => {
    const free = await recommend({ budget: 1 });
    const lavish = await recommend({ budget: 5 });
    expect(free.every((i) => i.cost === 1)).toBe(true);
    expect(mean(lavish, (i) => i.cost)).toBeGreaterThan(mean(free, (i) => i.cost) + 2);
  });

  it('follows the time given', async () => {
    const quick = await recommend({ time: 1 });
    const long = await recommend({ time: 5 });
    expect(mean(quick, (i) => i.time)).toBeLessThanOrEqual(2);
    expect(mean(long, (i) => i.time)).toBeGreaterThanOrEqual(4);
  });

  it('follows who it is for and where', async () => {
    const solo = await recommend({ social: 'solo' });
    const social = await recommend({ social: 'social' });
    expect(share(solo, (i) => i.soloSocial !== 'social')).toBe(1);
    expect(share(social, (i) => i.soloSocial !== 'solo')).toBe(1);
    const indoor = await recommend({ setting: 'indoor' });
    const outdoor = await recommend({ setting: 'outdoor' });
    expect(share(indoor, (i) => i.indoorOutdoor !== 'outdoor')).toBe(1);
    expect(share(outdoor, (i) => i.indoorOutdoor !== 'indoor')).toBe(1);
  });

  it('changes the twelve for every single answer', async () => {
    const start = (await recommend({})).map((i) => i.id).join();
    const changes: Partial<QuizAnswers>[] = [
      { interests: ['Food & Drink'] },
      { budget: 1 },
      { time: 5 },
      { social: 'solo' },
      { setting: 'indoor' },
      { risk: 5 },
      { planning: 1 },
    ];
    for (const change of changes) {
      expect({ change, same: (await recommend(change)).map((i) => i.id).join() === start }).toEqual({
        change,
        same: false,
      });
    }
  });

  it('never shows near-identical ideas in one result', async () => {
    const gist = (title: string) =>
      new Set(
        surfaceWords(title)
          .filter((w) => !STOP_WORDS.has(w) && !/\d/.test(w))
          .map(normalizeWord),
      );
    const combos: Partial<QuizAnswers>[] = [
      {},
      { interests: ['Social & Community'], risk: 1, budget: 1 },
      { interests: ['Sports & Fitness'], time: 5, risk: 2 },
      { interests: ['Arts & Creativity', 'Learning & Skills'], setting: 'indoor', social: 'solo' },
      { interests: ['Wellness & Mindfulness'], budget: 1, time: 1 },
    ];
    for (const combo of combos) {
      const titles = (await recommend(combo)).map((i) => i.title);
      const repeats: string[] = [];
      titles.forEach((a, i) => {
        for (const b of titles.slice(i + 1)) {
          const x = gist(a);
          const y = gist(b);
          const shared = [...x].filter((w) => y.has(w)).length;
          if (shared >= 2 && shared / Math.min(x.size, y.size) >= 0.6) repeats.push(`${a} ~ ${b}`);
        }
      });
      expect(repeats).toEqual([]);
    }
  });
});

/**
 * The kinds of idea each interest names, written out here rather than read from the quiz's own
 * table: the tags an idea needs one of, the tags that make it another interest's kind, and titles
 * that must never appear.
 */
type Kind = { any: string[]; not?: string[]; never?: RegExp };
const KINDS: Record<QuizAnswers['interests'][number], Kind> = {
  'Adventure & Outdoor': { any: ['Adventure', 'Outdoor'] },
  // A sport, however traditional, is Sports & Fitness's: no races, games or matches here.
  'Arts & Creativity': { any: ['Creative', 'Arts & Culture'], not: ['Fitness'], never: /highland games|\brace\b/i },
  'Food & Drink': { any: ['Food & Drink'] },
  'Travel & Culture': { any: ['Travel', 'Arts & Culture'] },
  'Sports & Fitness': { any: ['Fitness'] },
  'Learning & Skills': { any: ['Learning'] },
  'Wellness & Mindfulness': { any: ['Wellness'] },
  // Meeting people, volunteering, community: not sport clubs or adventures done in company.
  'Social & Community': {
    any: ['Social'],
    not: ['Fitness', 'Adventure'],
    never: /caving|gaelic football|lacrosse/i,
  },
  'Technology & Innovation': { any: ['Technology'] },
};

describe('each interest recommends its own kinds of idea', () => {
  const variants: Partial<QuizAnswers>[] = [
    {},
    { social: 'social' },
    { social: 'social', setting: 'outdoor', risk: 4 },
    { social: 'social', setting: 'indoor', risk: 2 },
    { social: 'solo', budget: 5, time: 5 },
    { risk: 1, budget: 1, time: 1, planning: 1 },
  ];
  for (const [interest, kind] of Object.entries(KINDS) as [QuizAnswers['interests'][number], Kind][]) {
    it(interest, async () => {
      for (const over of variants) {
        const items = await recommend({ ...over, interests: [interest] });
        for (const item of items) {
          const where = `${interest} ${JSON.stringify(over)}: ${item.title} ${JSON.stringify(item.categoryTags)}`;
          expect(
            item.categoryTags.some((t) => kind.any.includes(t)),
            where,
          ).toBe(true);
          expect(
            item.categoryTags.filter((t) => kind.not?.includes(t)),
            where,
          ).toEqual([]);
          if (kind.never) expect(item.title, where).not.toMatch(kind.never);
        }
      }
    });
  }
});
