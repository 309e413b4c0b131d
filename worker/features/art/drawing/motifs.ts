// Which picture an activity gets: scene and placement rules per motif, and keyword matching over the
// title (first) and description (second), falling back to a family picked by the first category.
import type { SceneKind } from './context';
import type { SpecialSet, TimeOfDay } from './palettes';
import { hash32 } from './random';
import { type MotifId, WORDS } from './words';

export type { MotifId } from './words';
export type Anchor = 'ground' | 'water' | 'air' | 'full';

export type MotifSpec = {
  /** Candidate backgrounds; 'room' among others means indoor activities get a room, outdoor ones the rest. */
  scenes: SceneKind[];
  anchor: Anchor;
  times?: TimeOfDay[];
  palette?: SpecialSet;
  /** Indoor scenes show a worktop rather than a floor. */
  counter?: boolean;
  /** Drawn over the scene's foreground (sand, grass) rather than behind it. */
  foreground?: boolean;
};

const night: TimeOfDay[] = ['night'];
const late: TimeOfDay[] = ['dusk', 'night'];

export const SPECS: Record<MotifId, MotifSpec> = {
  surf: { scenes: ['sea', 'beach'], anchor: 'water' },
  underwater: { scenes: ['underwater'], anchor: 'ground', palette: 'underwater' },
  whale: { scenes: ['sea'], anchor: 'water' },
  boat: { scenes: ['sea', 'lake'], anchor: 'water' },
  kayak: { scenes: ['lake'], anchor: 'water' },
  fishing: { scenes: ['lake', 'sea'], anchor: 'water' },
  rockpool: { scenes: ['beach'], anchor: 'full', foreground: true },
  lighthouse: { scenes: ['sea'], anchor: 'water' },
  sea: { scenes: ['sea'], anchor: 'water' },
  beach: { scenes: ['beach'], anchor: 'ground' },
  climbing: { scenes: ['mountains', 'hills', 'room'], anchor: 'ground' },
  mountain: { scenes: ['mountains', 'lake', 'snow'], anchor: 'full' },
  hiking: { scenes: ['hills', 'mountains', 'lake'], anchor: 'full' },
  camping: {
    scenes: ['hills', 'mountains', 'lake', 'desert'],
    anchor: 'ground',
    times: ['dawn', 'day', 'dusk', 'dusk', 'night', 'night'],
  },
  forest: { scenes: ['hills', 'mountains', 'lake'], anchor: 'full' },
  desert: { scenes: ['desert'], anchor: 'ground', palette: 'desert' },
  volcano: { scenes: ['hills', 'desert'], anchor: 'full', times: ['dawn', 'dusk', 'night', 'day'] },
  aurora: { scenes: ['snow', 'lake', 'mountains'], anchor: 'full', times: night },
  rocket: { scenes: ['hills', 'desert'], anchor: 'ground', times: late },
  stars: { scenes: ['hills', 'lake', 'desert', 'mountains'], anchor: 'ground', times: night },
  waterfall: { scenes: ['hills', 'mountains'], anchor: 'full' },
  snow: { scenes: ['snow'], anchor: 'ground', palette: 'snow' },
  balloon: { scenes: ['sky', 'hills', 'desert'], anchor: 'air' },
  plane: { scenes: ['sky', 'hills'], anchor: 'air' },
  parachute: { scenes: ['sky', 'hills', 'beach'], anchor: 'air' },
  bridge: { scenes: ['lake', 'city', 'hills'], anchor: 'full' },
  stones: { scenes: ['hills'], anchor: 'ground' },
  columns: { scenes: ['beach'], anchor: 'ground' },
  monolith: { scenes: ['desert'], anchor: 'ground', palette: 'desert' },
  pyramid: { scenes: ['desert'], anchor: 'ground', palette: 'desert' },
  pagoda: { scenes: ['hills', 'mountains', 'lake'], anchor: 'ground' },
  castle: { scenes: ['hills', 'lake', 'mountains'], anchor: 'ground' },
  temple: { scenes: ['hills', 'city', 'desert'], anchor: 'ground' },
  statue: { scenes: ['city', 'hills', 'lake'], anchor: 'ground' },
  house: { scenes: ['hills', 'lake', 'city'], anchor: 'ground' },
  treehouse: { scenes: ['hills', 'lake', 'mountains'], anchor: 'ground' },
  city: { scenes: ['city'], anchor: 'full' },
  train: { scenes: ['hills', 'mountains', 'city', 'lake'], anchor: 'ground' },
  car: { scenes: ['hills', 'desert', 'mountains', 'city'], anchor: 'ground' },
  bicycle: { scenes: ['hills', 'city', 'lake', 'mountains'], anchor: 'ground' },
  skate: { scenes: ['city', 'hills', 'room'], anchor: 'ground' },
  globe: { scenes: ['room', 'hills'], anchor: 'ground' },
  running: { scenes: ['hills', 'city', 'lake', 'beach'], anchor: 'ground' },
  swimming: { scenes: ['lake', 'sea', 'room'], anchor: 'water' },
  yoga: { scenes: ['room', 'hills', 'beach', 'lake'], anchor: 'ground' },
  dance: { scenes: ['room', 'city'], anchor: 'ground', times: ['day', 'dusk', 'night'] },
  martial: { scenes: ['room'], anchor: 'ground' },
  ball: { scenes: ['hills', 'room'], anchor: 'ground' },
  gym: { scenes: ['room'], anchor: 'ground' },
  music: { scenes: ['room', 'hills', 'city'], anchor: 'ground' },
  theatre: { scenes: ['room'], anchor: 'ground' },
  film: { scenes: ['room'], anchor: 'ground', times: late },
  cinema: { scenes: ['room'], anchor: 'ground', times: late },
  camera: { scenes: ['room', 'hills', 'city', 'lake'], anchor: 'ground' },
  paint: { scenes: ['room', 'hills', 'lake'], anchor: 'ground' },
  pottery: { scenes: ['room'], anchor: 'ground' },
  craft: { scenes: ['room'], anchor: 'ground' },
  tools: { scenes: ['room', 'hills'], anchor: 'ground' },
  book: { scenes: ['room', 'hills'], anchor: 'ground' },
  writing: { scenes: ['room'], anchor: 'ground' },
  language: { scenes: ['room'], anchor: 'ground' },
  science: { scenes: ['room'], anchor: 'ground' },
  mic: { scenes: ['room'], anchor: 'ground' },
  radio: { scenes: ['room'], anchor: 'ground', counter: true },
  talk: { scenes: ['room'], anchor: 'ground' },
  cooking: { scenes: ['room'], anchor: 'ground', counter: true },
  bread: { scenes: ['room'], anchor: 'ground', counter: true },
  coffee: { scenes: ['room'], anchor: 'ground', counter: true },
  wine: { scenes: ['room'], anchor: 'ground', counter: true },
  cocktail: { scenes: ['room'], anchor: 'ground', counter: true },
  cake: { scenes: ['room'], anchor: 'ground', counter: true },
  bowl: { scenes: ['room'], anchor: 'ground', counter: true },
  code: { scenes: ['room'], anchor: 'ground' },
  robot: { scenes: ['room'], anchor: 'ground' },
  games: { scenes: ['room'], anchor: 'ground' },
  puzzle: { scenes: ['room'], anchor: 'ground' },
  gift: { scenes: ['room', 'hills'], anchor: 'ground' },
  party: { scenes: ['room', 'hills'], anchor: 'ground' },
  lanterns: { scenes: ['city', 'hills', 'lake', 'room'], anchor: 'full', times: late },
  fireworks: { scenes: ['city', 'lake', 'hills'], anchor: 'full', times: night },
  christmas: { scenes: ['room', 'snow'], anchor: 'ground', times: ['day', 'dusk', 'night'] },
  heart: { scenes: ['room', 'hills'], anchor: 'ground' },
  phone: { scenes: ['room'], anchor: 'ground' },
  coin: { scenes: ['room'], anchor: 'ground', counter: true },
  keyboard: { scenes: ['room'], anchor: 'ground', counter: true },
  spa: { scenes: ['room'], anchor: 'ground' },
  garden: { scenes: ['hills', 'room'], anchor: 'ground' },
  bird: { scenes: ['hills', 'lake', 'sky'], anchor: 'ground' },
  horse: { scenes: ['hills', 'desert', 'mountains'], anchor: 'ground' },
  dog: { scenes: ['hills', 'room'], anchor: 'ground' },
  wildlife: { scenes: ['hills', 'desert', 'lake'], anchor: 'ground' },
  insect: { scenes: ['hills', 'room'], anchor: 'ground' },
};

