// Copies into worker/features/art/drawing/icons.json the Fluent Emoji Flat icons (Microsoft, MIT,
// through @iconify-json/fluent-emoji-flat) that the catalogue's pictures name (data/activities,
// `picture.icons`): the Worker carries the icons its pictures use, not all three thousand.
// Run after labelling: npx tsx scripts/places/build-icons.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import set from '@iconify-json/fluent-emoji-flat/icons.json' with { type: 'json' };
import type { ActivitySeed } from '../seed/catalogue';

type IconSet = {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string; hFlip?: boolean }>;
  width?: number;
  height?: number;
};
const icons = set as IconSet;

const used = new Set<string>();
for (const file of readdirSync('data/activities').filter((f) => f.endsWith('.json'))) {
  for (const a of JSON.parse(readFileSync(`data/activities/${file}`, 'utf8')) as ActivitySeed[])
    for (const name of a.picture?.icons ?? []) used.add(name);
}

const out: Record<string, { body: string; size: number; flip?: boolean }> = {};
const missing: string[] = [];
for (const name of [...used].sort()) {
  const alias = icons.aliases?.[name];
  const icon = icons.icons[alias?.parent ?? name];
  if (!icon) {
    missing.push(name);
    continue;
  }
  out[name] = { body: icon.body, size: icon.width ?? icons.width ?? 32, ...(alias?.hFlip ? { flip: true } : {}) };
}
if (missing.length) throw new Error(`Not Fluent Emoji Flat icons: ${missing.join(', ')}`);
writeFileSync('worker/features/art/drawing/icons.json', `${JSON.stringify(out)}\n`);
console.log(`${Object.keys(out).length} icons, ${Math.round(JSON.stringify(out).length / 1024)} KiB`);
