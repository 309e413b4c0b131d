import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alsoFinds, CONCEPT_SINGLES, CONCEPT_SPELLINGS, CONCEPT_WORDS, conceptAt, type Facet } from './concepts';
import { englishWords, spellingOf } from './english';
import { ftsPhrase, hasKnownForm, normalizeWord, STOP_WORDS, surfaceWords } from './search-text';
import { slipDistance, slipSimilarity } from './typo';
import { completionsOf, neighboursOf, type Vocabulary, vocabulary } from './vocabulary';

/** The fuzzy threshold: a misspelt word is read as a catalogue word at least this similar. */
export const FUZZY_THRESHOLD = 0.7;
/** A candidate this much closer than the next is taken without checking how it fits the other words. */
const CLEAR_LEAD = 0.2;
const MAX_WORDS = 10;
/** An intent's weight among the query's ideas: that of a word a hundred activities hold. */
const INTENT_DOCS = 100;

/**
 * One way a group can match: a phrase of normalised words, or its words anywhere in the same
 * activity (loose: "glacier hike" in "Hike on a glacier").
 */
type Alt = { stems: string[]; loose?: boolean };

/** One idea of the query: its words as run, the ways they match, and whether it must count. */
export type Group = {
  /** The words as typed (after corrections): an exact-form match counts a little more. */
  typed: string[];
  /** The words themselves (or their joined or completed forms); none for an intent ('romantic'). */
  direct: Alt[];
  /** What the concept map adds; a match through these counts less. */
  related: Alt[];
  /** Stop words take part in ranking but never decide whether anything is found. */
  required: boolean;
  /** How rare the idea is in the catalogue (inverse document frequency), and how many activities hold it. */
  weight: number;
  docs: number;
  /** A property that also satisfies the group ("cheap": a low cost), if the words name one. */
  facet?: Facet;
  /** The property is the idea itself ('rainy day': indoors): only it satisfies the group. */
  facetOnly?: boolean;
};

export type QueryPlan = {
  groups: Group[];
  /** Typed word -> the word searched instead. */
  corrections: Record<string, string>;
  /** The query actually run, in the typed order, with corrections applied. */
  ran: string;
};

const altExpression = (a: Alt) =>
  a.loose && a.stems.length > 1 ? `(${a.stems.map((x) => ftsPhrase([x])).join(' AND ')})` : ftsPhrase(a.stems);
const expression = (alts: Alt[]) => `(${alts.map(altExpression).join(' OR ')})`;
export const groupExpression = (g: Group) => expression([...g.direct, ...g.related]);
export const directExpression = (g: Group) => expression(g.direct);
/** Every group, any of them: the rows worth ranking. */
export const anyExpression = (groups: Group[]) => groups.map(groupExpression).join(' OR ');

/**
 * Words kept for the text match: more than 2 characters, or short ones that still say something:
 * with a digit ("5k", "3d") or known to the word forms or the concept map ("tv", "dj").
 */
function queryWords(q: string) {
  return [...new Set(surfaceWords(q))]
    .filter((w) => w.length > 2 || /\d/.test(w) || hasKnownForm(w) || CONCEPT_SINGLES.has(w))
    .slice(0, MAX_WORDS);
}

const join = (a: string | undefined, b: string | undefined) =>
  a && b && !STOP_WORDS.has(a) && !STOP_WORDS.has(b) ? a + b : null;

type Candidate = { word: string; docs: number; score: number };

