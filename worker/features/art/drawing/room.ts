// Indoor backgrounds: a wall with a few furnishings on the side away from the motif, and a floor or table.
import type { Ctx, Stage } from './context';
import { circle, dots, line, mix, n, op, path, rect } from './shapes';

function windowPane(c: Ctx, x: number, y: number, w: number, h: number): string {
  const { pal, r } = c;
  const frame = mix(pal.land[2], pal.light, 0.2);
  let s = rect(x - 8, y - 8, w + 16, h + 16, frame, ' rx="6"');
  s += rect(x, y, w, h, `url(#${c.id}g)`);
  // A hill and the sun or moon through the glass keep the window readable at small sizes.
  s += path(
    `M${n(x)} ${n(y + h)}V${n(y + h * 0.7)}Q${n(x + w * r.range(0.3, 0.7))} ${n(y + h * 0.45)} ${n(x + w)} ${n(y + h * 0.75)}V${n(y + h)}Z`,
    mix(pal.land[0], '#4F8F5A', 0.5),
  );
  s += circle(x + w * r.range(0.25, 0.75), y + h * 0.3, w * 0.1, pal.sun);
  s += line(`M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h / 2)}H${n(x + w)}`, frame, 8);
  s += rect(x - 16, y + h + 6, w + 32, 10, mix(frame, pal.ink, 0.15), ' rx="4"');
  return s;
}

function shelf(c: Ctx, x: number, y: number, w: number): string {
  const { pal, r } = c;
  let books = '';
  let bx = x + 8;
  const cols = [pal.accent[0], pal.accent[1], pal.accent[2], mix(pal.accent[0], pal.ink, 0.3)];
  while (bx < x + w * 0.65) {
    const bw = r.range(10, 18);
    const bh = r.range(34, 52);
    books += rect(bx, y - bh, bw, bh, r.pick(cols), ' rx="2"');
    bx += bw + 2;
  }
  const px = x + w * 0.82;
  const plant =
    path(`M${n(px - 14)} ${n(y - 24)}h28l-4 24h-20z`, mix(pal.accent[0], pal.land[2], 0.4)) +
    path(`M${n(px)} ${n(y - 24)}q-26 -10 -18 -34q12 12 18 34q0 -30 12 -42q10 24 -12 42z`, '#4E9A5A');
  return books + plant + rect(x, y, w, 9, pal.land[2], ' rx="3"');
}

function frame(c: Ctx, x: number, y: number, w: number, h: number): string {
  const { pal, r } = c;
  return (
    rect(x - 7, y - 7, w + 14, h + 14, pal.land[2], ' rx="3"') +
    rect(x, y, w, h, mix(pal.bg[0], pal.light, 0.55)) +
    circle(x + w * r.range(0.25, 0.75), y + h * 0.38, Math.min(w, h) * 0.16, r.pick(pal.accent)) +
    path(
      `M${n(x)} ${n(y + h)}L${n(x + w * 0.4)} ${n(y + h * 0.55)}L${n(x + w * 0.65)} ${n(y + h * 0.8)}L${n(x + w * 0.8)} ${n(y + h * 0.65)}L${n(x + w)} ${n(y + h)}Z`,
      mix(pal.accent[2], pal.ink, 0.1),
    )
  );
}

function lamp(c: Ctx, x: number): string {
  const { pal, r } = c;
  const y = r.range(90, 140);
  return (
    line(`M${n(x)} 0V${n(y)}`, pal.ink, 3) +
    circle(x, y + 34, 70, pal.sun, op(0.16)) +
    path(`M${n(x - 14)} ${n(y)}h28l26 34h-80z`, r.pick([pal.accent[0], pal.accent[1]])) +
    circle(x, y + 36, 9, pal.sun)
  );
}

