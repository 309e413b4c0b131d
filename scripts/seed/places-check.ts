// Checks of the catalogue's place data (data/activities/FORMAT.md): every country code exists,
// every point lies in its country's Natural Earth outline (world-atlas, 1:10m), and no idea whose
// title names a country or a large city is "anywhere". Used by the tests and by check-places.ts.

import { countries as countryList } from 'countries-list';
import { geoContains } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-10m.json' with { type: 'json' };
import cities from '../../web/public/data/cities.json' with { type: 'json' };
import { ICON_FACES, PICTURE_ARRANGEMENTS, PICTURE_MOTIFS, PICTURE_SCENES } from '../../worker/contracts/places';
import { writingProblem } from '../../worker/features/art/drawing/writing';
import type { ActivitySeed } from './catalogue';

/** Natural Earth draws these with their parent country, or without an ISO number. */
const OUTLINE_OF: Record<string, string> = {
  GF: 'FR',
  GP: 'FR',
  MQ: 'FR',
  RE: 'FR',
  YT: 'FR',
  BQ: 'NL',
  SJ: 'NO',
  TK: 'NZ',
  CX: 'AU',
  CC: 'AU',
};
const UNNUMBERED: Record<string, string> = {
  Kosovo: 'XK',
  Somaliland: 'SO',
  'N. Cyprus': 'CY',
  'Indian Ocean Ter.': 'AU',
};

type Outline = Feature<Geometry, { name: string }>;

let outlines: Map<string, Outline[]> | undefined;
function outlinesByCode() {
  if (outlines) return outlines;
  const topo = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const all = feature(topo, topo.objects.countries).features as Outline[];
  outlines = new Map();
  for (const f of all) {
    const code = f.id ? countries.numericToAlpha2(String(f.id)) : UNNUMBERED[f.properties.name];
    if (!code) continue;
    outlines.set(code, [...(outlines.get(code) ?? []), f]);
  }
  return outlines;
}

/** Inside the outline, or within about 10 km of it (piers, beaches and islets the 1:10m outline leaves out). */
export function inCountry(code: string, lat: number, lon: number) {
  const shapes = outlinesByCode().get(OUTLINE_OF[code] ?? code);
  if (!shapes) return false;
  const near = [
    [0, 0],
    [0.09, 0],
    [-0.09, 0],
    [0, 0.09],
    [0, -0.09],
    [0.06, 0.06],
    [-0.06, 0.06],
    [0.06, -0.06],
    [-0.06, -0.06],
  ];
  return near.some(([dy, dx]) => shapes.some((s) => geoContains(s, [lon + (dx ?? 0), lat + (dy ?? 0)])));
}

/** Country names people write in titles, and every city of a million people or more. */
function placeNames() {
  const names = new Set<string>();
  for (const { name } of Object.values(countryList)) names.add(name);
  for (const extra of [
    'USA',
    'UK',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'Britain',
    'America',
    'Holland',
  ])
    names.add(extra);
  for (const [name, , , , , population] of cities as [string, string, string, number, number, number][])
    if (population >= 1_000_000) names.add(name);
  return [...names];
}

let namePattern: RegExp | undefined;
/** The first country or large city a title names, as a whole capitalised word or phrase. */
export function placeNamedIn(title: string) {
  namePattern ??= new RegExp(
    `(?<![\\p{L}])(${placeNames()
      .sort((a, b) => b.length - a.length)
      .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})(?![\\p{L}])`,
    'u',
  );
  return namePattern.exec(title)?.[1] ?? null;
}

const SCENES: readonly string[] = PICTURE_SCENES;

/** Fluent Emoji Flat icons drawn as square tiles with their own background: never a thing in a scene. */
const TILES = new Set(
  `antenna-bars baggage-claim bar-chart bridge-at-night cinema cityscape cityscape-at-dusk customs foggy
  heart-decoration left-luggage man-playing-water-polo mens-room milky-way mobile-phone-off night-with-stars
  passport-control person-playing-water-polo place-of-worship potable-water restroom shooting-star sunrise
  sunrise-over-mountains sunset vibration-mode water-closet window wireless woman-playing-water-polo womens-room
  desert fireworks sparkler motorway national-park railway-track moon-viewing-ceremony fog latin-cross
  orthodox-cross khanda star-of-david star-and-crescent menorah om wheel-of-dharma yin-yang peace-symbol`.split(/\s+/),
);

