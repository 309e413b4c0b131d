import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * A LIKE pattern for "contains `q`", with %, _ and \ in `q` taken as plain characters: use it with
 * `escape '\'` (as `contains` does). The one escaper of the app's searches.
 */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` contains `q` (SQLite's LIKE ignores the case of ASCII letters). */
export const contains = (column: SQLiteColumn | SQL, q: string): SQL =>
  sql`${column} like ${containsPattern(q)} escape '\\'`;
