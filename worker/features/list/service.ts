import { and, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type * as v from 'valibot';
import { DATE_MESSAGES, isCalendarDay } from '../../contracts/calendar-day';
import {
  type AddToListInput,
  LIST_PAGE_SIZE,
  type ListQuery,
  type RateInput,
  STEP_MESSAGES,
  type UpdateListItemInput,
} from '../../contracts/catalogue';
import type { ListStatus } from '../../contracts/enums';
import type { Db } from '../../db/client';
import {
  activities,
  customActivities,
  listItemSteps,
  type ProfileRow,
  userActivities,
  userActivityRatings,
} from '../../db/schema';
import { fail } from '../../lib/errors';
import { popularityMove, ratingMove } from '../catalogue/standing';
import { placesOf } from '../places/service';

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
  reminders: number;
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
  ua.custom_activity_id as customActivityId, ua.reminders,
  coalesce(a.title, ca.title) as title, coalesce(a.display_title, ca.display_title) as displayTitle,
  coalesce(a.image_url, ca.image_url) as imageUrl, coalesce(a.category_tags, ca.category_tags) as categoryTags,
  a.indoor_outdoor as indoorOutdoor`;

const FROM = sql`from user_activities ua
  left join activities a on a.id = ua.activity_id
  left join custom_activities ca on ca.id = ua.custom_activity_id`;

export type StepDto = { id: string; text: string; done: boolean; dueDate: string | null };

const toItem = ({ categoryTags, reminders, ...row }: ListItemRow, steps: StepDto[] = []) => ({
  ...row,
  reminders: Boolean(reminders),
  categoryTags: JSON.parse(categoryTags) as string[],
  steps,
});
export type ListItem = ReturnType<typeof toItem>;

const ORDER = {
  date_added: sql`ua.created_at desc`,
  target_date: sql`ua.target_date is null, ua.target_date asc`,
  priority: sql`ua.priority desc, ua.created_at desc`,
  progress: sql`ua.progress desc, ua.created_at desc`,
  alphabetical: sql`coalesce(a.display_title, a.title, ca.display_title, ca.title) collate nocase asc`,
} as const;

type ListCardRow = Pick<
  ListItemRow,
  | 'id'
  | 'status'
  | 'progress'
  | 'privacy'
  | 'targetDate'
  | 'priority'
  | 'activityId'
  | 'customActivityId'
  | 'reminders'
  | 'title'
  | 'displayTitle'
  | 'imageUrl'
  | 'categoryTags'
  | 'indoorOutdoor'
> & { stepsTotal: number | null; stepsDone: number | null; rated: number; nextStep: string | null };

/**
 * What a list card shows: no notes or ratings (only whether it has one, so a completed item not
 * rated yet can be), and the checklist as two counts and its next open step (with its due date),
 * read by the item index inside the same query.
 */
const CARD_COLUMNS = sql`ua.id, ua.status, ua.progress, ua.privacy, ua.target_date as targetDate, ua.priority,
  ua.activity_id as activityId, ua.custom_activity_id as customActivityId, ua.reminders,
  coalesce(a.title, ca.title) as title, coalesce(a.display_title, ca.display_title) as displayTitle,
  coalesce(a.image_url, ca.image_url) as imageUrl, coalesce(a.category_tags, ca.category_tags) as categoryTags,
  a.indoor_outdoor as indoorOutdoor, st.total as stepsTotal, st.done as stepsDone,
  (ua.rating_difficulty is not null or ua.rating_cost is not null or ua.rating_enjoyment is not null) as rated,
  (select json_object('text', ns.text, 'dueDate', ns.due_date) from list_item_steps ns
    where ns.item_id = ua.id and ns.done = 0 order by ns.position limit 1) as nextStep`;

/** A member's own list, filtered and sorted, with the stats of the whole list. */
export async function getOwnList(db: Db, actor: ProfileRow, q: v.InferOutput<typeof ListQuery>) {
  const where = [sql`ua.user_id = ${actor.id}`];
  if (q.status) where.push(sql`ua.status = ${q.status}`);
  if (q.priority) where.push(sql`ua.priority = ${q.priority}`);
  // Two queries whatever the list holds: a page of cards (each with its step counts) and the stats.
  const [page, stats] = await Promise.all([
    db.all<ListCardRow>(
      sql`select ${CARD_COLUMNS} ${FROM}
        left join (select item_id, count(*) as total, sum(done) as done from list_item_steps
          where user_id = ${actor.id} group by item_id) st on st.item_id = ua.id
        where ${sql.join(where, sql` and `)} order by ${ORDER[q.sort]}, ua.id
        limit ${LIST_PAGE_SIZE + 1} offset ${q.offset}`,
    ),
    db.all<{
      total: number;
      notStarted: number | null;
      inProgress: number | null;
      completed: number | null;
      averageProgress: number | null;
    }>(sql`
      select count(*) as total,
        sum(status = 'not_started') as notStarted, sum(status = 'in_progress') as inProgress,
        sum(status = 'completed') as completed, round(avg(progress)) as averageProgress
      from user_activities where user_id = ${actor.id}`),
  ]);
  const s = stats[0];
  const rows = page.slice(0, LIST_PAGE_SIZE);
  return {
    items: rows.map(({ categoryTags, reminders, stepsTotal, stepsDone, rated, nextStep, ...row }) => ({
      ...row,
      reminders: Boolean(reminders),
      rated: Boolean(rated),
      categoryTags: JSON.parse(categoryTags) as string[],
      stepsTotal: stepsTotal ?? 0,
      stepsDone: stepsDone ?? 0,
      nextStep: nextStep ? (JSON.parse(nextStep) as { text: string; dueDate: string | null }) : null,
    })),
    pagination: { offset: q.offset, limit: LIST_PAGE_SIZE, hasMore: page.length > LIST_PAGE_SIZE },
    stats: {
      total: s?.total ?? 0,
      notStarted: s?.notStarted ?? 0,
      inProgress: s?.inProgress ?? 0,
      completed: s?.completed ?? 0,
      averageProgress: s?.averageProgress ?? 0,
    },
  };
}

/**
 * Every item of the member's own list that happens somewhere, with its places: the list's map and
 * its trips (items grouped by country). Ideas that can be done anywhere are not on a map.
 */
export async function getOwnListPlaces(db: Db, actor: ProfileRow) {
  const rows = await db.all<{
    id: string;
    activityId: number;
    title: string;
    displayTitle: string | null;
    status: ListStatus;
  }>(sql`
    select ua.id, ua.activity_id as activityId, a.title, a.display_title as displayTitle, ua.status
    from user_activities ua join activities a on a.id = ua.activity_id
    where ua.user_id = ${actor.id} and exists (select 1 from activity_places p where p.activity_id = a.id)
    order by ua.created_at desc, ua.id`);
  const places = await placesOf(
    db,
    rows.map((r) => r.activityId),
  );
  return { items: rows.map((r) => ({ ...r, places: places.get(r.activityId) ?? [] })) };
}

/** One item of the member's own list, with its steps; 404 for anyone else's. */
export async function ownItem(db: Db, actor: ProfileRow, id: string) {
  const [rows, steps] = await Promise.all([
    db.all<ListItemRow>(sql`select ${ITEM_COLUMNS} ${FROM} where ua.id = ${id} and ua.user_id = ${actor.id}`),
    db
      .select({
        id: listItemSteps.id,
        text: listItemSteps.text,
        done: listItemSteps.done,
        dueDate: listItemSteps.dueDate,
      })
      .from(listItemSteps)
      .where(and(eq(listItemSteps.itemId, id), eq(listItemSteps.userId, actor.id)))
      .orderBy(listItemSteps.position),
  ]);
  const [row] = rows as ListItemRow[];
  if (!row) throw notFound();
  return toItem(row, steps);
}

export async function getItemForActivity(db: Db, actor: ProfileRow, activityId: number) {
  const [row] = await db.all<{ id: string }>(
    sql`select ua.id from user_activities ua where ua.user_id = ${actor.id} and ua.activity_id = ${activityId}`,
  );
  return row ? ownItem(db, actor, row.id) : null;
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
  await popularityMove(db, input.activityId, 1);
  return ownItem(db, actor, inserted[0].id);
}

/** The time of this change (a function: a value built once would freeze at the Worker's start). */
const touch = () => ({ updatedAt: new Date() });

export async function updateItem(
  db: Db,
  actor: ProfileRow,
  id: string,
  input: v.InferOutput<typeof UpdateListItemInput>,
) {
  // Whoever sets it (the form, the coach, an undo), a target date is a day of the list's range.
  if (input.targetDate && !isCalendarDay(input.targetDate)) throw fail(400, 'VALIDATION', DATE_MESSAGES.target);
  const current = await ownItem(db, actor, id);
  if (input.progress !== undefined && current.status === 'completed' && input.progress < 100) {
    throw fail(409, 'COMPLETED', 'A completed activity stays at 100% progress');
  }
  if (input.progress !== undefined && current.steps.length > 0 && input.progress !== current.progress) {
    throw fail(409, 'PROGRESS_FROM_STEPS', STEP_MESSAGES.progressFollowsSteps);
  }
  // Progress made on an item not started yet starts it.
  const starts = input.progress !== undefined && input.progress > 0 && current.status === 'not_started';
  const statements: BatchItem<'sqlite'>[] = [
    db
      .update(userActivities)
      .set({ ...input, ...(starts ? { status: 'in_progress' as const, startedAt: new Date() } : {}), ...touch() })
      .where(and(eq(userActivities.id, id), eq(userActivities.userId, actor.id))),
  ];
  // A custom activity is seen as its list item's privacy allows: the two stay the same.
  if (input.privacy && current.customActivityId) {
    statements.push(
      db
        .update(customActivities)
        .set({ privacy: input.privacy, ...touch() })
        .where(and(eq(customActivities.id, current.customActivityId), eq(customActivities.userId, actor.id))),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return ownItem(db, actor, id);
}

export async function startItem(db: Db, actor: ProfileRow, id: string) {
  const current = await ownItem(db, actor, id);
  if (current.status !== 'not_started')
    throw fail(409, 'NOT_STARTABLE', 'Only an activity that has not started can be started');
  await db
    .update(userActivities)
    .set({ status: 'in_progress', progress: Math.max(current.progress, 10), startedAt: new Date(), ...touch() })
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
      ...touch(),
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
      .set({ ...next, ...touch() })
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
      statements.push(ratingMove(db, activityId, input.enjoyment, previous));
    }
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return ownItem(db, actor, id);
}

/**
 * Removes an item from the member's list. A custom activity lives only on its creator's list, so
 * removing it deletes the activity too (with its stored image, returned for the caller to delete).
 */
export async function removeItem(db: Db, actor: ProfileRow, id: string) {
  const current = await ownItem(db, actor, id);
  const statements: BatchItem<'sqlite'>[] = [
    db.delete(userActivities).where(and(eq(userActivities.id, id), eq(userActivities.userId, actor.id))),
  ];
  if (current.activityId) {
    statements.push(popularityMove(db, current.activityId, -1));
  }
  if (current.customActivityId) {
    statements.push(
      db
        .delete(customActivities)
        .where(and(eq(customActivities.id, current.customActivityId), eq(customActivities.userId, actor.id))),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return { imageUrl: current.customActivityId ? current.imageUrl : null };
}

export async function getItemForCustomActivity(db: Db, actor: ProfileRow, customActivityId: string) {
  const [row] = await db.all<{ id: string }>(
    sql`select ua.id from user_activities ua where ua.user_id = ${actor.id} and ua.custom_activity_id = ${customActivityId}`,
  );
  return row ? ownItem(db, actor, row.id) : null;
}

/** An item's status put back as it was (the coach's Undo of a tick). */
export async function setItemStatus(
  db: Db,
  actor: ProfileRow,
  id: string,
  to: { status: ListItem['status']; progress: number; startedAt: number | null; completedAt: number | null },
) {
  await ownItem(db, actor, id);
  await db
    .update(userActivities)
    .set({
      status: to.status,
      progress: to.progress,
      startedAt: to.startedAt === null ? null : new Date(to.startedAt),
      completedAt: to.completedAt === null ? null : new Date(to.completedAt),
      ...touch(),
    })
    .where(and(eq(userActivities.id, id), eq(userActivities.userId, actor.id)));
  return ownItem(db, actor, id);
}

/** Everything of an item that removing it loses: its row, its steps and its own activity. */
export async function snapshotItem(db: Db, actor: ProfileRow, id: string) {
  await ownItem(db, actor, id);
  const [[item], steps] = await Promise.all([
    db
      .select()
      .from(userActivities)
      .where(and(eq(userActivities.id, id), eq(userActivities.userId, actor.id))),
    db
      .select()
      .from(listItemSteps)
      .where(and(eq(listItemSteps.itemId, id), eq(listItemSteps.userId, actor.id))),
  ]);
  if (!item) throw notFound();
  const [custom] = item.customActivityId
    ? await db.select().from(customActivities).where(eq(customActivities.id, item.customActivityId))
    : [];
  return { item, steps, custom: custom ?? null };
}

/** An item removed a moment ago put back as it was (the coach's Undo of a removal). */
export async function restoreItem(db: Db, actor: ProfileRow, snapshot: Awaited<ReturnType<typeof snapshotItem>>) {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | number));
  const { item, steps, custom } = snapshot;
  if (item.userId !== actor.id || (custom && custom.userId !== actor.id)) throw notFound();
  const statements: BatchItem<'sqlite'>[] = [];
  if (custom) {
    statements.push(
      db
        .insert(customActivities)
        .values({
          ...custom,
          createdAt: date(custom.createdAt) ?? new Date(),
          updatedAt: date(custom.updatedAt) ?? new Date(),
        })
        .onConflictDoNothing(),
    );
  }
  statements.push(
    db
      .insert(userActivities)
      .values({
        ...item,
        startedAt: date(item.startedAt),
        completedAt: date(item.completedAt),
        createdAt: date(item.createdAt) ?? new Date(),
        updatedAt: new Date(),
      })
      .onConflictDoNothing(),
  );
  if (steps.length) {
    statements.push(
      db
        .insert(listItemSteps)
        .values(steps.map((s) => ({ ...s, doneAt: date(s.doneAt), createdAt: date(s.createdAt) ?? new Date() })))
        .onConflictDoNothing(),
    );
  }
  if (item.activityId) {
    statements.push(popularityMove(db, item.activityId, 1));
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return ownItem(db, actor, item.id);
}
