import { and, eq, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';

/**
 * A member's suspension ends in one way, whatever ends it (its end date passing, an accepted appeal,
 * a moderator lifting it): the statement to run, for the members `which` selects.
 */
export const endSuspension = (db: Db, which: SQL | undefined) =>
  db.update(profiles).set({ isSuspended: false, suspensionEndDate: null }).where(which);

/** The members whose suspension's end date has passed. */
export const suspensionRunOut = (now = new Date()) =>
  and(eq(profiles.isSuspended, true), isNotNull(profiles.suspensionEndDate), lte(profiles.suspensionEndDate, now));

/** Whether this member's suspension has run out (read before the statement above has run). */
export const hasRunOut = (p: { isSuspended: boolean; suspensionEndDate: Date | null }, now = Date.now()) =>
  p.isSuspended && p.suspensionEndDate !== null && p.suspensionEndDate.getTime() <= now;
