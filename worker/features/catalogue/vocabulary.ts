import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, searchStems, searchVocabulary } from '../../db/schema';
import { inflections, normalizeWord } from './search-text';

/**
 * The catalogue's words, held in the Worker's memory: which words and stems exist, how many
 * activities use each, what a typed start can complete to, and which words share trigrams with a
 * slip. Reading a query then costs no round trip to D1; the lists are small (tens of thousands of
 * words) and read again in the background once they are a minute old, so an edited activity's new
 * words are known within a minute (its text is in the FTS index at once).
 */
export type Vocabulary = {
  words: Map<string, number>;
  stems: Map<string, number>;
  /** Every word in sorted order, for "words starting with". */
  sorted: string[];
  /** What a slip may have been meant as: the words and their regular inflections, with counts. */
  targets: string[];
  targetDocs: Map<string, number>;
  /** Trigram -> positions in `targets` of the words holding it. */
  trigrams: Map<string, number[]>;
  /** Stem -> the catalogue's most used word with it ("volunt" -> "volunteer"). */
  wordOfStem: Map<string, string>;
  total: number;
  /** The catalogue's place names and regions as placeKey writes them ("bondi beach", "patagonia"). */
  places: Set<string>;
  /** A fingerprint of the word list, to skip rebuilding when nothing changed. */
  version: string;
};

const MAX_AGE_MS = 60_000;
let cached: { at: number; value: Promise<Vocabulary> } | null = null;

export const trigramsOf = (word: string) => {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= word.length; i++) out.add(word.slice(i, i + 3));
  return [...out];
};

/** Cheap to read: how many words and uses the list holds, and how many activities. */
const fingerprint = (db: Db) =>
  db.all<{ v: string }>(
    sql`select (select count(*) || '.' || coalesce(sum(docs), 0) from search_vocabulary) || '.' || (select count(*) from activities) || '.' || (select count(*) from activity_places) as v`,
  );

async function load(db: Db): Promise<Vocabulary> {
  const [wordRows, stemRows, [n], [version], placeRows] = await db.batch([
    db.select().from(searchVocabulary),
    db.select().from(searchStems),
    db.select({ n: count() }).from(activities),
    fingerprint(db),
    db.all<{ key: string }>(
      sql`select name_key as key from activity_places union select region_key from activity_places where region_key is not null`,
    ),
  ]);
  const sorted = wordRows.map((r) => r.term).sort();
  const words = new Map(wordRows.map((r) => [r.term, r.docs]));
  const targetDocs = new Map(words);
  for (const [word, docs] of words) {
    for (const form of inflections(word)) if (!targetDocs.has(form)) targetDocs.set(form, docs);
  }
  const targets = [...targetDocs.keys()];
  const trigrams = new Map<string, number[]>();
  targets.forEach((word, i) => {
    if (word.length < 3) return;
    for (const t of trigramsOf(word)) {
      const list = trigrams.get(t);
      if (list) list.push(i);
      else trigrams.set(t, [i]);
    }
  });
  const wordOfStem = new Map<string, string>();
  for (const [word, docs] of words) {
    const stem = normalizeWord(word);
    const held = wordOfStem.get(stem);
    if (!held || (words.get(held) ?? 0) < docs) wordOfStem.set(stem, word);
  }
  return {
    words,
    wordOfStem,
    stems: new Map(stemRows.map((r) => [r.stem, r.docs])),
    sorted,
    targets,
    targetDocs,
    trigrams,
    total: n?.n ?? 0,
    places: new Set(placeRows.map((r) => r.key)),
    version: version?.v ?? '',
  };
}

/** The vocabulary, loaded on first use and refreshed in the background once it is a minute old. */
export function vocabulary(db: Db, ctx?: { waitUntil(p: Promise<unknown>): void }): Promise<Vocabulary> {
  const now = Date.now();
  if (!cached) {
    const value = load(db);
    cached = { at: now, value };
    value.catch(() => {
      cached = null;
    });
    return value;
  }
  if (now - cached.at > MAX_AGE_MS) {
    const previous = cached.value;
    cached = { at: now, value: previous };
    // Rebuilt only when the word list changed since it was read.
    const refresh = Promise.all([previous, fingerprint(db)]).then(async ([held, [current]]) => {
      if (current?.v === held.version) return;
      const next = await load(db);
      cached = { at: Date.now(), value: Promise.resolve(next) };
    });
    const settled = refresh.catch(() => undefined);
    if (ctx) ctx.waitUntil(settled);
  }
  return cached.value;
}

/** Forgets the held vocabulary, so the next query reads it again (after the catalogue changed here). */
export function forgetVocabulary() {
  cached = null;
}

/** Up to `limit` words starting with `start` (not the word itself), the most used first. */
export function completionsOf(v: Vocabulary, start: string, limit: number) {
  let lo = 0;
  let hi = v.sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((v.sorted[mid] as string) <= start) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < v.sorted.length && (v.sorted[i] as string).startsWith(start); i++)
    out.push(v.sorted[i] as string);
  return out.sort((a, b) => (v.words.get(b) ?? 0) - (v.words.get(a) ?? 0)).slice(0, limit);
}

/**
 * Words (and their inflections) sharing at least a third of a word's trigrams, with a length within
 * 3: the candidates for a slip.
 */
export function neighboursOf(v: Vocabulary, word: string) {
  const grams = trigramsOf(word);
  const shared = new Map<number, number>();
  for (const g of grams) for (const i of v.trigrams.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  const need = Math.max(1, Math.ceil(grams.length / 3));
  const out: string[] = [];
  for (const [i, n] of shared) {
    const w = v.targets[i] as string;
    if (n >= need && Math.abs(w.length - word.length) <= 3) out.push(w);
  }
  // Short slips share few trigrams: also words of a similar length starting with the same two letters.
  for (const w of completionsOf(v, word.slice(0, 2), 400)) {
    if (Math.abs(w.length - word.length) <= 2) out.push(w);
  }
  return [...new Set(out)];
}
