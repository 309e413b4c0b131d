import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { STEP_MESSAGES } from '../../worker/contracts/catalogue';
import { errorOf, type Member, signUp } from './helpers';

/**
 * Every route that names a step answers only for a step of the item in its address, which must be
 * the member's own: a missing step, a step of another of the member's items and a step of someone
 * else's item are all refused alike, and nothing changes anywhere.
 */

type Item = { id: string; steps: { id: string }[] };
let activity = 1;

beforeAll(async () => {
  await env.DB.batch(
    Array.from({ length: 40 }, (_, i) =>
      env.DB.prepare(
        "insert into activities (id, title, description, search_text, category_tags) values (?, ?, '<p>x</p>', 'x', '[\"Social\"]')",
      ).bind(i + 1, `Stepped activity ${i + 1}`),
    ),
  );
});

async function itemWithSteps(m: Member, texts = ['First', 'Second']) {
  const res = await m.fetch('/api/list', { method: 'POST', json: { activityId: activity++ } });
  let item = ((await res.json()) as { item: Item }).item;
  for (const text of texts) {
    const added = await m.fetch(`/api/list/${item.id}/steps`, { method: 'POST', json: { text } });
    item = ((await added.json()) as { item: Item }).item;
  }
  return item;
}

/** Every step of the members involved, with everything a change could touch. */
const snapshot = async (...members: Member[]) =>
  JSON.stringify(
    await Promise.all(
      members.map(async (m) => [
        (
          await env.DB.prepare(
            'select id, item_id, text, done, due_date, position from list_item_steps where user_id = ? order by id',
          )
            .bind(m.profile.id)
            .all()
        ).results,
        (
          await env.DB.prepare('select id, progress, status from user_activities where user_id = ? order by id')
            .bind(m.profile.id)
            .all()
        ).results,
      ]),
    ),
  );

type Where = { item: string; step: string };
/** Each route that names a step, and how it is asked to change it. */
const ROUTES: Record<string, (m: Member, at: Where) => Promise<Response>> = {
  'PATCH /api/list/:id/steps/:stepId': (m, at) =>
    m.fetch(`/api/list/${at.item}/steps/${at.step}`, {
      method: 'PATCH',
      json: { done: true, text: 'Changed', dueDate: '2030-01-01' },
    }),
  'DELETE /api/list/:id/steps/:stepId': (m, at) =>
    m.fetch(`/api/list/${at.item}/steps/${at.step}`, { method: 'DELETE' }),
};

describe('steps named in an address', () => {
  it('covers every route that names a step or changes a checklist', () => {
    const routes = [...new Set(app.routes.map((r) => `${r.method} ${r.path}`))].filter((r) => r.includes('/steps'));
    expect(routes.sort()).toEqual(
      [...Object.keys(ROUTES), 'POST /api/list/:id/steps', 'PUT /api/list/:id/steps/order'].sort(),
    );
  });

  for (const [route, send] of Object.entries(ROUTES)) {
    it(`${route}: a missing step, a step of another of my items, a step of someone else's item`, async () => {
      const [me, them] = await Promise.all([signUp(), signUp()]);
      const mine = await itemWithSteps(me);
      const myOther = await itemWithSteps(me, ['Elsewhere']);
      const theirs = await itemWithSteps(them, ['Theirs']);
      const before = await snapshot(me, them);
      for (const [what, at, error] of [
        ['a missing step', { item: mine.id, step: 'no-such-step' }, STEP_MESSAGES.notFound],
        ['a step of another of my items', { item: mine.id, step: myOther.steps[0]?.id }, STEP_MESSAGES.notFound],
        ["a step of someone else's item", { item: mine.id, step: theirs.steps[0]?.id }, STEP_MESSAGES.notFound],
        ["someone else's item and step", { item: theirs.id, step: theirs.steps[0]?.id }, 'User activity not found'],
      ] as const) {
        const res = await send(me, at as Where);
        expect({ what, status: res.status }).toEqual({ what, status: 404 });
        expect({ what, error: (await errorOf(res)).error }).toEqual({ what, error });
      }
      expect(await snapshot(me, them)).toBe(before);
      // The member's own step, through the same route, works.
      const ok = await send(me, { item: mine.id, step: mine.steps[0]?.id as string });
      expect(ok.status).toBe(200);
      expect(await snapshot(me, them)).not.toBe(before);
    });
  }

  it("PUT /api/list/:id/steps/order: only the item's own steps, each once", async () => {
    const [me, them] = await Promise.all([signUp(), signUp()]);
    const mine = await itemWithSteps(me);
    const myOther = await itemWithSteps(me, ['Elsewhere']);
    const theirs = await itemWithSteps(them, ['Theirs']);
    const [a, b] = mine.steps.map((s) => s.id) as [string, string];
    const before = await snapshot(me, them);
    const order = (item: string, ids: string[]) =>
      me.fetch(`/api/list/${item}/steps/order`, { method: 'PUT', json: { ids } });
    for (const [what, ids] of [
      ['a missing step', [b, 'no-such-step']],
      ['a step of another of my items', [b, myOther.steps[0]?.id as string]],
      ["a step of someone else's item", [b, theirs.steps[0]?.id as string]],
      ['one step twice', [b, b]],
      ['a step left out', [b]],
    ] as const) {
      const res = await order(mine.id, [...ids]);
      expect({ what, status: res.status }).toEqual({ what, status: 400 });
      expect({ what, error: (await errorOf(res)).error }).toEqual({ what, error: STEP_MESSAGES.reorder });
    }
    const foreign = await order(
      theirs.id,
      theirs.steps.map((s) => s.id),
    );
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).error).toBe('User activity not found');
    expect(await snapshot(me, them)).toBe(before);
    expect((await order(mine.id, [b, a])).status).toBe(200);
  });

  it("POST /api/list/:id/steps: only to the member's own item", async () => {
    const [me, them] = await Promise.all([signUp(), signUp()]);
    const theirs = await itemWithSteps(them, ['Theirs']);
    const before = await snapshot(me, them);
    for (const item of [theirs.id, 'no-such-item']) {
      const res = await me.fetch(`/api/list/${item}/steps`, { method: 'POST', json: { text: 'Mine now' } });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error).toBe('User activity not found');
    }
    expect(await snapshot(me, them)).toBe(before);
  });
});
