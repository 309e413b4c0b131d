// Landscape motifs. 'full' ones (mountain, hiking, forest, volcano, aurora, waterfall) draw in picture units
// around c.x because they are the scenery; the rest draw in local units on the ground line.
import type { Ctx, Draw, Stage } from './context';
import { POSES, person } from './figure';
import { circle, darken, dots, lighten, line, mix, n, op, path, sparkle } from './shapes';

/** Conifer of height h with its foot at (x, y). */
export const pine = (x: number, y: number, h: number) =>
  `M${n(x)} ${n(y - h)}l${n(h * 0.22)} ${n(h * 0.4)}h${n(-h * 0.08)}l${n(h * 0.2)} ${n(h * 0.35)}h${n(-h * 0.08)}l${n(h * 0.16)} ${n(h * 0.25)}h${n(-h * 0.84)}l${n(h * 0.16)} ${n(-h * 0.25)}h${n(-h * 0.08)}l${n(h * 0.2)} ${n(-h * 0.35)}h${n(-h * 0.08)}z`;

/** Round broadleaf tree: trunk plus three overlapping blobs. */
export function broadleaf(x: number, y: number, h: number, leaf: string, trunk: string): string {
  const r = h * 0.26;
  return (
    line(`M${n(x)} ${n(y)}V${n(y - h * 0.5)}`, trunk, Math.max(4, h * 0.07)) +
    path(
      `M${n(x - r * 1.2)} ${n(y - h * 0.55)}a${n(r)} ${n(r)} 0 0 1 ${n(r * 0.6)} ${n(-r * 1.3)}a${n(r * 1.05)} ${n(r * 1.05)} 0 0 1 ${n(r * 1.9)} ${n(r * 0.2)}a${n(r * 0.9)} ${n(r * 0.9)} 0 0 1 ${n(-r * 0.3)} ${n(r * 1.5)}z`,
      leaf,
    )
  );
}

function peak(c: Ctx, px: number, py: number, base: number, half: number, col: string): string {
  const { r, pal } = c;
  const left = half * r.range(0.8, 1.2);
  const right = half * r.range(0.8, 1.2);
  const mid = px + r.range(-30, 50);
  const shade = darken(col, 0.25);
  const t = r.range(0.22, 0.36);
  const ly = py + (base - py) * t;
  return (
    path(`M${n(px - left)} ${n(base)}L${n(px)} ${n(py)}L${n(mid)} ${n(base)}z`, col) +
    path(`M${n(px)} ${n(py)}L${n(px + right)} ${n(base)}H${n(mid)}z`, shade) +
    path(
      `M${n(px)} ${n(py)}L${n(px - left * t)} ${n(ly)}l20 -14l18 18l18 -20l${n(left * t * 0.5)} 14L${n(px + right * t)} ${n(ly)}z`,
      pal.light,
    ) +
    path(`M${n(px)} ${n(py)}L${n(px + right * t)} ${n(ly)}L${n(px + 12)} ${n(ly - 10)}z`, darken(pal.light, 0.12))
  );
}

const mountain: Draw = (c, st) => {
  const { r, pal } = c;
  const base = st.ground - 30;
  const px = c.x + r.range(-60, 60);
  const py = st.horizon - r.range(150, 210);
  const col = mix(pal.land[2], r.pick(['#7A8AA8', '#8A7A9A', '#6E8A8A']), 0.5);
  const v = r.int(0, 3);
  let s = '';
  // A smaller second summit behind, on either side, in half the pictures.
  if (v >= 2)
    s += peak(
      c,
      px + r.pick([-1, 1]) * r.range(180, 260),
      py + r.range(50, 90),
      base,
      r.range(200, 260),
      mix(col, pal.bg[1], 0.3),
    );
  s += peak(c, px, py, base, r.range(240, 340), col);
  if (v % 2) {
    s += `<g transform="translate(${n(px)} ${n(py + 4)}) scale(.32)">${person(POSES.cheer, { skin: c.skin, shirt: r.pick(pal.accent), pants: pal.ink, hair: pal.ink })}</g>`;
  } else
    s += line(`M${n(px)} ${n(py)}v-46`, pal.ink, 4) + path(`M${n(px)} ${n(py - 46)}l34 10l-34 10z`, r.pick(pal.accent));
  if (r.chance(0.4)) {
    // Zigzag route up the lit face.
    let d = `M${n(px - 150)} ${n(base)}`;
    for (let i = 1; i <= 4; i++)
      d += `L${n(px - 150 + i * 30 + (i % 2 ? 60 : -40))} ${n(base - ((base - py - 60) * i) / 4)}`;
    s += line(d, pal.light, 4, ' stroke-dasharray="10 10" opacity=".7"');
  }
  if (r.chance(0.6)) {
    let d = '';
    for (let i = 0; i < 9; i++) d += pine(c.x + r.range(-380, 380), base + r.range(0, 30), r.range(40, 80));
    s += path(d, mix(pal.land[2], pal.ink, 0.35));
  }
  return s;
};