export const MOTIF_IDS = Object.keys(WORDS) as MotifId[];

/** Motif families used when no keyword matches, by the activity's first category. */
export const FAMILIES: Record<string, MotifId[]> = {
  Adventure: ['mountain', 'hiking', 'kayak', 'climbing', 'camping', 'parachute', 'balloon'],
  Creative: ['paint', 'pottery', 'craft', 'camera', 'writing', 'tools'],
  Fitness: ['running', 'gym', 'bicycle', 'swimming', 'yoga', 'ball'],
  Social: ['party', 'games', 'coffee', 'lanterns', 'gift'],
  Learning: ['book', 'language', 'science', 'globe'],
  Travel: ['plane', 'globe', 'train', 'car', 'balloon', 'city'],
  'Food & Drink': ['cooking', 'bread', 'coffee', 'wine', 'cake', 'bowl'],
  'Arts & Culture': ['theatre', 'paint', 'music', 'temple', 'film'],
  Outdoor: ['forest', 'hiking', 'camping', 'garden', 'bird', 'kayak'],
  Indoor: ['games', 'book', 'puzzle', 'coffee', 'craft'],
  Wellness: ['yoga', 'spa', 'garden', 'coffee'],
  Technology: ['code', 'robot'],
};

type Stem = { motif: number; word: string; exact: boolean; notFirst: boolean; weight: number; weak: boolean };

