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
  'swimming',
  'running',
] as const;
export type PictureMotif = (typeof PICTURE_MOTIFS)[number];

/** What an idea's picture must show: in words, as Fluent Emoji Flat icon names, where, and maybe a drawn motif. */
export type ActivityPicture = { shows: string; icons: string[]; scene: PictureScene; motif?: PictureMotif };

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
