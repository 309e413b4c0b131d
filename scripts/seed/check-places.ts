// Prints what is wrong with the place and picture data of the given activity files (all when none).
// Run: npx tsx scripts/seed/check-places.ts [data/activities/<file>.json ...]
import { readdirSync, readFileSync } from 'node:fs';
import icons from '@iconify-json/fluent-emoji-flat/icons.json' with { type: 'json' };
import type { ActivitySeed } from './catalogue';
import { placeProblems } from './places-check';

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync('data/activities')
      .filter((f) => f.endsWith('.json'))
      .map((f) => `data/activities/${f}`);
const iconNames = new Set([...Object.keys(icons.icons), ...Object.keys(icons.aliases ?? {})]);
let total = 0;
for (const file of files) {
  const items = JSON.parse(readFileSync(file, 'utf8')) as ActivitySeed[];
  const problems = placeProblems(items, { iconNames });
  total += problems.length;
  console.log(`${file}: ${items.length} ideas, ${problems.length} problems`);
  for (const p of problems) console.log(`  ${p}`);
}
process.exitCode = total ? 1 : 0;
