import { getPlatformProxy } from 'wrangler';
import { createDb } from '../worker/db/client';
import { type CityRow, Gazetteer } from '../worker/features/places/gazetteer';
import { type ActivitySeed, type LabelHistory, seedCatalogue } from './seed/catalogue';
import { seedCommunity } from './seed/community';
import { listFiles, readJson } from './seed/files';
import { seedLists } from './seed/lists';
import { seedMembers } from './seed/members';
import { seedPages } from './seed/pages';

/**
 * Loads the demo data into the local D1 and R2 that `npm run dev` uses. Every part checks what is
 * already there first, so running it twice changes nothing.
 */
// SEED_PERSIST_TO seeds another local state folder (the end-to-end tests use their own).
const persistTo = process.env.SEED_PERSIST_TO;
const proxy = await getPlatformProxy<Env>({
  configPath: 'wrangler.toml',
  persist: persistTo ? { path: `${persistTo}/v3` } : true,
  // Offline: Workers AI (production only) is not reached.
  remoteBindings: false,
});
try {
  const env = proxy.env;
  const db = createDb(env.DB);
  const catalogue = await seedCatalogue(
    db,
    listFiles('data/activities', '.json').flatMap((file) => readJson<ActivitySeed[]>(file)),
    new Gazetteer(readJson<CityRow[]>('web/public/data/cities.json')),
    readJson<{ labels: LabelHistory }>('data/art/label-history.json').labels,
  );
  console.log(`catalogue: ${catalogue.activities} activities${catalogue.created ? ' loaded' : ' already there'}`);
  const people = await seedMembers(db, env.MEDIA);
  console.log(`members: ${people.size}`);
  const admin = people.get('ada_admin');
  if (admin) console.log(`pages: ${(await seedPages(db, admin.id)).pages} added`);
  const community = await seedCommunity(db, people);
  console.log(`community: ${community.created ? JSON.stringify(community) : 'already there'}`);
  const lists = await seedLists(db, people);
  console.log(`lists: ${lists.items} items${lists.created ? ' loaded' : ' already there'}`);
} finally {
  await proxy.dispose();
}
