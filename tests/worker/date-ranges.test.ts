import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { COACH_MESSAGES, type CoachMessageDto } from '../../worker/contracts/coach';
import { addDays } from '../../worker/lib/days';
import { actor, errorOf, type Member, signUp } from './helpers';

/**
 * Every date a member or a moderator gives, at both ends of its range: the first and the last
 * allowed day pass, the day before the first and the day after the last are refused with the
 * field's own message, and so are the years 0001 and 9999.
 */

const today = () => new Date().toISOString().slice(0, 10);
let nextActivity = 1;

beforeAll(async () => {
  await env.DB.batch(
    Array.from({ length: 60 }, (_, i) =>
      env.DB.prepare(
        "insert into activities (id, title, description, search_text, category_tags) values (?, ?, '<p>x</p>', 'x', '[\"Social\"]')",
      ).bind(i + 1, `Dated activity ${i + 1}`),
    ),
  );
});

/** A new item on a new member's list, with one step. */
async function itemWithStep() {
  const m = await signUp();
  const res = await m.fetch('/api/list', { method: 'POST', json: { activityId: nextActivity++ } });
  const { item } = (await res.json()) as { item: { id: string } };
  const step = await m.fetch(`/api/list/${item.id}/steps`, { method: 'POST', json: { text: 'Book it' } });
  const { item: withStep } = (await step.json()) as { item: { steps: { id: string }[] } };
  return { m, itemId: item.id, stepId: withStep.steps[0]?.id as string };
}

async function proposedPlan() {
  const m = await signUp();
  const res = await m.fetch('/api/coach/messages', {
    method: 'POST',
    json: { text: 'help me plan restoring a vintage vespa' },
  });
  const reply = ((await res.json()) as { messages: CoachMessageDto[] }).messages[1] as CoachMessageDto;
  return { m, id: reply.id };
}

type Range = {
  first: string;
  last: string;
  /** The messages for a day before the first and after the last. */
  early: string;
  late: string;
  /** Sends the day; answers the response. */
  send: (day: string) => Promise<Response>;
  ok: number;
  /** Whether the years 0001 and 9999 are refused with the messages above (false: not a calendar range). */
  years?: boolean;
};

const TARGET = 'Target date must be a date';
const DUE = 'Due date must be a date';
const DAY = 86_400_000;
/** The last day a suspension may end on: a year and a day from now, at most. */
const lastSuspensionDay = () => new Date(Date.now() + 366 * DAY).toISOString().slice(0, 10);

const RANGES: Record<string, () => Range> = {
  'a list item’s target date, when added': () => ({
    first: '2000-01-01',
    last: '2100-12-31',
    early: TARGET,
    late: TARGET,
    ok: 201,
    send: async (targetDate) =>
      (await signUp()).fetch('/api/list', { method: 'POST', json: { activityId: nextActivity++, targetDate } }),
  }),
  'a list item’s target date, when changed': () => ({
    first: '2000-01-01',
    last: '2100-12-31',
    early: TARGET,
    late: TARGET,
    ok: 200,
    send: async (targetDate) => {
      const { m, itemId } = await itemWithStep();
      return m.fetch(`/api/list/${itemId}`, { method: 'PATCH', json: { targetDate } });
    },
  }),
  'a step’s due date': () => ({
    first: '2000-01-01',
    last: '2100-12-31',
    early: DUE,
    late: DUE,
    ok: 200,
    send: async (dueDate) => {
      const { m, itemId, stepId } = await itemWithStep();
      return m.fetch(`/api/list/${itemId}/steps/${stepId}`, { method: 'PATCH', json: { dueDate } });
    },
  }),
  'the due date of a step in a plan the coach proposed': () => ({
    first: '2000-01-01',
    last: '2100-12-31',
    early: 'Please choose a date',
    late: 'Please choose a date',
    ok: 200,
    send: async (dueDate) => {
      const { m, id } = await proposedPlan();
      return m.fetch(`/api/coach/messages/${id}/plan`, {
        method: 'POST',
        json: { action: 'accept', steps: [{ text: 'Find a frame', dueDate }] },
      });
    },
  }),
  'the day of a reminder set on an item': () => ({
    first: today(),
    last: '2100-12-31',
    early: COACH_MESSAGES.pastDay,
    late: 'Please choose a date',
    ok: 201,
    send: async (remindOn) => {
      const { m, itemId } = await itemWithStep();
      return m.fetch('/api/coach/reminders', { method: 'POST', json: { itemId, remindOn } });
    },
  }),
  'the day a reminder is moved to': () => ({
    first: today(),
    last: '2100-12-31',
    early: COACH_MESSAGES.pastDay,
    late: 'Please choose a date',
    ok: 200,
    send: async (remindOn) => {
      const { m, itemId } = await itemWithStep();
      await m.fetch('/api/coach/reminders', { method: 'POST', json: { itemId, remindOn: addDays(today(), 3) } });
      const { reminders } = (await (await m.fetch('/api/coach/reminders')).json()) as { reminders: { id: string }[] };
      return m.fetch(`/api/coach/reminders/${reminders[0]?.id}`, { method: 'PATCH', json: { remindOn } });
    },
  }),
  'the day a suspension ends': () => ({
    first: addDays(today(), 1),
    last: lastSuspensionDay(),
    early: 'The suspension must end in the future',
    late: 'A suspension lasts at most a year; ban the member instead',
    ok: 201,
    send: async (day) => {
      const [moderator, member] = await Promise.all([actor('moderator'), signUp()]);
      return moderator.fetch('/api/moderation/actions', {
        method: 'POST',
        json: { action_type: 'suspension', reason: 'Spam', target_user_id: member.profile.id, suspension_until: day },
      });
    },
  }),
};

