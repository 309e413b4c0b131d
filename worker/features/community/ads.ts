import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { countOnce } from '../counters/count';
import { viewerKey } from '../counters/viewer';

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

/**
 * An impression or a click, once per viewer a day, counted by the ad's Counter object off D1's
 * write path (it adds its counts to the ad's row every couple of seconds). Answers the total.
 */
export async function countAd(c: Context<AppEnv>, id: string, what: 'impressions' | 'clicks') {
  const column = sql.raw(what);
  const [row] = await c
    .get('db')
    .all<{ n: number }>(sql`select ${column} as n from supplier_ads where id = ${id} and approved = 1`);
  if (!row) throw fail(404, 'NOT_FOUND', 'Ad not found');
  const kind = what === 'impressions' ? 'ad-impression' : 'ad-click';
  return (await countOnce(c.env, kind, id, await viewerKey(c), row.n)).total;
}
