import { hex, type Raster, type Rgb } from './raster';

/**
 * Draws an SVG into a raster: the subset our generated illustrations use (worker/features/art/drawing): `g`
 * with `transform` (translate, scale, rotate, matrix) and `opacity`; `rect` (rounded), `circle`,
 * `ellipse` and `path` (every command, arcs included); fills by colour or by a linear gradient,
 * with the non-zero or even-odd rule; strokes with round or butt ends, round joins and dashes.
 * Shapes are turned into polygons in the raster's pixels and filled by scanlines, four samples a
 * pixel row and exact coverage along it, so edges are smooth. Anything else is left out.
 */
export function drawSvg(raster: Raster, svg: string, place: Matrix = IDENTITY) {
  const root = parse(svg);
  const gradients = new Map<string, Gradient>();
  collectGradients(root, gradients);
  const box = (root.attrs.viewBox ?? '').split(/[\s,]+/).map(Number);
  const view: Matrix =
    box.length === 4 && box.every(Number.isFinite) ? [1, 0, 0, 1, -(box[0] as number), -(box[1] as number)] : IDENTITY;
  const named = new Map<string, Node>();
  collectNamed(root, named);
  drawChildren(raster, root, multiply(place, view), INHERITED, 1, gradients, named);
}

/** Elements with an id, which a `<use>` may draw again. */
function collectNamed(node: Node, into: Map<string, Node>) {
  for (const child of node.children) {
    if (child.attrs.id) into.set(child.attrs.id, child);
    collectNamed(child, into);
  }
}

/** An affine transform [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = [number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

type Pt = [number, number];
const apply = (m: Matrix, [x, y]: Pt): Pt => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

type Node = { name: string; attrs: Record<string, string>; children: Node[] };

/** Our own generated markup: elements and double-quoted attributes, no text that matters. */
function parse(svg: string): Node {
  const root: Node = { name: '#root', attrs: {}, children: [] };
  const stack: Node[] = [root];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name, rest, selfClosing] = m as unknown as [string, string, string, string, string];
    if (closing) {
      if (stack.length > 1 && stack[stack.length - 1]?.name === name) stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of rest.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1] as string] = a[2] as string;
    const node: Node = { name, attrs, children: [] };
    stack[stack.length - 1]?.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  return root.children.find((n) => n.name === 'svg') ?? root;
}

type Stop = { offset: number; color: Rgb; opacity: number };
type Gradient = { x1: number; y1: number; x2: number; y2: number; user: boolean; stops: Stop[] };

const unit = (v: string | undefined, fallback: number) => {
  if (v === undefined) return fallback;
  const n = Number.parseFloat(v);
  if (!Number.isFinite(n)) return fallback;
  return v.trim().endsWith('%') ? n / 100 : n;
};

function collectGradients(node: Node, into: Map<string, Gradient>) {
  for (const child of node.children) {
    if (child.name === 'linearGradient' && child.attrs.id) {
      const a = child.attrs;
      into.set(a.id as string, {
        x1: unit(a.x1, 0),
        y1: unit(a.y1, 0),
        x2: unit(a.x2, 1),
        y2: unit(a.y2, 0),
        user: a.gradientUnits === 'userSpaceOnUse',
        stops: child.children
          .filter((s) => s.name === 'stop')
          .map((s) => ({
            offset: Math.max(0, Math.min(1, unit(s.attrs.offset, 0))),
            color: color(s.attrs['stop-color']) ?? [0, 0, 0],
            opacity: unit(s.attrs['stop-opacity'], 1),
          })),
      });
    } else collectGradients(child, into);
  }
}

/** What children take from their parents. */
type Style = {
  fill: string;
  stroke: string;
  strokeWidth: number;
  cap: string;
  dash: number[];
  rule: string;
};
const INHERITED: Style = { fill: '#000', stroke: 'none', strokeWidth: 1, cap: 'butt', dash: [], rule: 'nonzero' };

function styleOf(attrs: Record<string, string>, parent: Style): Style {
  const dash = attrs['stroke-dasharray'];
  return {
    fill: attrs.fill ?? parent.fill,
    stroke: attrs.stroke ?? parent.stroke,
    strokeWidth: attrs['stroke-width'] !== undefined ? unit(attrs['stroke-width'], 1) : parent.strokeWidth,
    cap: attrs['stroke-linecap'] ?? parent.cap,
    dash:
      dash === undefined
        ? parent.dash
        : dash === 'none'
          ? []
          : dash
              .split(/[\s,]+/)
              .map(Number)
              .filter((n) => Number.isFinite(n) && n >= 0),
    rule: attrs['fill-rule'] ?? parent.rule,
  };
}

