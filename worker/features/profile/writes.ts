import { eq } from 'drizzle-orm';
import type { CoachingStyle } from '../../contracts/coach';
import type { Role } from '../../contracts/enums';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';

/**
 * The profile's writes that other areas make (sign-up, moderation, the coach, the quiz, the admin
 * screens): each a statement they run, alone or in a batch of their own, so this area stays the
 * only writer of the table. The one other is the end of a suspension (lib/suspension.ts), which
 * the session middleware runs when it reads a suspension whose end date has passed, and the
 * middleware sits below the features.
 */

/** A new member's profile. */
export const insertProfile = (db: Db, values: typeof profiles.$inferInsert) => db.insert(profiles).values(values);

/** The profile's copy of the account's e-mail address, once a change is confirmed. */
export const setProfileEmail = (db: Db, id: string, email: string) =>
  db.update(profiles).set({ email, updatedAt: new Date() }).where(eq(profiles.id, id));

/** A member's role, as a super admin sets it. */
export const setRole = (db: Db, id: string, role: Role) =>
  db
    .update(profiles)
    .set({ role, updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning({ id: profiles.id, role: profiles.role });

/** How the coach speaks to the member. */
export const setCoachingStyle = (db: Db, id: string, style: CoachingStyle) =>
  db.update(profiles).set({ coachingStyle: style }).where(eq(profiles.id, id));

/** What the quiz learnt the member likes, added to what the profile says. */
export const addInterests = (db: Db, id: string, interests: string[], activityTypes: string[]) =>
  db.update(profiles).set({ interests, activityTypes, updatedAt: new Date() }).where(eq(profiles.id, id));

/** A suspension starts: the member reads but does not write until `endDate` (null: until lifted). */
export const suspend = (db: Db, id: string, endDate: Date | null) =>
  db.update(profiles).set({ isSuspended: true, suspensionEndDate: endDate }).where(eq(profiles.id, id));

/** A ban given, or lifted. */
export const setBanned = (db: Db, id: string, banned: boolean) =>
  db.update(profiles).set({ isBanned: banned }).where(eq(profiles.id, id));

/**
 * The account's name follows the profile's first name, in the profile editor's batch: the one
 * write of another area's table here (the account area calls this one, never the other way).
 */
export const setAccountName = (db: Db, userId: string, name: string) =>
  db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
