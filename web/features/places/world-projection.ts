// Where a point falls on the app's world map (web/public/world.svg): the Equal Earth projection
// (Šavrič, Patterson and Jenny, 2018), framed by the numbers scripts/places/build-world.ts wrote.
import frame from './world-frame.json';

const A1 = 1.340264;
const A2 = -0.081106;
const A3 = 0.000893;
const A4 = 0.003796;
const M = Math.sqrt(3) / 2;
const RAD = Math.PI / 180;

export const WORLD = { width: frame.width, height: frame.height };

/** The map position of a latitude and longitude, in the map's own units (0..width, 0..height). */
export function project(lat: number, lon: number): { x: number; y: number } {
  const l = Math.asin(M * Math.sin(lat * RAD));
  const l2 = l * l;
  const l6 = l2 * l2 * l2;
  const x = (lon * RAD * Math.cos(l)) / (M * (A1 + 3 * A2 * l2 + l6 * (7 * A3 + 9 * A4 * l2)));
  const y = l * (A1 + A2 * l2 + l6 * (A3 + A4 * l2));
  return { x: frame.scale * x + (frame.translate[0] ?? 0), y: -frame.scale * y + (frame.translate[1] ?? 0) };
}
