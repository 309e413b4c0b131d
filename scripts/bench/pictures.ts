import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { activityImage } from '../../worker/contracts/catalogue-display';
import { hash32 } from '../../worker/features/art/drawing/random';
import { hex, Raster } from '../../worker/features/renderer/cards/raster';
import { drawSvg } from '../../worker/features/renderer/cards/svg';
import type { BenchSection } from './section';

/** Every catalogue title, as the data holds them. */
function catalogueTitles() {
  return readdirSync('data/activities')
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) =>
      (JSON.parse(readFileSync(`data/activities/${f}`, 'utf8')) as { title: string }[]).map((a) => a.title),
    );
}

/** One idea of a labelled sample: its subject in words, and the pictures (motifs) that show it. */
type Labelled = { title: string; subject: string; shows: string[] };
type Sample = { sample: Labelled[]; second: Labelled[]; heldOut: Labelled[] };

type Item = { id: number; title: string; imageUrl: string | null; categoryTags: string[]; indoorOutdoor?: string };

const TILE_W = 320;
const TILE_H = 200;
const LABEL_H = 22;
const COLUMNS = 5;

/**
 * The picture each labelled idea is served, as the app serves it: found by title through search,
 * fetched from its own URL, and read for the motif it shows (the SVG names it).
 */
async function served(baseURL: string, title: string) {
  const res = await fetch(`${baseURL}/api/activities/search?${new URLSearchParams({ q: title })}`);
  const items = ((await res.json()) as { items: Item[] }).items;
  const item = items.find((i) => i.title === title);
  if (!item) throw new Error(`"${title}" is not in the catalogue`);
  const svg = await (await fetch(`${baseURL}${activityImage(item)}`)).text();
  // A labelled idea's picture names its scene instead: it is judged on the independent sample.
  const motif = /data-motif="([\w-]+)"/.exec(svg)?.[1] ?? null;
  if (!motif && !svg.includes('data-scene='))
    throw new Error(`the picture of "${title}" names neither motif nor scene`);
  return { svg, motif };
}

/** A contact sheet of the sample: each picture as a browser shows it, with its number, in a grid. */
async function sheet(pictures: { svg: string; hit: boolean }[]) {
  const rows = Math.ceil(pictures.length / COLUMNS);
  const r = new Raster(TILE_W * COLUMNS, (TILE_H + LABEL_H) * rows);
  r.gradient(hex('#FFFFFF'), hex('#FFFFFF'));
  const scale = TILE_W / 800;
  pictures.forEach((p, i) => {
    const x = (i % COLUMNS) * TILE_W;
    const y = Math.floor(i / COLUMNS) * (TILE_H + LABEL_H);
    drawSvg(r, p.svg, [scale, 0, 0, scale, x, y]);
    r.text(
      `${i + 1}${p.hit ? '' : '  (misses its subject)'}`,
      x + 6,
      y + TILE_H + 16,
      11,
      2,
      hex(p.hit ? '#1F2937' : '#B42318'),
    );
  });
  return r.png();
}

async function judge(baseURL: string, set: Labelled[], file: string) {
  const results: { svg: string; hit: boolean; title: string; motif: string | null }[] = [];
  for (const idea of set) {
    const { svg, motif } = await served(baseURL, idea.title);
    results.push({ svg, motif, title: idea.title, hit: motif !== null && idea.shows.includes(motif) });
  }
  mkdirSync('docs/pictures', { recursive: true });
  writeFileSync(`docs/pictures/${file}.png`, await sheet(results));
  if (process.env.BENCH_VERBOSE)
    for (const [i, x] of results.entries()) if (!x.hit) console.log(`  ${file} ${i + 1}: ${x.title} -> ${x.motif}`);
  return results;
}

/**
 * How many ideas' pictures show their own subject, on random samples labelled by hand
 * (data/art/pictures-sample.json). Redraws the samples' contact sheets in docs/pictures/.
 */
export const pictures: BenchSection = {
  name: 'pictures',
  async run({ app, rows }) {
    const labelled = JSON.parse(readFileSync('data/art/pictures-sample.json', 'utf8')) as Sample;
    const sample = await judge(app.baseURL, labelled.sample, 'sample');
    const second = await judge(app.baseURL, labelled.second, 'second');
    const held = await judge(app.baseURL, labelled.heldOut, 'held-out');
    // The earlier samples judge pictures drawn from words by their motif; a labelled idea's
    // picture is judged by a person on the sample fixed for labelled pictures, below.
    const fromWords = <T extends { motif: string | null }>(r: T[]) => r.filter((x) => x.motif !== null);
    const count = (r: { hit: boolean; motif: string | null }[]) =>
      `${fromWords(r).filter((x) => x.hit).length} of ${fromWords(r).length} drawn from words (${r.length - fromWords(r).length} now labelled)`;
    const judged = JSON.parse(readFileSync('data/art/pictures-judged.json', 'utf8')) as {
      samples: {
        name: string;
        seed: string;
        size: number;
        judged: string | null;
        judgements: { title: string; fits: boolean; svgHash: number }[];
      }[];
    };
    const titles = catalogueTitles();
    const earlier = new Set<string>();
    mkdirSync('docs/pictures', { recursive: true });
    for (const sample of judged.samples) {
      const chosen = titles
        .filter((t) => !earlier.has(t))
        .sort((a, b) => hash32(sample.seed + a) - hash32(sample.seed + b))
        .slice(0, sample.size);
      for (const t of chosen) earlier.add(t);
      const drawn = await Promise.all(chosen.map(async (title) => ({ title, ...(await served(app.baseURL, title)) })));
      const file = `docs/pictures/labelled-${sample.name}`;
      writeFileSync(`${file}.png`, await sheet(drawn.map((d) => ({ svg: d.svg, hit: true }))));
      writeFileSync(`${file}.txt`, `${drawn.map((d, i) => `${i + 1}. ${d.title}`).join('\n')}\n`);
      // A judgement stands for the picture the person saw: one drawn differently since is counted apart.
      const changed = sample.judgements.filter(
        (j) => !drawn.some((d) => d.title === j.title && hash32(d.svg) === j.svgHash),
      ).length;
      rows.push([
        `Labelled pictures a person judged "shows this idea", ${sample.name} sample (${file}.png)`,
        sample.judgements.length
          ? `${sample.judgements.filter((j) => j.fits).length} of ${sample.judgements.length} (${sample.judged?.slice(0, 11)}${changed ? `; ${changed} drawn differently since` : ''})`
          : 'not judged yet',
        'budget 36 of 40',
      ]);
    }
    rows.push([
      `Pictures showing their idea's own subject, first sample, our own labels (docs/pictures/sample.png)`,
      count(sample),
      '',
    ]);
    rows.push(['  second sample, also read while the pictures were improved', count(second), '']);
    rows.push(['  held-out sample, drawn and labelled afterwards (docs/pictures/held-out.png)', count(held), '']);
  },
};