/** A path narrowing into the distance, from the bottom edge to the horizon. */
function trail(c: Ctx, st: Stage): { svg: string; mid: [number, number] } {
  const { r, pal } = c;
  const x0 = c.x + r.range(-80, 80);
  const x3 = c.x + r.range(-180, 180);
  const y3 = st.horizon + r.range(45, 70);
  const bend = r.range(140, 260) * r.pick([-1, 1]);
  const cs: [number, number, number][] = [
    [x0, 510, 170],
    [x0 + bend, 430, 90],
    [x3 - bend * 0.8, y3 + 40, 20],
    [x3, y3, 6],
  ];
  const L = cs.map(([x, y, w]) => `${n(x - w / 2)} ${n(y)}`);
  const R = cs.map(([x, y, w]) => `${n(x + w / 2)} ${n(y)}`);
  const d = `M${L[0]}C${L[1]} ${L[2]} ${L[3]}L${R[3]}C${R[2]} ${R[1]} ${R[0]}Z`;
  const col = mix('#E8D3A8', pal.land[1], 0.35);
  return { svg: path(d, col), mid: [x0 + bend * 0.42, 440] };
}

const hiking: Draw = (c, st) => {
  const { r, pal } = c;
  const t = trail(c, st);
  let s = t.svg;
  const [mx, my] = t.mid;
  const o = { skin: c.skin, shirt: r.pick(pal.accent), pants: mix(pal.ink, '#4A5A6A', 0.4), hair: pal.ink };
  const pack = `<rect x="-26" y="-124" width="24" height="46" rx="9" fill="${r.pick([pal.accent[1], '#C8553D', '#3E6E5E'])}"/>`;
  const hiker = person(POSES.walk, o, pack) + line('M30 -80L44 2', '#6B4A2E', 4);
  const sign = `${line('M0 0V-120', '#7A5232', 9)}${path('M-6 -116h62l12 12l-12 12h-62zM6 -84h-56l-12 12l12 12h56z', mix('#C89A5E', pal.land[2], 0.2))}`;
  const flip = r.chance(0.5) ? -1 : 1;
  const v = r.int(0, 2);
  if (v !== 1) s += `<g transform="translate(${n(mx)} ${n(my)}) scale(${flip * 1.15} 1.15)">${hiker}</g>`;
  if (v !== 0)
    s += `<g transform="translate(${n(v === 1 ? mx + 40 : mx + flip * 190)} ${n(my + 30)}) scale(${flip} 1)">${sign}</g>`;
  return s;
};

