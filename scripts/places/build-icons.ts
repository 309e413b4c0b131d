// Copies into web/public/data/picture-icons.json the Fluent Emoji Flat icons (Microsoft, MIT,
// through @iconify-json/fluent-emoji-flat) that the catalogue's pictures name (data/activities,
// `picture.icons`): the Worker carries the icons its pictures use, not all three thousand. And into
// web/public/flags/ the flags (flag-icons, MIT) of the countries the catalogue's places are in, so a
// flag shows the same on every device (Windows draws no flag emoji).
// Run after labelling: npx tsx scripts/places/build-icons.ts
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const countries = new Set<string>();
for (const file of readdirSync('data/activities').filter((f) => f.endsWith('.json'))) {
  for (const a of JSON.parse(readFileSync(`data/activities/${file}`, 'utf8')) as ActivitySeed[]) {
    for (const name of a.picture?.icons ?? []) used.add(name);
    if (Array.isArray(a.where)) for (const p of a.where) countries.add(p.country.toLowerCase());
  }
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
writeFileSync('web/public/data/picture-icons.json', `${JSON.stringify(out)}\n`);
console.log(`${Object.keys(out).length} icons, ${Math.round(JSON.stringify(out).length / 1024)} KiB`);

rmSync('web/public/flags', { recursive: true, force: true });
mkdirSync('web/public/flags', { recursive: true });
for (const code of [...countries].sort())
  copyFileSync(`node_modules/flag-icons/flags/4x3/${code}.svg`, `web/public/flags/${code}.svg`);
console.log(`${countries.size} flags`);
