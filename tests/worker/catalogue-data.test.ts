import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../worker/contracts/enums';
import { excerpt } from '../../worker/contracts/text';
import { CATALOGUE } from './catalogue-fixture';

const SCALES = ['cost', 'time', 'difficulty', 'enjoyment', 'planning', 'risk'] as const;

describe('the catalogue data', () => {
  it('has at least 2,000 activities', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(2000);
  });

  it('has no duplicate titles', () => {
    const seen = new Map<string, number>();
    for (const a of CATALOGUE) seen.set(a.title.toLowerCase(), (seen.get(a.title.toLowerCase()) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([t]) => t)).toEqual([]);
  });

  it('has no duplicate or near-duplicate descriptions (same first 60 characters) and none under 80 characters', () => {
    const openings = new Map<string, string>();
    const repeats: string[] = [];
    for (const a of CATALOGUE) {
      const opening = a.description.slice(0, 60).toLowerCase();
      if (openings.has(opening)) repeats.push(`${a.title} ~ ${openings.get(opening)}`);
      openings.set(opening, a.title);
    }
    expect(repeats).toEqual([]);
    expect(CATALOGUE.filter((a) => a.description.length < 80).map((a) => a.title)).toEqual([]);
  });

  it('gives every activity 1-3 known categories and every category at least 80 activities', () => {
    const bad = CATALOGUE.filter(
      (a) =>
        a.categories.length < 1 ||
        a.categories.length > 3 ||
        a.categories.some((c) => !(CATEGORIES as readonly string[]).includes(c)),
    );
    expect(bad.map((a) => a.title)).toEqual([]);
    for (const category of CATEGORIES) {
      expect({ category, count: CATALOGUE.filter((a) => a.categories.includes(category)).length >= 80 }).toEqual({
        category,
        count: true,
      });
    }
  });

  it('keeps every scale within 1-5 and the settings within their values', () => {
    const bad = CATALOGUE.filter(
      (a) =>
        SCALES.some((s) => !Number.isInteger(a[s]) || a[s] < 1 || a[s] > 5) ||
        !['solo', 'social', 'either'].includes(a.soloSocial) ||
        !['indoor', 'outdoor', 'either'].includes(a.indoorOutdoor),
    );
    expect(bad.map((a) => a.title)).toEqual([]);
  });

  it('cuts every meta description at a word, with an ellipsis when the description is longer', () => {
    const bad = CATALOGUE.filter((a) => {
      const meta = excerpt(a.description);
      if (meta.length > 155) return true;
      if (a.description.replace(/\s+/g, ' ').trim().length <= 155) return meta !== a.description.trim();
      const head = meta.slice(0, -1);
      const next = a.description.charAt(head.length);
      return !meta.endsWith('…') || !a.description.startsWith(head) || /[\p{L}\p{N}]/u.test(next);
    });
    expect(bad.map((a) => a.title)).toEqual([]);
    expect(excerpt('Short and sweet.')).toBe('Short and sweet.');
    expect(excerpt('one two three four', 12)).toBe('one two…');
  });
});

describe('the home page picks', () => {
  it('lead each blog pick to a demo blog that exists', async () => {
    const home = (await import('../../data/demo/home.json')).default;
    const blogs = (await import('../../data/demo/blogs.json')).default as { title: string }[];
    const slug = (t: string) =>
      t
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .replace(/['’]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    const slugs = new Set(blogs.map((b) => slug(b.title)));
    const picks = home.picks.filter((p) => p.category === 'Blog');
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.filter((p) => !slugs.has(p.slug)).map((p) => p.slug)).toEqual([]);
  });
});
