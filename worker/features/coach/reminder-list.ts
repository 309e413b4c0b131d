import { and, asc, eq, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import { COACH_MESSAGES, type CoachReminderDto, type MoveReminderInput } from '../../contracts/coach';
import type { Db } from '../../db/client';
import { coachReminders, type ProfileRow } from '../../db/schema';
import { todayFor } from '../../lib/days';
import { fail } from '../../lib/errors';
import * as act from './act';

/**
 * The member's reminders not sent yet, as the plan panel lists them (of one item, or all), and
 * their moves and cancellations: the same reminders the coach sets, lists, moves and cancels in words.
 */

const columns = {
  id: coachReminders.id,
  itemId: coachReminders.itemId,
  stepId: coachReminders.stepId,
  about: coachReminders.about,
  remindOn: coachReminders.remindOn,
  remindAt: coachReminders.remindAt,
};

export async function remindersOf(db: Db, profile: ProfileRow, itemId?: string): Promise<CoachReminderDto[]> {
  return db
    .select(columns)
    .from(coachReminders)
    .where(
      and(
        eq(coachReminders.userId, profile.id),
        isNull(coachReminders.sentAt),
        ...(itemId ? [eq(coachReminders.itemId, itemId)] : []),
      ),
    )
    .orderBy(asc(coachReminders.remindOn), asc(coachReminders.remindAt))
    .limit(100);
}

/** One of the member's pending reminders; anyone else's, or one already sent, is not there. */
async function own(db: Db, profile: ProfileRow, id: string) {
  const [row] = await db
    .select(columns)
    .from(coachReminders)
    .where(and(eq(coachReminders.id, id), eq(coachReminders.userId, profile.id), isNull(coachReminders.sentAt)));
  if (!row) throw fail(404, 'REMINDER_NOT_FOUND', COACH_MESSAGES.reminderNotFound);
  return row;
}

export async function moveReminderById(
  db: Db,
  profile: ProfileRow,
  id: string,
  input: v.InferOutput<typeof MoveReminderInput>,
) {
  const row = await own(db, profile, id);
  const remindOn = input.remindOn ?? row.remindOn;
  if (remindOn < todayFor(profile.timezone)) throw fail(400, 'VALIDATION_ERROR', COACH_MESSAGES.pastDay);
  await act.moveReminder(db, profile, row, remindOn, input.remindAt ?? row.remindAt);
  return { reminder: { ...row, remindOn, remindAt: input.remindAt ?? row.remindAt } };
}

export async function cancelReminderById(db: Db, profile: ProfileRow, id: string) {
  await act.cancelReminder(db, profile, await own(db, profile, id));
  return { message: 'Reminder cancelled' };
}
