import { and, eq } from 'drizzle-orm';
import { DATE_MESSAGES, LAST_DAY } from '../../contracts/calendar-day';
import type { CoachingStyle, PlannedStep } from '../../contracts/coach';
import type { UndoOp } from '../../contracts/coach-ask';
import type { Visibility } from '../../contracts/enums';
import type { Db } from '../../db/client';
import { coachReminders, type ProfileRow } from '../../db/schema';
import { fail } from '../../lib/errors';
import { createCustomActivity } from '../list/custom';
import {
  addToList,
  completeItem,
  ownItem,
  removeItem,
  restoreItem,
  setItemStatus,
  snapshotItem,
  updateItem,
} from '../list/service';
import { addPlannedSteps, deleteStep, updateStep } from '../list/steps';
import { setCoachingStyle } from '../profile/writes';

/**
 * What the coach does on a member's list, only through the list's own services, each returning
 * what it did and what undoes it. The words that say what was done are written from these results.
 */

/** What undoes a change, in order. */
const ops = (...undo: UndoOp[]) => undo;

export async function tickStep(db: Db, actor: ProfileRow, itemId: string, stepId: string, done: boolean) {
  const item = await updateStep(db, actor, itemId, stepId, { done });
  return {
    item,
    undo: ops({ op: 'step', itemId, stepId, done: !done }),
  };
}

export async function setStepDue(db: Db, actor: ProfileRow, itemId: string, stepId: string, dueDate: string | null) {
  const before = await ownItem(db, actor, itemId);
  const previous = before.steps.find((s) => s.id === stepId)?.dueDate ?? null;
  const item = await updateStep(db, actor, itemId, stepId, { dueDate });
  return { item, previous, undo: ops({ op: 'step', itemId, stepId, dueDate: previous }) };
}

export async function tickItem(db: Db, actor: ProfileRow, itemId: string) {
  const before = await ownItem(db, actor, itemId);
  const item = await completeItem(db, actor, itemId);
  return {
    item,
    undo: ops({
      op: 'itemStatus',
      itemId,
      status: before.status,
      progress: before.progress,
      startedAt: before.startedAt ? new Date(before.startedAt).getTime() : null,
      completedAt: null,
    }),
  };
}

/** A tick taken back: the item open again, under way if it had been started. */
export async function untickItem(db: Db, actor: ProfileRow, itemId: string) {
  const before = await ownItem(db, actor, itemId);
  const started = before.startedAt ? new Date(before.startedAt).getTime() : null;
  await setItemStatus(db, actor, itemId, {
    status: started ? 'in_progress' : 'not_started',
    progress: started ? Math.min(before.progress, 90) : 0,
    startedAt: started,
    completedAt: null,
  });
  return {
    undo: ops({
      op: 'itemStatus',
      itemId,
      status: before.status,
      progress: before.progress,
      startedAt: started,
      completedAt: before.completedAt ? new Date(before.completedAt).getTime() : null,
    }),
  };
}

export async function setTarget(db: Db, actor: ProfileRow, itemId: string, targetDate: string | null) {
  const before = await ownItem(db, actor, itemId);
  const item = await updateItem(db, actor, itemId, { targetDate });
  return {
    item,
    previous: before.targetDate,
    undo: ops({ op: 'targetDate', itemId, targetDate: before.targetDate }),
  };
}

/** Adds a catalogue idea, or the member's own words as a private idea of theirs, with their default privacy. */
export async function addItem(
  db: Db,
  media: R2Bucket,
  actor: ProfileRow,
  what: { activityId: number } | { title: string },
  /** Who may see it, where the member said; else their default. */
  said?: Visibility,
) {
  const privacy = said ?? actor.privacySettings.activity_privacy ?? 'public';
  if ('activityId' in what) {
    const item = await addToList(db, actor, { activityId: what.activityId, privacy, targetDate: null, priority: 3 });
    return {
      itemId: item.id,
      title: item.displayTitle || item.title,
      privacy,
      undo: ops({ op: 'removeItem', itemId: item.id }),
    };
  }
  const { item } = await createCustomActivity(
    db,
    media,
    actor,
    {
      title: what.title,
      description: 'Added in a conversation with my coach',
      categories: [],
      privacy,
      proposeForMainList: false,
    },
    null,
  );
  if (!item) throw new Error('the list item was not created');
  return { itemId: item.id, title: what.title, privacy, undo: ops({ op: 'removeItem', itemId: item.id }) };
}

export async function dropItem(db: Db, actor: ProfileRow, itemId: string) {
  const snapshot = await snapshotItem(db, actor, itemId);
  await removeItem(db, actor, itemId);
  return { undo: ops({ op: 'restoreItem', snapshot }) };
}

