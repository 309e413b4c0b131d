// Outdoor backgrounds: sky, sun or moon, and layered land or water. Every layer takes its shape from the
// seed, so two pictures of the same motif never share a skyline.
import type { Ctx, Stage } from './context';
import { tufts } from './props';
import { cloud, dots, line, mix, n, op, path, peaks, rect, ridge } from './shapes';

function sky(c: Ctx, horizon: number): { defs: string; svg: string } {
  const { r, pal, time, id } = c;
  const defs = `<linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset="1" stop-color="${pal.bg[1]}"/></linearGradient>`;
  let svg = `<rect width="800" height="500" fill="url(#${id}b)"/>`;
  const sx = r.pick([r.range(90, 260), r.range(540, 710)]);
  if (time === 'night') {
    const stars: [number, number][] = [];
    for (let i = 0; i < 34; i++) stars.push([r.range(0, 800), r.range(0, horizon - 20)]);
    svg += dots(stars, pal.light, 3, op(0.8));
    const mr = r.range(24, 36);
    const my = r.range(60, 120);
    svg += `<circle cx="${n(sx)}" cy="${n(my)}" r="${n(mr * 2)}" fill="${pal.sun}"${op(0.12)}/>`;
    svg += `<circle cx="${n(sx)}" cy="${n(my)}" r="${n(mr)}" fill="${pal.sun}"/>`;
    if (r.chance(0.6))
      svg += `<circle cx="${n(sx + mr * 0.55)}" cy="${n(my - mr * 0.3)}" r="${n(mr * 0.85)}" fill="${pal.bg[0]}"/>`;
  } else {
    const low = time !== 'day';
    const sr = low ? r.range(50, 75) : r.range(34, 50);
    const sy = low ? horizon - r.range(0, 40) : r.range(70, 130);
    svg += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr * 1.7)}" fill="${pal.sun}"${op(0.18)}/>`;
    svg += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr)}" fill="${pal.sun}"/>`;
    const count = r.int(1, 3);
    for (let i = 0; i < count; i++) {
      const cx = (800 / count) * (i + r.range(0.1, 0.7));
      svg += cloud(cx, r.range(70, horizon - 90), r.range(0.6, 1.3), pal.light, op(low ? 0.55 : 0.85));
    }
    if (r.chance(0.5)) {
      const bx = r.range(150, 650);
      const by = r.range(60, 150);
      let d = '';
      for (let i = 0; i < r.int(2, 4); i++)
        d += birdPath(bx + i * r.range(18, 30), by + r.range(-14, 14), r.range(0.7, 1.1));
      svg += line(d, pal.ink, 3, op(0.55));
    }
  }
  return { defs, svg };
}

const birdPath = (x: number, y: number, s: number) =>
  `M${n(x - 10 * s)} ${n(y - 3 * s)}q${n(5 * s)}-${n(6 * s)} ${n(10 * s)} ${n(3 * s)}q${n(5 * s)}-${n(9 * s)} ${n(10 * s)}-${n(3 * s)}`;

/** Distant land fades into the sky colour: cheap aerial perspective. */
const haze = (c: Ctx, col: string, t: number) => mix(col, c.pal.bg[1], t);

function smallTrees(c: Ctx, y0: number, count: number, col: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = c.r.range(20, 780);
    const y = y0 + c.r.range(-6, 10);
    const s = c.r.range(6, 11);
    d += `M${n(x)} ${n(y)}l${n(-s)} ${n(s * 2.4)}h${n(s * 2)}z`;
  }
  return path(d, col);
}

function land(c: Ctx, mountains: boolean): Stage {
  const { r, pal } = c;
  const horizon = r.range(270, 320);
  const s = sky(c, horizon);
  let back = s.svg;
  if (mountains) {
    back += peaks(
      r,
      horizon + 10,
      horizon - r.range(150, 200),
      r.int(2, 4),
      haze(c, mix(pal.land[2], '#5B6B8E', 0.45), 0.35),
      pal.light,
    );
  } else {
    back += ridge(r, horizon - 20, 22, r.int(3, 5), haze(c, pal.land[0], 0.45));
  }
  back += ridge(r, horizon + 35, 26, r.int(2, 4), pal.land[0]);
  if (r.chance(0.5)) back += smallTrees(c, horizon + 45, r.int(4, 9), mix(pal.land[1], pal.ink, 0.25));
  back += ridge(r, horizon + 95, 22, r.int(2, 3), pal.land[1]);
  let front = ridge(r, 470, 14, 2, pal.land[2]);
  front += tufts(c, r.pick([0, 2, 3]));
  return { defs: s.defs, back, front, horizon, ground: 462, water: 420 };
}

function water(c: Ctx, horizon: number, bottom: number): string {
  const { r, pal, id } = c;
  const svg = `<rect y="${n(horizon)}" width="800" height="${n(bottom - horizon)}" fill="url(#${id}w)"/>`;
  let d = '';
  for (let i = 0; i < 9; i++) {
    const y = horizon + 12 + ((bottom - horizon - 20) * i) / 9 + r.range(-4, 4);
    const x = r.range(0, 740);
    d += `M${n(x)} ${n(y)}h${n(r.range(20, 70) * (1 + i / 6))}`;
  }
  return svg + line(d, pal.light, 3, op(0.35));
}
const waterDef = (c: Ctx) =>
  `<linearGradient id="${c.id}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.pal.water[0]}"/><stop offset="1" stop-color="${c.pal.water[1]}"/></linearGradient>`;