// Compiled once per isolate and bucketed by the first two letters, so matching costs one lookup per word of
// text instead of one scan of the text per stem.
const BUCKETS = new Map<string, Stem[]>();
MOTIF_IDS.forEach((id, motif) => {
  for (const raw of WORDS[id].split('|')) {
    const weak = raw.endsWith('?');
    const bare = weak ? raw.slice(0, -1) : raw;
    const word = bare.replace(/^~|\$$/g, '');
    const stem = {
      motif,
      word,
      exact: bare.endsWith('$'),
      notFirst: bare.startsWith('~'),
      weight: weak ? 0.5 : word.split(' ').length,
      weak,
    };
    const key = word.slice(0, 2);
    BUCKETS.set(key, [...(BUCKETS.get(key) ?? []), stem]);
  }
});

/** Lower case, accents and apostrophes dropped, words joined by single spaces and padded with spaces. */
export function normalise(s: string): string {
  let t = s.toLowerCase();
  if (/[\u0080-\uffff]/.test(t)) t = t.normalize('NFD').replace(/\p{M}/gu, '');
  const words = t
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return ` ${words.join(' ')} `;
}

/** Per motif: summed weight of distinct stems found (and of the strong ones), and the position of the earliest hit. */
function score(text: string): { total: number[]; strong: number[]; first: number[] } {
  const total: number[] = MOTIF_IDS.map(() => 0);
  const strong: number[] = MOTIF_IDS.map(() => 0);
  const first: number[] = MOTIF_IDS.map(() => Number.POSITIVE_INFINITY);
  const seen = new Set<Stem>();
  for (let at = 0; at < text.length - 1; at = text.indexOf(' ', at + 1)) {
    for (const stem of BUCKETS.get(text.slice(at + 1, at + 3)) ?? []) {
      if (seen.has(stem) || (stem.notFirst && at === 0) || !text.startsWith(stem.word, at + 1)) continue;
      if (stem.exact && text[at + 1 + stem.word.length] !== ' ') continue;
      seen.add(stem);
      total[stem.motif] = (total[stem.motif] as number) + stem.weight;
      if (!stem.weak) strong[stem.motif] = (strong[stem.motif] as number) + stem.weight;
      if (at < (first[stem.motif] as number)) first[stem.motif] = at;
    }
  }
  return { total, strong, first };
}

const isGreater = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) > (b[i] as number);
  return false;
};

export type MotifInput = { seed: string; title: string; description?: string; categories: string[] };

/** The motif for an activity: best title match, else best description match, else the category family. */
export function motifFor(input: MotifInput): MotifId {
  const title = score(normalise(input.title));
  const desc = score(normalise(input.description ?? ''));
  let best = -1;
  let bestKey: number[] = [];
  for (let i = 0; i < MOTIF_IDS.length; i++) {
    const ts = title.total[i] as number;
    const ds = desc.total[i] as number;
    if (!ts && !ds) continue;
    // Words naming the activity itself outweigh words for a place or setting ('Run the Midnight Sun
    // Marathon' is a run), then more title hits, then the earlier title hit (titles lead with their
    // subject), then the description the same way; remaining ties go to the earlier motif in the list.
    const key = [title.strong[i] as number, ts, -(title.first[i] as number), ds, -(desc.first[i] as number)];
    if (best < 0 || isGreater(key, bestKey)) {
      best = i;
      bestKey = key;
    }
  }
  if (best >= 0) return MOTIF_IDS[best] as MotifId;
  const family = FAMILIES[input.categories[0] ?? ''] ?? FAMILIES.Adventure ?? ['hiking'];
  return family[hash32(`family:${input.seed}`) % family.length] as MotifId;
}
