import { eq } from 'drizzle-orm';
import { activityImage } from '../../contracts/catalogue-display';
import type { CoachActivity } from '../../contracts/coach';
import type { Db } from '../../db/client';
import { activities, type ProfileRow } from '../../db/schema';
import { searchCatalogue } from '../catalogue/search';
import type { Whereabouts } from '../places/read-place';
import type { Member } from './context';

export type Found = Awaited<ReturnType<typeof searchCatalogue>>['items'][number];

/** When a member wants to do something: the coach's horizon for "what next". */
export type Horizon = 'today' | 'weekend' | 'week' | 'month' | null;

export type Idea = { activity: CoachActivity; found: Found };

/** What an idea is checked against: the member's list, health, age, time and activity types. */
export type Taste = Pick<Member, 'onList' | 'careful' | 'categories'> & {
  profile: Pick<ProfileRow, 'age' | 'timeAvailability'>;
};

export const activityOf = (a: Found): CoachActivity => ({
  id: a.id,
  title: a.displayTitle || a.title,
  // The catalogue's own picture, or the drawing it makes for an activity without one.
  imageUrl: activityImage(a),
  category: a.categoryTags[0] ?? null,
  cost: a.cost,
  time: a.time,
  indoorOutdoor: a.indoorOutdoor,
});

/**
 * Whether an idea suits the member at all: not on their list, nothing strenuous or risky when
 * they gave health considerations, nothing risky under 18, and something that fits the time they
 * have (an evening, a weekend, or little time at all).
 */
export function suits(member: Taste, a: Found, horizon: Horizon = null) {
  if (member.onList.has(a.id)) return false;
  if (member.careful && (a.difficulty >= 4 || (a.riskLevel ?? 1) >= 4)) return false;
  if ((member.profile.age ?? 18) < 18 && (a.riskLevel ?? 1) >= 4) return false;
  const little = member.profile.timeAvailability.includes('Limited availability');
  const maxTime = horizon === 'today' ? 2 : horizon === 'weekend' || horizon === 'week' || little ? 3 : 5;
  return a.time <= maxTime;
}

/** What the member's interests and activity types ask for, as a catalogue query. */
export const interestQuery = (member: Member) =>
  [...member.profile.interests.slice(0, 3), ...[...member.categories].slice(0, 2)].join(' ').toLowerCase();

/**
 * Ideas from the catalogue for what the member wants ("cheap outdoors", "adventurous in
 * scotland"), read by the catalogue's own search (stems, synonyms, slips, the concept map's facets
 * such as cheap, indoors or thrill), then kept to what suits the member, with their activity types
 * first among near equals and no two of one category where others are there.
 */
export async function findIdeas(
  db: Db,
  member: Member,
  wants: string,
  options: { horizon?: Horizon; limit?: number; exclude?: Set<number> } = {},
): Promise<Idea[]> {
  return (await findIdeasAt(db, member, wants, options)).ideas;
}

/**
 * findIdeas, keeping to the place the words name ("in edinburgh", "near me"): only ideas there,
 * with the place as read (`place`), so the coach can say when nothing is there.
 */
export async function findIdeasAt(
  db: Db,
  member: Member,
  wants: string,
  options: { horizon?: Horizon; limit?: number; exclude?: Set<number>; whereabouts?: Whereabouts } = {},
): Promise<{ ideas: Idea[]; place: string | null; needsLocation: boolean }> {
  let place: string | null = null;
  let needsLocation = false;
  const limit = options.limit ?? 3;
  const exclude = options.exclude ?? new Set<number>();
  // What they asked for keeps to the properties its words name ("cheap" is a low cost, not the
  // word), then loosens to the words alone; without words of their own, their interests ask, then
  // what is popular.
  const asked = wants.trim();
  const queries: [string, boolean][] = asked
    ? [
        [asked, true],
        [asked, false],
      ]
    : [
        [interestQuery(member), false],
        ['', false],
      ];
  for (const [q, facetsAsFilters] of queries) {
    const result = await searchCatalogue(db, { q, offset: 0, limit: 50 }, undefined, {
      facetsAsFilters,
      placeOnly: true,
      whereabouts: options.whereabouts,
    });
    if (result.place?.strength === 'strong') place = result.place.label;
    needsLocation ||= result.needsLocation;
    const fitting = result.items.filter((a) => suits(member, a, options.horizon ?? null) && !exclude.has(a.id));
    if (!fitting.length) continue;
    // Search order, nudged by the member's activity types: three places up for a match.
    const ranked = fitting
      .map((a, i) => ({ a, rank: i - (a.categoryTags.some((c) => member.categories.has(c)) ? 3 : 0) }))
      .sort((x, y) => x.rank - y.rank)
      .map((x) => x.a);
    const chosen: Found[] = [];
    const perCategory = new Map<string, number>();
    for (const a of ranked) {
      const category = a.categoryTags[0] ?? '';
      if ((perCategory.get(category) ?? 0) >= 2 && ranked.length > limit * 2) continue;
      perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
      chosen.push(a);
      if (chosen.length === limit) break;
    }
    return { ideas: chosen.map((found) => ({ activity: activityOf(found), found })), place, needsLocation };
  }
  return { ideas: [], place, needsLocation };
}