/** Catalogue words that could be what a word not in the catalogue was meant to be, best first. */
function candidatesFor(v: Vocabulary, word: string): Candidate[] {
  const out: Candidate[] = [];
  for (const term of neighboursOf(v, word)) {
    if (term === word) continue;
    // A word may still be being typed: its start may be a slip for a longer word's start.
    const asStart =
      word.length >= 4 && term.length > word.length ? slipSimilarity(word, term.slice(0, word.length)) - 0.05 : 0;
    // An inflection the catalogue never writes yields, on a near-tie, to one it does.
    const score = Math.max(slipSimilarity(word, term), asStart) - (v.words.has(term) ? 0 : 0.03);
    if (score >= FUZZY_THRESHOLD) out.push({ word: term, docs: v.targetDocs.get(term) ?? 0, score });
  }
  // A run-together pair of catalogue words ("hotair") is read as the two words.
  for (let k = 3; k <= word.length - 3; k++) {
    const a = word.slice(0, k);
    const b = word.slice(k);
    if (v.words.has(a) && v.words.has(b)) {
      out.push({ word: `${a} ${b}`, docs: Math.min(v.words.get(a) ?? 0, v.words.get(b) ?? 0), score: 0.9 });
    }
  }
  return out.sort((x, y) => y.score - x.score || y.docs - x.docs).slice(0, 4);
}

const idf = (docs: number, total: number) => Math.log(1 + (total - docs + 0.5) / (docs + 0.5));

/**
 * Reads a query the way a person meant it: each word kept if the catalogue or the concept map
 * knows it (never "corrected" into another word), completed if it is the start of a word,
 * otherwise read as its most likely intended catalogue word, preferring one that finds something
 * together with the other words; split words joined ("sky diving"), and each idea widened through
 * the concept map. Returns null when no word is left to match.
 */
