import { describe, expect, it } from 'vitest';
import icons from '../../web/public/data/picture-icons.json';
import { activityImage } from '../../worker/contracts/catalogue';
import type { ActivityPicture } from '../../worker/contracts/places';
import { activities } from '../../worker/db/schema';
import { type ArtInput, activityArt, artPlan, MOTIF_IDS, motifFor } from '../../worker/features/art/drawing';
import type { Icon } from '../../worker/features/art/drawing/labelled';
import { PALETTE_COUNT } from '../../worker/features/art/drawing/palettes';
import { hash32 } from '../../worker/features/art/drawing/random';
import { STROKE_FONT } from '../../worker/lib/stroke-font';
import { loadCatalogue } from './catalogue-fixture';
import { db, guest } from './helpers';

type Seed = {
  title: string;
  description: string;
  categories: string[];
  indoorOutdoor: ArtInput['setting'];
  picture?: ActivityPicture;
};
const ICONS = icons as Record<string, Icon>;

const files = import.meta.glob<Seed[]>('../../data/activities/*.json', { eager: true, import: 'default' });
// Ids stand in for database ids: the seed is the activity id as a string.
const INPUTS: ArtInput[] = Object.keys(files)
  .sort()
  .flatMap((k) => files[k] ?? [])
  .map((a, i) => ({
    seed: String(i + 1),
    title: a.title,
    description: a.description,
    categories: a.categories,
    setting: a.indoorOutdoor,
  }));
const SVGS = INPUTS.map(activityArt);

// One tag with double-quoted attributes; anything else after a '<' makes the document malformed.
const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<>]*")*)\s*(\/?)>/g;

/** Tags balance and every attribute is quoted: enough to catch broken string building without a DOM. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  const tags = [...svg.matchAll(TAG)];
  for (const [, close, name, , self] of tags) {
    if (close) {
      if (stack.pop() !== name) return false;
    } else if (!self) stack.push(name as string);
  }
  return stack.length === 0 && tags.length === (svg.match(/</g)?.length ?? 0);
}

const idPrefix = (seed: string) => `a${hash32(seed).toString(36)}`;

/** The picture with its seed-derived id prefix removed, so equality means the same drawing. */
const drawing = (i: number) => (SVGS[i] as string).replaceAll(idPrefix((INPUTS[i] as ArtInput).seed), 'ID');

function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

