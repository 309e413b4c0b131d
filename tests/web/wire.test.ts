import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One wire: the app reaches its own API through the typed client (web/lib/api.ts `api`), whose
 * types are the Worker's routes, so an answer needs no cast and a form is declared by its route.
 * Only better-auth's own endpoints (`/api/auth/...`, which are not Hono routes) are called by path.
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}
const web = files('web').filter((f) => !f.startsWith('web/lib/api'));
const read = (file: string) => readFileSync(file, 'utf8');

describe('one wire', () => {
  it('casts no answer of the API', () => {
    expect(web.filter((f) => /\bas Promise</.test(read(f)))).toEqual([]);
  });
  it('calls the app’s own routes through the typed client only', () => {
    expect(web.filter((f) => /\bapiFetch\(/.test(read(f)))).toEqual([]);
    const byPath = web.flatMap((f) => [...read(f).matchAll(/postJson(?:<[^>]*>)?\(\s*['`]([^'`]+)/g)].map((m) => m[1]));
    expect(byPath.length).toBeGreaterThan(0);
    expect(byPath.filter((path) => !path?.startsWith('/api/auth/'))).toEqual([]);
  });
});
