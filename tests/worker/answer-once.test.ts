import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { COACH_MESSAGES, type CoachMessageDto, type CoachThread } from '../../worker/contracts/coach';
import { actor, errorOf, type Member, signUp } from './helpers';
import { actionOn, insertPost, json, profileOf, report } from './moderation-fixtures';

/**
 * Everything a member or a moderator answers once: a coach's plan, a follow request, an appeal, a
 * report. Each is answered in both orders (yes then no, no then yes) and twice the same way: the
 * second answer is refused with the product's words and changes nothing of the first.
 */

type Answered = { status: number; error?: string };
type Case<T> = {
  /** A fresh thing waiting for its answer. */
  setup: () => Promise<T>;
  /** The answers it can get, by name: each is a request of the one who answers. */
  answers: Record<string, (thing: T) => Promise<Response>>;
  /** The status a first answer gets. */
  ok: number;
  /** How a second answer is refused. */
  refused: Answered;
  /** Checks that what the first answer did still stands after the second. */
  stands: (thing: T, first: string) => Promise<void>;
};

/** A member's coach thread, with the plan card of one reply. */
async function planCard(m: Member, messageId: string) {
  const thread = (await (await m.fetch('/api/coach')).json()) as CoachThread;
  return thread.messages.find((x) => x.id === messageId)?.cards.find((c) => c.type === 'steps');
}
const listSize = async (m: Member) =>
  (
    await env.DB.prepare('select count(*) as n from user_activities where user_id = ?')
      .bind(m.profile.id)
      .first<{ n: number }>()
  )?.n;

type Plan = { m: Member; id: string; steps: { text: string; dueDate: string }[] };
const coachPlan: Case<Plan> = {
  setup: async () => {
    const m = await signUp();
    const res = await m.fetch('/api/coach/messages', {
      method: 'POST',
      json: { text: 'help me plan restoring a vintage vespa' },
    });
    const reply = ((await res.json()) as { messages: CoachMessageDto[] }).messages[1] as CoachMessageDto;
    const card = reply.cards.find((c) => c.type === 'steps');
    if (card?.type !== 'steps') throw new Error('the coach proposed no plan');
    return { m, id: reply.id, steps: card.steps };
  },
  answers: {
    accept: ({ m, id, steps }) =>
      m.fetch(`/api/coach/messages/${id}/plan`, { method: 'POST', json: { action: 'accept', steps } }),
    reject: ({ m, id }) => m.fetch(`/api/coach/messages/${id}/plan`, { method: 'POST', json: { action: 'reject' } }),
  },
  ok: 200,
  refused: { status: 409, error: COACH_MESSAGES.planDone },
  stands: async ({ m, id, steps }, first) => {
    const card = await planCard(m, id);
    expect(card).toMatchObject({ state: first === 'accept' ? 'accepted' : 'rejected' });
    // Accepted: the plan's steps once, on one item. Turned down: nothing on the list.
    expect(await listSize(m)).toBe(first === 'accept' ? 1 : 0);
    const stepRows = await env.DB.prepare('select count(*) as n from list_item_steps where user_id = ?')
      .bind(m.profile.id)
      .first<{ n: number }>();
    expect(stepRows?.n).toBe(first === 'accept' ? steps.length : 0);
  },
};

type Follow = { requester: Member; target: Member; id: string };
const followRequest = (path: 'accept' | 'reject') => (f: Follow) =>
  f.target.fetch(`/api/relationships/follow/${f.id}/${path}`, { method: 'POST' });
