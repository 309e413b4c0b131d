// Copies into web/public/data/picture-icons.json the Fluent Emoji Flat icons (Microsoft, MIT,
// through @iconify-json/fluent-emoji-flat) that the catalogue's pictures name (data/activities,
// `picture.icons`): the Worker carries the icons its pictures use, not all three thousand. And into
// web/public/flags/ the flags (flag-icons, MIT) of the countries the catalogue's places are in, so a
// flag shows the same on every device (Windows draws no flag emoji). A `picture.on` of `flag-xx`
// (a country's flag on a screen or a cover) is that flag, drawn as an icon.
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
    for (const name of [...(a.picture?.icons ?? []), ...(a.picture?.on ? [a.picture.on] : [])]) used.add(name);
    if (Array.isArray(a.where)) for (const p of a.where) countries.add(p.country.toLowerCase());
  }
}

const out: Record<string, { body: string; size: number; flip?: boolean }> = {};
const missing: string[] = [];
for (const name of [...used].sort()) {
  // A country's flag on a face (a language course's screen): flag-icons' flag, centred in a square.
  const flag = /^flag-([a-z]{2})$/.exec(name)?.[1];
  if (flag) {
    const svg = readFileSync(`node_modules/flag-icons/flags/4x3/${flag}.svg`, 'utf8');
    let inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>')).replace(/\s*\n\s*/g, '');
    // A flag with a detailed emblem (Spain's, Mexico's) keeps its field: its stripes and large
    // shapes, which are what a small flag on a screen shows anyway.
    if (inner.length > 6000)
      inner = [...inner.matchAll(/<(?:path|rect|circle|ellipse)\b[^>]*\/>/g)]
        .map((m) => m[0])
        .filter((el) => el.length < 300 && !/stroke=/.test(el))
        .slice(0, 6)
        .join('');
    out[name] = { body: `<g transform="translate(0 80)">${inner}</g>`, size: 640 };
    continue;
  }
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
