import { sql } from 'drizzle-orm';

/** SQL pieces shared by the target-date and step reminders (`ua` is the list item). */

/** The item's title, from the catalogue or the member's own activity. */
export const itemTitleSql = sql`coalesce(a.display_title, a.title, ca.display_title, ca.title)`;

/** The item's page. */
export const itemPathSql = sql`case when ua.activity_id is not null then '/activity/' || ua.activity_id
  else '/activity/custom/' || ua.custom_activity_id end`;

/** The member (`p`) and what the item is (`a` a catalogue idea, `ca` their own), joined to an item `ua`. */
export const itemJoinsSql = (member: ReturnType<typeof sql>) => sql`join profiles p on p.id = ${member}
    left join activities a on a.id = ua.activity_id
    left join custom_activities ca on ca.id = ua.custom_activity_id`;
