// Reads the place in what a person typed: "wine tasting in france", "things to do in paris",
// "hikes near seattle", "volunteer abroad", "near me", "romantic weekend in italy". What is left is
// the activity to look for. Pure: the catalogue's own place names and the viewer's whereabouts are
// passed in, the gazetteer is read from the bundle.
import type { ContinentCode } from '../../contracts/places';
import { CONTINENT_WORDS, countryAdjectives, countryName, countryNames, regionCountries } from './countries';
import { DIVISIONS } from './divisions';
import { type Gazetteer, placeKey } from './gazetteer';

/** One way an idea can be at the place asked for; an idea matching any of them is there. */
export type PlaceAsk =
  | { kind: 'countries'; codes: string[] }
  | { kind: 'continents'; codes: ContinentCode[] }
  | { kind: 'division'; country: string; code: string }
  | { kind: 'near'; lat: number; lon: number; km: number; beyondKm?: number }
  | { kind: 'named'; key: string }
  | { kind: 'abroad'; home: string | null };

export type PlaceReading = {
  asks: PlaceAsk[];
  /** How it reads back to the person: "in France", "near Edinburgh", "near you", "abroad". */
  label: string;
  /** Named outright (strong: ideas there come first) or only by an adjective ("italian": a preference). */
  strength: 'strong' | 'soft';
  /** Sorted by distance from this point (a city or the viewer), nearest first. */
  from: { lat: number; lon: number } | null;
  /** The place's words as typed ("tuscany", "abroad"): an idea whose own text says them is there too. */
  mentions: string[];
  /** Those of them naming a place only the catalogue knows ("eiffel tower"): a title saying one comes first. */
  specific: string[];
};

export type Whereabouts = {
  /** The viewer's country (profile, else the request's), for "abroad". */
  country: string | null;
  /** The viewer's position (the browser's, else their profile's city, else the request's), for "near me". */
  point: { lat: number; lon: number } | null;
};

export type ReadPlace = {
  place: PlaceReading | null;
  /** The words left to search for, the place and the place's framing ("things to do in") removed. */
  text: string;
  /** "near me" was asked but the viewer's position is unknown. */
  needsLocation: boolean;
};

const NEAR_ME = ['near me', 'nearby', 'near here', 'around me', 'around here', 'close to me', 'close by', 'near to me'];
const ABROAD = ['abroad', 'overseas', 'in another country', 'another country', 'foreign country'];
const ABROAD_WORDS = ['abroad', 'overseas', 'another country', 'foreign country'];
/** Words that put a place after them; "near" and its kin widen a city to a day's reach. */
const IN_WORDS = new Set(['in', 'at', 'to', 'visit', 'visiting', 'across', 'around', 'near', 'from', 'outside', 'of']);
const WIDE_WORDS = new Set(['near', 'around', 'from', 'outside']);
/** The framing of a place search, dropped once a place is read: "things to do in", "bucket list". */
const FRAMING = [
  'best things to do',
  'things to do',
  'thing to do',
  'stuff to do',
  'what to do',
  'what should i do',
  'things to see',
  'what to see',
  'places to visit',
  'places to go',
  'where to go',
  'must do',
  'must see',
  'must dos',
  'bucket list',
  'day trips',
  'day trip',
  'trip to',
  'trips to',
  'travel to',
  'holiday in',
  'holidays in',
  'vacation in',
  'best',
  'top',
  'ideas',
  'activities',
  'trip',
  'travel',
  'holiday',
  'vacation',
  'visit',
  'visiting',
  'in',
  'near',
  'at',
  'to',
  'around',
  'from',
];

/** A city named bare (no "in" before it) is read as a place only if it is big and not an English word. */
const BARE_CITY_POPULATION = 250_000;
const CITY_KM = 40;
const NEAR_CITY_KM = 150;
/** A day trip from a city: out of it, and back the same day (two hours or so by road or rail). */
const DAY_TRIP_KM = 250;
const DAY_TRIP_BEYOND_KM = 25;
const NEAR_ME_KM = 150;

type Tables = {
  names: Map<string, string>;
  adjectives: Map<string, string>;
  divisions: Map<string, { country: string; code: string }>;
};
let tables: Tables | null = null;
function known(): Tables {
  tables ??= {
    names: countryNames(),
    adjectives: countryAdjectives(),
    divisions: new Map(
      DIVISIONS.flatMap((d) => d.names.map((n) => [n, { country: d.country, code: d.code }] as const)),
    ),
  };
  return tables;
}

const title = (key: string) => key.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

type Found = {
  start: number;
  end: number;
  asks: PlaceAsk[];
  label: string;
  from: PlaceReading['from'];
  mention?: string | string[];
  /** A place only the catalogue knows (a landmark, a trail): more particular than a city or country. */
  specific?: boolean;
};

/**
 * The place in a query. `catalogueNames` are the catalogue's own place names and regions (keys as
 * placeKey writes them: "bondi beach", "patagonia"), so a place only the catalogue knows is read too.
 */
