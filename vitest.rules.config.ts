import { defineConfig } from 'vitest/config';

/**
 * The rule modules' unit tests (tests/rules) under Node, for mutation testing (stryker.config.mjs):
 * StrykerJS switches mutants inside the process that runs the tests, which the Workers pool's
 * workerd is not. `npm test` runs the same files in workerd, in the Worker project.
 */
export default defineConfig({
  test: {
    name: 'rules',
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    setupFiles: ['./tests/rules/node-runtime.ts'],
  },
});
