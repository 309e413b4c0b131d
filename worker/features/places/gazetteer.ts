// GeoNames' cities of 15,000 people or more (data/places/cities.json, built by
// scripts/places/build-gazetteer.ts): a city's position from its name, and the nearest city to a
// point. Read from the Worker's own bundle, never the network, and only when a place is asked for.
import { continentOf } from './countries';

export type City = { name: string; country: string; division: string; lat: number; lon: number; population: number };
type Row = [string, string, string, number, number, number];

/** Lower case, accents and letter variants folded, punctuation as spaces: how places are compared. */
export function placeKey(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øœ]/g, (c) => (c === 'ø' ? 'o' : 'oe'))
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[łđı]/g, (c) => ({ ł: 'l', đ: 'd', ı: 'i' })[c] ?? c)
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** English names of cities GeoNames lists under another ("seville" is Sevilla). */
const ENGLISH_NAMES: Record<string, [string, string]> = {
  'new york': ['New York City', 'US'],
  nyc: ['New York City', 'US'],
  marrakech: ['Marrakesh', 'MA'],
  seville: ['Sevilla', 'ES'],
  cologne: ['Köln', 'DE'],
  bruges: ['Brugge', 'BE'],
  'san sebastian': ['Donostia / San Sebastián', 'ES'],
  'st petersburg': ['Saint Petersburg', 'RU'],
  rio: ['Rio de Janeiro', 'BR'],
  xian: ["Xi'an", 'CN'],
  ulaanbaatar: ['Ulan Bator', 'MN'],
  fez: ['Fès', 'MA'],
  la: ['Los Angeles', 'US'],
  sf: ['San Francisco', 'US'],
  'washington dc': ['Washington', 'US'],
  'mexico city': ['Mexico City', 'MX'],
};

let loaded: Promise<{ byKey: Map<string, City>; all: City[] }> | null = null;

/** The cities, read on first use; a name shared by several is the most populous one's. */
function cities() {
  loaded ??= import('../../../data/places/cities.json').then((m) => {
    const rows = m.default as Row[];
    const all = rows.map(([name, country, division, lat, lon, population]) => ({
      name,
      country,
      division,
      lat,
      lon,
      population,
    }));
    const byKey = new Map<string, City>();
    for (const c of all) {
      const key = placeKey(c.name);
      if (!byKey.has(key)) byKey.set(key, c);
      // "Donostia / San Sebastián" is also "san sebastian".
      if (c.name.includes(' / '))
        for (const part of c.name.split(' / ')) if (!byKey.has(placeKey(part))) byKey.set(placeKey(part), c);
    }
    for (const [english, [name, country]] of Object.entries(ENGLISH_NAMES)) {
      const c = all.find((x) => x.name === name && x.country === country);
      if (c) byKey.set(english, c);
    }
    return { byKey, all };
  });
  return loaded;
}

/** The city a name means (most populous first), optionally within a country. */
export async function cityNamed(name: string, country?: string | null): Promise<City | null> {
  const { byKey, all } = await cities();
  const key = placeKey(name);
  const best = byKey.get(key) ?? null;
  if (!country || !best || best.country === country) return best;
  return all.find((c) => c.country === country && placeKey(c.name) === key) ?? best;
}

/** Kilometres between two points on the Earth's surface (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest city in the same country (for a place's first-level division). */
export async function nearestCity(country: string, lat: number, lon: number) {
  const { all } = await cities();
  let best: City | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const c of all) {
    if (c.country !== country || Math.abs(c.lat - lat) > 5) continue;
    const km = distanceKm(c, { lat, lon });
    if (km < bestKm) [best, bestKm] = [c, km];
  }
  return best;
}

/** What a place row stores beside its own fields: its division and continent. */
export async function placeFacts(country: string, lat: number, lon: number) {
  const near = await nearestCity(country, lat, lon);
  const continent = continentOf(country);
  if (!continent) throw new Error(`No continent for country ${country}`);
  return { division: near?.division ?? null, continent };
}