describe('activity art', () => {
  it('is deterministic', () => {
    for (let i = 0; i < INPUTS.length; i += 7) expect(activityArt(INPUTS[i] as ArtInput)).toBe(SVGS[i]);
    const copy = { ...(INPUTS[0] as ArtInput), categories: [...(INPUTS[0] as ArtInput).categories] };
    expect(activityArt(copy)).toBe(SVGS[0]);
  });

  it('produces a small, well-formed, self-contained svg document', () => {
    const bad: string[] = [];
    SVGS.forEach((svg, i) => {
      const ok =
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"') &&
        svg.endsWith('</svg>') &&
        svg.includes('role="img"') &&
        wellFormed(svg) &&
        svg.length < 6 * 1024 &&
        !/<(script|text|title|foreignObject|image|style|filter|mask)\b/i.test(svg) &&
        !svg.includes('href="http') &&
        !/\bon[a-z]+=/i.test(svg) &&
        !/NaN|undefined|Infinity/.test(svg);
      if (!ok) bad.push(INPUTS[i]?.title ?? String(i));
    });
    expect(bad).toEqual([]);
  });

  it('prefixes ids with a hash of the seed and only references ids it defines', () => {
    const bad: string[] = [];
    SVGS.forEach((svg, i) => {
      const prefix = idPrefix((INPUTS[i] as ArtInput).seed);
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1] as string);
      const refs = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1] as string);
      const ok =
        ids.length > 0 &&
        new Set(ids).size === ids.length &&
        ids.every((id) => id.startsWith(prefix)) &&
        refs.every((ref) => ids.includes(ref));
      if (!ok) bad.push(INPUTS[i]?.title ?? String(i));
    });
    expect(bad).toEqual([]);
  });

  it('gives at least 95% of activities a distinct picture', () => {
    const hashes = new Set(SVGS.map((_, i) => fnv(drawing(i))));
    expect(hashes.size / SVGS.length).toBeGreaterThanOrEqual(0.95);
  });

  it('varies the composition among activities that share a motif', () => {
    const groups = new Map<string, number[]>();
    INPUTS.forEach((input, i) => {
      const motif = motifFor(input);
      groups.set(motif, [...(groups.get(motif) ?? []), i]);
    });
    for (const [motif, list] of groups) {
      // Any three with the same motif differ as drawings...
      const pictures = new Set(list.map(drawing));
      expect({ motif, distinct: pictures.size }).toEqual({ motif, distinct: list.length });
      // ...and not just in colour: the first three do not share scene, time of day and position.
      const layouts = new Set(
        list.slice(0, 3).map((i) => {
          const p = artPlan(INPUTS[i] as ArtInput);
          return `${p.scene}/${p.time}/${Math.round(p.x / 80)}`;
        }),
      );
      if (list.length >= 3) expect({ motif, layouts: layouts.size > 1 }).toEqual({ motif, layouts: true });
    }
  });

  it('maps titles to the expected motif', () => {
    const motif = (title: string, description = '', categories = ['Adventure']) =>
      motifFor({ seed: '1', title, description, categories });
    expect(motif('Learn to surf at Bondi Beach')).toBe('surf');
    expect(motif('Dive the Great Blue Hole in Belize')).toBe('underwater');
    expect(motif('Hike the Routeburn Track')).toBe('hiking');
    expect(motif('Climb Mount Kilimanjaro')).toBe('mountain');
    expect(motif('Learn Python with Automate the Boring Stuff')).toBe('code');
    expect(motif('Bake a sourdough loaf from your own starter')).toBe('bread');
    expect(motif('Ride in a hot-air balloon over Cappadocia')).toBe('balloon');
    expect(motif('Teach a child to play chess')).toBe('games');
    expect(motif('Sail across the Atlantic Ocean')).toBe('boat');
    expect(motif('See the Northern Lights in Tromsø')).toBe('aurora');
    expect(motif('Volunteer at a food bank')).toBe('gift');
    expect(motif('Kayak alongside orcas in Johnstone Strait')).toBe('kayak');
    expect(motif('Go tandem skydiving from 15,000 feet')).toBe('parachute');
    expect(motif('Learn to play the piano')).toBe('music');
    // A leading verb is not the theme: "Run a book club" is about books.
    expect(motif('Run a book club')).toBe('book');
    // Words naming the activity outweigh words for its place: a marathon in Tromsø is a run, a
    // train across the Alps a train.
    expect(motif('Run the Midnight Sun Marathon in Tromsø')).toBe('running');
    expect(motif('Cross the Alps on the Bernina Express')).toBe('train');
    // Everyday subjects have pictures of their own.
    expect(motif('Master six classic cocktails at home')).toBe('cocktail');
    expect(motif('Swap homes with a family abroad')).toBe('house');
    expect(motif('Explore rock pools at low tide')).toBe('rockpool');
    expect(motif('See 2001: A Space Odyssey on the big screen')).toBe('cinema');
    expect(motif('Attend a TEDx event')).toBe('talk');
    expect(motif('Track your resting heart rate for a month')).toBe('heart');
    expect(motif('Collect every commemorative 50p coin')).toBe('coin');
    expect(motif('Build your own mechanical keyboard')).toBe('keyboard');
    expect(motif('Get your Foundation amateur radio licence')).toBe('radio');
    expect(motif('Climb to the crown of the Statue of Liberty')).toBe('statue');
    expect(motif("Sleep in a treehouse at Sweden's Treehotel")).toBe('treehouse');
    expect(motif('Teach your parents to spot a scam text on their phone')).toBe('phone');
    // 'Meteor' is not Meteora.
    expect(motif('Visit the cliff-top monasteries of Meteora')).toBe('temple');
    // No title keyword: the description decides, then the first category's family.
    expect(motif('Something vague', 'Pack a tent and sleep out under the sky.')).toBe('camping');
    expect(['code', 'robot']).toContain(motif('Zzz', '', ['Technology']));
  });

  it('knows at least 40 motifs and 10 palettes, and uses most motifs on the catalogue', () => {
    expect(MOTIF_IDS.length).toBeGreaterThanOrEqual(40);
    expect(PALETTE_COUNT).toBeGreaterThanOrEqual(10);
    const used = new Set(INPUTS.map((input) => motifFor(input)));
    expect(used.size).toBeGreaterThanOrEqual(40);
  });
});

