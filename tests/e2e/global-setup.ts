import type { TestProject } from 'vitest/node';
import { startLocalApp } from '../../scripts/lib/local-app';

/**
 * Builds the app, migrates and seeds a fresh local database of its own, and serves the built
 * Worker with its assets under wrangler (workerd), as it runs in production.
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 8788);
  const app = await startLocalApp({
    port,
    // E2E_STATE and E2E_PORT let two runs on one machine keep apart.
    state: process.env.E2E_STATE ?? '.e2e/state',
    build: !process.env.E2E_SKIP_BUILD,
    seed: true,
    // Sign-in with OpenID Connect through the app's own stand-in provider, as .dev.vars.example sets it.
    vars: {
      OIDC_ISSUER: `http://127.0.0.1:${port}/api/dev/oidc`,
      OIDC_CLIENT_ID: 'lifelist-e2e',
      OIDC_CLIENT_SECRET: 'e2e-oidc-secret',
      OIDC_NAME: 'Lifelist Local ID',
    },
  });
  project.provide('baseURL', app.baseURL);
  return app.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