const camping: Draw = (c) => {
  const { r, pal, time } = c;
  const tent = r.pick(pal.accent);
  const dark = time === 'night' || time === 'dusk';
  let s = '';
  if (r.chance(0.5))
    s +=
      path('M-190 0L-60 -170L70 0z', tent) +
      path('M-60 -170L-20 0h-80z', darken(tent, 0.45)) +
      line('M-190 0l-30 6M70 0l30 6', pal.ink, 3);
  else
    s +=
      path('M-200 0a130 130 0 0 1 260 0z', tent) +
      path('M-112 0a42 70 0 0 1 84 0z', darken(tent, 0.45)) +
      line('M-70 -130v130', darken(tent, 0.2), 4);
  if (dark) s += circle(-70, -40, 50, pal.sun, op(0.2));
  // Campfire with glow.
  s += circle(160, -30, 80, '#FFB347', op(dark ? 0.28 : 0.12));
  s += line('M120 0l80 -20M120 -20l80 20', '#6B4226', 12);
  s += path('M160 -16c-40 -20 -20 -60 0 -90c0 30 30 30 20 60c20 -10 20 -20 16 -36c20 30 10 60 -36 66z', '#FF8A3D');
  s += path('M160 -14c-20 -10 -10 -36 0 -50c6 24 20 20 12 40z', '#FFD166');
  if (dark) {
    const sp: string[] = [];
    for (let i = 0; i < 5; i++) sp.push(sparkle(160 + r.range(-50, 50), r.range(-200, -120), r.range(3, 6)));
    s += path(sp.join(''), '#FFD166');
  }
  return s;
};

const forest: Draw = (c, st) => {
  const { r, pal } = c;
  const far = mix(pal.land[1], pal.ink, 0.25);
  const near = mix(pal.land[2], pal.ink, 0.35);
  const trunk = mix('#6B4A2E', pal.ink, 0.2);
  let back = '';
  let front = '';
  const count = r.int(6, 10);
  for (let i = 0; i < count; i++) {
    const x = c.x + (i - count / 2) * r.range(60, 90) + r.range(-20, 20);
    const nearTree = i % 2 === 0;
    const y = st.ground - (nearTree ? r.range(0, 20) : r.range(50, 80));
    const h = nearTree ? r.range(190, 290) : r.range(120, 180);
    const col = nearTree ? near : far;
    const tree = r.chance(0.55)
      ? path(pine(x, y, h), col) + line(`M${n(x)} ${n(y)}v-10`, trunk, 8)
      : broadleaf(x, y, h, r.chance(0.3) ? pal.accent[1] : col, trunk);
    if (nearTree) front += tree;
    else back += tree;
  }
  let extra = '';
  if (/mushroom|fung|forag/.test(c.text)) {
    const mx = c.x + r.range(-60, 60);
    extra =
      line(`M${n(mx)} ${n(st.ground)}v-30`, '#F1E4CC', 12) +
      path(`M${n(mx - 30)} ${n(st.ground - 28)}a30 24 0 0 1 60 0z`, '#D7463C') +
      dots(
        [
          [mx - 12, st.ground - 40],
          [mx + 10, st.ground - 36],
        ],
        '#F4EFE4',
        8,
      );
  }
  return back + front + extra;
};

const desert: Draw = (c) => {
  const { r, pal, text } = c;
  const green = mix('#4E9A5A', pal.land[2], 0.25);
  let s = '';
  const cx = r.range(-40, 40);
  s += line(`M${n(cx)} 0V-220M${n(cx)} -90h-50v-70M${n(cx)} -120h46v-60`, green, 34);
  s += line(`M${n(cx + 6)} -10V-210`, lighten(green, 0.2), 6, op(0.6));
  if (/camel|caravan|sahara|wadi/.test(text) || r.chance(0.5)) {
    const k = r.pick([-1, 1]);
    const camel = `<g transform="translate(${n(180 * k)} 0) scale(${-k} 1)">${path('M-70 -90q10 -50 40 -40q20 -40 50 0q20 -10 30 10q14 -40 30 -50q14 -4 22 8l-16 8q-10 30 -30 60q-20 20 -60 20h-60q-30 -4 -36 -16z', '#B8773E')}${line('M-56 -80V0M-30 -80V0M30 -80V0M48 -80V0', '#B8773E', 12)}</g>`;
    s += camel;
  }
  return s;
};