describe('pictures drawn from what they must show', () => {
  const labelled = Object.keys(files)
    .sort()
    .flatMap((k) => files[k] ?? [])
    .map((a, i) => ({ seed: String(i + 1), a }))
    .filter((x): x is { seed: string; a: Seed & { picture: ActivityPicture } } => Boolean(x.a.picture));
  const draw = ({ seed, a }: (typeof labelled)[number]) =>
    activityArt({
      seed,
      title: a.title,
      categories: a.categories,
      setting: a.indoorOutdoor,
      picture: { ...a.picture, drawn: ICONS },
    });

  it('has every icon the labels name in the icons the Worker carries (npx tsx scripts/places/build-icons.ts)', () => {
    const missing = labelled.flatMap(({ a }) =>
      [...a.picture.icons, ...(a.picture.on ? [a.picture.on] : [])].filter((name) => !ICONS[name]),
    );
    expect(missing).toEqual([]);
  });

  it('draws each labelled idea as a well-formed, self-contained picture holding its icons, ids its own', () => {
    expect(labelled.length).toBeGreaterThan(0);
    const bad: string[] = [];
    for (const x of labelled) {
      const svg = draw(x);
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1] as string);
      const refs = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1] as string);
      // Beside a motif there is room for two of the icons; without one, the main and two beside it.
      // A sun or a moon is the scene's own, drawn where the time of day puts it, unless it is all
      // the label names.
      const bodies = /^(sun|sun-with-face|crescent-moon|full-moon|full-moon-face|new-moon|new-moon-face)$/;
      const named = x.a.picture.icons.filter((name) => !bodies.test(name));
      const shown = named.length || x.a.picture.motif ? named : x.a.picture.icons;
      const drawn = x.a.picture.motif ? shown.slice(0, 2) : shown.slice(0, 3);
      if (shown.length < x.a.picture.icons.length && x.a.picture.icons.some((name) => bodies.test(name)))
        // (One on a face, a moon on a canvas, is drawn there.)
        for (const name of x.a.picture.icons.filter((n) => bodies.test(n) && n !== x.a.picture.on))
          if (ICONS[name] && svg.includes(ICONS[name].body.match(/ d="([^"]+)"/)?.[1] ?? '?'))
            bad.push(`${x.a.title}: ${name}`);
      const paths = drawn.map((name) => ICONS[name]?.body.match(/ d="([^"]+)"/)?.[1] ?? '?');
      const ok =
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"') &&
        wellFormed(svg) &&
        svg.length < 40 * 1024 &&
        !/<(script|text|foreignObject|image|style)\b/i.test(svg) &&
        !/\bon[a-z]+=/i.test(svg) &&
        !/NaN|undefined|Infinity/.test(svg) &&
        new Set(ids).size === ids.length &&
        refs.every((ref) => ids.includes(ref)) &&
        // Each icon is in the picture (with a motif, the icons stand beside it).
        paths.every((d) => svg.includes(d));
      if (!ok) bad.push(x.a.title);
    }
    expect(bad).toEqual([]);
  });

  it('sets the picture in the scene its label names, or on a shore for what cannot float', () => {
    const wrong = labelled.filter((x) => {
      const scene = /data-scene="(\w+)"/.exec(draw(x))?.[1];
      const want = x.a.picture.scene;
      return !(scene === want || (want === 'sea' && scene === 'beach') || (want === 'lake' && scene === 'hills'));
    });
    expect(wrong.map((x) => x.a.title)).toEqual([]);
  });
});

