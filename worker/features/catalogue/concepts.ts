import conceptData from '../../../data/search/concepts.json';
import { normalizeWord, surfaceWords } from './search-text';

/**
 * The concept map (data/search/concepts.json) in the index's own words: every expression as its
 * sequence of normalised words, so "see the aurora" and "northern lights" meet on stems.
 */
type Expression = string[];

/** Normalised expressions by their first word: what a query's words may start. */
const STARTS = new Map<string, Expression[]>();
/** For each expression (joined by spaces): the expressions it also finds. */
const FINDS = new Map<string, Expression[]>();
/** Kinds of activity a query can ask for by its properties rather than its name (search.ts holds their SQL). */
export const FACETS = [
  'free',
  'budget',
  'splurge',
  'quick',
  'long',
  'indoor',
  'outdoor',
  'solo',
  'social',
  'easy',
  'hard',
  'thrill',
  'safe',
  'learning',
  'getaway',
] as const;
export type Facet = (typeof FACETS)[number];
const FACET_OF = new Map<string, Facet>();
/** Expressions of an intent ('romantic', 'with kids'): found through what they mean, never as words. */
const INTENT = new Set<string>();
/** Intents that are a property ('rainy day': indoors): an activity without it never counts. */
const FACET_ONLY = new Set<string>();

const toStems = (text: string): Expression => surfaceWords(text).map(normalizeWord);
const keyOf = (e: Expression) => e.join(' ');

function remember(e: Expression) {
  const first = e[0];
  if (!first) return;
  const list = STARTS.get(first) ?? [];
  if (!list.some((x) => keyOf(x) === keyOf(e))) list.push(e);
  STARTS.set(first, list);
}

function link(from: Expression, to: Expression[]) {
  const list = FINDS.get(keyOf(from)) ?? [];
  for (const e of to) if (keyOf(e) !== keyOf(from) && !list.some((x) => keyOf(x) === keyOf(e))) list.push(e);
  FINDS.set(keyOf(from), list);
}

/** For each expression in a 'same' group: every expression of its group. */
const GROUP_OF = new Map<string, Expression[]>();
for (const group of conceptData.same) {
  const expressions = group.map(toStems).filter((e) => e.length > 0);
  for (const e of expressions) {
    remember(e);
    link(e, expressions);
    GROUP_OF.set(keyOf(e), expressions);
  }
}
// A broad word finds its narrower kinds, and so does every other way of saying it
// ("wild animals" is the same as "wildlife", which finds safaris).
for (const [broad, narrow] of Object.entries(conceptData.narrower)) {
  const from = toStems(broad);
  remember(from);
  for (const e of GROUP_OF.get(keyOf(from)) ?? [from]) link(e, narrow.map(toStems));
}
for (const [facet, expressions] of Object.entries(conceptData.facets)) {
  if (!(FACETS as readonly string[]).includes(facet)) throw new Error(`Unknown facet in concepts.json: ${facet}`);
  for (const e of expressions.map(toStems)) {
    remember(e);
    FACET_OF.set(keyOf(e), facet as Facet);
  }
}
for (const intent of conceptData.intents) {
  const facet = 'facet' in intent ? intent.facet : 'requires' in intent ? intent.requires : undefined;
  if (facet !== undefined && !(FACETS as readonly string[]).includes(facet))
    throw new Error(`Unknown facet in concepts.json: ${facet}`);
  const finds = intent.finds.map(toStems);
  for (const e of intent.say.map(toStems)) {
    if (e.length === 0) continue;
    remember(e);
    link(e, finds);
    INTENT.add(keyOf(e));
    if (facet) FACET_OF.set(keyOf(e), facet as Facet);
    if ('requires' in intent) FACET_ONLY.add(keyOf(e));
  }
}
// Longest expressions first, so "hot air balloon" wins over "hot".
for (const list of STARTS.values()) list.sort((a, b) => b.length - a.length);

/** Every word as the concept map writes it (not normalised): a spelling people use. */
export const CONCEPT_SPELLINGS = new Set(
  [
    ...conceptData.same.flat(),
    ...Object.keys(conceptData.narrower),
    ...Object.values(conceptData.narrower).flat(),
    ...Object.values(conceptData.facets).flat(),
    ...conceptData.intents.flatMap((i) => [...i.say, ...i.finds]),
  ].flatMap((text) => surfaceWords(text)),
);

/** Every normalised word the concept map knows: a word people use, even if no activity does. */
export const CONCEPT_WORDS = new Set([...STARTS.values()].flat(2));
/** The concept map's one-word expressions ("dj", "sup"): short ones still mean something alone. */
export const CONCEPT_SINGLES = new Set(
  [...STARTS.values()]
    .flat()
    .filter((e) => e.length === 1)
    .map((e) => e[0] as string),
);

/** The longest concept expression starting at `at` in the query's normalised words, if any. */
export function conceptAt(
  stems: string[],
  at: number,
): { length: number; also: Expression[]; facet: Facet | undefined; intent: boolean; facetOnly: boolean } | null {
  for (const e of STARTS.get(stems[at] ?? '') ?? []) {
    if (e.every((s, i) => stems[at + i] === s)) {
      const key = keyOf(e);
      return {
        length: e.length,
        also: FINDS.get(key) ?? [],
        facet: FACET_OF.get(key),
        intent: INTENT.has(key),
        facetOnly: FACET_ONLY.has(key),
      };
    }
  }
  return null;
}

/** What a single normalised word or phrase also finds through the concept map. */
export const alsoFinds = (stems: Expression) => FINDS.get(keyOf(stems)) ?? [];
