import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

export type Db = ReturnType<typeof createDb>;

/**
 * D1 through its Sessions API, so read replicas can be switched on at deploy time without code
 * changes. The bookmark keeps a member's reads at least as fresh as their last write.
 */
export function createDb(session: D1DatabaseSession | D1Database) {
  // drizzle's D1 driver only calls prepare() and batch(), which a session provides.
  return drizzle(session as D1Database, { schema });
}
