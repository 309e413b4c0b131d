import { sql } from 'drizzle-orm';

/** SQL pieces shared by the target-date and step reminders (`ua` is the list item). */

/** The item's title, from the catalogue or the member's own activity. */
export const itemTitleSql = sql`coalesce(a.display_title, a.title, ca.display_title, ca.title)`;

/** The item's page. */
export const itemPathSql = sql`case when ua.activity_id is not null then '/activity/' || ua.activity_id
  else '/activity/custom/' || ua.custom_activity_id end`;

/** A random version-4 UUID, made in SQL so a whole batch of notifications is one statement. */
export const uuidSql = sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/** Messages per Queue sendBatch call (the Queues limit). */
export const QUEUE_BATCH = 100;
