import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ActivityContentInput, ActivitySaveInput, AdminActivitiesQuery } from '../../contracts/admin';
import { blocksToHtml, markdownToBlocks } from '../../contracts/page-markdown';
import { htmlToText } from '../../contracts/text';
import type { Db } from '../../db/client';
import { activities, activityCategoryLinks, activityRevisions, profiles } from '../../db/schema';
import { fail } from '../../lib/errors';
import { containsFolded } from '../../lib/like';
import { sanitizeRichHtml } from '../../lib/sanitize';
import type { Actor } from '../../policy';
import { catalogueSearchFields, refreshSearchTerms } from './search-index';

/*
 * The activity editor's side of the catalogue (admins' list, edits, revisions, new and deleted
 * ideas). The catalogue owns its rows; the admin area's routes call these.
 */

type ActivityRow = typeof activities.$inferSelect;

export async function listAdminActivities(db: Db, query: v.InferOutput<typeof AdminActivitiesQuery>) {
  const where = query.q
    ? or(containsFolded(activities.title, query.q), containsFolded(activities.displayTitle, query.q))
    : undefined;
  const [items, [total]] = await db.batch([
    db
      .select({
        id: activities.id,
        title: activities.title,
        displayTitle: activities.displayTitle,
        updatedAt: activities.updatedAt,
      })
      .from(activities)
      .where(where)
      .orderBy(desc(activities.updatedAt), desc(activities.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function getAdminActivity(db: Db, id: number) {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  if (!row) throw fail(404, 'ACTIVITY_NOT_FOUND', 'Failed to load activity');
  const { searchText: _s, searchName: _n, searchBody: _b, searchVersion: _v, ...activity } = row;
  return activity;
}

/** A revision holding a row's fields as they are. */
const revisionOf = (row: ActivityRow, createdBy: string | null, revisionNote: string, createdAt?: Date) => ({
  activityId: row.id,
  title: row.title,
  displayTitle: row.displayTitle,
  description: row.description,
  imageUrl: row.imageUrl,
  categoryTags: row.categoryTags,
  cost: row.cost,
  time: row.time,
  soloSocial: row.soloSocial,
  indoorOutdoor: row.indoorOutdoor,
  planningRequired: row.planningRequired,
  riskLevel: row.riskLevel,
  createdBy,
  revisionNote,
  ...(createdAt ? { createdAt } : {}),
});

export const ORIGINAL_NOTE = 'Original, before the first edit';

/** The statements that keep the category links and the revision history in step with a saved row. */
function followUps(db: Db, row: ActivityRow, actor: Actor, note: string) {
  return [
    db.delete(activityCategoryLinks).where(eq(activityCategoryLinks.activityId, row.id)),
    ...(row.categoryTags.length
      ? [
          db
            .insert(activityCategoryLinks)
            .values([...new Set(row.categoryTags)].map((category) => ({ activityId: row.id, category }))),
        ]
      : []),
    db.insert(activityRevisions).values(revisionOf(row, actor.id, note)),
  ];
}

async function applySave(db: Db, actor: Actor, id: number, fields: Partial<ActivityRow>, note: string) {
  const [[current], [earlier]] = await db.batch([
    db.select().from(activities).where(eq(activities.id, id)),
    db
      .select({ id: activityRevisions.id })
      .from(activityRevisions)
      .where(eq(activityRevisions.activityId, id))
      .limit(1),
  ]);
  if (!current) throw fail(404, 'ACTIVITY_NOT_FOUND', 'Failed to save activity');
  const next = { ...current, ...fields, updatedAt: new Date() };
  next.searchText = htmlToText(next.description);
  // The first edit keeps the text as it was, so the original can always be restored.
  const original = earlier
    ? []
    : [
        db
          .insert(activityRevisions)
          .values(revisionOf(current, null, ORIGINAL_NOTE, new Date(next.updatedAt.getTime() - 1))),
      ];
  const update = db
    .update(activities)
    .set({ ...fields, searchText: next.searchText, ...catalogueSearchFields(next), updatedAt: next.updatedAt })
    .where(eq(activities.id, id));
  await db.batch([update, ...original, ...followUps(db, next, actor, note)]);
  // The typo-tolerance vocabulary follows the catalogue's words (decision 004).
  await refreshSearchTerms(db);
  return getAdminActivity(db, id);
}

/** The admin activity editor's save: every field, the description sanitised, one revision per save. */
export async function saveActivity(db: Db, actor: Actor, id: number, input: ActivitySaveInput) {
  const description = await sanitizeRichHtml(input.description);
  return applySave(db, actor, id, { ...input, description }, 'Updated via admin interface');
}

/** The content editor's save of an activity: title, display title, content and meta description. */
export async function saveActivityContent(db: Db, actor: Actor, id: number, input: ActivityContentInput) {
  const description = await sanitizeRichHtml(blocksToHtml(markdownToBlocks(input.content)));
  return applySave(
    db,
    actor,
    id,
    {
      title: input.title,
      displayTitle: input.displayTitle,
      description,
      metaDescription: input.metaDescription || null,
      ...(input.categoryTags ? { categoryTags: input.categoryTags } : {}),
    },
    'Updated via admin interface',
  );
}

export async function createActivity(db: Db, actor: Actor, input: ActivityContentInput) {
  if (!input.categoryTags?.length) throw fail(400, 'VALIDATION', 'Please select at least one category');
  const description = await sanitizeRichHtml(blocksToHtml(markdownToBlocks(input.content)));
  const searchText = htmlToText(description);
  const [row] = await db
    .insert(activities)
    .values({
      title: input.title,
      displayTitle: input.displayTitle,
      description,
      searchText,
      ...catalogueSearchFields({
        ...input,
        displayTitle: input.displayTitle ?? null,
        searchText,
        categoryTags: input.categoryTags,
      }),
      categoryTags: input.categoryTags,
      metaDescription: input.metaDescription || null,
    })
    .returning();
  if (!row) throw fail(500, 'SAVE_FAILED', 'Failed to save activity');
  const [first, ...rest] = followUps(db, row, actor, 'Created via admin interface');
  if (first) await db.batch([first, ...rest]);
  await refreshSearchTerms(db);
  return getAdminActivity(db, row.id);
}

export async function deleteActivity(db: Db, id: number) {
  const deleted = await db.delete(activities).where(eq(activities.id, id)).returning({ id: activities.id });
  if (!deleted.length) throw fail(404, 'ACTIVITY_NOT_FOUND', 'Failed to delete content');
  await refreshSearchTerms(db);
}

export async function listRevisions(db: Db, activityId: number) {
  return db
    .select({
      id: activityRevisions.id,
      title: activityRevisions.title,
      displayTitle: activityRevisions.displayTitle,
      categoryTags: activityRevisions.categoryTags,
      revisionNote: activityRevisions.revisionNote,
      createdAt: activityRevisions.createdAt,
      authorFirstName: profiles.firstName,
      authorUsername: profiles.username,
    })
    .from(activityRevisions)
    .leftJoin(profiles, eq(profiles.id, activityRevisions.createdBy))
    .where(eq(activityRevisions.activityId, activityId))
    .orderBy(desc(activityRevisions.createdAt), asc(activityRevisions.id))
    .limit(100);
}

/** Puts a revision's fields back; the restore is itself saved as a new revision. */
export async function restoreRevision(db: Db, actor: Actor, activityId: number, revisionId: string) {
  const [rev] = await db
    .select()
    .from(activityRevisions)
    .where(and(eq(activityRevisions.id, revisionId), eq(activityRevisions.activityId, activityId)));
  if (!rev) throw fail(404, 'REVISION_NOT_FOUND', 'Revision not found');
  const stamp = rev.createdAt.toISOString().slice(0, 16).replace('T', ' ');
  return applySave(
    db,
    actor,
    activityId,
    {
      title: rev.title,
      displayTitle: rev.displayTitle,
      description: await sanitizeRichHtml(rev.description),
      imageUrl: rev.imageUrl,
      categoryTags: rev.categoryTags,
      cost: rev.cost,
      time: rev.time,
      soloSocial: rev.soloSocial as ActivityRow['soloSocial'],
      indoorOutdoor: rev.indoorOutdoor as ActivityRow['indoorOutdoor'],
      planningRequired: rev.planningRequired,
      riskLevel: rev.riskLevel,
    },
    `Restored the revision of ${stamp} UTC`,
  );
}
