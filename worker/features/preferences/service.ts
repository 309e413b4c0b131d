import { eq } from 'drizzle-orm';
import type { VIEW_MODES } from '../../contracts/enums';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema';

/** A member's catalogue preferences, created with the defaults the first time they are read. */
export async function getPreferences(db: Db, userId: string) {
  await db.insert(userPreferences).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return { viewMode: row?.viewMode ?? 'normal', searchPreferences: row?.searchPreferences ?? {} };
}

type ViewMode = (typeof VIEW_MODES)[number];

/** Keeps the member's chosen view mode. */
export async function setViewMode(db: Db, userId: string, viewMode: ViewMode) {
  await db
    .insert(userPreferences)
    .values({ userId, viewMode })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { viewMode, updatedAt: new Date() } });
  return { viewMode };
}
