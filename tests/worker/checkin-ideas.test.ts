import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachCard } from '../../worker/contracts/coach';
import { checkinDay, sendCheckins } from '../../worker/features/coach/checkin';
import { addDays, weekday } from '../../worker/lib/days';
import type { Mail } from '../../worker/lib/mailer';
import { db, type Member, signUp } from './helpers';

/**
 * The weekly check-in's new idea goes through the same filter as the ideas the coach offers in
 * the chat: nothing strenuous or risky for a member who gave health considerations, nothing risky
 * under 18, nothing longer than the member's time allows, nothing already on their list.
 *
 * This file's catalogue is only the ideas below. Each filter has an idea that breaks it and is of
 * the very kind the member chose (the check-in puts those first), so without the filter that idea
 * is the one sent; the others fit everyone.
 */
const IDEAS = {
  risky: { id: 901, title: 'Wingsuit flying', risk: 5, difficulty: 2, time: 2, category: 'Adventure' },
  strenuous: { id: 902, title: 'Run an ultramarathon', risk: 1, difficulty: 5, time: 2, category: 'Fitness' },
  long: { id: 903, title: 'Paint a mural over a season', risk: 1, difficulty: 1, time: 5, category: 'Creative' },
  listed: { id: 904, title: 'Bake sourdough bread', risk: 1, difficulty: 1, time: 1, category: 'Food & Drink' },
  gentle: { id: 905, title: 'Walk a park you have never seen', risk: 1, difficulty: 1, time: 1, category: 'Social' },
};

beforeAll(async () => {
  await env.DB.batch(
    Object.values(IDEAS).map((a, i) =>
      env.DB.prepare(
        `insert into activities (id, title, description, search_text, category_tags, risk_level, difficulty, time, cost, popularity)
         values (?, ?, '<p>x</p>', ?, json_array(?), ?, ?, ?, 1, ?)`,
      ).bind(a.id, a.title, a.title, a.category, a.risk, a.difficulty, a.time, 100 - i),
    ),
  );
});

function mailbox() {
  const sent: Mail[] = [];
  return { sent, sendBatch: async (messages: { body: Mail }[]) => sent.push(...messages.map((m) => m.body)) };
}

/** The next day from 2031-06-02 that is the member's check-in day. */
function dayOf(m: Member) {
  let d = '2031-06-02';
  while (weekday(d) !== checkinDay(m.profile.id)) d = addDays(d, 1);
  return d;
}

/** Runs the member's check-in day, as the Cron does, and answers the idea it sent them. */
async function checkinIdea(m: Member) {
  const day = dayOf(m);
  await sendCheckins(db(), mailbox(), { now: new Date(`${day}T03:17:00Z`), origin: 'https://lifelist.test', day });
  const row = await env.DB.prepare("select cards from coach_messages where user_id = ? and role = 'coach'")
    .bind(m.profile.id)
    .first<{ cards: string }>();
  expect(row, 'a check-in was sent').not.toBeNull();
  const idea = (JSON.parse(row?.cards ?? '[]') as CoachCard[]).find((c) => c.type === 'idea');
  return idea?.type === 'idea' ? idea.activity.id : null;
}

/** Each filter, with a member it applies to and the ideas it must keep from them. */
const FILTERS: [string, () => Promise<Member>, number[]][] = [
  [
    'health considerations: nothing strenuous or risky',
    () =>
      signUp({
        healthConsiderations: 'Bad knees, nothing strenuous',
        activityTypes: ['Adventure & Outdoor', 'Sports & Fitness'],
      }),
    [IDEAS.risky.id, IDEAS.strenuous.id],
  ],
  ['under 18: nothing risky', () => signUp({ age: 16, activityTypes: ['Adventure & Outdoor'] }), [IDEAS.risky.id]],
  [
    "the member's time: nothing longer than limited availability allows",
    () => signUp({ timeAvailability: ['Limited availability'], activityTypes: ['Arts & Creativity'] }),
    [IDEAS.long.id],
  ],
  [
    'the list: nothing already on it',
    async () => {
      const m = await signUp({ activityTypes: ['Food & Drink'] });
      const res = await m.fetch('/api/list', { method: 'POST', json: { activityId: IDEAS.listed.id } });
      expect(res.status).toBe(201);
      return m;
    },
    [IDEAS.listed.id],
  ],
];

describe("the weekly check-in's idea", () => {
  it.each(FILTERS)('keeps to the filter of %s', async (_name, member, never) => {
    const m = await member();
    const idea = await checkinIdea(m);
    // Still an idea: one that suits the member.
    expect(idea).not.toBeNull();
    expect(never).not.toContain(idea);
  });

  it('is of the kind the member chose when one suits them', async () => {
    // The same ideas reach a member none of the filters applies to, kind first.
    const m = await signUp({ activityTypes: ['Adventure & Outdoor'] });
    expect(await checkinIdea(m)).toBe(IDEAS.risky.id);
    const baker = await signUp({ activityTypes: ['Food & Drink'] });
    expect(await checkinIdea(baker)).toBe(IDEAS.listed.id);
  });
});