function sea(c: Ctx, beach: boolean): Stage {
  const { r, pal } = c;
  const horizon = r.range(250, 300);
  const s = sky(c, horizon);
  let back = s.svg;
  if (r.chance(0.5)) back += ridge(r, horizon - 6, 14, 3, haze(c, pal.land[1], 0.5), horizon + 2);
  back += water(c, horizon, 500);
  let front = '';
  if (beach) {
    const y = r.range(395, 420);
    front += path(
      `M-10 500V${n(y)}Q${n(r.range(200, 400))} ${n(y - 40)} 820 ${n(y + r.range(-10, 20))}V500Z`,
      '#E9CF95',
    );
    front += line(`M-10 ${n(y - 4)}Q${n(r.range(200, 400))} ${n(y - 44)} 820 ${n(y + 8)}`, pal.light, 5, op(0.7));
  } else {
    // Rolling foreground swell, drawn after boats so hulls sit in the water.
    let d = 'M-10 500V470';
    for (let x = -10; x < 820; x += 80) d += `q20 -18 40 0t40 0`;
    front += path(`${d}V500Z`, pal.water[1], op(0.85));
  }
  return { defs: s.defs + waterDef(c), back, front, horizon, ground: 470, water: 395 };
}

function lake(c: Ctx): Stage {
  const { r, pal } = c;
  const horizon = r.range(265, 300);
  const s = sky(c, horizon);
  let back = s.svg;
  back += r.chance(0.5)
    ? peaks(
        r,
        horizon + 4,
        horizon - r.range(110, 160),
        r.int(2, 4),
        haze(c, mix(pal.land[2], '#5B6B8E', 0.45), 0.3),
        pal.light,
      )
    : ridge(r, horizon - 22, 20, 3, haze(c, pal.land[0], 0.3), horizon + 10);
  back += ridge(r, horizon - 2, 10, 4, pal.land[1], horizon + 14);
  back += water(c, horizon + 10, 500);
  const side = r.chance(0.5);
  const front = path(
    side ? `M-10 500V420Q120 400 230 460Q260 480 280 500Z` : `M810 500V420Q680 400 570 460Q540 480 520 500Z`,
    pal.land[2],
  );
  return { defs: s.defs + waterDef(c), back, front, horizon, ground: 480, water: 400 };
}

function desert(c: Ctx): Stage {
  const { r, pal } = c;
  const horizon = r.range(280, 320);
  const s = sky(c, horizon);
  let back = s.svg;
  // A canyon or gorge is named: its walls, not dunes.
  const canyon = /\b(canyons?|gorges?)\b/.test(c.text);
  if (r.chance(0.5) || canyon) {
    // Flat-topped mesas on the horizon.
    let d = `M-10 ${n(horizon + 10)}`;
    let x = -10;
    while (x < 800) {
      const w = r.range(60, 160);
      const h = r.range(30, 90);
      d += `L${n(x + 15)} ${n(horizon - h)}H${n(x + w - 15)}L${n(x + w)} ${n(horizon + 10)}`;
      x += w + r.range(20, 120);
    }
    back += path(`${d}L810 ${n(horizon + 10)}V500H-10Z`, haze(c, pal.land[2], 0.4));
  }
  back += ridge(r, horizon + 15, 25, 2, pal.land[0]);
  if (canyon) {
    back += canyonWalls(c, horizon);
    return { defs: s.defs, back, front: '', horizon, ground: 470, water: 420 };
  }
  back += ridge(r, horizon + 85, 30, 2, pal.land[1]);
  const front = ridge(r, 465, 20, 2, pal.land[2]);
  return { defs: s.defs, back, front, horizon, ground: 470, water: 420 };
}

/**
 * A canyon seen from its rim: two stepped walls of banded rock falling to a shadowed floor, the
 * far rim on the horizon. What stands in the picture stands on the floor, between the walls.
 */
function canyonWalls(c: Ctx, horizon: number): string {
  const { r, pal } = c;
  const top = horizon + 20;
  const floor = 500;
  const left = r.range(250, 300);
  const right = r.range(500, 550);
  // The floor and the far walls in shadow.
  let svg = rect(-10, top, 820, floor - top + 10, mix(pal.land[2], pal.ink, 0.45));
  for (const side of [-1, 1]) {
    const edge = side < 0 ? left : right;
    const out = side < 0 ? -10 : 810;
    // Steps down from the rim to the floor, each a band of the rock's colours.
    let d = `M${n(out)} ${n(top)}`;
    let x = out;
    const steps = r.int(3, 4);
    for (let i = 0; i < steps; i++) {
      const y = top + ((floor - top) * (i + 1)) / (steps + 0.6);
      const reach = edge + side * ((steps - i - 1) * r.range(28, 46));
      d += `L${n(reach + side * r.range(4, 14))} ${n(y - (floor - top) / (steps + 0.6) + 6)}L${n(reach)} ${n(y)}`;
      x = reach;
    }
    d += `L${n(x - side * 10)} ${n(floor + 10)}L${n(out)} ${n(floor + 10)}Z`;
    svg += path(d, side < 0 ? pal.land[1] : mix(pal.land[1], pal.ink, 0.15));
    // Bands of strata across the wall.
    let bands = '';
    for (let y = top + 18; y < floor; y += r.range(22, 34))
      bands += `M${n(out)} ${n(y)}H${n(edge + side * ((floor - y) / (floor - top)) * 60)}`;
    svg += line(bands, mix(pal.land[2], pal.ink, 0.2), 3, op(0.35));
  }
  return svg;
}

