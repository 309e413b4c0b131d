import { and, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type * as v from 'valibot';
import type { AddToListInput, ListQuery, RateInput, UpdateListItemInput } from '../../contracts/catalogue';
import type { Db } from '../../db/client';
import { activities, type ProfileRow, userActivities, userActivityRatings } from '../../db/schema';
import { fail } from '../../lib/errors';

const notFound = () => fail(404, 'LIST_ITEM_NOT_FOUND', 'User activity not found');

export type ListItemRow = {
  id: string;
  status: 'not_started' | 'in_progress' | 'completed';
  progress: number;
  privacy: 'public' | 'friends' | 'private';
  targetDate: string | null;
  priority: number;
  ratingDifficulty: number | null;
  ratingCost: number | null;
  ratingEnjoyment: number | null;
  privateNotes: string | null;
  createdAt: number;
  updatedAt: number;
  startedAt: number | null;
  completedAt: number | null;
  activityId: number | null;
  customActivityId: string | null;
  title: string;
  displayTitle: string | null;
  imageUrl: string | null;
  categoryTags: string;
  indoorOutdoor: string | null;
};

const ITEM_COLUMNS = sql`ua.id, ua.status, ua.progress, ua.privacy, ua.target_date as targetDate, ua.priority,
  ua.rating_difficulty as ratingDifficulty, ua.rating_cost as ratingCost, ua.rating_enjoyment as ratingEnjoyment,
  ua.private_notes as privateNotes, ua.created_at as createdAt, ua.updated_at as updatedAt,
  ua.started_at as startedAt, ua.completed_at as completedAt, ua.activity_id as activityId,
  ua.custom_activity_id as customActivityId,
  coalesce(a.title, ca.title) as title, coalesce(a.display_title, ca.display_title) as displayTitle,
  coalesce(a.image_url, ca.image_url) as imageUrl, coalesce(a.category_tags, ca.category_tags) as categoryTags,
  a.indoor_outdoor as indoorOutdoor`;

const FROM = sql`from user_activities ua
  left join activities a on a.id = ua.activity_id
  left join custom_activities ca on ca.id = ua.custom_activity_id`;

const toItem = ({ categoryTags, ...row }: ListItemRow) => ({
  ...row,
  categoryTags: JSON.parse(categoryTags) as string[],
});
export type ListItem = ReturnType<typeof toItem>;

const ORDER = {
  date_added: sql`ua.created_at desc`,
  target_date: sql`ua.target_date is null, ua.target_date asc`,
  priority: sql`ua.priority desc, ua.created_at desc`,
  progress: sql`ua.progress desc, ua.created_at desc`,
  alphabetical: sql`coalesce(a.display_title, a.title, ca.display_title, ca.title) collate nocase asc`,
} as const;

/** A member's own list, filtered and sorted, with the stats of the whole list. */
export async function getOwnList(db: Db, actor: ProfileRow, q: v.InferOutput<typeof ListQuery>) {
  const where = [sql`ua.user_id = ${actor.id}`];
  if (q.status) where.push(sql`ua.status = ${q.status}`);
  if (q.priority) where.push(sql`ua.priority = ${q.priority}`);
  const [rows, stats] = await Promise.all([
    db.all<ListItemRow>(
      sql`select ${ITEM_COLUMNS} ${FROM} where ${sql.join(where, sql` and `)} order by ${ORDER[q.sort]}`,
    ),
    db.all<{
      total: number;
      notStarted: number;
      inProgress: number;
      completed: number;
      averageProgress: number | null;
    }>(sql`
      select count(*) as total,
        sum(status = 'not_started') as notStarted, sum(status = 'in_progress') as inProgress,
        sum(status = 'completed') as completed, round(avg(progress)) as averageProgress
      from user_activities where user_id = ${actor.id}`),
  ]);
  const s = (
    stats as {
      total: number;
      notStarted: number | null;
      inProgress: number | null;
      completed: number | null;
      averageProgress: number | null;
    }[]
  )[0];
  return {
    items: (rows as ListItemRow[]).map(toItem),
    stats: {
      total: s?.total ?? 0,
      notStarted: s?.notStarted ?? 0,
      inProgress: s?.inProgress ?? 0,
      completed: s?.completed ?? 0,
      averageProgress: s?.averageProgress ?? 0,
    },
  };
}

async function ownItem(db: Db, actor: ProfileRow, id: string) {
  const [row] = await db.all<ListItemRow>(
    sql`select ${ITEM_COLUMNS} ${FROM} where ua.id = ${id} and ua.user_id = ${actor.id}`,
  );
  if (!row) throw notFound();
  return toItem(row);
}

export async function getItemForActivity(db: Db, actor: ProfileRow, activityId: number) {
  const [row] = await db.all<ListItemRow>(
    sql`select ${ITEM_COLUMNS} ${FROM} where ua.user_id = ${actor.id} and ua.activity_id = ${activityId}`,
  );
  return row ? toItem(row) : null;
}

/** Adds a catalogue activity as not started; its popularity counts the lists it is on. */
export async function addToList(db: Db, actor: ProfileRow, input: v.InferOutput<typeof AddToListInput>) {
  const [activity] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, input.activityId));
  if (!activity) throw fail(404, 'ACTIVITY_NOT_FOUND', 'Activity not found');
  const inserted = await db
    .insert(userActivities)
    .values({
      userId: actor.id,
      activityId: input.activityId,
      status: 'not_started',
      progress: 0,
      privacy: input.privacy,
      targetDate: input.targetDate,
      priority: input.priority,
    })
    .onConflictDoNothing()
    .returning({ id: userActivities.id });
  if (!inserted[0]) throw fail(409, 'ALREADY_IN_LIST', 'This activity is already in your list!');
  await db
    .update(activities)
    .set({ popularity: sql`${activities.popularity} + 1` })
    .where(eq(activities.id, input.activityId));
  return ownItem(db, actor, inserted[0].id);
}

