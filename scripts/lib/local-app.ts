import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

/** Runs the built Worker and its assets under wrangler (workerd) on a fresh local database. */
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };

export function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not start at ${url}`);
}

/** The session secret of the app the bench and the browser tests run (local only). */
export const LOCAL_APP_SECRET = 'local-app-secret-local-app-secret-0123';

export type LocalApp = { baseURL: string; stop: () => void };

export async function startLocalApp(options: {
  port: number;
  state: string;
  build: boolean;
  seed: boolean;
  /** Extra Worker variables, e.g. a higher message rate limit for the bench. */
  vars?: Record<string, string>;
  /** Runs after migrations and seeding, before the server starts (bulk fixtures). */
  prepare?: () => Promise<void>;
}): Promise<LocalApp> {
  // The build we ship: inside vitest NODE_ENV is `test`, which would bundle React's development build.
  if (options.build) run('npx', ['vite', 'build', '--logLevel', 'warn'], { NODE_ENV: 'production' });
  rmSync(options.state, { recursive: true, force: true });
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', options.state]);
  if (options.seed) run('npx', ['tsx', 'scripts/seed.ts'], { SEED_PERSIST_TO: options.state });
  await options.prepare?.();
  const baseURL = `http://127.0.0.1:${options.port}`;
  const server: ChildProcess = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      // Offline: remote bindings (Workers AI) stay off.
      '--local',
      '-c',
      'dist/lifelist/wrangler.json',
      '--port',
      String(options.port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      options.state,
      '--var',
      'APP_ENV:development',
      '--var',
      `APP_ORIGIN:${baseURL}`,
      '--var',
      `BETTER_AUTH_SECRET:${LOCAL_APP_SECRET}`,
      ...Object.entries(options.vars ?? {}).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
      '--show-interactive-dev-session=false',
    ],
    { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  await waitFor(`${baseURL}/api/account/providers`, 120_000);
  return {
    baseURL,
    stop: () => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    },
  };
}
