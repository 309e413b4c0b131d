// The contracts' static mutants: the messages and limits their schemas declare when the module
// loads (`npm run mutation:static`). Each needs the contracts' tests run afresh, so this run takes
// them alone (vitest.contracts.config.ts); `npm run mutation` leaves static mutants out.
import { readFileSync } from 'node:fs';
import base from './stryker.config.mjs';

const { modules } = JSON.parse(readFileSync(new URL('./scripts/mutation/modules.json', import.meta.url), 'utf8'));

export default {
  ...base,
  vitest: { configFile: 'vitest.contracts.config.ts', related: false },
  mutate: modules.contracts,
  ignoreStatic: false,
  jsonReporter: { fileName: 'reports/mutation-static/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation-static/index.html' },
  tempDirName: 'node_modules/.cache/stryker-static',
};
