// Mutation testing of the rule modules: `npm run mutation` (README). Each mutant is one small
// change to a rule (a flipped comparison, a dropped condition, an emptied message); a test must
// fail on it. The tests are tests/rules, run under Node (vitest.rules.config.ts).

import { readFileSync } from 'node:fs';

/** The rule modules, by the name README reports them under (scripts/mutation/modules.json). */
const { modules } = JSON.parse(readFileSync(new URL('./scripts/mutation/modules.json', import.meta.url), 'utf8'));

/** `MUTATION_MODULE="coach understanding" npm run mutation`: one module, by its name there. */
const only = process.env.MUTATION_MODULE;
if (only && !modules[only]) throw new Error(`No module "${only}" in scripts/mutation/modules.json`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.rules.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: only ? modules[only] : Object.values(modules).flat(),
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: 'node_modules/.cache/stryker',
  // TypeScript 7 has no JavaScript API for StrykerJS to rewrite tsconfig.json with; Vite transpiles
  // the tests without it, so the sandbox goes without. What no rule module reads stays out too.
  ignorePatterns: ['tsconfig.json', 'dist', '.e2e', '.bench', 'docs', 'migrations', 'web/public', 'tests/e2e'],
  cleanTempDir: 'always',
  ignoreStatic: true,
};