const touch = { updatedAt: new Date() };

export async function updateItem(
  db: Db,
  actor: ProfileRow,
  id: string,
  input: v.InferOutput<typeof UpdateListItemInput>,
) {
  const current = await ownItem(db, actor, id);
  if (input.progress !== undefined && current.status === 'completed' && input.progress < 100) {
    throw fail(409, 'COMPLETED', 'A completed activity stays at 100% progress');
  }
  await db
    .update(userActivities)
    .set({ ...input, ...touch })
    .where(and(eq(userActivities.id, id), eq(userActivities.userId, actor.id)));
  return ownItem(db, actor, id);
}

export async function startItem(db: Db, actor: ProfileRow, id: string) {
  const current = await ownItem(db, actor, id);
  if (current.status !== 'not_started')
    throw fail(409, 'NOT_STARTABLE', 'Only an activity that has not started can be started');
  await db
    .update(userActivities)
    .set({ status: 'in_progress', progress: Math.max(current.progress, 10), startedAt: new Date(), ...touch })
    .where(and(eq(userActivities.id, id), eq(userActivities.userId, actor.id)));
  return ownItem(db, actor, id);
}

export async function completeItem(db: Db, actor: ProfileRow, id: string) {
  const current = await ownItem(db, actor, id);
  if (current.status === 'completed') throw fail(409, 'ALREADY_COMPLETED', 'This activity is already completed');
  await db
    .update(userActivities)
    .set({
      status: 'completed',
      progress: 100,
      completedAt: new Date(),
      startedAt: current.startedAt ? undefined : new Date(),
      ...touch,
    })
    .where(and(eq(userActivities.id, id), eq(userActivities.userId, actor.id)));
  return ownItem(db, actor, id);
}

/**
 * Rates a completed activity. A catalogue activity's rating is the running average of its
 * starting rating and every member's enjoyment score.
 */
export async function rateItem(db: Db, actor: ProfileRow, id: string, input: v.InferOutput<typeof RateInput>) {
  const current = await ownItem(db, actor, id);
  if (current.status !== 'completed') throw fail(409, 'NOT_COMPLETED', 'Activity must be completed before rating');
  const next = {
    ratingDifficulty: input.difficulty ?? current.ratingDifficulty,
    ratingCost: input.cost ?? current.ratingCost,
    ratingEnjoyment: input.enjoyment ?? current.ratingEnjoyment,
  };
  const statements: BatchItem<'sqlite'>[] = [
    db
      .update(userActivities)
      .set({ ...next, ...touch })
      .where(and(eq(userActivities.id, id), eq(userActivities.userId, actor.id))),
  ];
  if (current.activityId) {
    const activityId = current.activityId;
    statements.push(
      db
        .insert(userActivityRatings)
        .values({
          userId: actor.id,
          activityId,
          status: 'completed',
          difficulty: next.ratingDifficulty,
          cost: next.ratingCost,
          enjoyment: next.ratingEnjoyment,
          rating: next.ratingEnjoyment,
        })
        .onConflictDoUpdate({
          target: [userActivityRatings.userId, userActivityRatings.activityId],
          set: {
            difficulty: next.ratingDifficulty,
            cost: next.ratingCost,
            enjoyment: next.ratingEnjoyment,
            rating: next.ratingEnjoyment,
            updatedAt: new Date(),
          },
        }),
    );
    if (input.enjoyment) {
      const previous = current.ratingEnjoyment;
      statements.push(
        db
          .update(activities)
          .set(
            previous
              ? {
                  rating: sql`min(5, max(0, (${activities.rating} * ${activities.ratingCount} - ${previous} + ${input.enjoyment}) / max(${activities.ratingCount}, 1)))`,
                }
              : {
                  rating: sql`min(5, max(0, (${activities.rating} * ${activities.ratingCount} + ${input.enjoyment}) / (${activities.ratingCount} + 1)))`,
                  ratingCount: sql`${activities.ratingCount} + 1`,
                },
          )
          .where(eq(activities.id, activityId)),
      );
    }
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return ownItem(db, actor, id);
}

export async function removeItem(db: Db, actor: ProfileRow, id: string) {
  const current = await ownItem(db, actor, id);
  const statements: BatchItem<'sqlite'>[] = [
    db.delete(userActivities).where(and(eq(userActivities.id, id), eq(userActivities.userId, actor.id))),
  ];
  if (current.activityId) {
    statements.push(
      db
        .update(activities)
        .set({ popularity: sql`max(0, ${activities.popularity} - 1)` })
        .where(eq(activities.id, current.activityId)),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