export async function planQuery(
  db: Db,
  q: string,
  ctx?: { waitUntil(p: Promise<unknown>): void },
): Promise<QueryPlan | null> {
  const words = queryWords(q);
  if (words.length === 0) return null;
  const [v, isEnglishWord] = await Promise.all([vocabulary(db, ctx), englishWords()]);
  const found = { vocab: v.words, stems: v.stems, total: v.total };
  const joinsKnown = (a: string | undefined, b: string | undefined) => {
    const j = join(a, b);
    return j !== null && (found.vocab.has(j) || found.stems.has(normalizeWord(j)));
  };
  // A word is known when the catalogue or the concept map has it, or it joins its neighbour into a
  // catalogue word ("blowing" in "glass blowing", when the catalogue only says "glassblowing").
  const isKnown = (w: string, i: number) =>
    STOP_WORDS.has(w) ||
    found.vocab.has(w) ||
    found.stems.has(normalizeWord(w)) ||
    CONCEPT_WORDS.has(normalizeWord(w)) ||
    joinsKnown(words[i - 1], w) ||
    joinsKnown(w, words[i + 1]);

  // Words nothing knows and nothing starts with are read as slips.
  const reading = words.map((w, i) => {
    if (isKnown(w, i)) return { word: w, as: [w] };
    const completions = w.length >= 3 ? completionsOf(v, w, 3) : [];
    return completions.length ? { word: w, as: completions } : { word: w, as: [] as string[] };
  });
  const unknown = reading.flatMap((r, i) => (r.as.length === 0 ? [i] : []));
  // An English word no activity uses is read only as another spelling of itself.
  const candidates = unknown.map((i) => {
    const w = words[i] as string;
    const found = candidatesFor(v, w);
    return isEnglishWord(w) ? found.filter((c) => spellingOf(w, c.word)) : found;
  });
  const corrections: Record<string, string> = {};
  // A slip that happens to share its stem with a catalogue word ("volunter", "volunteer") already
  // finds the same ideas; the reader is still told which word was read.
  for (const r of reading) {
    const w = r.word;
    if (r.as.length !== 1 || r.as[0] !== w || STOP_WORDS.has(w) || v.targetDocs.has(w) || isEnglishWord(w)) continue;
    if (CONCEPT_SPELLINGS.has(w)) continue;
    const meant = v.wordOfStem.get(normalizeWord(w));
    // A slip is a letter or two astray ("volunter"); a longer difference is another word of the
    // same family ("adventurous", "adventure"), which is searched as typed.
    if (meant && meant !== w && slipDistance(w, meant) <= 1) {
      corrections[w] = meant;
      r.as = [meant];
    }
  }
  const chosen = await chooseCorrections(
    db,
    v,
    reading.map((r) => r.as),
    unknown,
    candidates,
  );
  unknown.forEach((i, k) => {
    const pick = chosen[k];
    const r = reading[i];
    if (!r) return;
    if (pick) {
      corrections[r.word] = pick;
      r.as = [pick];
    } else r.as = [r.word];
  });

  // The words as run, each the start of its own reading ("hot air balloon" from "hot air balon").
  const ran = reading.map((r) => (r.as.length === 1 ? (r.as[0] as string) : r.word));
  const stems = ran.flatMap((w) => w.split(' ')).map(normalizeWord);
  const readingOf: { index: number; part: number }[] = [];
  ran.forEach((w, index) => {
    w.split(' ').forEach((_, part) => {
      readingOf.push({ index, part });
    });
  });
  const surfaceAt = (at: number) => {
    const r = readingOf[at];
    return (ran[r?.index ?? 0] ?? '').split(' ')[r?.part ?? 0] ?? '';
  };
  const groups: Group[] = [];
  const docsOf = (s: string[]) => Math.min(...s.map((x) => found.stems.get(x) ?? 0));
  for (let at = 0; at < stems.length; ) {
    const concept = conceptAt(stems, at);
    const joined = join(surfaceAt(at), surfaceAt(at + 1));
    const joinedKnown = joined !== null && (found.vocab.has(joined) || found.stems.has(normalizeWord(joined)));
    // The span of words that make one idea: a concept phrase, a split compound, or one word.
    const length = concept && concept.length > 1 ? concept.length : joinedKnown ? 2 : 1;
    const span = stems.slice(at, at + length);
    const typed = Array.from({ length }, (_, k) => surfaceAt(at + k));
    const direct: string[][] = [span];
    const loose: string[][] = [];
    if (length === 2 && joinedKnown && joined) direct.unshift([normalizeWord(joined)]);
    if (length > 1) loose.push(span);
    const r = reading[readingOf[at]?.index ?? 0];
    if (length === 1 && r && r.as.length > 1) direct.splice(0, 1, ...r.as.map((w) => [normalizeWord(w)]));
    // A concept phrase also finds its rarest word alone ("Broadway" for "broadway show").
    const rarest = span
      .filter((x, k) => !STOP_WORDS.has(typed[k] ?? '') && (found.stems.get(x) ?? 0) > 0)
      .sort((x, y) => (found.stems.get(x) ?? 0) - (found.stems.get(y) ?? 0))[0];
    const ownWords = length > 1 && rarest ? [[rarest]] : [];
    const related = length > 1 && concept ? [...concept.also, ...ownWords] : direct.flatMap(alsoFinds);
    const docs = length > 1 ? docsOf(span) : Math.max(...direct.map((d) => found.stems.get(d[0] as string) ?? 0));
    // Stop words and ordinals ("40th birthday") take part in ranking only.
    const isStop = length === 1 && (STOP_WORDS.has(typed[0] ?? '') || /^\d+(st|nd|rd|th)$/.test(typed[0] ?? ''));
    // An intent ('romantic', 'rainy day') is found through what it means, never its words: an
    // artist's date is not a date idea, nor is a ray tracer written in a weekend a getaway.
    const intent = concept?.intent === true && concept.length === length;
    const group = intent
      ? groupOf(typed, [], concept.also, false, INTENT_DOCS, found.total)
      : groupOf(typed, direct, related, isStop, docs, found.total);
    if (!intent) group.direct.push(...loose.map((l) => ({ stems: l, loose: true })));
    group.facet = concept?.length === length ? concept.facet : undefined;
    if (intent && concept.facetOnly) group.facetOnly = true;
    groups.push(group);
    at += length;
  }
  // A query of nothing but stop words ("things to do") still searches for them.
  if (!groups.some((g) => g.required)) for (const g of groups) g.required = true;
  return { groups, corrections, ran: ran.join(' ') };
}

function groupOf(
  typed: string[],
  direct: string[][],
  related: string[][],
  isStop: boolean,
  docs: number,
  total: number,
): Group {
  const seen = new Set<string>();
  const unique = (alts: string[][]) =>
    alts.filter((a) => a.length > 0 && !seen.has(a.join(' ')) && seen.add(a.join(' '))).map((stems) => ({ stems }));
  return {
    typed,
    direct: unique(direct),
    related: unique(related),
    required: !isStop,
    weight: docs > 0 ? idf(docs, total) : idf(1, total),
    docs,
  };
}

