// `npm run dev`: local secrets, migrations and demo data, then the app on http://localhost:5173.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';

process.env.WRANGLER_SEND_METRICS = 'false';
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('.dev.vars')) {
  copyFileSync('.dev.vars.example', '.dev.vars');
  console.log('Created .dev.vars from .dev.vars.example');
}
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local']);
run('tsx', ['scripts/seed.ts']);
const vite = spawn('vite', ['--port', process.env.PORT ?? '5173', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal));
vite.on('exit', (code) => process.exit(code ?? 0));
