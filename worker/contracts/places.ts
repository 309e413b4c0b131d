// Where catalogue ideas happen and what their pictures show: the shapes both sides read.

/** The settings a picture can be drawn in. */
export const PICTURE_SCENES = [
  'hills',
  'mountains',
  'lake',
  'sea',
  'beach',
  'underwater',
  'desert',
  'snow',
  'city',
  'sky',
  'room',
] as const;
export type PictureScene = (typeof PICTURE_SCENES)[number];

/** The generator's own drawings a label may name as its main subject (data/activities/FORMAT.md). */
export const PICTURE_MOTIFS = [
  'balloon',
  'lighthouse',
  'pyramid',
  'stones',
  'columns',
  'monolith',
  'aurora',
  'volcano',
  'waterfall',
  'castle',
  'pagoda',
  'temple',
  'statue',
  'treehouse',
  'train',
  'bicycle',
  'surf',
  'whale',
  'kayak',
  'boat',
  'climbing',
  'skate',
  'parachute',
  'rocket',
  'plane',
  'lanterns',
  'fireworks',
  'bridge',
  'wildlife',
  'horse',
  'dance',
  'yoga',
  'martial',
  'gym',
  'swimming',
  'running',
] as const;
export type PictureMotif = (typeof PICTURE_MOTIFS)[number];

/**
 * How the main icon is drawn when one is not enough to show the idea: several side by side (a row
 * of standing stones, market stalls), in a ring (a stone circle, a circle of people), piled in rows
 * (a dry stone wall, a stack of books, houses up a hillside), or many spread through the scene (a
 * crowd, a school of fish, a flock, a forest).
 */
export const PICTURE_ARRANGEMENTS = ['row', 'ring', 'stack', 'many'] as const;
export type PictureArrangement = (typeof PICTURE_ARRANGEMENTS)[number];

/** The icons with a face another icon can be drawn on (a screen, a cover, a canvas), and where it is. */
export const ICON_FACES = {
  laptop: { x: 16, y: 11, size: 13, fill: '#26c9fc' },
  'desktop-computer': { x: 16, y: 10.4, size: 13, fill: '#26c9fc' },
  'mobile-phone': { x: 15.5, y: 16, size: 14, fill: '#83cbff' },
  television: { x: 14.5, y: 15.5, size: 11, fill: '#83cbff' },
  'closed-book': { x: 17.5, y: 13.5, size: 13, fill: null },
  notebook: { x: 15.5, y: 16, size: 11, fill: null },
  'framed-picture': { x: 16, y: 16, size: 18, fill: '#f3eef8' },
  clipboard: { x: 16, y: 17.5, size: 13, fill: null },
} as const satisfies Record<string, { x: number; y: number; size: number; fill: string | null }>;
export type IconWithFace = keyof typeof ICON_FACES;

/** What an idea's picture must show: in words, as Fluent Emoji Flat icon names, where, and maybe a drawn motif. */
export type ActivityPicture = {
  shows: string;
  icons: string[];
  scene: PictureScene;
  motif?: PictureMotif;
  arrange?: PictureArrangement;
  /** An icon drawn on the main icon's face: a flag on a laptop's screen, a mountain on a canvas. */
  on?: string;
  /**
   * A name or a few words written on a sign in the picture (data/activities/FORMAT.md): `|` breaks
   * a line.
   */
  writing?: string;
};

export const CONTINENTS = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
} as const;
export type ContinentCode = keyof typeof CONTINENTS;
export const CONTINENT_CODES = Object.keys(CONTINENTS) as ContinentCode[];

/** One place an idea happens, as the API sends it. */
export type ActivityPlace = {
  name: string;
  region: string | null;
  country: string;
  countryName: string;
  lat: number;
  lon: number;
};

/** How a place reads: "Bondi Beach, Sydney, Australia", without repeating a name. */
export function placeLabel(p: Pick<ActivityPlace, 'name' | 'region' | 'countryName'>) {
  const parts = [p.name];
  if (p.region && p.region !== p.name) parts.push(p.region);
  if (p.countryName !== p.name) parts.push(p.countryName);
  return parts.join(', ');
}
