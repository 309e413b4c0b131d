// Small extras that vary repeated motifs: foreground tufts outdoors, and an object beside the motif
// (a tree, a bush, a cactus, a mug, a plant, books, a candle).
import type { Ctx } from './context';
import { circle, dots, line, mix, n, op, path, rect } from './shapes';

/** Foreground detail along the bottom edge: grass tufts (0), wild flowers (2) or nothing. */
export function tufts(c: Ctx, kind: number): string {
  const { r, pal } = c;
  if (kind !== 0 && kind !== 2) return '';
  let d = '';
  const pts: [number, number][] = [];
  for (let i = 0; i < 5; i++) {
    const x = r.range(10, 790);
    const y = r.range(478, 495);
    if (kind === 0) d += `M${n(x - 12)} ${n(y)}q4 -20 -4 -34q12 10 14 30q2 -26 12 -38q2 26 -2 42z`;
    else pts.push([x, y - 8], [x + 16, y - 2]);
  }
  return kind === 2 ? dots(pts, r.pick(pal.accent), 10) : path(d, mix(pal.land[2], pal.ink, 0.25));
}

/** A small thing beside a standing motif outdoors, so repeated motifs do not share a layout. */
export function outdoorProp(c: Ctx, x: number, y: number): string {
  const { r, pal, scene } = c;
  const k = r.int(0, 3);
  if (k === 3) return '';
  if (scene === 'desert')
    return k
      ? path(`M${n(x - 50)} ${n(y)}q10 -40 50 -44q40 4 50 44z`, mix(pal.land[2], '#7A6A5A', 0.4))
      : line(`M${n(x)} ${n(y)}v-90M${n(x)} ${n(y - 40)}h-24v-30M${n(x)} ${n(y - 56)}h22v-24`, '#4E9A5A', 18);
  if (scene === 'snow' || scene === 'mountains' || k === 0) {
    let d = '';
    for (let i = 0; i < 3; i++) d += pineAt(x + i * 46 - 46 + r.range(-8, 8), y + r.range(0, 12), r.range(90, 150));
    return path(d, mix(pal.land[2], pal.ink, 0.3));
  }
  if (k === 1) {
    const h = r.range(140, 200);
    const leaf = mix(pal.land[1], pal.ink, 0.15);
    return (
      line(`M${n(x)} ${n(y)}V${n(y - h * 0.5)}`, '#6B4A2E', 12) +
      dots(
        [
          [x - 30, y - h * 0.6],
          [x + 26, y - h * 0.65],
          [x, y - h * 0.85],
        ],
        leaf,
        h * 0.5,
      )
    );
  }
  return path(
    `M${n(x - 60)} ${n(y)}a34 34 0 0 1 40 -40a40 40 0 0 1 70 10a30 30 0 0 1 20 30z`,
    mix(pal.land[1], pal.ink, 0.2),
  );
}

const pineAt = (x: number, y: number, h: number) =>
  `M${n(x)} ${n(y - h)}l${n(h * 0.3)} ${n(h * 0.85)}h${n(-h * 0.6)}zM${n(x - 4)} ${n(y - h * 0.15)}h8v${n(h * 0.15)}h-8z`;

/** A small object beside the motif, so indoor pictures of the same motif differ in more than colour. */
export function roomProp(c: Ctx, x: number, y: number): string {
  const { r, pal } = c;
  const col = r.pick(pal.accent);
  switch (r.int(0, 4)) {
    case 0: // mug
      return (
        path(`M${n(x - 22)} ${n(y - 50)}h44v44q0 6 -6 6h-32q-6 0 -6 -6z`, col) +
        line(`M${n(x + 22)} ${n(y - 40)}q18 0 18 14t-18 14`, col, 6)
      );
    case 1: // potted plant
      return (
        path(`M${n(x)} ${n(y - 40)}q-40 -20 -30 -60q24 20 30 60q0 -50 24 -70q14 40 -24 70z`, '#4E9A5A') +
        path(`M${n(x - 24)} ${n(y - 44)}h48l-6 44h-36z`, mix(col, pal.land[2], 0.3))
      );
    case 2: // stack of books
      return (
        rect(x - 40, y - 22, 80, 22, col, ' rx="3"') +
        rect(x - 34, y - 42, 70, 20, pal.accent[(pal.accent.indexOf(col) + 1) % 3] as string, ' rx="3"')
      );
    case 3: // candle
      return (
        rect(x - 12, y - 60, 24, 60, pal.light, ' rx="4"') +
        path(`M${n(x)} ${n(y - 82)}q-10 12 0 20q10 -8 0 -20z`, '#FFC83D') +
        circle(x, y - 72, 26, pal.sun, op(0.25))
      );
    default:
      return '';
  }
}