function snow(c: Ctx): Stage {
  const { r, pal } = c;
  const horizon = r.range(260, 300);
  const s = sky(c, horizon);
  let back = s.svg;
  back += peaks(r, horizon + 20, horizon - r.range(140, 190), r.int(2, 4), mix(pal.land[2], pal.ink, 0.25), pal.light);
  back += ridge(r, horizon + 40, 30, 3, pal.land[1]);
  back += smallTrees(c, horizon + 55, r.int(5, 10), mix(pal.ink, '#2F5D50', 0.5));
  back += ridge(r, horizon + 110, 25, 2, pal.land[0]);
  return { defs: s.defs, back, front: '', horizon, ground: 465, water: 420 };
}

function city(c: Ctx): Stage {
  const { r, pal, time } = c;
  const horizon = r.range(300, 340);
  const s = sky(c, horizon - 120);
  let back = s.svg;
  for (const [layer, col] of [
    [0, haze(c, pal.land[1], 0.5)],
    [1, mix(pal.land[2], pal.ink, 0.2)],
  ] as const) {
    let d = `M-10 500V${n(horizon)}`;
    let x = -10;
    let win = '';
    while (x < 810) {
      const w = r.range(40, 90);
      const h = r.range(60, 190) * (layer ? 0.7 : 1);
      const top = horizon - h + layer * 30;
      const spire = r.chance(0.15);
      d += `V${n(top)}${spire ? `h${n(w / 2 - 4)}l4 -30l4 30` : ''}H${n(x + w)}`;
      if (layer)
        for (let wy = top + 14; wy < horizon + 40; wy += 22)
          if (r.chance(0.45)) win += `M${n(x + r.range(8, w - 16))} ${n(wy)}h8v10h-8z`;
      x += w + r.range(0, 12);
    }
    back += path(`${d}V500Z`, col);
    if (win)
      back += path(
        win,
        time === 'night' || time === 'dusk' ? pal.accent[0] : pal.light,
        op(time === 'night' ? 0.9 : 0.35),
      );
  }
  const river = r.chance(0.4);
  back += river ? water(c, horizon + 95, 500) : rect(-10, horizon + 95, 820, 200, pal.land[0]);
  return { defs: s.defs + (river ? waterDef(c) : ''), back, front: '', horizon, ground: 470, water: 440 };
}

function skyScene(c: Ctx): Stage {
  const { r, pal } = c;
  const horizon = r.range(400, 430);
  const s = sky(c, horizon);
  let back = s.svg;
  if (c.time !== 'night') back += cloud(r.range(0, 650), r.range(150, 330), r.range(1, 1.6), c.pal.light, op(0.7));
  back += ridge(r, horizon, 18, 4, haze(c, pal.land[0], 0.3));
  back += ridge(r, horizon + 45, 14, 3, pal.land[1]);
  return { defs: s.defs, back, front: '', horizon, ground: 480, water: 460 };
}

function underwater(c: Ctx): Stage {
  const { r, pal, id } = c;
  const defs = `<linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset="1" stop-color="${pal.bg[1]}"/></linearGradient>`;
  let back = `<rect width="800" height="500" fill="url(#${id}b)"/>`;
  let rays = '';
  for (let i = 0; i < 4; i++) {
    const x = r.range(0, 760);
    const w = r.range(30, 70);
    rays += `M${n(x)} 0h${n(w)}l${n(r.range(60, 160))} 500h${n(-w * 2)}z`;
  }
  back += path(rays, pal.water[0], op(0.14));
  back += line(`M0 12${'q25 -10 50 0t50 0'.repeat(8)}`, pal.water[0], 4, op(0.5));
  back += ridge(r, 445, 18, 3, pal.land[1]);
  const front = ridge(r, 478, 10, 2, pal.land[2]);
  return { defs, back, front, horizon: 0, ground: 470, water: 260 };
}

export function outdoorStage(c: Ctx): Stage {
  switch (c.scene) {
    case 'mountains':
      return land(c, true);
    case 'lake':
      return lake(c);
    case 'sea':
      return sea(c, false);
    case 'beach':
      return sea(c, true);
    case 'underwater':
      return underwater(c);
    case 'desert':
      return desert(c);
    case 'snow':
      return snow(c);
    case 'city':
      return city(c);
    case 'sky':
      return skyScene(c);
    default:
      return land(c, false);
  }
}