/** Everything wrong with the place and picture data of these ideas, one line each. */
export function placeProblems(
  items: ActivitySeed[],
  opts: { iconNames?: Set<string>; titleExceptions?: Set<string> } = {},
) {
  const problems: string[] = [];
  for (const a of items) {
    const at = `"${a.title}"`;
    if (a.where === undefined) problems.push(`${at}: no "where"`);
    else if (a.where === 'anywhere') {
      const named = placeNamedIn(a.title);
      if (named && !opts.titleExceptions?.has(a.title)) problems.push(`${at}: names ${named} but is "anywhere"`);
    } else if (!Array.isArray(a.where) || a.where.length < 1 || a.where.length > 5)
      problems.push(`${at}: "where" must be "anywhere" or 1 to 5 places`);
    else
      for (const p of a.where) {
        if (!p.name?.trim()) problems.push(`${at}: a place without a name`);
        if (!countries.isValid(p.country) || p.country !== p.country.toUpperCase())
          problems.push(`${at}: ${p.name}: "${p.country}" is not an ISO 3166-1 alpha-2 code`);
        else if (!(Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180))
          problems.push(`${at}: ${p.name}: coordinates out of range`);
        else if (!inCountry(p.country, p.lat, p.lon))
          problems.push(`${at}: ${p.name} (${p.lat}, ${p.lon}) is not in ${p.country}`);
        if (p.region !== null && typeof p.region !== 'string')
          problems.push(`${at}: ${p.name}: region must be text or null`);
      }
    if (a.picture === undefined) problems.push(`${at}: no "picture"`);
    else {
      const { shows, icons, scene } = a.picture;
      if (!shows?.trim()) problems.push(`${at}: picture.shows is empty`);
      if (!Array.isArray(icons) || icons.length < 1 || icons.length > 3)
        problems.push(`${at}: picture.icons must hold 1 to 3 names`);
      else if (opts.iconNames)
        for (const icon of icons)
          if (!opts.iconNames.has(icon)) problems.push(`${at}: "${icon}" is not a Fluent Emoji Flat icon`);
      if (!SCENES.includes(scene)) problems.push(`${at}: picture.scene "${scene}" is not one of ${SCENES.join(', ')}`);
      if (Array.isArray(icons))
        for (const icon of icons)
          if (TILES.has(icon)) problems.push(`${at}: "${icon}" is a square tile, not a thing in a scene`);
      const { arrange, on } = a.picture as { arrange?: string; on?: string };
      if (arrange !== undefined && !PICTURE_ARRANGEMENTS.includes(arrange as never))
        problems.push(`${at}: picture.arrange "${arrange}" is not one of ${PICTURE_ARRANGEMENTS.join(', ')}`);
      if (on !== undefined) {
        if (!Array.isArray(icons) || !(icons[0] && icons[0] in ICON_FACES))
          problems.push(`${at}: picture.on needs a main icon with a face (${Object.keys(ICON_FACES).join(', ')})`);
        const flag = /^flag-([a-z]{2})$/.exec(on)?.[1];
        if (flag ? !countries.isValid(flag.toUpperCase()) : opts.iconNames && !opts.iconNames.has(on))
          problems.push(`${at}: "${on}" is neither a Fluent Emoji Flat icon nor flag-xx of a country`);
      }
      if (arrange !== undefined && (a.picture as { motif?: string }).motif !== undefined)
        problems.push(`${at}: picture.arrange repeats the main icon, and a motif is drawn instead of it`);
      const { writing } = a.picture as { writing?: unknown };
      if (writing !== undefined) {
        const wrong = typeof writing === 'string' ? writingProblem(writing) : 'is not a string';
        if (wrong) problems.push(`${at}: picture.writing ${wrong}`);
      }
      const motif = (a.picture as { motif?: string }).motif;
      if (motif !== undefined && !PICTURE_MOTIFS.includes(motif as never))
        problems.push(`${at}: picture.motif "${motif}" is not one of ${PICTURE_MOTIFS.join(', ')}`);
    }
  }
  return problems;
}
