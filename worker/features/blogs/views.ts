/**
 * Adds views counted by the blog's Counter object to its stored count, only when the statement
 * run just before it applied the flush (its `changes()` is 1 the first time and 0 on a
 * redelivery; counters/kinds.ts). A plain D1 statement, to sit in the counters' batch.
 */
export const addBlogViews = (db: D1Database, id: string, delta: number) =>
  db.prepare('update blogs set views_count = views_count + ?2 where id = ?1 and changes() = 1').bind(id, delta);
