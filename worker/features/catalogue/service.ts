import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, categories } from '../../db/schema';
import { fail } from '../../lib/errors';
import { asPlaces, placeRowsOf } from '../places/service';
import { planQuery } from './query-plan';
import { bestMatches } from './search';
import { surfaceWords } from './search-text';

export const listCategories = (db: Db) => db.select().from(categories).orderBy(asc(categories.name));

export async function getActivity(db: Db, id: number) {
  // The idea and where it happens (best known first; none: anywhere) in one round trip.
  const [[row], placeRows] = await db.batch([
    db.select().from(activities).where(eq(activities.id, id)),
    placeRowsOf(db, [id]),
  ]);
  if (!row) throw fail(404, 'ACTIVITY_NOT_FOUND', 'Activity not found');
  const { searchText: _s, searchName: _n, searchBody: _b, searchVersion: _v, ...activity } = row;
  return { ...activity, places: asPlaces(placeRows).get(id) ?? [] };
}

const SUGGESTIONS = 5;

/**
 * Up to 5 activities whose title or display title has words starting like each word typed (from 2
 * characters): titles that start with the whole text first, then the most popular. When nothing
 * starts like that, titles starting like the words as the search reads them, else the best few
 * ideas it reads them as.
 */
export async function suggest(db: Db, q: string, ctx?: { waitUntil(p: Promise<unknown>): void }) {
  const words = surfaceWords(q).slice(0, 6);
  if (words.length === 0) return [];
  const found = await titlesStartingLike(db, words, q);
  if (found.length > 0) return found;
  // No title starts with the words as typed: titles starting like the words as the search reads
  // them (slips corrected: "pottey whe"), else the ideas it reads them as ("kayakng" is kayaking,
  // "sky div" skydiving).
  const plan = await planQuery(db, q, ctx);
  if (!plan) return [];
  if (Object.keys(plan.corrections).length > 0) {
    const read = await titlesStartingLike(db, surfaceWords(plan.ran).slice(0, 6), plan.ran);
    if (read.length > 0) return read;
  }
  return bestMatches(db, plan, q, SUGGESTIONS);
}

function titlesStartingLike(db: Db, words: string[], text: string) {
  const expr = `{title display_title} : (${words.map((w) => `"${w}"*`).join(' AND ')})`;
  const start = `${text.trim().toLowerCase()}%`;
  return db.all<{ id: number; title: string; displayTitle: string | null }>(sql`
    select a.id, a.title, a.display_title as displayTitle from activities a
    where a.id in (select rowid from activities_fts where activities_fts match ${expr})
    order by (lower(coalesce(a.display_title, a.title)) like ${start} or lower(a.title) like ${start}) desc,
      a.popularity desc
    limit ${SUGGESTIONS}`);
}