describe('many of a thing, and a thing on a face', () => {
  const drawn = (picture: ActivityPicture, seed = 'many') =>
    activityArt({
      seed,
      title: 'A test idea',
      categories: [],
      setting: 'either',
      picture: { ...picture, drawn: ICONS },
    });
  const copies = (svg: string, icon: string) =>
    svg.split(ICONS[icon]?.body.match(/ d="([^"]+)"/)?.[1] ?? '?').length - 1;
  const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  /** How many times the picture shows its arranged icon: drawn once in its defs, then used. */
  const uses = (svg: string) => (svg.match(/<use href="#[\w-]+m"/g) ?? []).length;

  it('draws the main icon as many times as its arrangement says, each copy with ids of its own', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const one = drawn({ shows: '', icons: ['rock', 'gloves'], scene: 'hills' }, seed);
      expect([copies(one, 'rock'), uses(one)]).toEqual([1, 0]);
      const row = uses(drawn({ shows: '', icons: ['moai'], scene: 'hills', arrange: 'row' }, seed));
      expect(row === 4 || row === 5).toBe(true);
      expect(uses(drawn({ shows: '', icons: ['person-standing'], scene: 'hills', arrange: 'ring' }, seed))).toBe(7);
      const wall = drawn({ shows: '', icons: ['rock', 'gloves'], scene: 'hills', arrange: 'stack' }, seed);
      // The rock is drawn once, out of sight, and used twelve times; the gloves are there, once.
      expect([copies(wall, 'rock'), uses(wall), copies(wall, 'gloves')]).toEqual([1, 12, 1]);
      const school = drawn({ shows: '', icons: ['shark'], scene: 'underwater', arrange: 'many' }, seed);
      expect(uses(school)).toBeGreaterThanOrEqual(7);
      for (const svg of [wall, school]) {
        expect(new Set(ids(svg)).size).toBe(ids(svg).length);
        const used = [...svg.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
        expect(used.every((id) => ids(svg).includes(id))).toBe(true);
        expect(wellFormed(svg)).toBe(true);
      }
      // Birds, many of them, are up in the sky.
      const flock = drawn({ shows: '', icons: ['bird'], scene: 'hills', arrange: 'many' }, seed);
      const tops = [...flock.matchAll(/<use href="#[\w-]+" transform="translate\(-?\d+ (-?\d+)\)/g)].map((m) =>
        Number(m[1]),
      );
      expect(tops.length).toBeGreaterThanOrEqual(7);
      expect(Math.max(...tops)).toBeLessThan(250);
    }
  });

  it('draws an icon on the face of a screen, a cover or a canvas, never mirrored', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const svg = drawn({ shows: '', icons: ['laptop', 'open-book'], scene: 'room', on: 'snake' }, seed);
      expect(copies(svg, 'laptop')).toBe(1);
      expect(copies(svg, 'snake')).toBe(1);
      // The snake sits inside the laptop's own group, on its screen, and nothing of it is mirrored.
      const laptop = ICONS.laptop?.body.match(/ d="([^"]+)"/)?.[1] ?? '?';
      const snake = ICONS.snake?.body.match(/ d="([^"]+)"/)?.[1] ?? '?';
      expect(svg.indexOf(snake)).toBeGreaterThan(svg.indexOf(laptop));
      expect(svg).not.toMatch(/scale\(-/);
      expect(wellFormed(svg)).toBe(true);
    }
    // Without a face, `on` draws nothing more.
    const plain = drawn({ shows: '', icons: ['guitar'], scene: 'room', on: 'snake' });
    expect(copies(plain, 'snake')).toBe(0);
  });

  it("writes a name on a sign in the sign's own strokes, inside the picture, the same with or without accents", () => {
    const ink = (svg: string) => / d="([^"]+)" fill="none" stroke="#33261A"/.exec(svg)?.[1] ?? '';
    /** Strokes a line of writing takes: one per stroke of each letter in the font. */
    const strokesOf = (s: string) =>
      [...s.replace(/[|\s]/g, '')].reduce((k, ch) => k + (STROKE_FONT[ch]?.length ?? 1) - 1, 0);
    for (const scene of ['hills', 'room', 'sea', 'sky', 'underwater', 'city'] as const)
      for (const seed of ['a', 'b', 'c']) {
        const svg = drawn({ shows: '', icons: ['sailboat', 'camera'], scene, writing: 'MUSÉE RODIN' }, seed);
        const d = ink(svg);
        expect((d.match(/M/g) ?? []).length, scene).toBe(strokesOf('MUSEE RODIN'));
        const xs = [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
        expect(
          xs.every(([x = -1, y = -1]) => x > 0 && x < 800 && y > 0 && y < 500),
          scene,
        ).toBe(true);
        expect(wellFormed(svg)).toBe(true);
        expect(svg).not.toMatch(/<text|NaN|undefined/);
        expect(ink(drawn({ shows: '', icons: ['sailboat', 'camera'], scene, writing: 'MUSEE RODIN' }, seed))).toBe(d);
      }
    // Two lines where the label breaks it; none without writing.
    const height = (writing: string) => {
      const ys = [
        ...ink(drawn({ shows: '', icons: ['hiking-boot'], scene: 'hills', writing })).matchAll(/[ML][\d.]+ ([\d.]+)/g),
      ].map((m) => Number(m[1]));
      return Math.max(...ys) - Math.min(...ys);
    };
    expect(height('CAMINO|DE')).toBeGreaterThan(1.8 * height('CAMINO DE'));
    expect(ink(drawn({ shows: '', icons: ['hiking-boot'], scene: 'hills' }))).toBe('');
  });

  it('draws the landmarks no icon shows: standing stones, basalt columns, a red monolith', () => {
    for (const motif of ['stones', 'columns', 'monolith'] as const) {
      const svg = drawn({ shows: '', icons: ['camera'], scene: motif === 'monolith' ? 'desert' : 'hills', motif });
      expect(wellFormed(svg), motif).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(svg.length).toBeGreaterThan(drawn({ shows: '', icons: ['camera'], scene: 'hills' }).length);
    }
  });
});

