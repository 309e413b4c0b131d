import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';

export type Db = ReturnType<typeof createDb>;

/**
 * D1 through its Sessions API, so read replicas can be switched on at deploy time without code
 * changes. The bookmark keeps a member's reads at least as fresh as their last write.
 */
export function createDb(session: D1DatabaseSession | D1Database) {
  // drizzle's D1 driver only calls prepare() and batch(), which a session provides. No schema is
  // passed: the app builds its queries with the query builder, never the relational `db.query`
  // API, and reading the schema's relations again on every request cost each request 0.3 ms.
  return drizzle(session as D1Database);
}

const dialect = new SQLiteAsyncDialect();

/**
 * Raw SQL statements run as one D1 batch, in one transaction (drizzle's own batch cannot bind
 * parameters of raw `sql` statements). Returns D1's result for each statement.
 */
export function rawBatch<T = Record<string, unknown>>(db: Db, statements: SQL[]) {
  const client = (db as unknown as { $client: D1Database }).$client;
  return client.batch<T>(
    statements.map((statement) => {
      const query = dialect.sqlToQuery(statement);
      return client.prepare(query.sql).bind(...query.params);
    }),
  );
}

/** A random version-4 UUID made in SQL, so a whole batch of new rows is one statement. */
export const uuidSql = sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;
