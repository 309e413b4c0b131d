import { and, eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type * as v from 'valibot';
import { DATE_MESSAGES, isCalendarDay } from '../../contracts/calendar-day';
import {
  type AddStepInput,
  MAX_STEPS,
  type ReorderStepsInput,
  STEP_MESSAGES,
  type UpdateStepInput,
} from '../../contracts/catalogue';
import type { Db } from '../../db/client';
import { listItemSteps, type ProfileRow, userActivities } from '../../db/schema';
import { fail } from '../../lib/errors';
import { type ListItem, ownItem } from './service';

type Step = ListItem['steps'][number];

/**
 * The statement that keeps an item's progress and status in step with its checklist: progress is
 * the share of steps ticked (a completed item stays at 100%), and the first tick starts an item
 * not started yet. Run in the same batch as the step change.
 */
function followSteps(db: Db, item: ListItem, steps: Step[]) {
  const done = steps.filter((s) => s.done).length;
  const progress =
    item.status === 'completed' ? 100 : steps.length ? Math.round((done / steps.length) * 100) : item.progress;
  const starts = item.status === 'not_started' && done > 0;
  return db
    .update(userActivities)
    .set({
      progress,
      ...(starts ? { status: 'in_progress' as const, startedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(userActivities.id, item.id));
}

async function apply(db: Db, actor: ProfileRow, item: ListItem, change: BatchItem<'sqlite'>[], steps: Step[]) {
  await db.batch([...(change as [BatchItem<'sqlite'>]), followSteps(db, item, steps)]);
  return ownItem(db, actor, item.id);
}

const stepOf = (item: ListItem, stepId: string) => {
  const step = item.steps.find((s) => s.id === stepId);
  if (!step) throw fail(404, 'STEP_NOT_FOUND', STEP_MESSAGES.notFound);
  return step;
};

export async function addStep(db: Db, actor: ProfileRow, itemId: string, input: v.InferOutput<typeof AddStepInput>) {
  const item = await ownItem(db, actor, itemId);
  if (item.steps.length >= MAX_STEPS) throw fail(409, 'TOO_MANY_STEPS', STEP_MESSAGES.tooMany);
  const id = crypto.randomUUID();
  const insert = db.insert(listItemSteps).values({
    id,
    itemId: item.id,
    userId: actor.id,
    position: item.steps.length,
    text: input.text,
  });
  return apply(db, actor, item, [insert], [...item.steps, { id, text: input.text, done: false, dueDate: null }]);
}

/**
 * Adds dated steps after the item's own (a plan the member accepted from the coach), as many as
 * the checklist has room for. The item's target date is the member's to set: it is not changed.
 */
export async function addPlannedSteps(
  db: Db,
  actor: ProfileRow,
  itemId: string,
  planned: { text: string; dueDate: string }[],
) {
  if (planned.some((p) => !isCalendarDay(p.dueDate))) throw fail(400, 'VALIDATION', DATE_MESSAGES.due);
  const item = await ownItem(db, actor, itemId);
  const room = MAX_STEPS - item.steps.length;
  if (room <= 0) throw fail(409, 'TOO_MANY_STEPS', STEP_MESSAGES.tooMany);
  const added = planned.slice(0, room).map((p, i) => ({
    id: crypto.randomUUID(),
    itemId: item.id,
    userId: actor.id,
    position: item.steps.length + i,
    text: p.text,
    dueDate: p.dueDate,
  }));
  const changes: BatchItem<'sqlite'>[] = [db.insert(listItemSteps).values(added)];
  const steps = [...item.steps, ...added.map((a) => ({ id: a.id, text: a.text, done: false, dueDate: a.dueDate }))];
  return apply(db, actor, item, changes, steps);
}

export async function updateStep(
  db: Db,
  actor: ProfileRow,
  itemId: string,
  stepId: string,
  input: v.InferOutput<typeof UpdateStepInput>,
) {
  if (input.dueDate && !isCalendarDay(input.dueDate)) throw fail(400, 'VALIDATION', DATE_MESSAGES.due);
  const item = await ownItem(db, actor, itemId);
  const step = stepOf(item, stepId);
  const next = { ...step, ...input };
  const update = db
    .update(listItemSteps)
    .set({
      text: next.text,
      done: next.done,
      dueDate: next.dueDate,
      ...(input.done !== undefined && input.done !== step.done ? { doneAt: input.done ? new Date() : null } : {}),
    })
    .where(and(eq(listItemSteps.id, stepId), eq(listItemSteps.itemId, item.id)));
  return apply(
    db,
    actor,
    item,
    [update],
    item.steps.map((s) => (s.id === stepId ? next : s)),
  );
}

export async function deleteStep(db: Db, actor: ProfileRow, itemId: string, stepId: string) {
  const item = await ownItem(db, actor, itemId);
  stepOf(item, stepId);
  const rest = item.steps.filter((s) => s.id !== stepId);
  // The remaining steps close the gap, keeping their order.
  const renumber = rest.map((s, position) =>
    db
      .update(listItemSteps)
      .set({ position })
      .where(and(eq(listItemSteps.id, s.id), eq(listItemSteps.itemId, item.id))),
  );
  const remove = db.delete(listItemSteps).where(and(eq(listItemSteps.id, stepId), eq(listItemSteps.itemId, item.id)));
  return apply(db, actor, item, [remove, ...renumber], rest);
}

export async function reorderSteps(
  db: Db,
  actor: ProfileRow,
  itemId: string,
  input: v.InferOutput<typeof ReorderStepsInput>,
) {
  const item = await ownItem(db, actor, itemId);
  const have = new Set(item.steps.map((s) => s.id));
  if (
    input.ids.length !== have.size ||
    new Set(input.ids).size !== have.size ||
    input.ids.some((id) => !have.has(id))
  ) {
    throw fail(400, 'VALIDATION', STEP_MESSAGES.reorder);
  }
  if (input.ids.length === 0) return item;
  const moves = input.ids.map((id, position) =>
    db
      .update(listItemSteps)
      .set({ position })
      .where(and(eq(listItemSteps.id, id), eq(listItemSteps.itemId, item.id))),
  );
  const byId = new Map(item.steps.map((s) => [s.id, s]));
  return apply(
    db,
    actor,
    item,
    moves,
    input.ids.map((id) => byId.get(id) as Step),
  );
}
