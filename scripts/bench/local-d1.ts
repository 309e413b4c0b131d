import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The local D1 database's SQLite file under a wrangler state folder, opened read-only: for sizes
 * and for reading fixtures in bulk (wrangler's own reads go one command at a time).
 */
export function openLocalD1(state: string) {
  const folder = join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(folder).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database under ${folder}`);
  return new DatabaseSync(join(folder, file), { readOnly: true });
}
