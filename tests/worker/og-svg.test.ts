import { describe, expect, it } from 'vitest';
import { Raster } from '../../worker/features/renderer/cards/raster';
import { drawSvg, pathPoints } from '../../worker/features/renderer/cards/svg';

/** Draws `body` in a 200×200 picture on white and reads pixels back as [r, g, b]. */
function draw(body: string, defs = '') {
  const r = new Raster(200, 200);
  r.pixels.fill(255);
  drawSvg(r, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs>${defs}</defs>${body}</svg>`);
  return (x: number, y: number) => [...r.pixels.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
}
const RED = [255, 0, 0];
const WHITE = [255, 255, 255];
const BLUE = [0, 0, 255];

describe('drawing our illustrations into a preview card', () => {
  it('fills rectangles, circles and ellipses, with smooth edges', () => {
    const at = draw(
      '<rect x="10" y="10" width="80" height="40" fill="#f00"/><circle cx="150" cy="50" r="30" fill="#0000ff"/><ellipse cx="100" cy="150" rx="60" ry="20" fill="#ff0000"/>',
    );
    expect(at(50, 30)).toEqual(RED);
    expect(at(5, 30)).toEqual(WHITE);
    expect(at(150, 50)).toEqual(BLUE);
    expect(at(150, 15)).toEqual(WHITE);
    expect(at(150, 25)).toEqual(BLUE);
    expect(at(100, 150)).toEqual(RED);
    expect(at(100, 125)).toEqual(WHITE);
    // A pixel the circle's edge crosses is part blue, part white.
    const edge = at(179, 50);
    expect(edge[0]).toBeGreaterThan(0);
    expect(edge[0]).toBeLessThan(255);
  });

  it('reads every path command, arcs included', () => {
    // A circle of radius 50 around (100, 100) as two arcs, relative.
    const at = draw('<path d="M50 100a50 50 0 1 1 100 0a50 50 0 1 1-100 0Z" fill="#f00"/>');
    expect(at(100, 100)).toEqual(RED);
    expect(at(100, 53)).toEqual(RED);
    expect(at(100, 45)).toEqual(WHITE);
    expect(at(155, 100)).toEqual(WHITE);
    // Lines, quadratic and cubic curves, the smooth ones and H/V, absolute and relative.
    const pts = pathPoints('M0 0H10V10h-10v-10L5 5l1 1Q10 10 20 0T40 0C50 10 60 10 70 0S90 -10 100 0');
    const flat = pts.flat();
    expect(flat[0]).toEqual([0, 0]);
    expect(flat).toContainEqual([10, 10]);
    expect(flat).toContainEqual([6, 6]);
    expect(flat[flat.length - 1]).toEqual([100, 0]);
    // T mirrors the last control point: the curve from 20 to 40 bends up (negative y).
    const t = flat.find(([x]) => x > 29 && x < 31) as [number, number];
    expect(t[1]).toBeLessThan(0);
  });

  it('fills by the non-zero rule, or even-odd when asked', () => {
    const square = 'M20 20H180V180H20Z M60 60H140V140H60Z';
    expect(draw(`<path d="${square}" fill="#f00"/>`)(100, 100)).toEqual(RED);
    expect(draw(`<path d="${square}" fill="#f00" fill-rule="evenodd"/>`)(100, 100)).toEqual(WHITE);
    expect(draw(`<path d="${square}" fill="#f00" fill-rule="evenodd"/>`)(40, 100)).toEqual(RED);
    // The inner square drawn the other way round is a hole under non-zero too.
    expect(draw('<path d="M20 20H180V180H20Z M60 60V140H140V60Z" fill="#f00"/>')(100, 100)).toEqual(WHITE);
  });

  it('strokes with their width, round or butt ends, and dashes; an unfilled path is not filled', () => {
    const round = draw('<path d="M40 100H160" fill="none" stroke="#f00" stroke-width="20" stroke-linecap="round"/>');
    expect(round(100, 100)).toEqual(RED);
    expect(round(100, 93)).toEqual(RED);
    expect(round(100, 115)).toEqual(WHITE);
    expect(round(34, 100)).toEqual(RED);
    const butt = draw('<path d="M40 100H160" fill="none" stroke="#f00" stroke-width="20"/>');
    expect(butt(34, 100)).toEqual(WHITE);
    const dashed = draw('<path d="M0 100H200" fill="none" stroke="#f00" stroke-width="6" stroke-dasharray="20 20"/>');
    expect(dashed(10, 100)).toEqual(RED);
    expect(dashed(30, 100)).toEqual(WHITE);
    expect(dashed(50, 100)).toEqual(RED);
    const open = draw('<path d="M20 20L180 20L180 180" fill="none" stroke="#f00" stroke-width="4"/>');
    expect(open(120, 60)).toEqual(WHITE);
    // A stroke over itself with opacity is mixed in once, not twice where pieces meet.
    const faint = draw('<path d="M20 100H100L100 20" fill="none" stroke="#000" stroke-width="10" opacity="0.5"/>');
    expect(faint(100, 100)).toEqual(faint(60, 100));
  });

  it('places groups by their transforms and mixes in their opacity', () => {
    const at = draw(
      '<g transform="translate(100 0) scale(2)"><rect width="10" height="10" fill="#f00"/></g><g transform="rotate(90 50 150)"><rect x="40" y="145" width="40" height="10" fill="#0000ff"/></g><g opacity="0.5"><rect x="0" y="190" width="10" height="10" fill="#000"/></g>',
    );
    expect(at(105, 5)).toEqual(RED);
    expect(at(118, 18)).toEqual(RED);
    expect(at(95, 5)).toEqual(WHITE);
    expect(at(122, 5)).toEqual(WHITE);
    // Turned about (50, 150): the bar that ran right from x 40 now runs down from y 140.
    expect(at(50, 175)).toEqual(BLUE);
    expect(at(70, 150)).toEqual(WHITE);
    // Black at half opacity over white: mid grey.
    for (const c of at(5, 195)) expect(Math.abs(c - 127.5)).toBeLessThanOrEqual(1);
  });

  it('paints linear gradients across the shape, with stop opacity', () => {
    const at = draw(
      '<rect width="200" height="200" fill="url(#g)"/>',
      '<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>',
    );
    expect(at(100, 0)[0]).toBeLessThan(3);
    // Half way: grey at half opacity over white.
    expect(Math.abs((at(100, 100)[0] as number) - 191)).toBeLessThan(4);
    expect(at(100, 199)[0]).toBeGreaterThan(250);
  });
});
