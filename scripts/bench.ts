import { admin, render } from './bench/admin';
import { analytics } from './bench/analytics';
import { blogs } from './bench/blogs';
import { coach } from './bench/coach';
import { community } from './bench/community';
import { core } from './bench/core';
import { load } from './bench/load';
import type { Row } from './bench/measure';
import { messaging } from './bench/messaging';
import { moderation } from './bench/moderation';
import { pictures } from './bench/pictures';
import { planner } from './bench/planner';
import { scale } from './bench/scale';
import { search } from './bench/search';
import type { BenchSection } from './bench/section';
import { startLocalApp } from './lib/local-app';

/**
 * `npm run bench`: builds the app and prints its performance figures against the built Worker
 * under local workerd. Budgets are printed beside each figure. `npm run bench -- NAME...` runs
 * only the named sections.
 */

const sections: BenchSection[] = [
  core,
  search,
  pictures,
  planner,
  messaging,
  moderation,
  community,
  blogs,
  admin,
  render,
  analytics,
];
/**
 * Run only when named: the load test, the scale bench and the coach's (100,000 members) take minutes
 * and change the database.
 */
const onRequest: BenchSection[] = [load, scale, coach];

const only = process.argv.slice(2);
const chosen = only.length ? [...sections, ...onRequest].filter((s) => only.includes(s.name)) : sections;
const state = '.bench/state';
const rows: Row[] = [];
const app = await startLocalApp({
  port: Number(process.env.BENCH_PORT ?? 8789),
  state,
  build: process.env.BENCH_SKIP_BUILD !== '1',
  seed: true,
  server: 'workerd',
  vars: Object.assign({}, ...chosen.map((s) => s.vars ?? {})),
  prepare: async () => {
    for (const section of chosen) await section.prepare?.(state);
  },
});
try {
  for (const section of chosen) await section.run({ app, rows, state });
} finally {
  app.stop();
}

const width = Math.max(...rows.map((r) => r[0].length));
console.log('\nLifelist bench (built Worker, local workerd)\n');
for (const [name, value, note] of rows) console.log(`${name.padEnd(width)}  ${value.padEnd(46)}  ${note}`);
