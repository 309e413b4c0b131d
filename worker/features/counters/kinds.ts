/** What a Counter object counts: a post's or a blog's views, an ad's impressions or clicks. */
export const COUNTER_KINDS = ['post-view', 'blog-view', 'ad-impression', 'ad-click'] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];

/** One flush of a Counter object: `delta` counted since flush `seq - 1` of the object's `epoch`. */
export type CounterFlush = { kind: CounterKind; id: string; delta: number; seq: number; epoch: string };

/** The name of a counted thing: its Counter object's and its row in `counter_sequences`. */
export const counterKey = (kind: CounterKind, id: string) => `${kind}:${id}`;

/**
 * Adds a flush to its D1 count, only if the flush was not applied before: run right after the
 * statement that moves the item's last applied sequence number to the flush's, whose `changes()`
 * is 1 the first time and 0 on a redelivery. (Plain D1 statements: a batch of drizzle's raw SQL
 * cannot bind parameters.)
 */
export function applyFlush(db: D1Database, flush: CounterFlush): D1PreparedStatement {
  const { id, delta } = flush;
  switch (flush.kind) {
    case 'post-view':
      // INSERT ... SELECT needs its WHERE before ON CONFLICT to read unambiguously.
      return db
        .prepare(
          `insert into post_analytics (id, post_id, views_count, updated_at)
           select lower(hex(randomblob(10))), ?1, ?2, ?3 where changes() = 1 and exists (select 1 from posts where id = ?1)
           on conflict (post_id) do update set views_count = post_analytics.views_count + excluded.views_count,
             updated_at = excluded.updated_at`,
        )
        .bind(id, delta, Date.now());
    case 'blog-view':
      return db
        .prepare('update blogs set views_count = views_count + ?2 where id = ?1 and changes() = 1')
        .bind(id, delta);
    case 'ad-impression':
      return db
        .prepare('update supplier_ads set impressions = impressions + ?2 where id = ?1 and changes() = 1')
        .bind(id, delta);
    case 'ad-click':
      return db.prepare('update supplier_ads set clicks = clicks + ?2 where id = ?1 and changes() = 1').bind(id, delta);
  }
}
