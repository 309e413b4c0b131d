import type { TestProject } from 'vitest/node';
import { startLocalApp } from '../../scripts/lib/local-app';

/**
 * Builds the app, migrates and seeds a fresh local database of its own, and serves the built
 * Worker with its assets under wrangler (workerd), as it runs in production.
 */
export default async function setup(project: TestProject) {
  const app = await startLocalApp({
    port: Number(process.env.E2E_PORT ?? 8788),
    state: '.e2e/state',
    build: !process.env.E2E_SKIP_BUILD,
    seed: true,
  });
  project.provide('baseURL', app.baseURL);
  return app.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