describe('date ranges', () => {
  for (const [name, range] of Object.entries(RANGES)) {
    it(`${name}: the first and last allowed days pass, one past each end is refused`, async () => {
      const r = range();
      for (const day of [r.first, r.last]) {
        const res = await r.send(day);
        expect({ day, status: res.status }, await res.clone().text()).toEqual({ day, status: r.ok });
      }
      for (const [day, message] of [
        [addDays(r.first, -1), r.early],
        [addDays(r.last, 1), r.late],
        ['0001-01-01', r.early],
        ['9999-12-31', r.late],
      ] as const) {
        const res = await r.send(day);
        expect({ day, status: res.status }).toEqual({ day, status: 400 });
        expect({ day, error: (await errorOf(res)).error }).toEqual({ day, error: message });
      }
    });
  }

  it("the search analytics' range: a year at most, and never backwards", async () => {
    const admin = await actor('admin');
    const end = today();
    // A search in every range asked for, so the export has a row to send.
    await env.DB.prepare("insert into search_analytics (id, created_at, query) values ('dated-search', ?, 'kayak')")
      .bind(Date.now())
      .run();
    for (const path of ['overview', 'searches', 'export']) {
      const get = (start: string, to: string) => admin.fetch(`/api/analytics/${path}?start=${start}&end=${to}`);
      expect((await get(end, end)).status, path).toBe(200);
      expect((await get(addDays(end, -365), end)).status, path).toBe(200);
      const long = await get(addDays(end, -366), end);
      expect(long.status, path).toBe(400);
      expect((await errorOf(long)).error).toBe('Please choose a range of one year or less');
      const backwards = await get(addDays(end, 1), end);
      expect(backwards.status, path).toBe(400);
      expect((await errorOf(backwards)).error).toBe('The start date must be on or before the end date');
    }
  });
});

describe('dates given to the coach in words', () => {
  const ask = async (m: Member, text: string) => {
    const res = await m.fetch('/api/coach/messages', { method: 'POST', json: { text } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { messages: CoachMessageDto[] }).messages[1] as CoachMessageDto;
  };
  const targetOf = async (itemId: string) =>
    (
      await env.DB.prepare('select target_date as d from user_activities where id = ?')
        .bind(itemId)
        .first<{ d: string | null }>()
    )?.d;

  it('set a target date up to the last day of the range, never past it', async () => {
    const m = await signUp();
    await env.DB.prepare(
      "insert into activities (id, title, description, search_text, category_tags) values (500, 'Learn to play the bagpipes', '<p>x</p>', 'bagpipes', '[\"Learning\"]')",
    ).run();
    const res = await m.fetch('/api/list', { method: 'POST', json: { activityId: 500 } });
    const { item } = (await res.json()) as { item: { id: string } };
    await ask(m, 'set the target date for the bagpipes to 2100-12-31');
    expect(await targetOf(item.id)).toBe('2100-12-31');
    const refused = await ask(m, 'set the target date for the bagpipes to 9999-12-31');
    expect(refused.text).toContain(TARGET);
    expect(await targetOf(item.id)).toBe('2100-12-31');
  });

  it('set a reminder up to the last day of the range, never past it', async () => {
    const m = await signUp();
    const reminders = async () =>
      (
        await env.DB.prepare('select remind_on as d from coach_reminders where user_id = ? order by remind_on')
          .bind(m.profile.id)
          .all<{ d: string }>()
      ).results.map((r) => r.d);
    await ask(m, 'remind me on 2100-12-31 to renew my passport');
    expect(await reminders()).toEqual(['2100-12-31']);
    const refused = await ask(m, 'remind me on 9999-12-31 to renew my passport');
    expect(refused.text).toContain('Please choose a date');
    expect(await reminders()).toEqual(['2100-12-31']);
  });

  it('plan to a deadline up to the last day of the range, and to none past it', async () => {
    const m = await signUp();
    const plan = async (text: string) => {
      const [card] = (await ask(m, text)).cards.filter((c) => c.type === 'steps');
      return card?.type === 'steps' ? card : null;
    };
    expect((await plan('help me plan restoring a vintage vespa by 2100-12-31'))?.targetDate).toBe('2100-12-31');
    await ask(m, 'no thanks');
    const far = await plan('help me plan restoring a vintage vespa by 9999-12-31');
    expect(far?.targetDate ?? null).toBeNull();
    for (const step of far?.steps ?? []) expect(step.dueDate <= '2100-12-31').toBe(true);
    // Accepted in words, as the button would: the plan reaches the list with its days.
    const yes = await ask(m, 'yes');
    expect(yes.text).toMatch(/^Added the \d+ steps/);
    const latest = await env.DB.prepare('select max(s.due_date) as due from list_item_steps s where s.user_id = ?')
      .bind(m.profile.id)
      .first<{ due: string | null }>();
    expect(latest?.due && latest.due <= '2100-12-31').toBe(true);
  });
});