export async function readPlace(
  query: string,
  catalogueNames: Set<string>,
  where: Whereabouts,
  /** Whether a word is an everyday English word ("bath", "nice"): such a city is read only after "in". */
  isEnglishWord: (word: string) => boolean,
  /** GeoNames' cities, read only when a phrase is no country, region or continent. */
  cities: () => Promise<Gazetteer>,
): Promise<ReadPlace> {
  const words = placeKey(query).split(' ').filter(Boolean);
  const t = known();
  const found: Found[] = [];
  let needsLocation = false;
  let soft: { code: string; at: number } | null = null;
  let i = 0;
  while (i < words.length) {
    const before = words[i - 1];
    const wide = before !== undefined && WIDE_WORDS.has(before);
    // "day trips from rome": somewhere out of Rome, back by night.
    const dayTrip = before === 'from' && /^days? trips?$/.test(words.slice(Math.max(0, i - 3), i - 1).join(' '));
    const afterIn = before !== undefined && IN_WORDS.has(before);
    let match: Found | null = null;
    for (let n = Math.min(4, words.length - i); n >= 1 && !match; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const span = { start: i, end: i + n };
      if (NEAR_ME.includes(phrase)) {
        if (where.point)
          match = {
            ...span,
            asks: [{ kind: 'near', ...where.point, km: NEAR_ME_KM }],
            label: 'near you',
            from: where.point,
          };
        else {
          needsLocation = true;
          match = { ...span, asks: [], label: '', from: null };
        }
      } else if (ABROAD.includes(phrase)) {
        match = { ...span, asks: [{ kind: 'abroad', home: where.country }], label: 'abroad', from: null };
      } else if (CONTINENT_WORDS[phrase.replace(/^the /, '')]) {
        const codes = CONTINENT_WORDS[phrase.replace(/^the /, '')] as ContinentCode[];
        match = { ...span, asks: [{ kind: 'continents', codes }], label: `in ${title(phrase)}`, from: null };
      } else if (regionCountries(phrase)) {
        const codes = regionCountries(phrase) as string[];
        match = { ...span, asks: [{ kind: 'countries', codes }], label: `in ${title(phrase)}`, from: null };
      } else if (t.divisions.has(phrase)) {
        const d = t.divisions.get(phrase) as { country: string; code: string };
        const asks: PlaceAsk[] = [{ kind: 'division', ...d }];
        if (catalogueNames.has(phrase)) asks.push({ kind: 'named', key: phrase });
        match = { ...span, asks, label: `in ${title(phrase.replace(/ (state|province|region)$/, ''))}`, from: null };
      } else if (t.names.has(phrase)) {
        const code = t.names.get(phrase) as string;
        match = { ...span, asks: [{ kind: 'countries', codes: [code] }], label: `in ${countryName(code)}`, from: null };
      } else {
        const city = (await cities()).cityNamed(phrase);
        const bare =
          city !== null &&
          (n > 1 || !isEnglishWord(phrase)) &&
          city.population >= BARE_CITY_POPULATION &&
          phrase.length > 2;
        if (city && (afterIn || bare)) {
          const km = dayTrip ? DAY_TRIP_KM : wide ? NEAR_CITY_KM : CITY_KM;
          const asks: PlaceAsk[] = [
            { kind: 'near', lat: city.lat, lon: city.lon, km, ...(dayTrip ? { beyondKm: DAY_TRIP_BEYOND_KM } : {}) },
          ];
          if (catalogueNames.has(phrase) && !dayTrip) asks.push({ kind: 'named', key: phrase });
          match = { ...span, asks, label: `${wide ? 'near' : 'in'} ${city.name.split(' / ').pop()}`, from: city };
        } else if (catalogueNames.has(phrase) && (afterIn || n > 1 || !isEnglishWord(phrase))) {
          match = {
            ...span,
            asks: [{ kind: 'named', key: phrase }],
            label: `${wide ? 'near' : 'in'} ${title(phrase)}`,
            from: null,
            specific: true,
          };
        }
      }
      if (!match && n === 1 && !soft && t.adjectives.has(phrase))
        soft = { code: t.adjectives.get(phrase) as string, at: i };
    }
    if (match) {
      // A day trip goes out of the city, so saying the city's name is not being there.
      const outOf = match.asks.some((a) => a.kind === 'near' && a.beyondKm);
      if (match.asks.length && match.label !== 'near you' && !outOf)
        match.mention = words.slice(match.start, match.end).join(' ');
      // An idea that says it happens abroad, in any of the words for it, is abroad.
      if (match.label === 'abroad') match.mention = ABROAD_WORDS;
      found.push(match);
      i = match.end;
    } else i++;
  }

  const strong = found.filter((f) => f.asks.length > 0);
  if (strong.length === 0) {
    // An adjective says where a thing comes from, so it stays in the words too ("italian cooking").
    if (soft) {
      return {
        place: {
          asks: [{ kind: 'countries', codes: [soft.code] }],
          label: `in ${countryName(soft.code)}`,
          strength: 'soft',
          from: null,
          mentions: [],
          specific: [],
        },
        text: found.length ? dropSpans(words, found) : words.join(' '),
        needsLocation,
      };
    }
    return { place: null, text: found.length ? dropFraming(dropSpans(words, found)) : words.join(' '), needsLocation };
  }
  return {
    place: {
      asks: strong.flatMap((f) => f.asks),
      label: strong.map((f) => f.label).join(' or '),
      strength: 'strong',
      from: strong.length === 1 ? (strong[0]?.from ?? null) : null,
      mentions: strong.flatMap((f) => (f.mention ? [f.mention].flat() : [])),
      specific: strong.flatMap((f) => (f.specific && typeof f.mention === 'string' ? [f.mention] : [])),
    },
    text: dropFraming(dropSpans(words, found)),
    needsLocation,
  };
}

/**
 * The words without the places read in them. A place only the catalogue knows ("broadway",
 * "eiffel tower") stays among the words too: it is also what the ideas there are called, and part
 * of phrases search knows ("broadway show" is a musical).
 */
function dropSpans(words: string[], found: Found[]) {
  return words.filter((_, i) => !found.some((f) => !f.specific && i >= f.start && i < f.end)).join(' ');
}

/** "things to do in" and its kin, wherever they stand, and a dangling "in" at either end. */
function dropFraming(text: string) {
  let out = ` ${text} `;
  for (const phrase of FRAMING) out = out.split(` ${phrase} `).join(' ');
  return out.replace(/\s+/g, ' ').trim();
}
