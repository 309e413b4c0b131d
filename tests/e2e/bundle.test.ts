import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';

const LIMIT = 1024 * 1024;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

it('bundles the Worker under 1 MiB gzip (wrangler deploy --dry-run)', () => {
  const outdir = '.e2e/bundle';
  rmSync(outdir, { recursive: true, force: true });
  const result = spawnSync(
    'npx',
    ['wrangler', 'deploy', '--dry-run', '--outdir', outdir, '-c', 'dist/lifelist/wrangler.json'],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  expect(result.status, result.stderr).toBe(0);
  const code = files(outdir).filter((f) => /\.(m?js|wasm)$/.test(f));
  expect(code.length).toBeGreaterThan(0);
  const gzipped = code.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
  console.log(`Worker bundle: ${(gzipped / 1024).toFixed(1)} KiB gzip`);
  expect(gzipped).toBeLessThan(LIMIT);
});
