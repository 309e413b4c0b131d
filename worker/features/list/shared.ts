import { and, eq, sql } from 'drizzle-orm';
import type { Visibility } from '../../contracts/enums';
import type { Db } from '../../db/client';
import { customActivities, listItemSteps, type ProfileRow, profiles, userActivities } from '../../db/schema';
import { todayFor } from '../../lib/days';
import { fail } from '../../lib/errors';
import { mediaKey } from '../../lib/uploads';
import { relationBetween } from '../../policy/relations';
import { listVisibility } from '../../policy/visibility';
import { placesOf } from '../places/service';
import { addToList, ownItem } from './service';

const inList = (values: string[]) =>
  sql.join(
    values.map((x) => sql`${x}`),
    sql`, `,
  );

type SharedRow = {
  id: string;
  status: 'not_started' | 'in_progress' | 'completed';
  progress: number;
  privacy: Visibility;
  activityId: number | null;
  customActivityId: string | null;
  title: string;
  displayTitle: string | null;
  imageUrl: string | null;
  categoryTags: string;
  indoorOutdoor: string | null;
  ratingDifficulty: number | null;
  ratingCost: number | null;
  ratingEnjoyment: number | null;
  completedAt: number | null;
  stepsDone: number;
  stepsTotal: number;
  inMyList: number;
};

/**
 * A member's list as `/profile/{username}/list` shows it: the items the viewer may see, with
 * progress, their steps (text and whether done), completed ideas and their ratings. Private
 * notes, target dates and step due dates stay the owner's.
 */
