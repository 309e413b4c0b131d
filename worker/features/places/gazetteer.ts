// GeoNames' cities of 15,000 people or more (web/public/data/cities.json, built by
// scripts/places/build-gazetteer.ts): a city's position from its name, and the nearest city to a
// point. The Worker reads the file from its static files (./cities.ts), a script from the disk.
import { continentOf } from './countries';

export type City = { name: string; country: string; division: string; lat: number; lon: number; population: number };
export type CityRow = [string, string, string, number, number, number];

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

/** GeoNames' cities, by name and by country: a name shared by several is the most populous one's. */
export class Gazetteer {
  private readonly byKey = new Map<string, City>();
  private readonly byCountry = new Map<string, City[]>();

  constructor(rows: CityRow[]) {
    for (const [name, country, division, lat, lon, population] of rows) {
      const c = { name, country, division, lat, lon, population };
      const key = placeKey(name);
      if (!this.byKey.has(key)) this.byKey.set(key, c);
      // "Donostia / San Sebastián" is also "san sebastian".
      if (name.includes(' / '))
        for (const part of name.split(' / ')) if (!this.byKey.has(placeKey(part))) this.byKey.set(placeKey(part), c);
      const inCountry = this.byCountry.get(country) ?? [];
      inCountry.push(c);
      this.byCountry.set(country, inCountry);
    }
    for (const [english, [name, country]] of Object.entries(ENGLISH_NAMES)) {
      const c = this.byCountry.get(country)?.find((x) => x.name === name);
      if (c) this.byKey.set(english, c);
    }
  }

  /** The city a name means (most populous first), optionally within a country. */
  cityNamed(name: string, country?: string | null): City | null {
    const key = placeKey(name);
    const best = this.byKey.get(key) ?? null;
    if (!country || !best || best.country === country) return best;
    return this.byCountry.get(country)?.find((c) => placeKey(c.name) === key) ?? best;
  }

  /** The nearest city in the same country (for a place's first-level division). */
  nearestCity(country: string, lat: number, lon: number) {
    let best: City | null = null;
    let bestKm = Number.POSITIVE_INFINITY;
    for (const c of this.byCountry.get(country) ?? []) {
      if (Math.abs(c.lat - lat) > 5) continue;
      const km = distanceKm(c, { lat, lon });
      if (km < bestKm) [best, bestKm] = [c, km];
    }
    return best;
  }

  /** What a place row stores beside its own fields: its division and continent. */
  placeFacts(country: string, lat: number, lon: number) {
    const continent = continentOf(country);
    if (!continent) throw new Error(`No continent for country ${country}`);
    return { division: this.nearestCity(country, lat, lon)?.division ?? null, continent };
  }
}

/** Kilometres between two points on the Earth's surface (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
