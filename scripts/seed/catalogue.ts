import { count, eq, sql } from 'drizzle-orm';
import { CATEGORIES } from '../../worker/contracts/enums';
import { escapeHtml } from '../../worker/contracts/html';
import type { ActivityPicture } from '../../worker/contracts/places';
import { excerpt } from '../../worker/contracts/text';
import type { Db } from '../../worker/db/client';
import { activities, activityCategoryLinks, activityPlaces, categories } from '../../worker/db/schema';
import {
  catalogueSearchFields,
  refreshSearchTerms,
  reindexStaleActivities,
} from '../../worker/features/catalogue/search-index';
import type { Gazetteer } from '../../worker/features/places/gazetteer';
import { placeRows } from '../../worker/features/places/service';
import { hash01, insertMany } from './util';

export type ActivitySeed = {
  title: string;
  displayTitle: string | null;
  description: string;
  categories: string[];
  cost: number;
  time: number;
  difficulty: number;
  enjoyment: number;
  planning: number;
  risk: number;
  soloSocial: 'solo' | 'social' | 'either';
  indoorOutdoor: 'indoor' | 'outdoor' | 'either';
  /** Where it happens (data/activities/FORMAT.md). */
  where?: 'anywhere' | SeedPlace[];
  /** What its picture must show. */
  picture?: ActivityPicture;
};

export type SeedPlace = { name: string; country: string; region: string | null; lat: number; lon: number };

export const CATEGORY_DESCRIPTIONS: Record<(typeof CATEGORIES)[number], string> = {
  Adventure: 'Thrills, challenges and experiences that push your comfort zone.',
  Creative: 'Making things: art, music, writing, crafts and design.',
  Fitness: 'Sports, races and goals that build strength and stamina.',
  Social: 'Things to do with and for other people: clubs, volunteering, hosting.',
  Learning: 'New skills, languages, sciences and knowledge.',
  Travel: 'Places, journeys and festivals around the world.',
  'Food & Drink': 'Cooking, tasting and food experiences.',
  'Arts & Culture': 'Museums, performances, heritage, books and films.',
  Outdoor: 'Nature, trails, wildlife and time outside.',
  Indoor: 'Games, projects and hobbies for a day at home.',
  Wellness: 'Rest, mindfulness, health habits and recovery.',
  Technology: 'Programming, electronics, making and digital skills.',
};

/** Labels the data once shipped and has since replaced, by title (data/art/label-history.json). */
export type LabelHistory = Record<string, ActivityPicture[]>;

/**
 * Loads the categories and the activities not loaded yet, and keeps the search index current; a
 * stored label the data has replaced since (`history`) takes the data's current one.
 */
export async function seedCatalogue(db: Db, items: ActivitySeed[], cities: Gazetteer, history: LabelHistory = {}) {
  const [existing] = await db.select({ n: count() }).from(categories);
  if (!existing?.n) {
    await insertMany(
      db,
      categories,
      CATEGORIES.map((name) => ({ name, description: CATEGORY_DESCRIPTIONS[name] })),
    );
  }
  // A catalogue loaded before gets the ideas added to the data since, and the search index is
  // brought to the current version (decision 008).
  const existingTitles = new Set((await db.select({ title: activities.title }).from(activities)).map((r) => r.title));
  const fresh = existingTitles.size === 0;
  const adding = items.map((a, i) => ({ a, i })).filter(({ a }) => !existingTitles.has(a.title));
  if (!fresh) {
    const rows = adding.map(({ a, i }) => {
      const { id: _id, ...row } = activityRow(a, i);
      return row;
    });
    const inserted = [];
    for (const row of rows) {
      const [created] = await db.insert(activities).values(row).returning({ id: activities.id });
      if (created) inserted.push({ id: created.id, categories: row.categoryTags });
    }
    await insertMany(
      db,
      activityCategoryLinks,
      inserted.flatMap((r) => [...new Set(r.categories)].map((category) => ({ activityId: r.id, category }))),
    );
    await addPlacesAndPictures(db, items, cities, history);
    const reindexed = await reindexStaleActivities(db);
    if (inserted.length > 0 && reindexed === 0) await refreshSearchTerms(db);
    return { activities: existingTitles.size + inserted.length, created: false };
  }

  const rows = items.map((a, i) => activityRow(a, i));
  await insertMany(db, activities, rows);
  await insertMany(
    db,
    activityCategoryLinks,
    items.flatMap((a, i) => [...new Set(a.categories)].map((category) => ({ activityId: i + 1, category }))),
  );
  await insertMany(
    db,
    activityPlaces,
    items.flatMap((a, i) => placeRows(cities, i + 1, placesOf(a))),
  );
  await refreshSearchTerms(db);
  return { activities: rows.length, created: true };
}

