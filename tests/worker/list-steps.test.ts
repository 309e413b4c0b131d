import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_STEPS } from '../../worker/contracts/catalogue';
import { loadCatalogue } from './catalogue-fixture';
import { actor, errorOf, guest, type Member, signUp } from './helpers';

type Step = { id: string; text: string; done: boolean; dueDate: string | null };
type Item = { id: string; status: string; progress: number; updatedAt: number; createdAt: number; steps: Step[] };

beforeAll(async () => {
  await loadCatalogue();
});

const add = async (m: Member, activityId = 11) => {
  const res = await m.fetch('/api/list', { method: 'POST', json: { activityId } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { item: Item }).item;
};
const body = async (res: Response) => ((await res.json()) as { item: Item }).item;
/** The item with its steps, as its activity page reads it. */
const read = async (m: Member, id: string) => {
  const { items } = (await (await m.fetch('/api/list')).json()) as { items: { id: string; activityId: number }[] };
  const card = items.find((i) => i.id === id);
  return ((await (await m.fetch(`/api/list/activity/${card?.activityId}`)).json()) as { item: Item }).item;
};
const addStep = (m: Member, id: string, text: unknown) =>
  m.fetch(`/api/list/${id}/steps`, { method: 'POST', json: { text } });
const patchStep = (m: Member, id: string, stepId: string, json: Record<string, unknown>) =>
  m.fetch(`/api/list/${id}/steps/${stepId}`, { method: 'PATCH', json });

describe('list item steps', () => {
  it('derives progress and status from the ticked steps', async () => {
    const m = await signUp();
    const item = await add(m);
    let current = await body(await addStep(m, item.id, '  Book the flights  '));
    current = await body(await addStep(m, item.id, 'Pack'));
    current = await body(await addStep(m, item.id, 'Go'));
    current = await body(await addStep(m, item.id, 'Write it up'));
    expect(current.steps.map((s) => s.text)).toEqual(['Book the flights', 'Pack', 'Go', 'Write it up']);
    expect(current).toMatchObject({ status: 'not_started', progress: 0 });

    const [first, second, third, fourth] = current.steps as [Step, Step, Step, Step];
    current = await body(await patchStep(m, item.id, first.id, { done: true }));
    expect(current).toMatchObject({ status: 'in_progress', progress: 25 });
    current = await body(await patchStep(m, item.id, second.id, { done: true }));
    current = await body(await patchStep(m, item.id, third.id, { done: true }));
    expect(current.progress).toBe(75);
    // Unticking moves progress back; the item stays started.
    current = await body(await patchStep(m, item.id, third.id, { done: false }));
    expect(current).toMatchObject({ status: 'in_progress', progress: 50 });
    // Deleting an unticked step raises the share done.
    current = await body(await m.fetch(`/api/list/${item.id}/steps/${fourth.id}`, { method: 'DELETE' }));
    expect(current.progress).toBe(67);
    expect(current.steps.map((s) => s.id)).toEqual([first.id, second.id, third.id]);

    // The list and its stats read the same figures.
    const list = (await (await m.fetch('/api/list')).json()) as {
      items: { progress: number; stepsTotal: number; stepsDone: number }[];
      stats: { inProgress: number; averageProgress: number };
    };
    expect(list.items[0]).toMatchObject({ progress: 67, stepsTotal: 3, stepsDone: 2 });
    expect(list.stats).toMatchObject({ inProgress: 1, averageProgress: 67 });

    // Completing holds 100% whatever the steps say.
    current = await body(await m.fetch(`/api/list/${item.id}/complete`, { method: 'POST' }));
    expect(current).toMatchObject({ status: 'completed', progress: 100 });
    current = await body(await patchStep(m, item.id, third.id, { text: 'Went' }));
    expect(current).toMatchObject({ status: 'completed', progress: 100 });
    expect(current.steps[2]).toMatchObject({ text: 'Went', done: false });
  });

  it('renames and reorders, refusing a reorder that is not the same steps', async () => {
    const m = await signUp();
    const item = await add(m);
    for (const text of ['One', 'Two', 'Three']) await addStep(m, item.id, text);
    const [a, b, c] = (
      await body(await m.fetch(`/api/list/${item.id}/steps`, { method: 'POST', json: { text: 'Four' } }))
    ).steps as [Step, Step, Step, Step];
    const d = (await body(await patchStep(m, item.id, a.id, { text: 'First' }))).steps[3] as Step;
    const order = [d.id, c.id, b.id, a.id];
    const reordered = await body(
      await m.fetch(`/api/list/${item.id}/steps/order`, { method: 'PUT', json: { ids: order } }),
    );
    expect(reordered.steps.map((s) => s.text)).toEqual(['Four', 'Three', 'Two', 'First']);

    for (const ids of [
      [d.id, c.id, b.id],
      [d.id, c.id, b.id, b.id],
      [d.id, c.id, b.id, 'someone-elses'],
    ]) {
      const res = await m.fetch(`/api/list/${item.id}/steps/order`, { method: 'PUT', json: { ids } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe('Reorder the steps this plan has, each once');
    }
    // A step deleted closes the gap: new steps go to the end.
    await m.fetch(`/api/list/${item.id}/steps/${c.id}`, { method: 'DELETE' });
    const after = await body(await addStep(m, item.id, 'Five'));
    expect(after.steps.map((s) => s.text)).toEqual(['Four', 'Two', 'First', 'Five']);
  });

  it('sets, changes and clears a step’s due date, and refuses one that is not a date', async () => {
    const m = await signUp();
    const item = await add(m);
    const [step] = (await body(await addStep(m, item.id, 'Book a lesson'))).steps as [Step];
    expect(step.dueDate).toBeNull();
    const due = await body(await patchStep(m, item.id, step.id, { dueDate: '2027-03-14' }));
    expect(due.steps[0]).toMatchObject({ text: 'Book a lesson', done: false, dueDate: '2027-03-14' });
    // The words change alone; the date stays.
    expect((await body(await patchStep(m, item.id, step.id, { text: 'Book two lessons' }))).steps[0]).toMatchObject({
      text: 'Book two lessons',
      dueDate: '2027-03-14',
    });
    for (const dueDate of ['14/03/2027', '2027-02-30', '2027-13-01', 'soon', 3]) {
      const res = await patchStep(m, item.id, step.id, { dueDate });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe('Due date must be a date');
    }
    expect((await read(m, item.id)).steps[0]?.dueDate).toBe('2027-03-14');
    expect((await body(await patchStep(m, item.id, step.id, { dueDate: null }))).steps[0]?.dueDate).toBeNull();
    expect((await read(m, item.id)).steps[0]?.dueDate).toBeNull();
  });

  it('puts the next open step, with its due date, on the list card', async () => {
    const m = await signUp();
    const item = await add(m, 12);
    const card = async () => {
      const { items } = (await (await m.fetch('/api/list')).json()) as {
        items: { id: string; nextStep: { text: string; dueDate: string | null } | null }[];
      };
      return items.find((i) => i.id === item.id)?.nextStep;
    };
    expect(await card()).toBeNull();
    await addStep(m, item.id, 'Find a guide');
    const current = await body(await addStep(m, item.id, 'Book the hut'));
    const [first, second] = current.steps as [Step, Step];
    await patchStep(m, item.id, second.id, { dueDate: '2027-07-04' });
    expect(await card()).toEqual({ text: 'Find a guide', dueDate: null });
    await patchStep(m, item.id, first.id, { done: true });
    expect(await card()).toEqual({ text: 'Book the hut', dueDate: '2027-07-04' });
    await patchStep(m, item.id, second.id, { done: true });
    expect(await card()).toBeNull();
  });

  it('gives the spec style of message for bad steps and changes nothing', async () => {
    const m = await signUp();
    const item = await add(m);
    for (const [text, message] of [
      ['', 'Please write the step'],
      ['   ', 'Please write the step'],
      ['x'.repeat(201), 'A step can be at most 200 characters'],
      [42, 'Please write the step'],
    ] as const) {
      const res = await addStep(m, item.id, text);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe(message);
    }
    expect((await addStep(m, item.id, 'x'.repeat(200))).status).toBe(201);
    for (let i = 1; i < MAX_STEPS; i++) expect((await addStep(m, item.id, `Step ${i}`)).status).toBe(201);
    const tooMany = await addStep(m, item.id, 'One more');
    expect(tooMany.status).toBe(409);
    expect((await errorOf(tooMany)).error).toBe('A plan can have at most 20 steps');

    const step = (await read(m, item.id)).steps;
    expect(step).toHaveLength(20);
    const empty = await patchStep(m, item.id, step[0]?.id as string, {});
    expect((await errorOf(empty)).error).toBe('Please change the step or tick it');
    const longer = await patchStep(m, item.id, step[0]?.id as string, { text: 'y'.repeat(201) });
    expect(longer.status).toBe(400);
    expect((await errorOf(longer)).error).toBe('A step can be at most 200 characters');
    expect((await read(m, item.id)).steps[0]?.text).toBe('x'.repeat(200));
    const missing = await patchStep(m, item.id, 'no-such-step', { done: true });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error).toBe('Step not found');
  });

  it('lets the member set progress in tens only while the item has no steps', async () => {
    const m = await signUp();
    const item = await add(m);
    const patch = (json: Record<string, unknown>) => m.fetch(`/api/list/${item.id}`, { method: 'PATCH', json });
    const odd = await patch({ progress: 37 });
    expect(odd.status).toBe(400);
    expect((await errorOf(odd)).error).toBe('Progress moves in steps of 10%');
    const set = await body(await patch({ progress: 40 }));
    // Progress made starts the item.
    expect(set).toMatchObject({ progress: 40, status: 'in_progress' });

    await addStep(m, item.id, 'Only step');
    const refused = await patch({ progress: 60 });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe('Progress follows the steps you tick');
    expect((await read(m, item.id)).progress).toBe(0);
  });

  it('keeps each item to its owner, and a suspended member reads but cannot change', async () => {
    const owner = await signUp();
    const item = await add(owner);
    const step = (await body(await addStep(owner, item.id, 'Mine'))).steps[0] as Step;
    const other = await signUp();
    for (const res of [
      await addStep(other, item.id, 'Theirs'),
      await patchStep(other, item.id, step.id, { done: true }),
      await other.fetch(`/api/list/${item.id}/steps/${step.id}`, { method: 'DELETE' }),
      await other.fetch(`/api/list/${item.id}/steps/order`, { method: 'PUT', json: { ids: [step.id] } }),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error).toBe('User activity not found');
    }
    const visitor = guest();
    expect((await visitor.fetch(`/api/list/${item.id}/steps`, { method: 'POST', json: { text: 'x' } })).status).toBe(
      401,
    );
    const suspended = await actor('suspended');
    expect((await addStep(suspended, item.id, 'x')).status).toBe(403);
    // Nothing changed.
    expect((await read(owner, item.id)).steps).toEqual([{ id: step.id, text: 'Mine', done: false, dueDate: null }]);
  });

  // Runs last: earlier tests put seconds between the Worker's start and this item.
  it('stamps every change with its own time, never one fixed when the Worker started', async () => {
    const m = await signUp();
    const item = await add(m);
    const changed = await body(await m.fetch(`/api/list/${item.id}`, { method: 'PATCH', json: { priority: 5 } }));
    expect(changed.updatedAt).toBeGreaterThanOrEqual(item.createdAt);
  });
});
