// Draws the world's land once, from Natural Earth's 1:110m outline (world-atlas), in the Equal Earth
// projection, into web/public/world.svg: the map the app shows lists and places on, with no tiles
// and no network. Pins are placed by web/features/places/world-projection.ts, which uses the same projection and
// the numbers this script writes beside it.
// Run: npx tsx scripts/places/build-world.ts
import { writeFileSync } from 'node:fs';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json' with { type: 'json' };

const WIDTH = 1000;
const topo = land as unknown as Topology<{ land: GeometryCollection }>;
const shape = feature(topo, topo.objects.land);
// Antarctica is left out of the frame (below 60°S): pins never go there and it takes a fifth of the height.
const projection = geoEqualEarth().fitWidth(WIDTH, { type: 'Sphere' });
const [, top] = projection([0, 84]) as [number, number];
const [, bottom] = projection([0, -58]) as [number, number];
const height = Math.ceil(bottom - top);
projection.translate([projection.translate()[0], projection.translate()[1] - top]);
const path = geoPath(projection).digits(0)(shape) ?? '';

writeFileSync(
  'web/public/world.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}"><title>The world</title><symbol id="land" viewBox="0 0 ${WIDTH} ${height}"><path fill="currentColor" d="${path}"/></symbol><use href="#land"/></svg>\n`,
);
writeFileSync(
  'web/features/places/world-frame.json',
  `${JSON.stringify({ width: WIDTH, height, scale: projection.scale(), translate: projection.translate() })}\n`,
);
console.log(`world.svg: ${WIDTH}×${height}, ${Math.round(path.length / 1024)} KiB of path`);
