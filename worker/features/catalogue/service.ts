import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, categories } from '../../db/schema';
import { fail } from '../../lib/errors';
import { resolveTerms, searchTerms } from './search';

export const listCategories = (db: Db) => db.select().from(categories).orderBy(asc(categories.name));

export async function getActivity(db: Db, id: number) {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  if (!row) throw fail(404, 'ACTIVITY_NOT_FOUND', 'Activity not found');
  const { searchText: _s, ...activity } = row;
  return activity;
}

/** Up to 5 titles that start like what was typed (from 2 characters), most popular first. */
export async function suggest(db: Db, q: string) {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 6);
  if (words.length === 0) return [];
  const prefix = (ws: string[]) => `{title} : (${ws.map((w) => `"${w.replaceAll('"', '""')}"*`).join(' AND ')})`;
  const find = (expr: string) =>
    db.all<{ id: number; title: string; displayTitle: string | null }>(sql`
      select a.id, a.title, a.display_title as displayTitle from activities a
      where a.id in (select rowid from activities_fts where activities_fts match ${expr})
      order by a.popularity desc limit 5`);
  const found = await find(prefix(words));
  if (found.length > 0) return found;
  // Nothing starts like that: try the corrected spelling.
  const { alternatives } = await resolveTerms(db, searchTerms(q));
  if (alternatives.length === 0) return [];
  return find(
    `{title} : (${alternatives.map((alts) => `(${alts.map((a) => `"${a}"*`).join(' OR ')})`).join(' AND ')})`,
  );
}
