import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

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
  /**
   * `wrangler` (the default) serves through `wrangler dev`, as a developer runs the app. `workerd`
   * serves the same built Worker, bindings and state straight from workerd, without wrangler's dev
   * proxy in front (a second workerd that adds 5-10 ms to every request and every socket frame):
   * the bench measures the Worker, not the proxy.
   */
  server?: 'wrangler' | 'workerd';
}): Promise<LocalApp> {
  // The build we ship: inside vitest NODE_ENV is `test`, which would bundle React's development build.
  if (options.build) run('npx', ['vite', 'build', '--logLevel', 'warn'], { NODE_ENV: 'production' });
  rmSync(options.state, { recursive: true, force: true });
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', options.state]);
  if (options.seed) run('npx', ['tsx', 'scripts/seed.ts'], { SEED_PERSIST_TO: options.state });
  await options.prepare?.();
  const baseURL = `http://127.0.0.1:${options.port}`;
  const vars = {
    APP_ENV: 'development',
    APP_ORIGIN: baseURL,
    BETTER_AUTH_SECRET: LOCAL_APP_SECRET,
    ...options.vars,
  };
  if (options.server === 'workerd') return serveFromWorkerd(options.port, options.state, vars);
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
      ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
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

/**
 * The built Worker (dist/lifelist) under Miniflare, from the same generated wrangler.json and the
 * same persisted state as `wrangler dev --persist-to` (`<state>/v3`, as wrangler lays it out). Miniflare is the one wrangler
 * itself runs, so workerd's version stays the one pinned for the project.
 */
async function serveFromWorkerd(port: number, state: string, vars: Record<string, string>): Promise<LocalApp> {
  const wranglerRequire = createRequire(createRequire(import.meta.url).resolve('wrangler/package.json'));
  const wrangler = (await import(wranglerRequire.resolve('wrangler'))) as typeof import('wrangler');
  const { Miniflare, convertV4MiniflareOptions } = (await import(
    wranglerRequire.resolve('miniflare')
  )) as typeof import('miniflare');
  const root = resolve('dist/lifelist');
  const { workerOptions, main } = wrangler.unstable_getMiniflareWorkerOptions(join(root, 'wrangler.json'));
  if (!main) throw new Error('dist/lifelist/wrangler.json names no entry module: run the build first');
  // Workers AI exists only on Cloudflare's network and the app reaches it only in production.
  const { ai: _remoteOnly, modulesRules: _rules, rootPath: _root, ...options } = workerOptions;
  const chunks = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && join(root, file) !== main)
    .map((file) => join(root, file));
  const miniflare = new Miniflare({
    ...convertV4MiniflareOptions({
      host: '127.0.0.1',
      port,
      // The Worker logs a line per request: only its warnings and errors are shown, as the
      // bench's `wrangler dev` showed only its stderr.
      handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
        stdout.resume();
        stderr.pipe(process.stderr);
      },
      handleStructuredLogs: ({ level, message }: { level: string; message: string }) => {
        if (level === 'error' || level === 'warn') console.error(message);
      },
      workers: [
        {
          ...options,
          name: 'lifelist',
          modulesRoot: root,
          modules: [main, ...chunks].map((path) => ({ type: 'ESModule' as const, path })),
          bindings: { ...(options.bindings as Record<string, unknown>), ...vars },
        },
      ],
      // The types are those of the project's own Miniflare; the runtime is wrangler's.
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
    resourcePersistencePath: resolve(state, 'v3'),
  } as ConstructorParameters<typeof Miniflare>[0]);
  await miniflare.ready;
  return { baseURL: `http://127.0.0.1:${port}`, stop: () => void miniflare.dispose() };
}