/**
 * For each unknown word, the candidate that reads best: the closest slip, preferring one that
 * finds activities together with the query's other words (so "hot air balon" is "balloon", not
 * "bacon"), and more so one that stands next to its neighbouring words in some activity, as typed
 * ("northen lights" is "northern lights", not "northing"). One statement counts them all.
 */
async function chooseCorrections(
  db: Db,
  v: Vocabulary,
  readings: string[][],
  unknown: number[],
  candidates: Candidate[][],
) {
  // The same slip among the same words reads the same way until the vocabulary changes.
  const key = `${v.version}|${readings.map((as, i) => (unknown.includes(i) ? `?${i}` : as.join('/'))).join(' ')}|${unknown
    .map((_, k) => candidates[k]?.map((c) => c.word).join('/'))
    .join(' ')}`;
  const memo = remembered.get(key);
  if (memo) return memo;
  const choice = await readSlips(db, readings, unknown, candidates);
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, choice);
  return choice;
}

/** Slip readings already decided in this Worker instance, oldest first (a small bounded memo). */
const remembered = new Map<string, (string | null)[]>();
const REMEMBERED = 1_000;

async function readSlips(db: Db, readings: string[][], unknown: number[], candidates: Candidate[][]) {
  const stemsOf = (w: string) => w.split(' ').map(normalizeWord);
  const usable = (as: string[] | undefined) => as && as.length === 1 && !STOP_WORDS.has(as[0] ?? '');
  const others = (skip: number) =>
    readings
      .map((as, i) => (i === skip || as.length === 0 || STOP_WORDS.has(as[0] ?? '') ? null : as))
      .filter((as): as is string[] => as !== null)
      .map((as) => expression(as.map((w) => ({ stems: stemsOf(w) }))));
  type Check = { c: Candidate; kind: 'together' | 'beside'; expr: string };
  const checks: Check[] = [];
  unknown.forEach((i, k) => {
    const rest = others(i);
    const before = readings[i - 1];
    const after = readings[i + 1];
    const list = candidates[k] ?? [];
    // A clear winner needs no asking.
    if (list.length < 2 || (list[0]?.score ?? 0) - (list[1]?.score ?? 0) >= CLEAR_LEAD) return;
    for (const c of list) {
      const own = stemsOf(c.word);
      if (rest.length)
        checks.push({ c, kind: 'together', expr: [expression([{ stems: own }]), ...rest].join(' AND ') });
      const phrases = [
        ...(usable(before) ? [[...stemsOf(before?.[0] ?? ''), ...own]] : []),
        ...(usable(after) ? [[...own, ...stemsOf(after?.[0] ?? '')]] : []),
      ];
      if (phrases.length) checks.push({ c, kind: 'beside', expr: expression(phrases.map((stems) => ({ stems }))) });
    }
  });
  const found = new Map<Candidate, { together?: number; beside?: number }>();
  if (checks.length) {
    const columns = sql.join(
      checks.map(
        (c, n) => sql`(select count(*) from catalogue_fts where catalogue_fts match ${c.expr}) as ${sql.raw(`c${n}`)}`,
      ),
      sql`, `,
    );
    const [row] = await db.all<Record<string, number>>(sql`select ${columns}`);
    checks.forEach((c, n) => {
      found.set(c.c, { ...found.get(c.c), [c.kind]: row?.[`c${n}`] ?? 0 });
    });
  }
  return unknown.map((_, k) => {
    const list = candidates[k] ?? [];
    const rank = (c: Candidate) => {
      const f = found.get(c);
      return (
        c.score + ((f?.together ?? 1) > 0 ? 0.25 : 0) + ((f?.beside ?? 0) > 0 ? 0.15 : 0) + 0.01 * Math.log1p(c.docs)
      );
    };
    return [...list].sort((a, b) => rank(b) - rank(a))[0]?.word ?? null;
  });
}
