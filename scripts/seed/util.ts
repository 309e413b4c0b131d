import { getTableColumns } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../worker/db/client';

/** Inserts many rows: D1 binds at most 100 parameters per statement, so rows go in chunks, 50 statements a batch. */
export async function insertMany<T extends SQLiteTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  // Drizzle binds every column of the table, defaults included.
  const columns = Object.keys(getTableColumns(table)).length;
  const perStatement = Math.max(1, Math.floor(99 / columns));
  const statements = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    statements.push(db.insert(table).values(rows.slice(i, i + perStatement)));
  }
  for (let i = 0; i < statements.length; i += 50) {
    const [first, ...rest] = statements.slice(i, i + 50);
    if (first) await db.batch([first, ...rest]);
  }
}

/** A stable pseudo-random number in [0, 1) from a string, so the seed is the same every time. */
export function hash01(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return ((h >>> 0) % 100000) / 100000;
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86400_000);
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