function color(value: string | undefined): Rgb | null {
  if (!value) return null;
  const v = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) return hex(v);
  if (/^#[0-9a-f]{3}$/i.test(v)) return hex(`#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`);
  if (v === 'white') return [255, 255, 255];
  if (v === 'black') return [0, 0, 0];
  return null;
}

function drawChildren(
  raster: Raster,
  node: Node,
  m: Matrix,
  style: Style,
  opacity: number,
  gradients: Map<string, Gradient>,
  named: Map<string, Node>,
  depth = 0,
) {
  for (const child of node.children) {
    if (child.name === 'defs' || child.name === 'linearGradient' || child.name === 'title') continue;
    const a = child.attrs;
    const own = a.transform ? multiply(m, transform(a.transform)) : m;
    const s = styleOf(a, style);
    const o = opacity * unit(a.opacity, 1);
    if (o <= 0) continue;
    if (child.name === 'g' || child.name === 'svg') {
      drawChildren(raster, child, own, s, o, gradients, named, depth);
      continue;
    }
    if (child.name === 'use') {
      // Another element of the picture, drawn again here (never one outside it, nor itself for ever).
      const target = /^#(.+)$/.exec(a.href ?? a['xlink:href'] ?? '')?.[1];
      const used = target ? named.get(target) : undefined;
      if (used && depth < 4) {
        const at = multiply(own, [1, 0, 0, 1, unit(a.x, 0), unit(a.y, 0)]);
        drawChildren(raster, { name: 'g', attrs: {}, children: [used] }, at, s, o, gradients, named, depth + 1);
      }
      continue;
    }
    const shape = outline(child);
    if (!shape) continue;
    const fill = paint(s.fill, gradients, shape, own);
    const fillOpacity = o * unit(a['fill-opacity'], 1);
    if (fill) {
      const polys = shape.paths.map((p) => p.map((pt) => apply(own, pt)));
      fillPolygons(raster, polys, s.rule === 'evenodd' ? 'evenodd' : 'nonzero', fill, fillOpacity);
    }
    const stroke = paint(s.stroke, gradients, shape, own);
    if (stroke && s.strokeWidth > 0) {
      const scale = Math.sqrt(Math.abs(own[0] * own[3] - own[1] * own[2]));
      const half = (s.strokeWidth * scale) / 2;
      const dash = s.dash.map((d) => d * scale);
      const polys: Pt[][] = [];
      // A closed path (Z, or a rect, circle or ellipse) ends where it began, and is joined there.
      for (const path of shape.paths)
        for (const piece of dashes(
          path.map((pt) => apply(own, pt)),
          dash,
        ))
          strokeOutline(piece, half, s.cap, polys);
      fillPolygons(raster, polys, 'union', stroke, o * unit(a['stroke-opacity'], 1));
    }
  }
}

const samePoint = (a: Pt, b: Pt) => Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;

type Paint = Rgb | ((x: number, y: number) => [Rgb, number]);