const waterfall: Draw = (c, st) => {
  const { r, pal } = c;
  const x = c.x;
  const top = st.horizon - r.range(50, 100);
  const w = r.range(50, 90);
  const base = st.ground - 30;
  const rock = mix('#6E6A72', pal.land[2], 0.35);
  const moss = pal.land[1];
  // Two rock masses with lumpy tops frame the fall; each side has its own height.
  const side = (k: number) => {
    const x0 = x + (k * w) / 2;
    const t = top + r.range(-10, 30);
    const far = x0 + k * r.range(220, 300);
    const d = `M${n(x0)} ${n(base)}V${n(t)}Q${n(x0 + k * 60)} ${n(t - 30)} ${n(x0 + k * 120)} ${n(t + 10)}T${n(far)} ${n(t + r.range(40, 90))}V${n(base)}z`;
    const cap = `M${n(x0)} ${n(t + 16)}V${n(t)}Q${n(x0 + k * 60)} ${n(t - 30)} ${n(x0 + k * 120)} ${n(t + 10)}T${n(far)} ${n(t + 60)}`;
    return path(d, k < 0 ? rock : darken(rock, 0.15)) + line(cap, moss, 18);
  };
  let s = side(-1) + side(1);
  s += path(
    `M${n(x - w / 2)} ${n(top - 6)}h${n(w)}l14 ${n(base - top + 6)}h${n(-w - 28)}z`,
    mix(pal.water[0], pal.light, 0.35),
  );
  let d = '';
  for (let i = 0; i < 5; i++) {
    const lx = x - w / 2 + (w * (i + 0.5)) / 5;
    d += `M${n(lx)} ${n(top + r.range(10, 60))}v${n(r.range(60, base - top - 60))}`;
  }
  s += line(d, pal.light, 5, op(0.8));
  s += path(`M${n(x - 220)} ${n(base + 40)}q220 -80 440 0z`, pal.water[1]);
  s += path(`M${n(x - w)} ${n(base + 2)}a24 18 0 0 1 40 -10a26 20 0 0 1 ${n(w * 2 - 40)} 10z`, pal.light);
  let trees = '';
  for (let i = 0; i < 4; i++)
    trees += pine(x + r.pick([-1, 1]) * r.range(w / 2 + 40, w / 2 + 220), top + r.range(20, 40), r.range(50, 90));
  return path(trees, mix(pal.land[2], pal.ink, 0.35)) + s;
};

const climbing: Draw = (c) => {
  const { r, pal, scene } = c;
  const o = { skin: c.skin, shirt: r.pick(pal.accent), pants: pal.ink, hair: pal.ink };
  const holds: string[] = [];
  let s: string;
  if (scene === 'room') {
    const wall = mix('#C9A57A', pal.land[0], 0.3);
    s = path('M-150 0V-330h260l40 330z', wall) + path('M110 -330l40 330h-60z', darken(wall, 0.2));
    for (let i = 0; i < 14; i++)
      holds.push(circle(r.range(-130, 110), r.range(-310, -20), r.range(6, 11), r.pick(pal.accent)));
  } else {
    // A crag with facets: lit face, shaded flank, a few ledges.
    const rock = mix(r.pick(['#9A8A7A', '#8A8F9A', '#A08A70']), pal.land[2], 0.3);
    const top = -r.range(320, 370);
    s = path(
      `M-190 0L-170 -150L-130 ${n(top + 50)}L-60 ${n(top)}L40 ${n(top - 10)}L110 ${n(top + 40)}L150 -180L180 0z`,
      rock,
    );
    s += path(`M40 ${n(top - 10)}L110 ${n(top + 40)}L150 -180L180 0H60L90 -160z`, darken(rock, 0.2));
    s += line('M-150 -120l60 -10M-100 -220l70 -6M20 -90l50 4', darken(rock, 0.25), 5);
    s += path(`M-130 ${n(top + 50)}L-60 ${n(top)}L40 ${n(top - 10)}L10 ${n(top + 20)}z`, '#5FA86A', op(0.9));
    for (let i = 0; i < 8; i++)
      holds.push(circle(r.range(-140, 60), r.range(top + 60, -30), r.range(5, 8), darken(rock, 0.3)));
  }
  s += holds.join('') + line(`M-40 ${scene === 'room' ? -330 : -340}V-190`, pal.accent[1], 3);
  return `${s}<g transform="translate(-20 -40)">${person(POSES.climb, o)}</g>`;
};

export const LAND_MOTIFS = { mountain, hiking, camping, forest, desert, waterfall, climbing };
