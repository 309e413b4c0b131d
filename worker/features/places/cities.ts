// The gazetteer as the Worker reads it: from its static files, the first time a place is asked for.
import { staticData } from '../../lib/static-data';
import { type CityRow, Gazetteer } from './gazetteer';

let built: Promise<Gazetteer> | null = null;

export function gazetteer() {
  built ??= staticData<CityRow[]>('cities.json').then((rows) => new Gazetteer(rows));
  built.catch(() => {
    built = null;
  });
  return built;
}