function paint(value: string, gradients: Map<string, Gradient>, shape: Outline, m: Matrix): Paint | null {
  if (value === 'none') return null;
  const ref = /^url\(#([^)]+)\)$/.exec(value.trim());
  if (!ref) return color(value);
  const g = gradients.get(ref[1] as string);
  if (!g || g.stops.length === 0) return null;
  // The gradient's line in pixels: from the shape's box (or user space) through the transform.
  const [x0, y0, x1, y1] = shape.box;
  const at = (u: number, v: number): Pt => (g.user ? [u, v] : [x0 + u * (x1 - x0), y0 + v * (y1 - y0)]);
  const [ax, ay] = apply(m, at(g.x1, g.y1));
  const [bx, by] = apply(m, at(g.x2, g.y2));
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1;
  const stops = g.stops;
  return (x, y) => {
    const t = ((x - ax) * dx + (y - ay) * dy) / len2;
    let i = 0;
    while (i < stops.length - 1 && (stops[i + 1] as Stop).offset < t) i++;
    const s = stops[i] as Stop;
    const n = stops[Math.min(i + 1, stops.length - 1)] as Stop;
    const span = n.offset - s.offset;
    const k = span > 0 ? Math.max(0, Math.min(1, (t - s.offset) / span)) : t < s.offset ? 0 : 1;
    return [
      [
        s.color[0] + (n.color[0] - s.color[0]) * k,
        s.color[1] + (n.color[1] - s.color[1]) * k,
        s.color[2] + (n.color[2] - s.color[2]) * k,
      ],
      s.opacity + (n.opacity - s.opacity) * k,
    ];
  };
}

/** Reads `translate(…) scale(…) rotate(…) matrix(…)`, left to right. */
function transform(value: string): Matrix {
  let m = IDENTITY;
  for (const t of value.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const v = (t[2] as string)
      .trim()
      .split(/[\s,]+/)
      .map(Number)
      .filter(Number.isFinite);
    const [p = 0, q, r, s, u, w] = v;
    let n: Matrix = IDENTITY;
    if (t[1] === 'translate') n = [1, 0, 0, 1, p, q ?? 0];
    else if (t[1] === 'scale') n = [p, 0, 0, q ?? p, 0, 0];
    else if (t[1] === 'rotate') {
      const a = (p * Math.PI) / 180;
      const cos = Math.cos(a);
      const sin = Math.sin(a);
      const [cx, cy] = [q ?? 0, r ?? 0];
      n = [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
    } else if (t[1] === 'matrix' && v.length === 6)
      n = [p, q as number, r as number, s as number, u as number, w as number];
    m = multiply(m, n);
  }
  return m;
}

/** A shape as polylines in its own units, and its box. */
type Outline = { paths: Pt[][]; box: [number, number, number, number] };

/** How finely curves are cut: segments of at most this many units (before any transform). */
const STEP = 2.5;

function outline(node: Node): Outline | null {
  const a = node.attrs;
  const num = (k: string) => unit(a[k], 0);
  let paths: Pt[][];
  if (node.name === 'rect') {
    const [x, y, w, h] = [num('x'), num('y'), num('width'), num('height')];
    if (w <= 0 || h <= 0) return null;
    let rx = a.rx !== undefined ? num('rx') : a.ry !== undefined ? num('ry') : 0;
    let ry = a.ry !== undefined ? num('ry') : rx;
    rx = Math.min(rx, w / 2);
    ry = Math.min(ry, h / 2);
    if (rx <= 0 || ry <= 0)
      paths = [
        [
          [x, y],
          [x + w, y],
          [x + w, y + h],
          [x, y + h],
          [x, y],
        ],
      ];
    else {
      const pts: Pt[] = [];
      const corner = (cx: number, cy: number, from: number) => {
        const n = Math.max(4, Math.ceil(((Math.PI / 2) * Math.max(rx, ry)) / STEP));
        for (let i = 0; i <= n; i++) {
          const t = from + ((Math.PI / 2) * i) / n;
          pts.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t)]);
        }
      };
      corner(x + w - rx, y + ry, -Math.PI / 2);
      corner(x + w - rx, y + h - ry, 0);
      corner(x + rx, y + h - ry, Math.PI / 2);
      corner(x + rx, y + ry, Math.PI);
      pts.push(pts[0] as Pt);
      paths = [pts];
    }
    return { paths, box: [x, y, x + w, y + h] };
  }
  if (node.name === 'circle' || node.name === 'ellipse') {
    const [cx, cy] = [num('cx'), num('cy')];
    const rx = node.name === 'circle' ? num('r') : num('rx');
    const ry = node.name === 'circle' ? num('r') : num('ry');
    if (rx <= 0 || ry <= 0) return null;
    const n = Math.max(12, Math.ceil((2 * Math.PI * Math.max(rx, ry)) / STEP));
    const pts: Pt[] = [];
    for (let i = 0; i <= n; i++) {
      const t = (2 * Math.PI * i) / n;
      pts.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t)]);
    }
    return { paths: [pts], box: [cx - rx, cy - ry, cx + rx, cy + ry] };
  }
  if (node.name === 'path' && a.d) {
    paths = pathPoints(a.d);
    if (!paths.length) return null;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const p of paths)
      for (const [x, y] of p) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
    return { paths, box: [x0, y0, x1, y1] };
  }
  return null;
}

/**
 * The path's subpaths as polylines, curves and arcs cut into short segments. Filling closes every
 * subpath anyway; only those closed with Z end where they began (strokes follow what is drawn).
 */
