import { sql } from 'drizzle-orm';

/** SQL pieces shared by the target-date and step reminders (`ua` is the list item). */

/** The item's title, from the catalogue or the member's own activity. */
export const itemTitleSql = sql`coalesce(a.display_title, a.title, ca.display_title, ca.title)`;

/** The item's page. */
export const itemPathSql = sql`case when ua.activity_id is not null then '/activity/' || ua.activity_id
  else '/activity/custom/' || ua.custom_activity_id end`;
