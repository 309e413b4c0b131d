import { type ActivitySeed, seedCatalogue } from '../../scripts/seed/catalogue';
import { gazetteer } from '../../worker/features/places/cities';
import { db } from './helpers';

const files = import.meta.glob<ActivitySeed[]>('../../data/activities/*.json', { eager: true, import: 'default' });

/** The real catalogue, as the seed ships it. */
export const CATALOGUE: ActivitySeed[] = Object.values(files).flat();

export const loadCatalogue = async () => seedCatalogue(db(), CATALOGUE, await gazetteer());
