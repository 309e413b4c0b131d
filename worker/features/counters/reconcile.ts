import { eq, sql } from 'drizzle-orm';
import { createDb, type Db } from '../../db/client';
import { maintenanceCursors } from '../../db/schema';

/** Rows looked at by one statement, and by one run per table: a few seconds of D1 a day. */
const SLICE = 2_000;
const PER_RUN = 100_000;

/** Each stored count and the rows it counts (the triggers of migration 0026 keep them in step). */
const CHECKS = {
  posts: {
    likes_count: sql`(select count(*) from post_likes x where x.post_id = t.id)`,
    saves_count: sql`(select count(*) from post_saves x where x.post_id = t.id)`,
    shares_count: sql`(select count(*) from post_shares x where x.post_id = t.id)`,
    comments_count: sql`(select count(*) from post_comments x where x.post_id = t.id)`,
  },
  blogs: {
    likes_count: sql`(select count(*) from blog_likes x where x.blog_id = t.id)`,
    comments_count: sql`(select count(*) from blog_comments x where x.blog_id = t.id)`,
  },
  profiles: {
    followers_count: sql`(select count(*) from follows x where x.following_id = t.id and x.status = 'accepted')`,
    following_count: sql`(select count(*) from follows x where x.follower_id = t.id and x.status = 'accepted')`,
  },
} as const;
type Table = keyof typeof CHECKS;

/**
 * Sets right every count in the next slices of one table that differs from its rows, walking the
 * table a slice at a time from where the last run stopped (a cursor), so every row is checked in
 * turn however big the table. Answers how many rows were checked and how many had drifted.
 */
async function reconcileTable(db: Db, table: Table) {
  const name = `reconcile:${table}`;
  const [saved] = await db.select().from(maintenanceCursors).where(eq(maintenanceCursors.name, name));
  let cursor = saved?.cursor ?? '';
  let checked = 0;
  let repaired = 0;
  const columns = Object.entries(CHECKS[table]);
  const set = sql.join(
    columns.map(([column, truth]) => sql`${sql.raw(column)} = ${truth}`),
    sql`, `,
  );
  const drifted = sql.join(
    columns.map(([column, truth]) => sql`t.${sql.raw(column)} <> ${truth}`),
    sql` or `,
  );
  while (checked < PER_RUN) {
    const slice = sql`select id from ${sql.raw(table)} where id > ${cursor} order by id limit ${SLICE}`;
    const [last] = await db.all<{ id: string | null; n: number }>(
      sql`select max(id) as id, count(*) as n from (${slice})`,
    );
    const fixed = await db.all<{ id: string }>(
      sql`update ${sql.raw(table)} as t set ${set} where t.id in (${slice}) and (${drifted}) returning id`,
    );
    repaired += fixed.length;
    checked += last?.n ?? 0;
    // The end of the table: the next run starts again from the beginning.
    if (!last?.id || (last.n ?? 0) < SLICE) {
      cursor = '';
      break;
    }
    cursor = last.id;
  }
  await db
    .insert(maintenanceCursors)
    .values({ name, cursor })
    .onConflictDoUpdate({ target: maintenanceCursors.name, set: { cursor } });
  return { checked, repaired };
}

/**
 * The daily check of the stored counts against their rows (posts' likes, saves, shares and
 * comments, blogs' likes and comments, members' followers and following). Drift should never
 * happen; when it does, it is repaired and logged, so it can be looked into.
 */
export async function reconcileCounters(env: Env) {
  const db = createDb(env.DB);
  const report: Record<Table, { checked: number; repaired: number }> = {
    posts: await reconcileTable(db, 'posts'),
    blogs: await reconcileTable(db, 'blogs'),
    profiles: await reconcileTable(db, 'profiles'),
  };
  const drift = Object.values(report).reduce((sum, r) => sum + r.repaired, 0);
  console.log(JSON.stringify({ job: 'reconcile-counters', drift, ...report }));
  return report;
}
