import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./web', import.meta.url)) };

/**
 * The Worker's pages are the SPA's index.html with their own head and first screen. Worker tests
 * must not depend on a build being there (a fresh clone has none), so they get the source
 * index.html as their shell: the same one the build starts from.
 */
function testAssets() {
  const directory = fileURLToPath(new URL('./node_modules/.cache/worker-test-assets', import.meta.url));
  mkdirSync(directory, { recursive: true });
  copyFileSync(fileURLToPath(new URL('./index.html', import.meta.url)), `${directory}/index.html`);
  // And the data files the Worker reads from its static files (worker/lib/static-data.ts).
  mkdirSync(`${directory}/data`, { recursive: true });
  for (const file of readdirSync(fileURLToPath(new URL('./web/public/data', import.meta.url))))
    copyFileSync(fileURLToPath(new URL(`./web/public/data/${file}`, import.meta.url)), `${directory}/data/${file}`);
  return { directory };
}

export default defineConfig({
  test: {
    projects: [
      {
        // The Worker renders the app's pages (web/server.tsx), so it resolves the app's imports too.
        resolve: { alias },
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            // Offline: bindings that only exist on Cloudflare's network (Workers AI) are never reached.
            remoteBindings: false,
            miniflare: {
              assets: testAssets(),
              bindings: {
                APP_ENV: 'test',
                BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
                APP_ORIGIN: 'http://localhost',
                // Sign-in with OpenID Connect through the app's own stand-in provider (features/dev/local-oidc.ts).
                OIDC_ISSUER: 'http://localhost/api/dev/oidc',
                OIDC_CLIENT_ID: 'lifelist-test',
                OIDC_CLIENT_SECRET: 'test-oidc-secret',
                OIDC_NAME: 'Lifelist Local ID',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          // tests/rules: the rule modules' unit tests, here in the real runtime too (the `rules`
          // project runs them under Node, as mutation testing does), but for those that need Node.
          include: ['tests/worker/**/*.test.ts', 'tests/durable-objects/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/rules/**/*.node.test.ts'],
          // One runtime per worker thread serves its files in turn (starting workerd and loading the
          // app for each file was most of the suite's time); every file still starts from empty
          // storage (tests/worker/setup.ts). docs/decisions/029-worker-suite-one-runtime.md
          isolate: false,
          // A bound for slow, shared machines (tests with many members and scrypt hashes), not a timing check.
          testTimeout: 30_000,
          setupFiles: ['./tests/worker/setup.ts'],
        },
      },
      // The rule modules' unit tests under Node (stryker.config.mjs mutates what they test).
      './vitest.rules.config.ts',
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/web/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          fileParallelism: false,
          // What a poll waits for happens when the page is ready, not within a second: a bound for
          // slow, shared machines, not a timing check.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
