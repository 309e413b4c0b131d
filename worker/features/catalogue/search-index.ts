import { asc, ne, sql } from 'drizzle-orm';
import wordForms from '../../../data/search/word-forms.json';
import { excerpt } from '../../contracts/text';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';
import { indexText } from './search-text';
import { forgetVocabulary } from './vocabulary';

/** Bumped when the normaliser's code changes; its data (word-forms.json) is part of the version by itself. */
const NORMALISER_CODE = 2;

function hash32(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The version rows are indexed with; a row with another version is written again. */
export const SEARCH_INDEX_VERSION = (hash32(JSON.stringify(wordForms)) % 1_000_000) * 100 + NORMALISER_CODE;

type Indexable = { title: string; displayTitle: string | null; searchText: string; categoryTags: string[] };

/** The columns the ranked index reads, for a row about to be written. */
export function catalogueSearchFields(a: Indexable) {
  return {
    searchName: indexText([a.title, a.displayTitle ?? ''].join(' ')),
    searchBody: indexText([a.searchText, ...a.categoryTags].join(' ')),
    searchVersion: SEARCH_INDEX_VERSION,
  };
}

// D1 takes at most 100 bound parameters a statement; an update binds 4, so 20 rows a batch call.
const REINDEX_CHUNK = 20;
const REINDEX_PAGE = 400;

/**
 * Writes the search columns of rows indexed with another version (after a migration or a change of
 * the word forms), a page at a time. Returns how many rows it wrote.
 */
export async function reindexStaleActivities(db: Db, maxRows = 5_000) {
  let written = 0;
  while (written < maxRows) {
    const rows = await db
      .select({
        id: activities.id,
        title: activities.title,
        displayTitle: activities.displayTitle,
        searchText: activities.searchText,
        categoryTags: activities.categoryTags,
        metaDescription: activities.metaDescription,
      })
      .from(activities)
      .where(ne(activities.searchVersion, SEARCH_INDEX_VERSION))
      .orderBy(asc(activities.id))
      .limit(REINDEX_PAGE);
    if (rows.length === 0) break;
    for (let i = 0; i < rows.length; i += REINDEX_CHUNK) {
      const chunk = rows.slice(i, i + REINDEX_CHUNK);
      const [first, ...rest] = chunk.map((r) =>
        db
          .update(activities)
          .set({ ...catalogueSearchFields(r), metaDescription: repairedMeta(r) })
          .where(sql`${activities.id} = ${r.id}`),
      );
      if (first) await db.batch([first, ...rest]);
    }
    written += rows.length;
    if (rows.length < REINDEX_PAGE) break;
  }
  if (written > 0) await refreshSearchTerms(db);
  return written;
}

/**
 * Meta descriptions the first seed wrote as the description's first 155 characters, cut mid-word,
 * are written again at a word boundary; any other (an editor's own) is kept.
 */
function repairedMeta(r: { searchText: string; metaDescription: string | null }) {
  return r.metaDescription !== null && r.metaDescription === r.searchText.slice(0, 155) && r.searchText.length > 155
    ? excerpt(r.searchText)
    : r.metaDescription;
}

/** True when some row still waits for the current version. */
export async function searchIndexIsStale(db: Db) {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(ne(activities.searchVersion, SEARCH_INDEX_VERSION))
    .limit(1);
  return Boolean(row);
}

let checked: Promise<unknown> | null = null;

/**
 * Once per Worker instance, brings rows indexed by an older version up to date after the answer
 * has gone out (the first searches after a deploy that changed the word forms read the old index).
 */
export function keepSearchIndexCurrent(db: Db, ctx: { waitUntil(p: Promise<unknown>): void }) {
  if (checked) return;
  checked = searchIndexIsStale(db)
    .then((stale) => (stale ? reindexStaleActivities(db) : 0))
    .catch((e) => {
      checked = null;
      console.error('search index refresh failed', String(e));
    });
  ctx.waitUntil(checked);
}

/**
 * Rebuilds the word lists search reads from the two indexes; run after the catalogue changes: the
 * words as written (known words, completions and slips) and the normalised words (rarity).
 */
export async function refreshSearchTerms(db: Db) {
  await db.batch([
    db.run(sql`delete from search_vocabulary`),
    db.run(sql`insert into search_vocabulary(term, docs) select term, doc from activities_vocab`),
    db.run(sql`delete from search_stems`),
    db.run(sql`insert into search_stems(stem, docs) select term, doc from catalogue_vocab`),
  ]);
  forgetVocabulary();
}