export function pathPoints(d: string): Pt[][] {
  const tokens = d.match(/[MmLlHhVvQqTtCcSsAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  const out: Pt[][] = [];
  let cur: Pt[] = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  // The last control point, for the smooth curves (T, S).
  let qc: Pt | null = null;
  let cc: Pt | null = null;
  let cmd = '';
  let i = 0;
  const more = () => i < tokens.length && !/[A-Za-z]/.test(tokens[i] as string);
  const next = () => Number(tokens[i++]);
  const flag = () => {
    // Arc flags may be written without separators ("a5 5 0 011 1"): take one digit.
    const t = tokens[i] as string;
    if (t.length > 1 && (t[0] === '0' || t[0] === '1')) {
      tokens[i] = t.slice(1);
      return Number(t[0]);
    }
    i++;
    return Number(t);
  };
  const lineTo = (nx: number, ny: number) => {
    cur.push([nx, ny]);
    x = nx;
    y = ny;
  };
  const curve = (pts: Pt[], at: (t: number) => Pt) => {
    let length = 0;
    for (let k = 1; k < pts.length; k++)
      length += Math.hypot((pts[k] as Pt)[0] - (pts[k - 1] as Pt)[0], (pts[k] as Pt)[1] - (pts[k - 1] as Pt)[1]);
    const n = Math.max(2, Math.min(64, Math.ceil(length / STEP)));
    for (let k = 1; k <= n; k++) cur.push(at(k / n));
  };
  while (i < tokens.length) {
    const t = tokens[i] as string;
    if (/[A-Za-z]/.test(t)) {
      cmd = t;
      i++;
    } else if (!cmd) break;
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case 'M': {
        if (cur.length > 1) out.push(cur);
        const mx = next() + ox;
        const my = next() + oy;
        cur = [[mx, my]];
        x = sx = mx;
        y = sy = my;
        // Pairs after a moveto are linetos.
        cmd = rel ? 'l' : 'L';
        qc = cc = null;
        continue;
      }
      case 'L':
        lineTo(next() + ox, next() + oy);
        qc = cc = null;
        break;
      case 'H':
        lineTo(next() + ox, y);
        qc = cc = null;
        break;
      case 'V':
        lineTo(x, next() + oy);
        qc = cc = null;
        break;
      case 'Q':
      case 'T': {
        const c: Pt =
          cmd.toUpperCase() === 'Q' ? [next() + ox, next() + oy] : qc ? [2 * x - qc[0], 2 * y - qc[1]] : [x, y];
        const e: Pt = [next() + ox, next() + oy];
        const s: Pt = [x, y];
        curve([s, c, e], (k) => [
          (1 - k) * (1 - k) * s[0] + 2 * (1 - k) * k * c[0] + k * k * e[0],
          (1 - k) * (1 - k) * s[1] + 2 * (1 - k) * k * c[1] + k * k * e[1],
        ]);
        [x, y] = e;
        qc = c;
        cc = null;
        break;
      }
      case 'C':
      case 'S': {
        const c1: Pt =
          cmd.toUpperCase() === 'C' ? [next() + ox, next() + oy] : cc ? [2 * x - cc[0], 2 * y - cc[1]] : [x, y];
        const c2: Pt = [next() + ox, next() + oy];
        const e: Pt = [next() + ox, next() + oy];
        const s: Pt = [x, y];
        curve([s, c1, c2, e], (k) => {
          const u = 1 - k;
          return [
            u * u * u * s[0] + 3 * u * u * k * c1[0] + 3 * u * k * k * c2[0] + k * k * k * e[0],
            u * u * u * s[1] + 3 * u * u * k * c1[1] + 3 * u * k * k * c2[1] + k * k * k * e[1],
          ];
        });
        [x, y] = e;
        cc = c2;
        qc = null;
        break;
      }
      case 'A': {
        const rx = Math.abs(next());
        const ry = Math.abs(next());
        const rot = next();
        const large = flag();
        const sweep = flag();
        const ex = next() + ox;
        const ey = next() + oy;
        arc(cur, x, y, rx, ry, rot, large === 1, sweep === 1, ex, ey);
        x = ex;
        y = ey;
        qc = cc = null;
        break;
      }
      case 'Z': {
        cur.push([sx, sy]);
        out.push(cur);
        cur = [[sx, sy]];
        x = sx;
        y = sy;
        qc = cc = null;
        // Z takes no numbers; whatever follows starts a new command.
        if (more()) cmd = rel ? 'l' : 'L';
        continue;
      }
      default:
        i++;
    }
  }
  if (cur.length > 1) out.push(cur);
  return out;
}

/** An elliptical arc from (x1, y1) to (x2, y2), by the SVG spec's centre parameterisation. */
function arc(
  out: Pt[],
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
) {
  if (rxIn === 0 || ryIn === 0 || (x1 === x2 && y1 === y2)) {
    out.push([x2, y2]);
    return;
  }
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  let rx = rxIn;
  let ry = ryIn;
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const den = rx * rx * yp * yp + ry * ry * xp * xp;
  const k = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (k * rx * yp) / ry;
  const cyp = (-k * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angleOf = (ux: number, uy: number) => Math.atan2(uy, ux);
  const t1 = angleOf((xp - cxp) / rx, (yp - cyp) / ry);
  let dt = angleOf((-xp - cxp) / rx, (-yp - cyp) / ry) - t1;
  if (sweep && dt < 0) dt += 2 * Math.PI;
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  const n = Math.max(2, Math.min(96, Math.ceil((Math.abs(dt) * Math.max(rx, ry)) / STEP)));
  for (let i = 1; i <= n; i++) {
    const t = t1 + (dt * i) / n;
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    out.push(i === n ? [x2, y2] : [cos * ex - sin * ey + cx, sin * ex + cos * ey + cy]);
  }
}

/** The drawn pieces of a polyline under a dash pattern (the whole line when there is none). */
function dashes(pts: Pt[], pattern: number[]): Pt[][] {
  const total = pattern.reduce((s, d) => s + d, 0);
  if (pattern.length === 0 || total <= 0) return [pts];
  const dash = pattern.length % 2 ? [...pattern, ...pattern] : pattern;
  const out: Pt[][] = [];
  let index = 0;
  let left = dash[0] as number;
  let on = true;
  let piece: Pt[] = [pts[0] as Pt];
  for (let k = 1; k < pts.length; k++) {
    let [ax, ay] = pts[k - 1] as Pt;
    const [bx, by] = pts[k] as Pt;
    let seg = Math.hypot(bx - ax, by - ay);
    while (seg > left) {
      const t = left / seg;
      const mx = ax + (bx - ax) * t;
      const my = ay + (by - ay) * t;
      if (on) {
        piece.push([mx, my]);
        out.push(piece);
      }
      piece = [[mx, my]];
      seg -= left;
      ax = mx;
      ay = my;
      on = !on;
      index = (index + 1) % dash.length;
      left = dash[index] as number;
    }
    left -= seg;
    if (on) piece.push([bx, by]);
  }
  if (on && piece.length > 1) out.push(piece);
  return out;
}

/** Polygons covering a stroke: a box per segment, and discs at joins (and at the ends when round). */
function strokeOutline(pts: Pt[], half: number, cap: string, into: Pt[][]) {
  if (pts.length === 0) return;
  const round = cap === 'round';
  const square = cap === 'square';
  const n = Math.max(8, Math.min(48, Math.ceil(half * 2)));
  const disc = ([cx, cy]: Pt) => {
    const p: Pt[] = [];
    for (let i = 0; i <= n; i++) {
      const t = (2 * Math.PI * i) / n;
      p.push([cx + half * Math.cos(t), cy + half * Math.sin(t)]);
    }
    into.push(p);
  };
  let drew = false;
  for (let k = 1; k < pts.length; k++) {
    let [ax, ay] = pts[k - 1] as Pt;
    let [bx, by] = pts[k] as Pt;
    const len = Math.hypot(bx - ax, by - ay);
    if (len < 1e-9) continue;
    const ux = (bx - ax) / len;
    const uy = (by - ay) / len;
    if (square && k === 1) {
      ax -= ux * half;
      ay -= uy * half;
    }
    if (square && k === pts.length - 1) {
      bx += ux * half;
      by += uy * half;
    }
    const nx = -uy * half;
    const ny = ux * half;
    // All boxes turn the same way, so overlapping pieces add up under the non-zero rule.
    into.push([
      [ax + nx, ay + ny],
      [bx + nx, by + ny],
      [bx - nx, by - ny],
      [ax - nx, ay - ny],
      [ax + nx, ay + ny],
    ]);
    if (k < pts.length - 1) disc([bx, by]);
    drew = true;
  }
  const first = pts[0] as Pt;
  const last = pts[pts.length - 1] as Pt;
  const closed = pts.length > 2 && samePoint(first, last);
  if (closed) disc(first);
  else if (round) {
    disc(first);
    if (drew) disc(last);
  }
}

/** Rows of samples per pixel row. */
const SAMPLES = 4;

type Edge = { x0: number; y0: number; y1: number; slope: number; dir: number };

/**
 * Fills polygons (each closed implicitly) by scanlines: for each of SAMPLES rows per pixel row,
 * the spans inside the shape (by winding number, or even-odd) add their exact horizontal coverage
 * to the pixels they cross; the row's coverage then mixes the paint into the raster. `union`
 * turns every polygon the same way first, so overlapping pieces (a stroke's) count once.
 */
function fillPolygons(
  raster: Raster,
  polys: Pt[][],
  rule: 'nonzero' | 'evenodd' | 'union',
  fill: Paint,
  alpha: number,
) {
  const evenOdd = rule === 'evenodd';
  const { width, height } = raster;
  const edges: Edge[] = [];
  let top = Infinity;
  let bottom = -Infinity;
  for (const poly of polys) {
    let area = 0;
    if (rule === 'union')
      for (let k = 0; k < poly.length; k++) {
        const [ax, ay] = poly[k] as Pt;
        const [bx, by] = poly[(k + 1) % poly.length] as Pt;
        area += ax * by - bx * ay;
      }
    const sign = area < 0 ? -1 : 1;
    for (let k = 0; k < poly.length; k++) {
      const [ax, ay] = poly[k] as Pt;
      const [bx, by] = poly[(k + 1) % poly.length] as Pt;
      if (ay === by || !Number.isFinite(ax + ay + bx + by)) continue;
      const down = ay < by;
      const [x0, y0, y1, x1] = down ? [ax, ay, by, bx] : [bx, by, ay, ax];
      edges.push({ x0, y0, y1, slope: (x1 - x0) / (y1 - y0), dir: (down ? 1 : -1) * sign });
      top = Math.min(top, y0);
      bottom = Math.max(bottom, y1);
    }
  }
  if (!edges.length) return;
  edges.sort((a, b) => a.y0 - b.y0);
  const rowStart = Math.max(0, Math.floor(top));
  const rowEnd = Math.min(height - 1, Math.ceil(bottom));
  const cover = new Float32Array(width + 1);
  const crossings: { x: number; dir: number }[] = [];
  let active: Edge[] = [];
  let nextEdge = 0;
  // Edges whose top is above the first row are added as the first rows are reached.
  for (let row = rowStart; row <= rowEnd; row++) {
    let minX = width;
    let maxX = -1;
    for (let s = 0; s < SAMPLES; s++) {
      const sy = row + (s + 0.5) / SAMPLES;
      while (nextEdge < edges.length && (edges[nextEdge] as Edge).y0 <= sy) active.push(edges[nextEdge++] as Edge);
      active = active.filter((e) => e.y1 > sy);
      crossings.length = 0;
      for (const e of active) if (e.y0 <= sy) crossings.push({ x: e.x0 + (sy - e.y0) * e.slope, dir: e.dir });
      if (crossings.length < 2) continue;
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      for (let c = 0; c < crossings.length - 1; c++) {
        const here = crossings[c] as { x: number; dir: number };
        winding = evenOdd ? winding ^ 1 : winding + here.dir;
        if (winding === 0) continue;
        const xa = Math.max(0, here.x);
        const xb = Math.min(width, (crossings[c + 1] as { x: number }).x);
        if (xb <= xa) continue;
        const ia = Math.floor(xa);
        const ib = Math.floor(xb);
        const w = 1 / SAMPLES;
        if (ia === ib) cover[ia] = (cover[ia] as number) + (xb - xa) * w;
        else {
          cover[ia] = (cover[ia] as number) + (ia + 1 - xa) * w;
          for (let p = ia + 1; p < ib; p++) cover[p] = (cover[p] as number) + w;
          cover[ib] = (cover[ib] as number) + (xb - ib) * w;
        }
        minX = Math.min(minX, ia);
        maxX = Math.max(maxX, Math.min(ib, width - 1));
      }
    }
    for (let p = minX; p <= maxX; p++) {
      const c = Math.min(1, cover[p] as number);
      cover[p] = 0;
      if (c <= 0) continue;
      if (typeof fill === 'function') {
        const [rgb, a] = fill(p + 0.5, row + 0.5);
        raster.blend(p, row, rgb, c * alpha * a);
      } else raster.blend(p, row, fill, c * alpha);
    }
    cover[width] = 0;
  }
}
