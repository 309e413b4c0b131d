import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product's areas depend on each other one way only: an area may use another's service, never
 * the other way round as well, however long the loop. (Biome's import rules hold the layers:
 * lib, middleware and contracts never import a feature.)
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Area -> the other areas its files import (by relative path `../<area>/` or alias `@/features/<area>/`). */
function areaGraph(root: string, alias?: string) {
  const areas = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
  const graph = new Map<string, Set<string>>(areas.map((a) => [a, new Set<string>()]));
  for (const area of areas) {
    for (const file of files(join(root, area))) {
      const text = readFileSync(file, 'utf8');
      const patterns = [/from '\.\.\/([\w-]+)\//g, ...(alias ? [new RegExp(`from '${alias}/([\\w-]+)/`, 'g')] : [])];
      for (const pattern of patterns)
        for (const m of text.matchAll(pattern)) {
          const other = m[1] as string;
          if (other !== area && graph.has(other)) graph.get(area)?.add(other);
        }
    }
  }
  return graph;
}

/** Every loop in the graph, each written as the areas along it. */
function loops(graph: Map<string, Set<string>>) {
  const found: string[][] = [];
  const visit = (path: string[]) => {
    const last = path.at(-1) as string;
    for (const next of graph.get(last) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.push([...path.slice(at), next]);
      else visit([...path, next]);
    }
  };
  for (const area of graph.keys()) visit([area]);
  // Each loop once, from its first area in alphabetical order.
  const canonical = (loop: string[]) => {
    const ring = loop.slice(0, -1);
    const start = ring.indexOf([...ring].sort()[0] as string);
    const turned = [...ring.slice(start), ...ring.slice(0, start)];
    return [...turned, turned[0]].join(' -> ');
  };
  return [...new Set(found.map(canonical))];
}

describe('areas', () => {
  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['social', new Set(['notifications'])],
      ['notifications', new Set(['moderation'])],
      ['moderation', new Set(['social'])],
    ]);
    expect(loops(graph)).toEqual(['moderation -> social -> notifications -> moderation']);
  });

  it('in the Worker depend on each other one way only', () => {
    expect(loops(areaGraph('worker/features'))).toEqual([]);
  });

  it('in the app depend on each other one way only', () => {
    expect(loops(areaGraph('web/features', '@/features'))).toEqual([]);
  });
});

describe('one home for each setting', () => {
  it('reads the app’s origins (APP_ORIGIN) in worker/lib/config.ts only', () => {
    const readers = [...files('worker'), ...files('durable-objects')].filter(
      (file) =>
        !file.endsWith('worker-configuration.d.ts') &&
        file !== join('worker', 'lib', 'config.ts') &&
        /\bAPP_ORIGIN\b/.test(readFileSync(file, 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')),
    );
    expect(readers).toEqual([]);
  });
});
