import { lt, lte, sql } from 'drizzle-orm';
import { createDb, type Db } from '../../db/client';
import { searchAnalytics, searchDaily, searchQueryDaily } from '../../db/schema';
import { endSuspension, suspensionRunOut } from '../../lib/suspension';
import { reindexStaleActivities } from '../catalogue/search-index';

const CHUNK = 5000;
const MAX_CHUNKS = 200;

/** Six calendar months before `now`. */
export function retentionCutoff(now: Date) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - 6);
  return cutoff;
}

/** Deletes analytics older than six months in bounded chunks, so one run never holds D1 for long. */
export async function purgeOldSearchAnalytics(db: Db, now = new Date()) {
  const cutoff = retentionCutoff(now);
  let deleted = 0;
  for (let i = 0; i < MAX_CHUNKS; i++) {
    const result = await db.run(
      sql`delete from ${searchAnalytics} where rowid in (select rowid from ${searchAnalytics} where ${lt(searchAnalytics.createdAt, cutoff)} limit ${CHUNK})`,
    );
    const changes = result.meta.changes ?? 0;
    deleted += changes;
    if (changes < CHUNK) break;
  }
  // The delete trigger has taken the purged rows out of the daily rollup; drop the emptied days.
  await db.batch([
    db.delete(searchQueryDaily).where(lte(searchQueryDaily.searches, 0)),
    db.delete(searchDaily).where(lte(searchDaily.searches, 0)),
  ]);
  return deleted;
}

export async function clearExpiredSuspensions(db: Db, now = new Date()) {
  const result = await endSuspension(db, suspensionRunOut(now));
  return result.meta.changes ?? 0;
}

export async function runDailyMaintenance(env: Env, now = new Date()) {
  const db = createDb(env.DB);
  const purged = await purgeOldSearchAnalytics(db, now);
  const lifted = await clearExpiredSuspensions(db, now);
  const reindexed = await reindexStaleActivities(db);
  console.log(JSON.stringify({ job: 'daily-maintenance', purged, lifted, reindexed }));
  return { purged, lifted, reindexed };
}