describe('a person doing the exercise the title names', () => {
  const draw = (title: string, motif: 'gym' | 'yoga') =>
    activityArt({
      seed: 'exercise',
      title,
      categories: ['Fitness'],
      setting: 'indoor',
      picture: { shows: '', icons: ['stopwatch'], scene: 'room', motif, drawn: ICONS },
    });
  const MAT = 'M-150 0h300l-18 14h-264z';
  const WEIGHTS = 'M-224 -90h30v100h-30z';

  it('draws the bar at the hands of a pull-up and of a dead hang, the mat under a push-up and a plank', () => {
    expect(draw('Do your first pull-up', 'gym')).toContain('M-124 -168H124');
    expect(draw('Train at an outdoor calisthenics park', 'gym')).toContain('M-124 -168H124');
    expect(draw('Hold a dead hang for two minutes', 'gym')).toContain('M-124 -196H124');
    for (const title of ['Build up to 100 push-ups', 'Hold a three-minute plank', 'Learn to use a foam roller']) {
      const svg = draw(title, 'gym');
      expect(svg, title).toContain(MAT);
      expect(svg, title).not.toContain(WEIGHTS);
      expect(wellFormed(svg), title).toBe(true);
    }
    // Two exercises are two pictures; a squat with a barbell carries it.
    expect(draw('Build up to 100 push-ups', 'gym')).not.toBe(draw('Hold a three-minute plank', 'gym'));
    expect(draw('Learn to squat with a barbell', 'gym')).toContain('M-70 -94H86');
    expect(draw('Learn the pistol squat', 'gym')).not.toContain('M-70 -94H86');
    // Over the bar is not under it; one leg is not two; on the hands is not on the head.
    expect(draw('Achieve a muscle-up', 'gym')).toContain('M-124 -168H124');
    expect(draw('Achieve a muscle-up', 'gym')).not.toBe(draw('Do your first pull-up', 'gym'));
    expect(draw('Learn the pistol squat', 'gym')).not.toBe(draw('Learn to squat', 'gym'));
    expect(draw('Learn to hold a handstand', 'yoga')).not.toBe(draw('Learn a supported headstand', 'yoga'));
  });

  it('keeps the weights for a title that names no exercise, and draws Pilates, the splits and a handstand on a mat', () => {
    expect(draw('Join a gym for a month', 'gym')).toContain(WEIGHTS);
    const floor = ['Practise mat Pilates at home', 'Learn to do the splits', 'Learn to hold a handstand'].map((t) =>
      draw(t, 'yoga'),
    );
    for (const svg of floor) expect(svg).toContain(MAT);
    expect(new Set(floor).size).toBe(3);
    // A reformer is a bed on a frame, not a mat.
    expect(draw('Try reformer Pilates', 'yoga')).not.toContain(MAT);
    expect(draw('Try reformer Pilates', 'yoga')).not.toBe(floor[0]);
  });
});

