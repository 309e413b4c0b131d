import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** Case-insensitive "contains" that treats %, _ and \ in the search as plain characters. */
export const contains = (column: SQLiteColumn, q: string): SQL =>
  sql`${column} like ${`%${q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`} escape '\\'`;
