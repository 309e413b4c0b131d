import { eq, sql } from 'drizzle-orm';
import { QUIZ_INTERESTS, QUIZ_RESULTS, type QuizAnswers } from '../../contracts/quiz';
import type { Db } from '../../db/client';
import { profiles, userPreferences } from '../../db/schema';
import type { Actor } from '../../policy';

type Row = {
  id: number;
  title: string;
  displayTitle: string | null;
  imageUrl: string | null;
  categoryTags: string;
  cost: number;
  time: number;
  soloSocial: 'solo' | 'social' | 'either';
  indoorOutdoor: 'indoor' | 'outdoor' | 'either';
  riskLevel: number | null;
  planningRequired: number | null;
  rating: number;
  score: number;
};

export const quizCategories = (answers: QuizAnswers) => [
  ...new Set(QUIZ_INTERESTS.filter((i) => answers.interests.includes(i.label)).flatMap((i) => i.categories)),
];

/** Why an activity was picked, in the quiz's own words. */
function reasons(row: Row, answers: QuizAnswers, categories: string[]) {
  const tags = (JSON.parse(row.categoryTags) as string[]).filter((t) => categories.includes(t));
  const out = tags.length ? [tags.join(', ')] : [];
  if (row.cost <= answers.budget) out.push(row.cost === 1 ? 'Free' : 'Within your budget');
  if (answers.social !== 'either' && row.soloSocial === answers.social)
    out.push(answers.social === 'solo' ? 'Solo' : 'Social');
  if (answers.setting !== 'either' && row.indoorOutdoor === answers.setting) {
    out.push(answers.setting === 'indoor' ? 'Indoors' : 'Outdoors');
  }
  if (Math.abs(row.time - answers.time) <= 1) out.push('Fits your time');
  return out;
}

/**
 * Twelve activities for the answers: each scores for the chosen categories, staying within budget,
 * time close to the time given, the social and indoor/outdoor choices, and risk and planning at
 * or under the appetite given; popularity and rating break ties. A member's own list is left out.
 */
export async function recommend(db: Db, actor: Actor | null, answers: QuizAnswers) {
  const categories = quizCategories(answers);
  const inCategories = sql.join(
    categories.map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = await db.all<Row>(sql`
    select *, (
      matches * 4
      + case when cost <= ${answers.budget} then 2 else -3 * (cost - ${answers.budget}) end
      + 2 - abs(time - ${answers.time})
      + case when ${answers.social} = 'either' or solo_social = 'either' then 1
             when solo_social = ${answers.social} then 2 else -2 end
      + case when ${answers.setting} = 'either' or indoor_outdoor = 'either' then 1
             when indoor_outdoor = ${answers.setting} then 2 else -2 end
      + case when risk_level is null then 0.5 when risk_level <= ${answers.risk} then 1
             else -2 * (risk_level - ${answers.risk}) end
      + case when planning_required is null then 0.5 when planning_required <= ${answers.planning} then 1
             else -(planning_required - ${answers.planning}) end
      + popularity / 200.0 + rating / 5.0
    ) as score
    from (
      select a.id, a.title, a.display_title as displayTitle, a.image_url as imageUrl,
        a.category_tags as categoryTags, a.cost, a.time, a.solo_social as soloSocial, a.solo_social,
        a.indoor_outdoor as indoorOutdoor, a.indoor_outdoor, a.risk_level as riskLevel, a.risk_level,
        a.planning_required as planningRequired, a.planning_required, a.rating, a.popularity,
        (select count(*) from activity_category_links l
          where l.activity_id = a.id and l.category in (${inCategories})) as matches
      from activities a
      where exists (select 1 from activity_category_links l
          where l.activity_id = a.id and l.category in (${inCategories}))
        ${actor ? sql`and a.id not in (select activity_id from user_activities where user_id = ${actor.id} and activity_id is not null)` : sql``}
    )
    order by score desc, id
    limit ${QUIZ_RESULTS}`);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    displayTitle: r.displayTitle,
    imageUrl: r.imageUrl,
    categoryTags: JSON.parse(r.categoryTags) as string[],
    cost: r.cost,
    time: r.time,
    soloSocial: r.soloSocial,
    indoorOutdoor: r.indoorOutdoor,
    riskLevel: r.riskLevel,
    rating: r.rating,
    reasons: reasons(r, answers, categories),
  }));
}

/** A member's answers join their profile's interests and activity types; the rest become preferences. */
export async function saveAnswers(db: Db, actor: Actor, answers: QuizAnswers) {
  const chosen = QUIZ_INTERESTS.filter((i) => answers.interests.includes(i.label));
  const [profile] = await db
    .select({ interests: profiles.interests, activityTypes: profiles.activityTypes })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  if (!profile) return;
  const { interests: _i, ...rest } = answers;
  const quiz = { ...rest, interests: answers.interests, answeredAt: new Date().toISOString() };
  const [prefs] = await db
    .select({ searchPreferences: userPreferences.searchPreferences })
    .from(userPreferences)
    .where(eq(userPreferences.userId, actor.id));
  await db.batch([
    db
      .update(profiles)
      .set({
        interests: [...new Set([...profile.interests, ...chosen.map((c) => c.interest)])],
        activityTypes: [...new Set([...profile.activityTypes, ...chosen.map((c) => c.label)])],
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, actor.id)),
    db
      .insert(userPreferences)
      .values({ userId: actor.id, searchPreferences: { quiz } })
      .onConflictDoUpdate({
        target: userPreferences.userId,
        set: { searchPreferences: { ...(prefs?.searchPreferences ?? {}), quiz }, updatedAt: new Date() },
      }),
  ]);
}