describe('the setting a label is drawn in', () => {
  const drawn = (title: string, picture: ActivityPicture, seed: string) =>
    activityArt({ seed, title, categories: [], setting: 'either', picture: { ...picture, drawn: ICONS } });
  const seeds = Array.from({ length: 24 }, (_, i) => `setting-${i}`);

  it('the midnight sun is a low sun, never a night; a night named is a night', () => {
    for (const seed of seeds) {
      const sun = drawn(
        'Watch the midnight sun from the North Cape',
        { shows: '', icons: ['sun', 'globe-with-meridians'], scene: 'sea' },
        seed,
      );
      expect(sun).toContain('data-time="dusk"');
      // The sun is the sky's own: the icon is not drawn on the ground.
      expect(sun).not.toContain(ICONS.sun?.body.match(/ d="([^"]+)"/)?.[1] ?? '?');
      expect(
        drawn('Watch a meteor shower at night', { shows: '', icons: ['comet', 'telescope'], scene: 'hills' }, seed),
      ).toContain('data-time="night"');
    }
  });

  it('a canyon is drawn between its walls, a desert without one as dunes', () => {
    const walls = (svg: string) => (svg.match(/<path /g) ?? []).length;
    for (const seed of seeds) {
      const canyon = drawn(
        'Hike the Grand Canyon from rim to rim',
        { shows: '', icons: ['hiking-boot'], scene: 'desert' },
        seed,
      );
      const dunes = drawn('Ride a camel in the Sahara', { shows: '', icons: ['hiking-boot'], scene: 'desert' }, seed);
      expect(canyon).toContain('data-scene="desert"');
      expect(walls(canyon)).toBeGreaterThan(walls(dunes));
    }
  });
});

describe('the picture route', () => {
  it('serves an activity its own picture for a year, and 404 for none', async () => {
    await loadCatalogue();
    const first = (await db().select().from(activities).limit(1))[0];
    if (!first) throw new Error('no activity');
    const url = activityImage({ ...first, imageUrl: null });
    const res = await guest().fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const svg = await res.text();
    expect(svg).toBe(
      activityArt({
        seed: String(first.id),
        title: first.title,
        description: first.searchText,
        categories: first.categoryTags,
        setting: first.indoorOutdoor,
        picture: first.picture ? { ...first.picture, drawn: ICONS } : null,
      }),
    );
    expect((await guest().fetch('/media/art/activity/99999999.svg')).status).toBe(404);
    expect((await guest().fetch('/media/art/activity/abc.svg')).status).toBe(404);
    expect((await guest().fetch('/media/art/activity/1.png')).status).toBe(404);
  });
});