const follow: Case<Follow> = {
  setup: async () => {
    const [requester, target] = await Promise.all([signUp(), signUp()]);
    const res = await requester.fetch('/api/relationships/follow', {
      method: 'POST',
      json: { user_id: target.profile.id },
    });
    const { follow } = (await res.json()) as { follow: { id: string; status: string } };
    expect(follow.status).toBe('pending');
    return { requester, target, id: follow.id };
  },
  answers: { accept: followRequest('accept'), reject: followRequest('reject') },
  ok: 200,
  refused: { status: 409, error: 'This request has already been processed' },
  stands: async ({ requester, target }, first) => {
    const row = await env.DB.prepare('select status from follows where follower_id = ? and following_id = ?')
      .bind(requester.profile.id, target.profile.id)
      .first<{ status: string }>();
    expect(row?.status).toBe(first === 'accept' ? 'accepted' : 'rejected');
  },
};

type Appeal = { moderator: Member; target: Member; id: string };
const decide = (status: 'approved' | 'rejected') => (a: Appeal) =>
  a.moderator.fetch(`/api/moderation/appeals/${a.id}/respond`, {
    method: 'POST',
    json: { status, response: 'Decided after a look' },
  });
const appeal: Case<Appeal> = {
  setup: async () => {
    const [moderator, target] = await Promise.all([actor('moderator'), signUp()]);
    const actionId = await actionOn(moderator, target, 'suspension');
    const res = await target.fetch('/api/moderation/appeal', {
      method: 'POST',
      json: { related_action_id: actionId, message: 'It was not me' },
    });
    return { moderator, target, id: (await json<{ appeal: { id: string } }>(res)).appeal.id };
  },
  answers: { approve: decide('approved'), reject: decide('rejected') },
  ok: 200,
  refused: { status: 409, error: 'This appeal has already been processed' },
  stands: async ({ target, id }, first) => {
    const row = await env.DB.prepare('select status from moderation_appeals where id = ?')
      .bind(id)
      .first<{ status: string }>();
    expect(row?.status).toBe(first === 'approve' ? 'approved' : 'rejected');
    // An approval lifted the suspension; a rejection left it, whatever came after.
    expect((await profileOf(target.profile.id))?.isSuspended).toBe(first !== 'approve');
  },
};

type Report = { moderator: Member; id: string; postId: string };
const settle = (status: 'resolved' | 'dismissed') => (r: Report) =>
  r.moderator.fetch(`/api/moderation/reports/${r.id}`, { method: 'PATCH', json: { status } });
const reportStatus = async (id: string) =>
  (await env.DB.prepare('select status from reports where id = ?').bind(id).first<{ status: string }>())?.status;
const newReport = async (): Promise<Report> => {
  const [moderator, author, reporter] = await Promise.all([actor('moderator'), signUp(), signUp()]);
  const post = await insertPost(author.profile.id, 'Buy cheap watches here');
  const res = await report(reporter, { post_id: post.id, reason: 'Spam or scam' });
  return { moderator, id: (await json<{ report: { id: string } }>(res)).report.id, postId: post.id };
};
const reportCase: Case<Report> = {
  setup: newReport,
  answers: { resolve: settle('resolved'), dismiss: settle('dismissed') },
  ok: 200,
  refused: { status: 409, error: 'This report has already been processed' },
  stands: async ({ id }, first) => {
    expect(await reportStatus(id)).toBe(first === 'resolve' ? 'resolved' : 'dismissed');
  },
};

/** Every route that answers something in more than one way, with its case. */
const CASES: { routes: string[]; c: Case<unknown> }[] = [
  { routes: ['POST /api/coach/messages/:id/plan'], c: coachPlan as unknown as Case<unknown> },
  {
    routes: ['POST /api/relationships/follow/:id/accept', 'POST /api/relationships/follow/:id/reject'],
    c: follow as unknown as Case<unknown>,
  },
  { routes: ['POST /api/moderation/appeals/:id/respond'], c: appeal as unknown as Case<unknown> },
  { routes: ['PATCH /api/moderation/reports/:id'], c: reportCase as unknown as Case<unknown> },
];
/** Answered once each, with one answer only (tested below). */
const ONE_ANSWER = [
  'POST /api/moderation/appeals/:id/question',
  'POST /api/moderation/appeals/:id/answer',
  'POST /api/moderation/reports/bulk',
];

