import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

/** Milliseconds since the epoch; sorts and compares cheaply in SQLite. */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

export const createdAt = () => timestamp('created_at').notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const updatedAt = () =>
  timestamp('updated_at')
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`)
    .$onUpdate(() => new Date());

export const bool = (name: string) => integer(name, { mode: 'boolean' });

/** A JSON value stored as text. */
export const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>();

/** Random, URL-safe, 20-character id for rows created by members. */
export const newId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', 'a')
    .replaceAll('/', 'b');
};

export const idColumn = () => text('id').primaryKey().$defaultFn(newId);

/** A CHECK constraint that keeps an enumeration column to its values. */
export const inList = (column: string, values: readonly string[], nullable = false) =>
  sql.raw(`${nullable ? `${column} is null or ` : ''}${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const scale = (column: string, nullable = false) =>
  sql.raw(`${nullable ? `${column} is null or ` : ''}${column} between 1 and 5`);
