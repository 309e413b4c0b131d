import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';

type AdRow = {
  id: string;
  title: string;
  description: string;
  image_url: string | null;
  supplier_name: string;
  cta_label: string;
  cta_link: string;
  activity_tags: string;
  highlight_discount: string | null;
  priority_level: number;
};

/**
 * Approved ads by priority. With tags from the page's context, only ads sharing one of them
 * (5 at most); otherwise 10. The page picks one of these at random for each slot.
 */
export async function listAds(db: Db, tags: string[]) {
  const wanted = tags
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, 10);
  const rows = await db.all<AdRow>(sql`
    select id, title, description, image_url, supplier_name, cta_label, cta_link, activity_tags, highlight_discount, priority_level
    from supplier_ads a where approved = 1
    ${
      wanted.length
        ? sql`and exists (select 1 from json_each(a.activity_tags) t where lower(t.value) in (${sql.join(
            wanted.map((t) => sql`${t}`),
            sql`, `,
          )}))`
        : sql``
    }
    order by priority_level desc, created_at desc limit ${wanted.length ? 5 : 10}`);
  return rows.map((r) => ({ ...r, activity_tags: JSON.parse(r.activity_tags || '[]') as string[] }));
}

/** Impressions and clicks are atomic increments on the ad's own row. */
export async function countAd(db: Db, id: string, what: 'impressions' | 'clicks') {
  const column = sql.raw(what);
  const [row] = await db.all<{ n: number }>(
    sql`update supplier_ads set ${column} = ${column} + 1 where id = ${id} and approved = 1 returning ${column} as n`,
  );
  if (!row) throw fail(404, 'NOT_FOUND', 'Ad not found');
  return row.n;
}