export async function getSharedList(db: Db, viewerId: string | null, username: string) {
  const [owner] = await db.select().from(profiles).where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`);
  if (!owner) throw fail(404, 'USER_NOT_FOUND', 'User not found');
  const relation = await relationBetween(db, viewerId, owner.id);
  const isOwner = viewerId === owner.id;
  if (relation.blocked && !isOwner) throw fail(404, 'USER_NOT_FOUND', 'User not found');
  const profile = {
    id: owner.id,
    username: owner.username,
    firstName: owner.firstName,
    avatarUrl: owner.avatarUrl,
    isOwner,
  };
  const allowed = listVisibility(owner, viewerId, relation);
  if (!allowed.length) {
    return { restricted: !isOwner, profile, items: [], stats: { total: 0, completed: 0, inProgress: 0 } };
  }
  const rows = await db.all<SharedRow>(sql`
    select ua.id, ua.status, ua.progress, ua.privacy, ua.activity_id as activityId,
      ua.custom_activity_id as customActivityId,
      coalesce(a.title, ca.title) as title, coalesce(a.display_title, ca.display_title) as displayTitle,
      coalesce(a.image_url, ca.image_url) as imageUrl, coalesce(a.category_tags, ca.category_tags) as categoryTags,
      a.indoor_outdoor as indoorOutdoor, ua.rating_difficulty as ratingDifficulty, ua.rating_cost as ratingCost,
      ua.rating_enjoyment as ratingEnjoyment, ua.completed_at as completedAt,
      (select count(*) from list_item_steps s where s.item_id = ua.id and s.done = 1) as stepsDone,
      (select count(*) from list_item_steps s where s.item_id = ua.id) as stepsTotal,
      ${
        viewerId && !isOwner
          ? sql`exists(select 1 from user_activities mine where mine.user_id = ${viewerId} and mine.activity_id = ua.activity_id)`
          : sql`0`
      } as inMyList
    from user_activities ua
    left join activities a on a.id = ua.activity_id
    left join custom_activities ca on ca.id = ua.custom_activity_id
    where ua.user_id = ${owner.id} and ua.privacy in (${inList(allowed)})
    order by case ua.status when 'in_progress' then 0 when 'not_started' then 1 else 2 end,
      coalesce(ua.completed_at, ua.updated_at) desc, ua.id`);
  // The steps of every item shown, in one read by the owner's step index.
  const stepRows = rows.length
    ? await db.all<{ itemId: string; text: string; done: number }>(sql`
      select s.item_id as itemId, s.text, s.done from list_item_steps s
      join user_activities ua on ua.id = s.item_id
      where s.user_id = ${owner.id} and ua.privacy in (${inList(allowed)})
      order by s.item_id, s.position`)
    : [];
  const placesByActivity = await placesOf(db, [...new Set(rows.flatMap((r) => (r.activityId ? [r.activityId] : [])))]);
  const stepsOf = new Map<string, { text: string; done: boolean }[]>();
  for (const { itemId, text, done } of stepRows) {
    const list = stepsOf.get(itemId) ?? [];
    list.push({ text, done: Boolean(done) });
    stepsOf.set(itemId, list);
  }
  const items = rows.map(({ categoryTags, inMyList, ratingDifficulty, ratingCost, ratingEnjoyment, ...r }) => ({
    ...r,
    steps: stepsOf.get(r.id) ?? [],
    // Where a catalogue idea happens, for the list's map and trips.
    places: (r.activityId ? placesByActivity.get(r.activityId) : undefined) ?? [],
    categoryTags: JSON.parse(categoryTags) as string[],
    inMyList: Boolean(inMyList),
    // Ratings are shared once the idea is done.
    rating:
      r.status === 'completed' && (ratingEnjoyment || ratingDifficulty || ratingCost)
        ? { enjoyment: ratingEnjoyment, difficulty: ratingDifficulty, cost: ratingCost }
        : null,
  }));
  return {
    restricted: false,
    profile,
    items,
    stats: {
      total: items.length,
      completed: items.filter((i) => i.status === 'completed').length,
      inProgress: items.filter((i) => i.status === 'in_progress').length,
    },
  };
}

/** Copies a stored custom image into the copier's own folder, so each member's image is theirs to delete. */
async function copyImage(media: R2Bucket, actor: ProfileRow, url: string | null) {
  if (!url?.startsWith('/media/custom-activities/')) return url;
  const object = await media.get(url.slice('/media/'.length));
  if (!object) return null;
  const extension = url.split('.').pop() ?? 'jpg';
  const key = mediaKey(`custom-activities/${actor.id}`, extension);
  await media.put(key, await object.arrayBuffer(), { httpMetadata: object.httpMetadata });
  return `/media/${key}`;
}

/**
 * The copied item's steps: each step's text in its order, not ticked and without a due date. The
 * dates were planned around the other member's own target date and pace; copied, they would put
 * someone else's schedule into the copier's reminders and calendar (and past ones would be
 * overdue at once), so the copier dates their own steps.
 */
async function stepsToCopy(db: Db, fromItemId: string, actor: ProfileRow, toItemId: string) {
  const source = await db
    .select({ text: listItemSteps.text })
    .from(listItemSteps)
    .where(eq(listItemSteps.itemId, fromItemId))
    .orderBy(listItemSteps.position);
  return source.map((step, position) => ({
    id: crypto.randomUUID(),
    itemId: toItemId,
    userId: actor.id,
    position,
    text: step.text,
  }));
}

/**
 * The owner's target date offered to the copier, who may take it or not: only one still ahead
 * (in the copier's own today), since a passed date is no plan.
 */
const suggestion = (actor: ProfileRow, targetDate: string | null) =>
  targetDate && targetDate > todayFor(actor.timezone) ? targetDate : null;

/**
 * 'Copy to my list': puts an item the member can see on someone's list onto their own, as not
 * started, with its steps (see stepsToCopy). A catalogue activity is added as usual; a custom one
 * becomes the member's own copy. The owner's target date is not set on the copy: it comes back
 * as `suggestedTargetDate` for the member to accept.
 */
export async function copyToMyList(db: Db, media: R2Bucket, actor: ProfileRow, itemId: string) {
  const notFound = () => fail(404, 'LIST_ITEM_NOT_FOUND', 'User activity not found');
  const [found] = await db
    .select({ item: userActivities, owner: profiles })
    .from(userActivities)
    .innerJoin(profiles, eq(profiles.id, userActivities.userId))
    .where(eq(userActivities.id, itemId));
  if (!found) throw notFound();
  const { item, owner } = found;
  if (owner.id === actor.id) throw fail(409, 'ALREADY_IN_LIST', 'This activity is already in your list!');
  const allowed = listVisibility(owner, actor.id, await relationBetween(db, actor.id, owner.id));
  if (!allowed.includes(item.privacy)) throw notFound();
  const suggestedTargetDate = suggestion(actor, item.targetDate);
  if (item.activityId) {
    const added = await addToList(db, actor, {
      activityId: item.activityId,
      privacy: 'public',
      targetDate: null,
      priority: 3,
    });
    const steps = await stepsToCopy(db, item.id, actor, added.id);
    if (steps.length) await db.insert(listItemSteps).values(steps);
    return { item: steps.length ? await ownItem(db, actor, added.id) : added, suggestedTargetDate };
  }
  const [source] = await db
    .select()
    .from(customActivities)
    .where(eq(customActivities.id, item.customActivityId ?? ''));
  if (!source) throw notFound();
  const [already] = await db
    .select({ id: customActivities.id })
    .from(customActivities)
    .where(
      and(eq(customActivities.userId, actor.id), sql`lower(${customActivities.title}) = ${source.title.toLowerCase()}`),
    );
  if (already) throw fail(409, 'ALREADY_IN_LIST', 'This activity is already in your list!');
  const id = crypto.randomUUID();
  const imageUrl = await copyImage(media, actor, source.imageUrl);
  const newItemId = crypto.randomUUID();
  const steps = await stepsToCopy(db, item.id, actor, newItemId);
  await db.batch([
    db.insert(customActivities).values({
      id,
      userId: actor.id,
      title: source.title,
      description: source.description,
      categoryTags: source.categoryTags,
      imageUrl,
      privacy: 'public',
      proposedForMainList: false,
      moderationStatus: 'approved',
    }),
    db.insert(userActivities).values({
      id: newItemId,
      userId: actor.id,
      customActivityId: id,
      status: 'not_started',
      progress: 0,
      privacy: 'public',
    }),
    ...(steps.length ? [db.insert(listItemSteps).values(steps)] : []),
  ]);
  return { item: await ownItem(db, actor, newItemId), suggestedTargetDate };
}
