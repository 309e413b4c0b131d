import { eq, sql } from 'drizzle-orm';
import { QUIZ_INTERESTS, QUIZ_RESULTS, type QuizAnswers } from '../../contracts/quiz';
import type { Db } from '../../db/client';
import { profiles, userPreferences } from '../../db/schema';
import type { Actor } from '../../policy';
import { normalizeWord, STOP_WORDS, surfaceWords } from '../catalogue/search-text';
import { saveQuizAnswers } from '../preferences/service';
import { addInterests } from '../profile/writes';

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

/** How many top-scoring activities are read before the twelve are chosen among them. */
const POOL = 80;
/** Any chosen interest counts this much; more matching categories add only a little, so they never drown the other answers. */
const MATCHED = 4;
/** Over budget, or with other people when "On my own" was chosen (and so on): in effect left out, unless nothing else fits. */
const MISMATCH = -10;

const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((c) => sql`${c}`),
    sql`, `,
  );

/**
 * The best-scoring activities in `categories`, and in none of `excludes` (another interest's
 * kinds), for the answers, best first.
 */
async function scored(
  db: Db,
  actor: Actor | null,
  answers: QuizAnswers,
  categories: readonly string[],
  excludes: readonly string[] = [],
) {
  const inCategories = sqlList(categories);
  const rows = await db.all<Row>(sql`
    select *, (
      ${MATCHED} + 0.5 * min(matches, 3)
      + case when cost <= ${answers.budget} then 1.5 - 0.4 * (${answers.budget} - cost) else ${MISMATCH} end
      + 2 - 1.2 * abs(time - ${answers.time})
      + case when ${answers.social} = 'either' then 0 when solo_social = 'either' then 1
             when solo_social = ${answers.social} then 2 else ${MISMATCH} end
      + case when ${answers.setting} = 'either' then 0 when indoor_outdoor = 'either' then 1
             when indoor_outdoor = ${answers.setting} then 2 else ${MISMATCH} end
      + 4 - 2 * abs(coalesce(risk_level, 2) - ${answers.risk})
      + case when coalesce(planning_required, 2) <= ${answers.planning}
             then 1 - 0.25 * (${answers.planning} - coalesce(planning_required, 2))
             else -2 * (coalesce(planning_required, 2) - ${answers.planning}) end
      + popularity / 400.0 + rating / 5.0
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
        ${
          excludes.length
            ? sql`and not exists (select 1 from activity_category_links x
          where x.activity_id = a.id and x.category in (${sqlList(excludes)}))`
            : sql``
        }
        ${actor ? sql`and a.id not in (select activity_id from user_activities where user_id = ${actor.id} and activity_id is not null)` : sql``}
    )
    order by score desc, id
    limit ${POOL}`);
  return rows;
}

/**
 * Twelve activities for the answers. Every answer moves the score: one of the chosen interests;
 * cost near the budget (free for "Nothing", the big experiences for "Whatever it takes") and never
 * over it; time near the time given; company and setting as chosen; thrill near the appetite given
 * ("Full adrenaline" brings the riskiest ideas, "Keep it calm" the calmest); no more planning than
 * wanted. Popularity and rating break ties, a member's own list is left out, and
 * near-identical ideas ("Run the London Marathon", "Run the Chicago Marathon") appear once.
 */
export async function recommend(db: Db, actor: Actor | null, answers: QuizAnswers) {
  const categories = quizCategories(answers);
  // Each chosen interest is ranked on its own, then they take turns: Adventure and Food & Drink
  // give some of each, not Adventure's twelve (its categories hold more, and better-rated, ideas).
  const chosen = QUIZ_INTERESTS.filter((i) => answers.interests.includes(i.label));
  const ranked = await Promise.all(
    chosen.length
      ? chosen.map((i) => scored(db, actor, answers, i.categories, i.excludes))
      : [scored(db, actor, answers, categories)],
  );
  const rows = takeTurns(ranked);
  return distinct(rows, QUIZ_RESULTS).map((r) => ({
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

/** The lists' first items, then their second ones, and so on; each item once (by id). */
export function takeTurns<T extends { id: number }>(lists: T[][]) {
  const seen = new Set<number>();
  const out: T[] = [];
  for (let rank = 0; rank < Math.max(0, ...lists.map((l) => l.length)); rank++) {
    for (const list of lists) {
      const row = list[rank];
      if (row && !seen.has(row.id)) {
        seen.add(row.id);
        out.push(row);
      }
    }
  }
  return out;
}

/** The words that say what an idea is: its title's words, normalised, without stop words or numbers. */
const gist = (title: string) =>
  new Set(
    surfaceWords(title)
      .filter((w) => !STOP_WORDS.has(w) && !/\d/.test(w))
      .map(normalizeWord),
  );

/**
 * The first `n` rows in score order, skipping any whose title shares most of its words with one
 * already chosen (two thirds of the shorter title's words).
 */
export function distinct<T extends { title: string }>(rows: T[], n: number) {
  const chosen: { row: T; words: Set<string> }[] = [];
  for (const row of rows) {
    if (chosen.length === n) break;
    const words = gist(row.title);
    const repeats = chosen.some((c) => {
      const shared = [...words].filter((w) => c.words.has(w)).length;
      return shared >= 2 && shared / Math.min(words.size, c.words.size) >= 0.6;
    });
    if (!repeats) chosen.push({ row, words });
  }
  return chosen.map((c) => c.row);
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
    addInterests(
      db,
      actor.id,
      [...new Set([...profile.interests, ...chosen.map((c) => c.interest)])],
      [...new Set([...profile.activityTypes, ...chosen.map((c) => c.label)])],
    ),
    saveQuizAnswers(db, actor.id, quiz, prefs?.searchPreferences ?? {}),
  ]);
}