const placesOf = (a: ActivitySeed) => (Array.isArray(a.where) ? a.where : []);

/**
 * A catalogue loaded before the data said where ideas happen and what their pictures show gets
 * both, for the ideas that have neither yet (an administrator's own edits are kept).
 */
async function addPlacesAndPictures(db: Db, items: ActivitySeed[], cities: Gazetteer, history: LabelHistory) {
  const byTitle = new Map(items.map((a) => [a.title, a]));
  const placed = new Set(
    (await db.all<{ id: number }>(sql`select distinct activity_id as id from activity_places`)).map((r) => r.id),
  );
  const stored = await db
    .select({ id: activities.id, title: activities.title, picture: activities.picture })
    .from(activities);
  const rows = [];
  const pictures = [];
  for (const { id, title, picture } of stored) {
    const a = byTitle.get(title);
    if (!a) continue;
    if (picture === null) {
      if (!placed.has(id)) rows.push(...placeRows(cities, id, placesOf(a)));
      if (a.picture) pictures.push(db.update(activities).set({ picture: a.picture }).where(eq(activities.id, id)));
    } else if (a.picture && replacedSince(picture, a.picture, history[title] ?? [])) {
      pictures.push(db.update(activities).set({ picture: a.picture }).where(eq(activities.id, id)));
    }
  }
  await insertMany(db, activityPlaces, rows);
  for (let i = 0; i < pictures.length; i += 50) {
    const [first, ...rest] = pictures.slice(i, i + 50);
    if (first) await db.batch([first, ...rest]);
  }
}

/** A label as JSON with its fields in one order, for comparing two. */
const canonical = (p: ActivityPicture) =>
  JSON.stringify(Object.fromEntries(Object.entries(p).sort(([a], [b]) => a.localeCompare(b))));

/**
 * Whether a stored label is the data's own from before (one it shipped and has since replaced, or
 * the same without the sign it has since been given), so it takes the data's current one. A label
 * an administrator edited matches none of those, and is kept.
 */
export function replacedSince(stored: ActivityPicture, data: ActivityPicture, shipped: ActivityPicture[]): boolean {
  if (canonical(stored) === canonical(data)) return false;
  return signedSince(stored, data) || shipped.some((earlier) => canonical(earlier) === canonical(stored));
}

/**
 * Whether the data has since given a stored label its sign (`writing`, decision 035) and nothing
 * else changed: the stored label is then the data's own, and takes the sign. A label an
 * administrator edited differs in more than that, and is kept.
 */
export function signedSince(stored: ActivityPicture, data: ActivityPicture): boolean {
  if (!data.writing || stored.writing === data.writing) return false;
  const { writing: _stored, ...unsigned } = stored;
  const { writing: _data, ...rest } = data;
  return canonical(unsigned) === canonical(rest);
}

/** The row of the i-th activity of the data: plausible starting popularity and rating. */
function activityRow(a: ActivitySeed, i: number) {
  const h = hash01(a.title);
  // Plausible starting values: well-loved, easy, cheap ideas are on more lists.
  const popularity = Math.round(15 + a.enjoyment * 25 + (5 - a.cost) * 12 + (5 - a.difficulty) * 8 + h * 140);
  // Ratings spread around 3.2-4.8 with enjoyment, never a wall of perfect scores.
  const rating = Math.min(5, Math.max(1, Math.round((3.2 + (a.enjoyment - 1) * 0.3 + (h - 0.5) * 0.6) * 10) / 10));
  return {
    id: i + 1,
    title: a.title,
    displayTitle: a.displayTitle,
    description: `<p>${escapeHtml(a.description)}</p>`,
    searchText: a.description,
    ...catalogueSearchFields({ ...a, searchText: a.description, categoryTags: a.categories }),
    categoryTags: a.categories,
    rating,
    ratingCount: Math.round(popularity / 4),
    popularity,
    cost: a.cost,
    enjoyment: a.enjoyment,
    time: a.time,
    planningRequired: a.planning,
    riskLevel: a.risk,
    difficulty: a.difficulty,
    soloSocial: a.soloSocial,
    indoorOutdoor: a.indoorOutdoor,
    metaDescription: excerpt(a.description),
    picture: (a.picture ?? null) as ActivityPicture | null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3600_000),
  };
}
