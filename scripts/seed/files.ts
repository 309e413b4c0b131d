import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../../', import.meta.url).pathname;
export const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
export const listFiles = (dir: string, ext: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => join(dir, f));
