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

/** A new member's preferences (the defaults). */
export const createPreferences = (db: Db, userId: string) => db.insert(userPreferences).values({ userId });

/** The quiz's answers kept with the member's search preferences (`kept` is what they held before). */
export const saveQuizAnswers = (db: Db, userId: string, quiz: Record<string, unknown>, kept: Record<string, unknown>) =>
  db
    .insert(userPreferences)
    .values({ userId, searchPreferences: { quiz } })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { searchPreferences: { ...kept, quiz }, updatedAt: new Date() },
    });
