import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';

/**
 * How the catalogue's ideas stand with members (popularity, rating), moved as lists change. The
 * list area calls these and runs each statement in its own batch, so the list and the catalogue
 * change together or not at all; the catalogue stays the only writer of its rows.
 */

/** One more list holds the idea (`1`), or one fewer (`-1`); never below none. */
export function popularityMove(db: Db, activityId: number, by: 1 | -1) {
  return db
    .update(activities)
    .set({ popularity: by === 1 ? sql`${activities.popularity} + 1` : sql`max(0, ${activities.popularity} - 1)` })
    .where(eq(activities.id, activityId));
}

/** A member's enjoyment (1-5) counted into the idea's rating: a new rating, or one replacing `previous`. */
export function ratingMove(db: Db, activityId: number, enjoyment: number, previous: number | null) {
  return db
    .update(activities)
    .set(
      previous
        ? {
            rating: sql`min(5, max(0, (${activities.rating} * ${activities.ratingCount} - ${previous} + ${enjoyment}) / max(${activities.ratingCount}, 1)))`,
          }
        : {
            rating: sql`min(5, max(0, (${activities.rating} * ${activities.ratingCount} + ${enjoyment}) / (${activities.ratingCount} + 1)))`,
            ratingCount: sql`${activities.ratingCount} + 1`,
          },
    )
    .where(eq(activities.id, activityId));
}