/** Routes whose words say they answer something: accept, reject, respond, answer, a plan, a report's status. */
const ANSWERING =
  /\/(accept|reject|respond|answer|question|plan)$|^PATCH \/api\/moderation\/reports\/:id$|\/reports\/bulk$/;

describe('answered once, in either order', () => {
  it('covers every route that answers something', () => {
    const routes = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))]
      .filter((route) => ANSWERING.test(route))
      .sort();
    expect(routes).toEqual([...CASES.flatMap((x) => x.routes), ...ONE_ANSWER].sort());
  });

  for (const { routes, c } of CASES) {
    const names = Object.keys(c.answers);
    for (const first of names) {
      for (const second of names) {
        it(`${routes.join(', ')}: ${first} then ${second}`, async () => {
          const thing = await c.setup();
          const one = await c.answers[first]?.(thing);
          expect(one?.status, await one?.clone().text()).toBe(c.ok);
          const two = await c.answers[second]?.(thing);
          expect(two?.status).toBe(c.refused.status);
          expect((await errorOf(two as Response)).error).toBe(c.refused.error);
          await c.stands(thing, first);
        });
      }
    }
  }
});

describe('answered once, by words and by bulk', () => {
  it('a plan turned down is not accepted by saying yes afterwards, nor accepted twice by words', async () => {
    const plan = await coachPlan.setup();
    expect((await coachPlan.answers.reject?.(plan))?.status).toBe(200);
    const yes = await plan.m.fetch('/api/coach/messages', { method: 'POST', json: { text: 'yes' } });
    expect(yes.status).toBe(201);
    await coachPlan.stands(plan, 'reject');

    const other = await coachPlan.setup();
    const said = await other.m.fetch('/api/coach/messages', { method: 'POST', json: { text: 'yes' } });
    expect(said.status).toBe(201);
    expect((await planCard(other.m, other.id))?.state).toBe('accepted');
    const button = await coachPlan.answers.reject?.(other);
    expect(button?.status).toBe(409);
    await other.m.fetch('/api/coach/messages', { method: 'POST', json: { text: 'yes' } });
    await coachPlan.stands(other, 'accept');
  });

  it('a report settled in bulk is not settled again the other way', async () => {
    for (const [first, second] of [
      ['resolved', 'dismissed'],
      ['dismissed', 'resolved'],
    ] as const) {
      const r = await newReport();
      const bulk = (status: string) =>
        r.moderator.fetch('/api/moderation/reports/bulk', {
          method: 'POST',
          json: { status, report_ids: [r.id] },
        });
      expect(await json(await bulk(first))).toMatchObject({ updated: 1 });
      expect(await json(await bulk(second))).toMatchObject({ updated: 0 });
      expect(await reportStatus(r.id)).toBe(first);
      const one = await settle(second === 'resolved' ? 'resolved' : 'dismissed')(r);
      expect(one.status).toBe(409);
      expect(await reportStatus(r.id)).toBe(first);
    }
  });

  it("an appeal's one question is asked once and answered once", async () => {
    const a = await appeal.setup();
    const ask = (question: string) =>
      a.moderator.fetch(`/api/moderation/appeals/${a.id}/question`, { method: 'POST', json: { question } });
    const answer = (text: string) =>
      a.target.fetch(`/api/moderation/appeals/${a.id}/answer`, { method: 'POST', json: { answer: text } });
    expect((await ask('Was it your account?')).status).toBe(200);
    const again = await ask('Are you sure?');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe('A question has already been asked on this appeal');
    expect((await answer('Yes, a friend used it')).status).toBe(200);
    const twice = await answer('Actually no');
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).error).toBe('You have already answered this question');
    const row = await env.DB.prepare(
      'select moderator_question as q, user_answer as a from moderation_appeals where id = ?',
    )
      .bind(a.id)
      .first<{ q: string; a: string }>();
    expect(row).toEqual({ q: 'Was it your account?', a: 'Yes, a friend used it' });
  });
});
