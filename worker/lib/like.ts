import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { foldText, SQL_FOLDS } from './fold';

/**
 * A LIKE pattern for "contains `q`", with %, _ and \ in `q` taken as plain characters: use it with
 * `escape '\'` (as `contains` does). The one escaper of the app's searches.
 */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` contains `q` (SQLite's LIKE ignores the case of ASCII letters). */
export const contains = (column: SQLiteColumn | SQL, q: string): SQL =>
  sql`${column} like ${containsPattern(q)} escape '\\'`;

/** `column` folded as `foldText` folds (accents off, lower case), inside SQL. */
function folded(column: SQLiteColumn | SQL): SQL {
  let expression = sql`${column}`;
  for (const [from, to] of SQL_FOLDS)
    expression = sql`replace(${expression}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`;
  return sql`lower(${expression})`;
}

/** `column` contains `q`, ignoring accents and case: "Tromso" finds "Tromsø", "jose" finds "José". */
export const containsFolded = (column: SQLiteColumn | SQL, q: string): SQL =>
  sql`${folded(column)} like ${containsPattern(foldText(q))} escape '\\'`;