/** A plan accepted: its steps on the item, and the target date where the member said one. */
export async function addPlan(
  db: Db,
  actor: ProfileRow,
  itemId: string,
  steps: PlannedStep[],
  targetDate: string | null,
) {
  const before = await ownItem(db, actor, itemId);
  let item = await addPlannedSteps(db, actor, itemId, steps);
  if (targetDate && targetDate !== item.targetDate) item = await updateItem(db, actor, itemId, { targetDate });
  const known = new Set(before.steps.map((s) => s.id));
  return {
    item,
    undo: ops({
      op: 'removeSteps',
      itemId,
      stepIds: item.steps.filter((s) => !known.has(s.id)).map((s) => s.id),
      targetDate: before.targetDate,
    }),
  };
}

export type ReminderInput = {
  itemId: string | null;
  stepId: string | null;
  about: string;
  remindOn: string;
  remindAt: string;
};

/** A reminder's day, however it was asked for, is no later than the last day a member may give. */
function remindable(day: string) {
  if (day > LAST_DAY) throw fail(400, 'VALIDATION_ERROR', DATE_MESSAGES.coach);
}

export async function addReminder(db: Db, actor: ProfileRow, input: ReminderInput) {
  remindable(input.remindOn);
  const [row] = await db
    .insert(coachReminders)
    .values({ userId: actor.id, ...input })
    .returning({ id: coachReminders.id });
  if (!row) throw new Error('the reminder was not stored');
  return { id: row.id, undo: ops({ op: 'removeReminder', reminderId: row.id }) };
}

type ReminderRow = ReminderInput & { id: string };

export async function moveReminder(db: Db, actor: ProfileRow, before: ReminderRow, remindOn: string, remindAt: string) {
  remindable(remindOn);
  await db
    .update(coachReminders)
    .set({ remindOn, remindAt })
    .where(and(eq(coachReminders.id, before.id), eq(coachReminders.userId, actor.id)));
  return { undo: ops({ op: 'restoreReminder', reminder: kept(before) }) };
}

/** What a reminder's undo keeps of it. */
const kept = ({ id, itemId, stepId, about, remindOn, remindAt }: ReminderRow) => ({
  id,
  itemId,
  stepId,
  about,
  remindOn,
  remindAt,
});

export async function cancelReminder(db: Db, actor: ProfileRow, before: ReminderRow) {
  await db.delete(coachReminders).where(and(eq(coachReminders.id, before.id), eq(coachReminders.userId, actor.id)));
  return { undo: ops({ op: 'restoreReminder', reminder: kept(before) }) };
}

export async function setStyle(db: Db, actor: ProfileRow, style: CoachingStyle, previous: CoachingStyle) {
  await setCoachingStyle(db, actor.id, style);
  return { undo: ops({ op: 'style', style: previous }) };
}

/**
 * Undoes what a turn did, last first, through the same services. A step or item already gone (the
 * member deleted it since) is passed over: the rest is still undone.
 */
export async function undo(db: Db, actor: ProfileRow, ops: UndoOp[]) {
  for (const op of [...ops].reverse()) {
    try {
      await undoOne(db, actor, op);
    } catch (error) {
      if (!(error instanceof Error && 'status' in error && (error as { status: number }).status === 404)) throw error;
    }
  }
}

async function undoOne(db: Db, actor: ProfileRow, op: UndoOp) {
  switch (op.op) {
    case 'step':
      await updateStep(db, actor, op.itemId, op.stepId, {
        ...(op.done !== undefined ? { done: op.done } : {}),
        ...(op.dueDate !== undefined ? { dueDate: op.dueDate } : {}),
      });
      return;
    case 'itemStatus':
      await setItemStatus(db, actor, op.itemId, op);
      return;
    case 'targetDate':
      await updateItem(db, actor, op.itemId, { targetDate: op.targetDate });
      return;
    case 'removeItem':
      await removeItem(db, actor, op.itemId);
      return;
    case 'restoreItem':
      await restoreItem(db, actor, op.snapshot as Awaited<ReturnType<typeof snapshotItem>>);
      return;
    case 'removeSteps': {
      for (const stepId of op.stepIds) await deleteStep(db, actor, op.itemId, stepId);
      await updateItem(db, actor, op.itemId, { targetDate: op.targetDate });
      return;
    }
    case 'removeReminder':
      await db
        .delete(coachReminders)
        .where(and(eq(coachReminders.id, op.reminderId), eq(coachReminders.userId, actor.id)));
      return;
    case 'restoreReminder': {
      const r = op.reminder;
      await db
        .insert(coachReminders)
        .values({
          id: r.id,
          itemId: r.itemId,
          stepId: r.stepId,
          about: r.about,
          remindOn: r.remindOn,
          remindAt: r.remindAt,
          userId: actor.id,
        })
        .onConflictDoUpdate({ target: coachReminders.id, set: { remindOn: r.remindOn, remindAt: r.remindAt } });
      return;
    }
    case 'style':
      await setCoachingStyle(db, actor.id, op.style);
      return;
  }
}
