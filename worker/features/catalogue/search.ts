import { type SQL, sql } from 'drizzle-orm';
import type { SearchQuery } from '../../contracts/catalogue';
import type { Db } from '../../db/client';
import { similarity } from '../../lib/text';

/** The spec's fuzzy threshold: a misspelt word matches a catalogue word at least this similar. */
export const FUZZY_THRESHOLD = 0.7;
const MAX_TERMS = 8;

/** Words of the query that take part in the text match: more than 2 characters, letters or digits. */
export function searchTerms(q: string): string[] {
  const words = q
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Simple English endings, so "surfing" also finds "surf" and "puzzles" finds "puzzle". */
export function variants(word: string): string[] {
  const out = [word];
  if (word.length >= 6 && word.endsWith('ing')) out.push(word.slice(0, -3));
  else if (word.length >= 5 && word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  else if (word.length >= 5 && word.endsWith('ed')) out.push(word.slice(0, -2));
  else if (word.length >= 4 && word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  return out;
}

const trigrams = (word: string) => {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= word.length; i++) out.add(word.slice(i, i + 3));
  return [...out];
};

type Candidate = { term: string; docs: number };

/** How close a catalogue word is to what was typed; a typed prefix may match the start of a longer word. */
function closeness(typed: string, term: string) {
  const whole = similarity(typed, term);
  const prefix = typed.length >= 4 && term.length > typed.length ? similarity(typed, term.slice(0, typed.length)) : 0;
  return Math.max(whole, prefix);
}

const quote = (g: string) => `"${g.replaceAll('"', '""')}"`;

/** Catalogue words that look like a typed word: sharing trigrams, or starting alike with a similar length. */
async function neighboursOf(db: Db, word: string): Promise<Candidate[]> {
  const head = word.slice(0, 2);
  const [byTrigram, byStart] = await Promise.all([
    db.all<Candidate>(
      sql`select term, docs from search_terms where search_terms match ${trigrams(word).map(quote).join(' OR ')} order by rank limit 40`,
    ),
    db.all<Candidate>(sql`select term, docs from search_vocabulary
      where term >= ${head} and term < ${`${head}\u{10ffff}`} and length(term) between ${word.length - 2} and ${word.length + 2}
      limit 600`),
  ]);
  return [...byTrigram, ...byStart];
}

/** The closest catalogue words within the threshold: whole-word matches before prefix matches, then the commonest. */
function closest(word: string, candidates: Candidate[]) {
  const seen = new Set<string>();
  return candidates
    .filter((c) => c.term !== word && !seen.has(c.term) && seen.add(c.term))
    .map((c) => ({ ...c, whole: similarity(word, c.term), score: closeness(word, c.term) }))
    .filter((c) => c.score >= FUZZY_THRESHOLD)
    .sort((a, b) => b.whole - a.whole || b.score - a.score || b.docs - a.docs)
    .filter((c, _, sorted) => c.score >= (sorted[0]?.score ?? 0) - 0.1)
    .slice(0, 4);
}

/**
 * For each word, the spellings to look for. A word the catalogue knows (some catalogue word starts
 * with it) is kept as typed, with its plain-ending variants; an unknown word is replaced by the
 * closest catalogue words within the threshold. With `fuzzAll`, known words get their close
 * neighbours too: used when the exact words together find nothing.
 */
export async function resolveTerms(db: Db, terms: string[], fuzzAll = false) {
  if (terms.length === 0) return { alternatives: [] as string[][], corrections: {} as Record<string, string> };
  // The spellings the catalogue knows (some catalogue word starts with them), among each word and
  // its plain-ending variants: found as the first vocabulary word at or after each (an index seek).
  const spellings = terms.map(variants);
  const flat = spellings.flat();
  const firstAtOrAfter = sql.join(
    flat.map((t, i) => sql`(select min(term) from search_vocabulary where term >= ${t}) as ${sql.raw(`t${i}`)}`),
    sql`, `,
  );
  const [next] = await db.all<Record<string, string | null>>(sql`select ${firstAtOrAfter}`);
  const knownSpellings = new Set(flat.filter((t, i) => next?.[`t${i}`]?.startsWith(t)));
  const knownForms = spellings.map((forms) => forms.filter((f) => knownSpellings.has(f)));
  const known = knownForms.map((forms) => forms.length > 0);
  const neighbours = await Promise.all(
    terms.map((t, i) => (known[i] && !fuzzAll ? Promise.resolve([]) : neighboursOf(db, t))),
  );
  const alternatives: string[][] = [];
  const corrections: Record<string, string> = {};
  terms.forEach((term, i) => {
    const close = closest(term, neighbours[i] ?? []).map((c) => c.term);
    if (known[i]) {
      alternatives.push([...new Set([...(knownForms[i] ?? []), ...close])]);
      return;
    }
    if (close[0]) corrections[term] = close[0];
    // A word nothing resembles still takes part, so the search honestly finds nothing for it.
    alternatives.push(close.length ? close : [term]);
  });
  return { alternatives, corrections };
}

/** An FTS5 query: every word must match, each through any of its alternatives, as a prefix. */
export const matchExpression = (alternatives: string[][]) =>
  alternatives.map((alts) => `(${alts.map((a) => `"${a.replaceAll('"', '""')}"*`).join(' OR ')})`).join(' AND ');

export function filterConditions(q: SearchQuery): SQL[] {
  const where: SQL[] = [];
  if (q.category) {
    where.push(
      sql`exists (select 1 from activity_category_links l where l.activity_id = a.id and l.category = ${q.category})`,
    );
  }
  if (q.cost) where.push(sql`a.cost = ${q.cost}`);
  if (q.time) where.push(sql`a.time = ${q.time}`);
  if (q.difficulty) where.push(sql`a.difficulty = ${q.difficulty}`);
  if (q.planning) where.push(sql`a.planning_required = ${q.planning}`);
  if (q.risk) where.push(sql`a.risk_level = ${q.risk}`);
  // An activity good for either setting suits both.
  if (q.social && q.social !== 'either') where.push(sql`a.solo_social in (${q.social}, 'either')`);
  if (q.location && q.location !== 'either') where.push(sql`a.indoor_outdoor in (${q.location}, 'either')`);
  return where;
}

const ORDER: Record<SearchQuery['sort'], SQL> = {
  popularity: sql`a.popularity desc, a.id`,
  relevance: sql`a.popularity desc, a.id`,
  rating: sql`a.rating desc, a.popularity desc, a.id`,
  cost_low: sql`a.cost asc, a.popularity desc, a.id`,
  cost_high: sql`a.cost desc, a.popularity desc, a.id`,
  time_short: sql`a.time asc, a.popularity desc, a.id`,
  time_long: sql`a.time desc, a.popularity desc, a.id`,
  newest: sql`a.created_at desc, a.id desc`,
  alphabetical: sql`coalesce(a.display_title, a.title) collate nocase asc, a.id`,
};

export type ActivityCardRow = {
  id: number;
  title: string;
  displayTitle: string | null;
  summary: string;
  imageUrl: string | null;
  categoryTags: string;
  rating: number;
  popularity: number;
  cost: number;
  time: number;
  difficulty: number;
  enjoyment: number;
  planningRequired: number | null;
  riskLevel: number | null;
  soloSocial: string;
  indoorOutdoor: string;
  total: number;
};

const CARD_COLUMNS = sql`a.id, a.title, a.display_title as displayTitle, a.search_text as summary, a.image_url as imageUrl,
  a.category_tags as categoryTags, a.rating, a.popularity, a.cost, a.time, a.difficulty, a.enjoyment,
  a.planning_required as planningRequired, a.risk_level as riskLevel, a.solo_social as soloSocial,
  a.indoor_outdoor as indoorOutdoor, count(*) over () as total`;

/**
 * One page of the catalogue with its total. With words to match, results are ranked as the spec
 * says (+100 when the title matches, + popularity, + rating x 10) unless another sort is chosen.
 */
export async function searchCatalogue(db: Db, q: SearchQuery) {
  const terms = searchTerms(q.q);
  let { alternatives, corrections } = await resolveTerms(db, terms);
  const where = filterConditions(q);
  let rows: ActivityCardRow[] = [];
  if (alternatives.length) {
    rows = await matchPage(db, q, alternatives, where);
    // Past the last page of a search that matched, the page is simply empty.
    if (rows.length === 0 && (q.offset === 0 || (await countCatalogue(db, q, alternatives)) === 0)) {
      // The words as typed find nothing together: allow close spellings of every word.
      ({ alternatives, corrections } = await resolveTerms(db, terms, true));
      rows = await matchPage(db, q, alternatives, where);
    }
  } else {
    rows = await db.all<ActivityCardRow>(sql`
      select ${CARD_COLUMNS} from activities a
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by ${ORDER[q.sort]}
      limit ${q.limit} offset ${q.offset}`);
  }
  const total = rows[0]?.total ?? (q.offset > 0 ? await countCatalogue(db, q, alternatives) : 0);
  const items = rows.map(({ total: _t, categoryTags, ...row }) => ({
    ...row,
    categoryTags: JSON.parse(categoryTags) as string[],
  }));
  return {
    items,
    total,
    offset: q.offset,
    limit: q.limit,
    hasMore: q.offset + items.length < total,
    terms,
    corrections,
  };
}

async function countCatalogue(db: Db, q: SearchQuery, alternatives: string[][]) {
  const where = filterConditions(q);
  if (alternatives.length) {
    where.push(
      sql`a.id in (select rowid from activities_fts where activities_fts match ${matchExpression(alternatives)})`,
    );
  }
  const [row] = await db.all<{ n: number }>(
    sql`select count(*) as n from activities a ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`,
  );
  return row?.n ?? 0;
}

function matchPage(db: Db, q: SearchQuery, alternatives: string[][], where: SQL[]) {
  const match = matchExpression(alternatives);
  const titleMatch = `{title} : (${match})`;
  const ranked = q.sort === 'popularity' || q.sort === 'relevance';
  const score = sql`(case when a.id in (select rowid from activities_fts where activities_fts match ${titleMatch}) then 100 else 0 end) + a.popularity + a.rating * 10`;
  return db.all<ActivityCardRow>(sql`
    select ${CARD_COLUMNS} from activities a
    where a.id in (select rowid from activities_fts where activities_fts match ${match})
    ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
    order by ${ranked ? sql`${score} desc, a.id` : ORDER[q.sort]}
    limit ${q.limit} offset ${q.offset}`);
}

/** Rebuilds the typo-tolerance vocabulary from the index; run after the catalogue changes. */
export async function refreshSearchTerms(db: Db) {
  await db.batch([
    db.run(sql`delete from search_vocabulary`),
    db.run(sql`insert into search_vocabulary(term, docs) select term, doc from activities_vocab`),
    db.run(sql`delete from search_terms`),
    db.run(sql`insert into search_terms(term, docs) select term, docs from search_vocabulary where length(term) > 2`),
  ]);
}
