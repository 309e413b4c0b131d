import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../worker/db/client';
import {
  activities,
  customActivities,
  listItemSteps,
  type ProfileRow,
  userActivities,
  userActivityRatings,
} from '../../worker/db/schema';
import { readJson } from './files';
import { daysAgo, insertMany } from './util';

type Status = 'not_started' | 'in_progress' | 'completed';
type ItemSeed = {
  activity?: string;
  custom?: { title: string; description: string; categories: string[] };
  priority: number;
  privacy?: 'public' | 'friends' | 'private';
  status?: Status;
  progress?: number;
  /** Relative to the day of seeding, so the demo always has plans coming up and one just passed. */
  targetInDays?: number;
  completedDaysAgo?: number;
  steps?: { text: string; done: boolean }[];
  rating?: { enjoyment: number; difficulty: number; cost: number };
};
type ListSeed = { member: string; items: ItemSeed[] };

const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

/** Demo members' lists: plans with steps and target dates, custom activities, completed and rated ideas. */
export async function seedLists(db: Db, people: Map<string, ProfileRow>) {
  const [existing] = await db.select({ n: count() }).from(userActivities);
  if (existing?.n) return { created: false, items: existing.n };
  const seeds = readJson<ListSeed[]>('data/demo/lists.json');
  const titles = seeds.flatMap((s) => s.items.flatMap((i) => (i.activity ? [i.activity] : [])));
  const found = await db
    .select({ id: activities.id, title: activities.title })
    .from(activities)
    .where(inArray(activities.title, titles));
  const byTitle = new Map(found.map((a) => [a.title, a.id]));

  const custom: (typeof customActivities.$inferInsert)[] = [];
  const items: (typeof userActivities.$inferInsert)[] = [];
  const steps: (typeof listItemSteps.$inferInsert)[] = [];
  const ratings: (typeof userActivityRatings.$inferInsert)[] = [];
  for (const { member, items: list } of seeds) {
    const person = people.get(member);
    if (!person) throw new Error(`Seed data names an unknown member: ${member}`);
    list.forEach((seed, n) => {
      const id = `seed-item-${member}-${n}`;
      const privacy = seed.privacy ?? 'public';
      const activityId = seed.activity ? byTitle.get(seed.activity) : undefined;
      if (seed.activity && !activityId) throw new Error(`Seed list names an unknown activity: ${seed.activity}`);
      let customActivityId: string | undefined;
      if (seed.custom) {
        customActivityId = `seed-custom-${member}-${n}`;
        custom.push({
          id: customActivityId,
          userId: person.id,
          title: seed.custom.title,
          description: seed.custom.description,
          categoryTags: seed.custom.categories,
          privacy,
          moderationStatus: 'approved',
        });
      }
      const done = seed.steps?.filter((s) => s.done).length ?? 0;
      const status: Status = seed.status ?? (done > 0 ? 'in_progress' : 'not_started');
      const progress =
        status === 'completed'
          ? 100
          : seed.steps?.length
            ? Math.round((done / seed.steps.length) * 100)
            : (seed.progress ?? 0);
      const completedAt = status === 'completed' ? daysAgo(seed.completedDaysAgo ?? 1) : null;
      items.push({
        id,
        userId: person.id,
        activityId,
        customActivityId,
        status,
        progress,
        privacy,
        priority: seed.priority,
        targetDate: seed.targetInDays === undefined ? null : day(seed.targetInDays),
        ratingEnjoyment: seed.rating?.enjoyment ?? null,
        ratingDifficulty: seed.rating?.difficulty ?? null,
        ratingCost: seed.rating?.cost ?? null,
        startedAt: status === 'not_started' ? null : daysAgo((seed.completedDaysAgo ?? 0) + 14),
        completedAt,
        createdAt: daysAgo((seed.completedDaysAgo ?? 0) + 30 + n),
        updatedAt: completedAt ?? daysAgo(n),
      });
      for (const [position, s] of (seed.steps ?? []).entries()) {
        steps.push({
          id: `${id}-step-${position}`,
          itemId: id,
          userId: person.id,
          position,
          text: s.text,
          done: s.done,
          doneAt: s.done ? daysAgo(3 + position) : null,
        });
      }
      if (seed.rating && activityId) {
        ratings.push({
          userId: person.id,
          activityId,
          status: 'completed',
          difficulty: seed.rating.difficulty,
          cost: seed.rating.cost,
          enjoyment: seed.rating.enjoyment,
          rating: seed.rating.enjoyment,
        });
      }
    });
  }
  await insertMany(db, customActivities, custom);
  await insertMany(db, userActivities, items);
  await insertMany(db, listItemSteps, steps);
  await insertMany(db, userActivityRatings, ratings);
  return { created: true, items: items.length };
}
