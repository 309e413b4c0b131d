// Small SVG building blocks shared by backgrounds and motifs. Output is kept terse on purpose: every byte
// is repeated in ~2,300 pictures and in link previews.
import type { Rng } from './random';

/** Coordinates are rounded to whole units: invisible at 800x500 and much shorter. */
export const n = (x: number) => Math.round(x);

/** Mix two #rrggbb colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  let out = '#';
  for (const shift of [16, 8, 0]) {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    out += Math.round(ca + (cb - ca) * t)
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}

export const darken = (c: string, t: number) => mix(c, '#000000', t);
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
/** A stroked, unfilled path with round ends: limbs, ropes, steam, paths. */
export const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const op = (o: number) => ` opacity="${o}"`;

/** A smooth random hill line from left to right edge, filled down to `bottom`. */
export function ridge(r: Rng, y: number, amp: number, segs: number, fill: string, bottom = 500): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= segs; i++) {
    const jitter = i > 0 && i < segs ? r.range(-0.3, 0.3) * (800 / segs) : 0;
    pts.push([-20 + (840 * i) / segs + jitter, y + r.range(-amp, amp)]);
  }
  const [first] = pts as [[number, number]];
  let d = `M-20 ${bottom}V${n(first[1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, py] = pts[i] as [number, number];
    const [nx, ny] = pts[i + 1] as [number, number];
    d += `Q${n(x)} ${n(py)} ${n((x + nx) / 2)} ${n((py + ny) / 2)}`;
  }
  const last = pts[pts.length - 1] as [number, number];
  return path(`${d}L820 ${n(last[1])}V${bottom}Z`, fill);
}

/** Jagged mountain range; returns the range and matching snow caps (empty when `snow` is falsy). */
export function peaks(r: Rng, base: number, top: number, count: number, fill: string, snow?: string): string {
  const step = 840 / count;
  let d = `M-20 500V${n(base - r.range(0, 40))}`;
  let caps = '';
  let px = -20;
  let py = base - 20;
  for (let i = 0; i < count; i++) {
    const x = -20 + step * (i + r.range(0.25, 0.75));
    const y = top + r.range(0, (base - top) * 0.45);
    const vx = -20 + step * (i + 1);
    const vy = base - r.range(10, (base - top) * 0.45);
    d += `L${n(x)} ${n(y)}L${n(vx)} ${n(vy)}`;
    if (snow) {
      // The cap follows both slopes a quarter of the way down, with a notched lower edge.
      const t = 0.28;
      const lx = x + (px - x) * t;
      const ly = y + (py - y) * t;
      const rx = x + (vx - x) * t;
      const ry = y + (vy - y) * t;
      caps += `M${n(x)} ${n(y)}L${n(rx)} ${n(ry)}L${n((x + rx) / 2)} ${n(ry - 8)}L${n(x)} ${n(Math.max(ly, ry) + 4)}L${n((x + lx) / 2)} ${n(ly - 8)}L${n(lx)} ${n(ly)}Z`;
    }
    px = vx;
    py = vy;
  }
  return path(`${d}L820 ${n(base)}V500Z`, fill) + (caps ? path(caps, snow as string) : '');
}

/** Flat-bottomed cartoon cloud, about 120x40 at scale 1. */
export const cloud = (x: number, y: number, s: number, fill: string, extra = '') =>
  path(
    `M${n(x)} ${n(y)}h${n(120 * s)}a${n(20 * s)} ${n(20 * s)} 0 0 0-${n(22 * s)}-${n(24 * s)}a${n(30 * s)} ${n(30 * s)} 0 0 0-${n(56 * s)}-${n(6 * s)}a${n(22 * s)} ${n(22 * s)} 0 0 0-${n(42 * s)} ${n(30 * s)}z`,
    fill,
    extra,
  );

/** Four-pointed sparkle. */
export const sparkle = (x: number, y: number, s: number) =>
  `M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z`;

/** Many round dots as one stroked path (near-zero segments with round caps render as dots). */
export function dots(pts: [number, number][], fill: string, size: number, extra = ''): string {
  const d = pts.map(([x, y]) => `M${n(x)} ${n(y)}h.1`).join('');
  return line(d, fill, size, extra);
}
