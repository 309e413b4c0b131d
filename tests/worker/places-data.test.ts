import { describe, expect, it } from 'vitest';
import type { ActivitySeed } from '../../scripts/seed/catalogue';
import { replacedSince, signedSince } from '../../scripts/seed/catalogue';
import { inCountry, placeNamedIn, placeProblems } from '../../scripts/seed/places-check';
import type { ActivityPicture } from '../../worker/contracts/places';

const files = import.meta.glob<ActivitySeed[]>('../../data/activities/*.json', { eager: true, import: 'default' });
const name = (path: string) => path.split('/').pop() as string;
const history = import.meta.glob<{ labels: Record<string, ActivityPicture[]> }>('../../data/art/label-history.json', {
  eager: true,
  import: 'default',
});

describe('where catalogue ideas happen', () => {
  it('knows a country by its outline, with a little room for a coast', () => {
    expect(inCountry('FR', 48.858, 2.294)).toBe(true);
    expect(inCountry('FR', 51.501, -0.142)).toBe(false);
    // Bondi Beach sits on the shore.
    expect(inCountry('AU', -33.891, 151.277)).toBe(true);
    // Réunion is drawn with France.
    expect(inCountry('RE', -21.115, 55.536)).toBe(true);
    expect(placeNamedIn('See the Northern Lights in Norway')).toBe('Norway');
    expect(placeNamedIn('Learn to juggle three balls')).toBeNull();
  });

  it('gives every idea a place and a picture, every country real, every point in its country, no named place "anywhere"', () => {
    const problems: string[] = [];
    for (const [path, items] of Object.entries(files)) {
      problems.push(...placeProblems(items).map((p) => `${name(path)}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('keeps the labels it has replaced for ideas it still has, each unlike the current one', () => {
    const current = new Map(Object.values(files).flatMap((items) => items.map((a) => [a.title, a.picture])));
    const labels = Object.values(history)[0]?.labels ?? {};
    expect(Object.keys(labels).length).toBeGreaterThan(0);
    for (const [title, earlier] of Object.entries(labels)) {
      const now = current.get(title);
      expect(now, title).toBeDefined();
      for (const label of earlier) expect(replacedSince(label, now as ActivityPicture, earlier), title).toBe(true);
    }
  });

  it('finds a mistake of each kind', () => {
    const base: ActivitySeed = {
      title: 'Walk the Camino de Santiago in Spain',
      displayTitle: null,
      description: 'x',
      categories: ['Travel'],
      cost: 3,
      time: 5,
      difficulty: 3,
      enjoyment: 5,
      planning: 3,
      risk: 2,
      soloSocial: 'either',
      indoorOutdoor: 'outdoor',
      picture: { shows: 'a pilgrim', icons: ['backpack'], scene: 'hills' },
    };
    const place = { name: 'Santiago de Compostela', country: 'ES', region: 'Galicia', lat: 42.88, lon: -8.545 };
    expect(placeProblems([{ ...base, where: [place] }])).toEqual([]);
    expect(placeProblems([{ ...base, where: 'anywhere' }])).toEqual([
      '"Walk the Camino de Santiago in Spain": names Santiago but is "anywhere"',
    ]);
    expect(placeProblems([{ ...base, where: [{ ...place, country: 'XX' }] }])[0]).toContain('is not an ISO 3166-1');
    expect(placeProblems([{ ...base, where: [{ ...place, country: 'PT' }] }])[0]).toContain('is not in PT');
    expect(
      placeProblems([
        { ...base, where: [place], picture: { shows: 'a pilgrim', icons: ['backpack'], scene: 'moon' as never } },
      ])[0],
    ).toContain('picture.scene');
    // Many of the main thing, and a thing on its face: only as the format says.
    const picture = (extra: Partial<ActivityPicture> | Record<string, string>) => [
      { ...base, where: [place], picture: { ...base.picture, ...extra } as ActivityPicture },
    ];
    const names = new Set(['backpack', 'laptop', 'scallop', 'bar-chart']);
    expect(placeProblems(picture({ arrange: 'many' }), { iconNames: names })).toEqual([]);
    expect(placeProblems(picture({ arrange: 'heap' }))[0]).toContain('picture.arrange "heap"');
    expect(placeProblems(picture({ arrange: 'row', motif: 'statue' }))[0]).toContain('a motif is drawn instead');
    expect(placeProblems(picture({ on: 'scallop' }), { iconNames: names })[0]).toContain(
      'needs a main icon with a face',
    );
    const laptop = { icons: ['laptop'] };
    for (const on of ['flag-es', 'scallop', 'bar-chart'])
      expect(placeProblems(picture({ ...laptop, on }), { iconNames: names }), on).toEqual([]);
    for (const on of ['flag-xx', 'unicorn-castle'])
      expect(placeProblems(picture({ ...laptop, on }), { iconNames: names })[0], on).toContain('neither');
    // A name on a sign: short, in two lines at most, in letters the sign can draw.
    for (const writing of ['CAMINO DE|SANTIAGO', 'MUSÉE RODIN', "GIANT'S CAUSEWAY", 'print("hello")'])
      expect(placeProblems(picture({ writing })), writing).toEqual([]);
    expect(placeProblems(picture({ writing: '  ' }))[0]).toContain('picture.writing is empty');
    expect(placeProblems(picture({ writing: 'CAMINO|DE|SANTIAGO' }))[0]).toContain('2 lines');
    expect(placeProblems(picture({ writing: 'THE WAY OF SAINT JAMES TO SANTIAGO' }))[0]).toContain('at most 28');
    expect(placeProblems(picture({ writing: '¡HOLA!' }))[0]).toContain('"¡"');
    expect(placeProblems(picture({ writing: 'こんにちは' }))[0]).toContain('cannot draw');
    // A catalogue loaded before the signs takes them where its label is the data's own; an
    // administrator's edit is kept.
    const label = { shows: 'a pilgrim', icons: ['backpack'], scene: 'hills' as const };
    const signed = { ...label, writing: 'CAMINO' };
    expect(signedSince({ scene: 'hills', icons: ['backpack'], shows: 'a pilgrim' }, signed)).toBe(true);
    expect(signedSince({ ...label, shows: 'a pilgrim at dawn' }, signed)).toBe(false);
    expect(signedSince(signed, signed)).toBe(false);
    expect(signedSince(label, label)).toBe(false);
    // A label the data shipped and has since replaced takes the new one, whatever its fields'
    // order; the current one, or an administrator's edit, stays.
    const reviewed = { ...label, icons: ['backpack', 'scallop'] };
    const shipped = [{ scene: 'hills' as const, shows: 'a pilgrim', icons: ['backpack'] }];
    expect(replacedSince(label, reviewed, shipped)).toBe(true);
    expect(replacedSince(reviewed, reviewed, shipped)).toBe(false);
    expect(replacedSince({ ...label, scene: 'mountains' }, reviewed, shipped)).toBe(false);
    expect(replacedSince(label, signed, [])).toBe(true);
  });
});
