import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuizAnswers } from '../../worker/contracts/quiz';
import { profiles, userPreferences } from '../../worker/db/schema';
import { db, errorOf, guest, signUp } from './helpers';

type Item = { id: number; title: string; categoryTags: string[]; cost: number; reasons: string[] };

const answers = (over: Partial<QuizAnswers> = {}): QuizAnswers => ({
  interests: ['Adventure & Outdoor'],
  budget: 2,
  time: 2,
  social: 'social',
  setting: 'outdoor',
  risk: 3,
  planning: 2,
  ...over,
});

/** 40 activities with known attributes: the answers decide which come first. */
beforeAll(async () => {
  const insert = env.DB.prepare(
    `insert into activities (id, title, description, search_text, category_tags, cost, time, solo_social, indoor_outdoor, risk_level, planning_required, popularity)
     values (?, ?, '<p>q</p>', 'q', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const link = env.DB.prepare('insert into activity_category_links (activity_id, category) values (?, ?)');
  const stmts: D1PreparedStatement[] = [];
  for (let i = 0; i < 40; i++) {
    const id = 9100 + i;
    const categories = i < 20 ? ['Adventure', 'Outdoor'] : ['Creative', 'Indoor'];
    const cheap = i % 2 === 0;
    stmts.push(
      insert.bind(
        id,
        `Quiz idea ${i}`,
        JSON.stringify(categories),
        cheap ? 1 : 5,
        2,
        cheap ? 'social' : 'solo',
        i < 20 ? 'outdoor' : 'indoor',
        cheap ? 2 : 5,
        2,
        1000 - i,
      ),
      ...categories.map((c) => link.bind(id, c)),
    );
  }
  await env.DB.batch(stmts);
});

const recommend = async (body: unknown, who = guest()) =>
  who.fetch('/api/quiz/recommendations', { method: 'POST', json: body });

describe('quiz recommendations', () => {
  it('gives 12 activities that match the chosen interests, budget, setting and thrill first', async () => {
    const res = await recommend(answers());
    expect(res.status).toBe(200);
    const { items, saved } = (await res.json()) as { items: Item[]; saved: boolean };
    expect(saved).toBe(false);
    expect(items).toHaveLength(12);
    // The ten cheap, social, outdoor, calm adventure fixtures lead.
    const top = items.slice(0, 10);
    expect(top.every((i) => i.categoryTags.includes('Adventure') && i.cost === 1)).toBe(true);
    expect(items.every((i) => !i.categoryTags.includes('Creative') || i.categoryTags.includes('Adventure'))).toBe(true);
    expect(top[0]?.reasons).toEqual(expect.arrayContaining(['Free', 'Social', 'Outdoors']));
  });

  it('follows the interests: other answers, other activities', async () => {
    const res = await recommend(answers({ interests: ['Arts & Creativity'], setting: 'indoor', budget: 5, risk: 5 }));
    const { items } = (await res.json()) as { items: Item[] };
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.categoryTags.some((c) => c === 'Creative' || c === 'Arts & Culture'))).toBe(true);
  });

  it('refuses incomplete answers with the question’s message', async () => {
    const res = await recommend({ ...answers(), interests: [] });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe('Please pick at least one interest');
    const noBudget = await recommend({ ...answers(), budget: 9 });
    expect((await errorOf(noBudget)).error).toBe('Please choose a budget');
  });

  it("saves a member's answers to their profile and leaves out what is already on their list", async () => {
    const member = await signUp();
    const first = (await (await recommend(answers(), member)).json()) as { items: Item[]; saved: boolean };
    expect(first.saved).toBe(true);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, member.profile.id));
    expect(profile?.interests).toContain('Adventure');
    expect(profile?.activityTypes).toContain('Adventure & Outdoor');
    const [prefs] = await db().select().from(userPreferences).where(eq(userPreferences.userId, member.profile.id));
    expect(prefs?.searchPreferences).toMatchObject({ quiz: { budget: 2, setting: 'outdoor' } });

    const topId = first.items[0]?.id as number;
    await member.fetch('/api/list', { method: 'POST', json: { activityId: topId } });
    const again = (await (await recommend(answers(), member)).json()) as { items: Item[] };
    expect(again.items.map((i) => i.id)).not.toContain(topId);
  });
});
