import { defineConfig } from 'vitest/config';

/**
 * The contracts' unit tests alone, under Node: for mutating what the contracts declare when they
 * load (every message and limit), where each mutant needs the tests run again from the start
 * (stryker.static.config.mjs).
 */
export default defineConfig({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['tests/rules/contract*.test.ts'],
    setupFiles: ['./tests/rules/node-runtime.ts'],
  },
});