function floorPlant(c: Ctx, x: number, floor: number): string {
  const { pal } = c;
  const leaf = '#3F8A4E';
  let d = '';
  for (const [dx, h, lean] of [
    [-6, 150, -50],
    [4, 180, 10],
    [8, 130, 55],
    [-2, 110, -80],
  ] as const) {
    d += `M${n(x + dx)} ${n(floor - 50)}q${n(lean - 20)} ${n(-h * 0.4)} ${n(lean)} ${n(-h)}q${n(30 - lean * 0.2)} ${n(h * 0.55)} ${n(-lean)} ${n(h)}z`;
  }
  return path(d, leaf) + path(`M${n(x - 34)} ${n(floor - 56)}h68l-8 58h-52z`, mix(pal.accent[0], pal.land[2], 0.3));
}

export function roomStage(c: Ctx, motifX: number, counter: boolean): Stage {
  const { r, pal, id } = c;
  const floor = r.range(375, 400);
  const defs =
    `<linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset="1" stop-color="${pal.bg[1]}"/></linearGradient>` +
    `<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.water[0]}"/><stop offset="1" stop-color="${pal.water[1]}"/></linearGradient>`;
  let back = `<rect width="800" height="500" fill="url(#${id}b)"/>`;
  const wallStyle = r.int(0, 3);
  if (wallStyle === 1) {
    let d = '';
    for (let x = r.range(0, 40); x < 800; x += 80) d += `M${n(x)} 0h36v${n(floor)}h-36z`;
    back += path(d, pal.land[0], op(0.35));
  } else if (wallStyle === 2) {
    const pts: [number, number][] = [];
    for (let y = 40; y < floor - 10; y += 64) for (let x = (y / 64) % 2 ? 32 : 0; x < 800; x += 64) pts.push([x, y]);
    back += dots(pts, pal.land[0], 9, op(0.55));
  } else if (wallStyle === 3 || counter) {
    // Tiles behind a counter, or wainscot panels elsewhere.
    const top = floor - r.range(110, 150);
    back += rect(0, top, 800, floor - top, mix(pal.land[0], pal.light, counter ? 0.35 : 0), '');
    let d = '';
    const step = counter ? 36 : 100;
    for (let x = step; x < 800; x += step) d += `M${x} ${n(top)}V${n(floor)}`;
    if (counter) for (let y = top + 36; y < floor; y += 36) d += `M0 ${n(y)}H800`;
    back += line(d, mix(pal.land[0], pal.ink, 0.2), 2, op(0.5)) + rect(0, top - 6, 800, 8, pal.land[2], op(0.6));
  }
  // Furnishings go on the emptier side; a lamp may hang on the other.
  const side = motifX < 400 ? 1 : -1;
  const fx = side > 0 ? r.range(560, 620) : r.range(60, 110);
  const pick = r.int(0, 3);
  if (pick === 0) back += windowPane(c, fx, r.range(60, 100), r.range(120, 150), r.range(140, 170));
  else if (pick === 1) back += shelf(c, fx - 20, r.range(150, 200), r.range(170, 200));
  else if (pick === 2) back += frame(c, fx, r.range(70, 110), r.range(110, 150), r.range(80, 120));
  else
    back +=
      windowPane(c, fx, r.range(60, 100), r.range(110, 140), r.range(130, 160)) +
      frame(c, fx + (side > 0 ? -140 : 170), 100, 70, 90);
  if (r.chance(0.45)) back += lamp(c, side > 0 ? r.range(140, 260) : r.range(540, 660));
  let front = '';
  if (counter) {
    back += rect(-10, floor, 820, 130, pal.land[2]) + rect(-10, floor - 4, 820, 22, mix(pal.land[1], pal.light, 0.15));
  } else {
    back += rect(-10, floor, 820, 130, pal.land[1]);
    let d = '';
    for (let y = floor + 22; y < 500; y += 26) d += `M0 ${n(y)}H800`;
    back += line(d, pal.land[2], 2, op(0.4));
    if (r.chance(0.5))
      back += path(
        `M${n(motifX - 230)} 492L${n(motifX - 170)} ${n(floor + 40)}H${n(motifX + 170)}L${n(motifX + 230)} 492Z`,
        pal.accent[2],
        op(0.5),
      );
    if (r.chance(0.4)) front = floorPlant(c, side > 0 ? r.range(700, 750) : r.range(50, 100), 490);
  }
  return { defs, back, front, horizon: floor, ground: counter ? floor + 16 : floor + 70, water: floor };
}