/** Words that say what kind of doing something is, never which thing: no activity is named by them. */
const GENERIC = new Set(
  (
    'the and for with from into about learn learning lesson lessons class classes course courses trip trips travel ' +
    'travelling visit visiting take taking book booking try trying first time go going get getting start starting ' +
    'finish something thing things really actually day days week weeks own certified certificate certification ' +
    'qualified qualification licence license'
  ).split(' '),
);
/** What a member does about a thing ("book the balloon ride"): left out when looking the thing up. */
const ACTION =
  /^((book|booking|booked|try|trying|take|taking|buy|buying|sign up for|signing up for|organise|organize|arrange)\s+)+((the|a|an|my|our|some)\s+)?/;

/** A phrase as the catalogue is asked for it: "book the balloon ride" → "balloon ride". */
export const lookupOf = (phrase: string) => phrase.replace(ACTION, '').trim() || phrase;

/** A word without its ending (surfing → surf, lights → light), never shorter than four letters. */
const stem = (w: string) => {
  const cut = w.replace(/(ing|ed|es|s)$/, '');
  return cut.length >= 4 ? cut : w;
};

/** The words of a phrase that name its activity, each as its stem. */
export function namingStems(phrase: string) {
  return phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !GENERIC.has(w))
    .map(stem);
}

/**
 * Whether a title names the activity: the phrase's head (its last naming word: "vespa" in "a
 * vintage vespa"), or all its naming words with `every`, each a word of the title or the start of
 * one, or started by the stem of one (skydiv, skydive).
 */
export function titleNames(title: string, stems: string[], every = false) {
  const words = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const has = (s: string) => words.some((w) => w.startsWith(s) || (w.length >= 4 && s.startsWith(stem(w))));
  const head = stems.at(-1);
  return head !== undefined && (every ? stems.every(has) : has(head));
}

/**
 * The catalogue activity a phrase names ("learning to surf", "the inca trail"), if any: among the
 * catalogue's best five for it, the first whose title carries the phrase's own naming words, so a
 * phrase the catalogue does not hold ("a trip to japan") is not answered with something else
 * that merely matched. `every` asks for all of them (marking something done must not tick off a
 * neighbour).
 */
/** A catalogue activity as the coach plans it. */
export type Named = Pick<
  Found,
  | 'id'
  | 'title'
  | 'displayTitle'
  | 'categoryTags'
  | 'cost'
  | 'difficulty'
  | 'planningRequired'
  | 'time'
  | 'indoorOutdoor'
>;

/** A catalogue activity by its id (one on the member's list). */
export async function activityById(db: Db, id: number): Promise<Named | null> {
  const [row] = await db
    .select({
      id: activities.id,
      title: activities.title,
      displayTitle: activities.displayTitle,
      categoryTags: activities.categoryTags,
      cost: activities.cost,
      difficulty: activities.difficulty,
      planningRequired: activities.planningRequired,
      time: activities.time,
      indoorOutdoor: activities.indoorOutdoor,
    })
    .from(activities)
    .where(eq(activities.id, id));
  return row ?? null;
}

export async function activityNamed(db: Db, phrase: string, every = false): Promise<Named | null> {
  const lookup = lookupOf(phrase);
  const stems = namingStems(lookup);
  if (!stems.length) return null;
  const result = await searchCatalogue(db, { q: lookup, offset: 0, limit: 5 });
  return result.items.find((a) => titleNames(`${a.title} ${a.displayTitle ?? ''}`, stems, every)) ?? null;
}

/** Why an idea fits, in a few words the card shows. */
export function reasonFor(member: Taste, a: Found) {
  const parts: string[] = [];
  if (a.cost <= 1) parts.push('free or nearly');
  else if (a.cost === 2) parts.push('cheap');
  if (a.indoorOutdoor === 'indoor') parts.push('indoors');
  else if (a.indoorOutdoor === 'outdoor') parts.push('outdoors');
  if (a.time <= 2) parts.push('an hour or two');
  else if (a.time === 3) parts.push('about half a day');
  const shared = a.categoryTags.find((c) => member.categories.has(c));
  if (shared) parts.push(`${shared.toLowerCase()}, which you enjoy`);
  if (a.difficulty <= 2) parts.push('easy to start');
  const text = parts.slice(0, 3).join(', ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'A popular idea';
}
