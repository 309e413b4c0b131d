import type { LocalApp } from '../lib/local-app';
import type { Row } from './measure';

/**
 * One part of `npm run bench`. `prepare` runs against the local database directory before the
 * app starts (for bulk fixtures); `run` measures against the running app and appends rows.
 */
export type BenchSection = {
  name: string;
  prepare?: (state: string) => Promise<void> | void;
  /** Worker variables the section needs (e.g. limits raised so load can be generated). */
  vars?: Record<string, string>;
  run: (ctx: { app: LocalApp; rows: Row[]; state: string }) => Promise<void>;
};
