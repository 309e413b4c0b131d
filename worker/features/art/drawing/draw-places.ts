// Places: bridges, pyramids, pagodas, castles, temples and city landmarks. Local units on the ground line,
// except bridge and city, which span the picture.
import type { Ctx, Draw } from './context';
import { circle, darken, ellipse, line, mix, n, op, path, rect } from './shapes';

const bridge: Draw = (c, st) => {
  const { r, pal } = c;
  const deck = st.water - r.range(20, 50);
  const col = r.pick([pal.accent[0], '#C8553D', mix(pal.ink, pal.land[2], 0.3)]);
  if (r.chance(0.5)) {
    // Suspension bridge.
    const t1 = c.x - r.range(170, 230);
    const t2 = c.x + r.range(170, 230);
    const top = deck - r.range(150, 200);
    let hang = '';
    for (let x = t1 + 30; x < t2; x += 30) {
      const u = (x - t1) / (t2 - t1);
      hang += `M${n(x)} ${n(deck)}V${n(top + 10 + (deck - top - 20) * 4 * u * (1 - u) * 0.0 + (deck - top - 30) * (1 - 4 * u * (1 - u)) * 0.75)}`;
    }
    return (
      line(hang, col, 2, op(0.8)) +
      line(
        `M-20 ${n(deck - 30)}Q${n((t1 - 20) / 2)} ${n(deck - 20)} ${n(t1)} ${n(top + 10)}Q${n(c.x)} ${n(deck + 60)} ${n(t2)} ${n(top + 10)}Q${n((t2 + 820) / 2)} ${n(deck - 20)} 820 ${n(deck - 30)}`,
        col,
        5,
      ) +
      rect(-20, deck, 840, 16, darken(col, 0.3)) +
      path(
        `M${n(t1 - 14)} ${n(st.water + 20)}V${n(top)}h28V${n(st.water + 20)}zM${n(t2 - 14)} ${n(st.water + 20)}V${n(top)}h28V${n(st.water + 20)}z`,
        col,
      ) +
      line(`M${n(t1 - 14)} ${n(top + 40)}h28M${n(t2 - 14)} ${n(top + 40)}h28`, darken(col, 0.3), 6)
    );
  }
  // Stone arch bridge.
  const stone = mix('#B59A7A', pal.land[2], 0.3);
  const high = st.water - r.range(90, 130);
  const span = r.range(110, 150);
  let arches = '';
  for (let x = c.x - span * 2; x <= c.x + span * 2; x += span)
    arches += `M${n(x - span / 2 + 14)} ${n(st.water + 30)}V${n(high + 60)}a${n(span / 2 - 14)} ${n(span / 2 - 14)} 0 0 1 ${n(span - 28)} 0V${n(st.water + 30)}z`;
  return (
    path(`M-20 ${n(high)}H820V${n(st.water + 30)}H-20z${arches}`, stone, ' fill-rule="evenodd"') +
    rect(-20, high - 14, 840, 16, darken(stone, 0.2)) +
    line(`M-20 ${n(high - 24)}H820`, darken(stone, 0.2), 4)
  );
};

/** A Maya or Aztec pyramid: stepped terraces, a stair up the middle, a temple on top. */
function steppedPyramid(c: Ctx): string {
  const { pal } = c;
  const stone = mix('#BDB29A', pal.land[0], 0.2);
  const shade = darken(stone, 0.22);
  const tiers = 6;
  const h = 30;
  let s = '';
  for (let i = 0; i < tiers; i++) {
    const w = 400 - i * 52;
    const y = -(i + 1) * h;
    s += rect(-w / 2, y, w, h, stone) + rect(-w / 2, y + h - 6, w, 6, shade) + rect(w / 2 - 16, y, 16, h, shade);
  }
  // The stair up the middle, its steps as lines, and the temple at the top.
  const top = -tiers * h;
  s += rect(-28, top, 56, tiers * h, darken(stone, 0.1));
  let steps = '';
  for (let y = -8; y > top; y -= 10) steps += `M-28 ${y}H28`;
  s += line(steps, shade, 2);
  s +=
    rect(-56, top - 52, 112, 52, stone) +
    rect(-62, top - 60, 124, 12, shade) +
    rect(-14, top - 36, 28, 36, darken(stone, 0.55));
  return s;
}

const pyramid: Draw = (c) => {
  const { r, pal } = c;
  if (
    /chichen|tikal|teotihuac|\bmaya|mayan|aztec|palenque|uxmal|calakmul|cob[aá]\b|caracol|el castillo|mesoameric/.test(
      c.text,
    )
  )
    return steppedPyramid(c);
  const lit = mix('#E8B86A', pal.land[0], 0.3);
  const shade = darken(lit, 0.28);
  let s = '';
  for (const [dx, h] of r.chance(0.5)
    ? ([
        [-200, 130],
        [170, 100],
        [0, 220],
      ] as const)
    : ([
        [150, 120],
        [-40, 240],
      ] as const)) {
    s +=
      path(`M${dx - h * 1.1} 0L${dx} ${-h}L${dx + h * 0.25} 0z`, lit) +
      path(`M${dx} ${-h}L${dx + h * 1.1} 0H${dx + h * 0.25}z`, shade);
  }
  return s;
};

const pagoda: Draw = (c) => {
  const { r, pal, text } = c;
  const red = r.pick(['#C8433A', pal.accent[0]]);
  if (/torii|shrine|miyajima|shinto/.test(text) || r.chance(0.3)) {
    return (
      line('M-110 0V-200M110 0V-200', red, 22) +
      path('M-170 -230q170 20 340 0l-10 30q-160 14 -320 0z', '#2D2A32') +
      rect(-140, -200, 280, 18, red) +
      rect(-14, -200, 28, 30, red)
    );
  }
  const roof = mix('#33404F', pal.ink, 0.2);
  let s = '';
  const tiers = r.int(3, 5);
  for (let i = 0; i < tiers; i++) {
    const y = -i * 54;
    const w = 110 - i * 14;
    s +=
      rect(-w * 0.55, y - 40, w * 1.1, 40, red) +
      path(
        `M${-w - 24} ${y - 36}q${w + 24} -10 ${w * 2 + 48} 0q-${w} -10 -${w - 20} -34h-${w * 2 - 88}q-10 24 -${w} 34z`,
        roof,
      );
  }
  return s + line(`M0 ${-tiers * 54 - 30}v-50`, roof, 6) + circle(0, -tiers * 54 - 60, 8, pal.accent[1]);
};

const castle: Draw = (c) => {
  const { r, pal } = c;
  const stone = mix('#B9AFA4', pal.land[0], 0.25);
  const dark = darken(stone, 0.2);
  const roof = r.pick(pal.accent);
  const crenel = (x: number, y: number, w: number) => {
    let d = `M${x} ${y}`;
    for (let i = 0; i < 5; i++) d += `h${w / 9}v-12h${w / 9}v12`;
    return `${d}`;
  };
  let s =
    rect(-140, -140, 280, 140, stone) +
    path(`${crenel(-140, -140, 280 * 0.9)}`, 'none', ` stroke="${stone}" stroke-width="0"`);
  s += path(`M-140 -140${'h20v-16h20v16'.repeat(7)}z`, stone);
  for (const x of [-170, 130]) s += rect(x, -220, 40, 220, dark) + path(`M${x - 8} -220l28 -60l28 60z`, roof);
  s +=
    rect(-30, -260, 60, 120, stone) +
    path('M-38 -260l38 -80l38 80z', roof) +
    line('M0 -340v-34', pal.ink, 3) +
    path('M0 -374l26 8l-26 8z', r.pick(pal.accent));
  s +=
    path('M-34 0v-60a34 34 0 0 1 68 0v60z', '#4A3A34') +
    path('M-160 -170h20v30h-20zM140 -170h20v30h-20zM-10 -220h20v26h-20z', '#4A3A34');
  return s;
};

const temple: Draw = (c) => {
  const { r, pal, text } = c;
  const stone = mix('#E6DCC8', pal.land[0], 0.25);
  const shade = darken(stone, 0.18);
  if (/cathedral|mosque|basilica|taj mahal|church|chapel|abbey|monaster|capitol|dome/.test(text) || r.chance(0.25)) {
    return (
      rect(-150, -150, 300, 150, stone) +
      path('M-90 -150a90 100 0 0 1 180 0z', r.pick([pal.accent[2], '#C8A24A', shade])) +
      line('M0 -250v-30', pal.ink, 4) +
      rect(-200, -210, 30, 210, shade) +
      rect(170, -210, 30, 210, shade) +
      path('M-200 -210l15 -40l15 40zM170 -210l15 -40l15 40z', shade) +
      path(
        'M-26 0v-70a26 26 0 0 1 52 0v70zM-110 -60v-50a16 16 0 0 1 32 0v50zM78 -60v-50a16 16 0 0 1 32 0v50z',
        '#4A4A5E',
      )
    );
  }
  const cols = r.int(4, 6);
  let s = rect(-200, -24, 400, 24, shade) + rect(-180, -40, 360, 16, stone);
  let d = '';
  for (let i = 0; i < cols; i++) {
    const x = -160 + (320 / (cols - 1)) * i;
    d += `M${n(x - 12)} -40v-150h24v150z`;
  }
  s +=
    path(d, stone) +
    rect(-190, -214, 380, 24, shade) +
    path('M-200 -214L0 -290L200 -214z', stone) +
    path('M-150 -222L0 -276L150 -222z', shade);
  return s;
};

function landmark(c: Ctx): string {
  const { text, r, pal } = c;
  const col = mix(pal.ink, pal.land[2], 0.35);
  const lit = c.time === 'night' || c.time === 'dusk' ? pal.accent[0] : pal.light;
  if (/paris|eiffel/.test(text) || r.chance(0.25))
    return (
      path('M-90 0q50 -70 70 -200l14 -120l6 -50l6 50l14 120q20 130 70 200h-40q-20 -40 -50 -50q-30 10 -50 50z', col) +
      rect(-56, -120, 112, 12, col)
    );
  if (/london|big ben|westminster/.test(text) || r.chance(0.35))
    return (
      rect(-34, -300, 68, 300, col) +
      path('M-40 -300l40 -80l40 80z', col) +
      circle(0, -260, 24, lit) +
      line('M0 -260v-14M0 -260h10', col, 4)
    );
  return (
    path('M-14 0v-330h28v330z', col) +
    ellipse(0, -260, 44, 16, col) +
    line('M0 -330v-60', col, 6) +
    circle(0, -260, 8, lit)
  );
}

const city: Draw = (c, st) => {
  const { r, pal } = c;
  const k = r.range(0.8, 1.05);
  let s = `<g transform="translate(${n(c.x)} ${n(st.ground - 20)}) scale(${k.toFixed(2)})">${landmark(c)}</g>`;
  // Street lamps along the front.
  let lamps = '';
  let glow = '';
  for (let x = r.range(40, 120); x < 800; x += r.range(200, 300)) {
    lamps += `M${n(x)} ${n(st.ground + 20)}V${n(st.ground - 90)}h16`;
    glow += circle(x + 18, st.ground - 84, 9, pal.sun);
  }
  s += line(lamps, pal.ink, 5) + glow;
  return s;
};

/** Standing stones: trilithons (two uprights and a lintel) and single stones, in a loose arc. */
const stones: Draw = (c) => {
  const { r } = c;
  const lit = mix('#B3AEA4', c.pal.land[0], 0.12);
  const side = darken(lit, 0.22);
  const stone = (x: number, w: number, h: number, y = 0) =>
    path(
      `M${n(x - w / 2)} ${n(y)}V${n(y - h + 6)}Q${n(x - w / 2)} ${n(y - h)} ${n(x - w / 2 + 6)} ${n(y - h)}H${n(x + w / 2 - 4)}Q${n(x + w / 2)} ${n(y - h)} ${n(x + w / 2)} ${n(y - h + 6)}V${n(y)}z`,
      lit,
    ) + rect(x + w * 0.18, y - h + 4, w * 0.32, h - 4, side, op(0.8));
  const trilithon = (x: number, k: number, y: number) =>
    stone(x - 34 * k, 30 * k, 150 * k, y) +
    stone(x + 34 * k, 30 * k, 150 * k, y) +
    rect(x - 62 * k, y - 176 * k, 124 * k, 28 * k, lit, ' rx="4"') +
    rect(x - 62 * k, y - 156 * k, 124 * k, 8 * k, side, op(0.8));
  // The far ones first, smaller and higher up the ground.
  let s = '';
  s += trilithon(-150, 0.72, -26) + stone(-40, 24, 92, -30) + trilithon(90, 0.76, -24) + stone(220, 26, 96, -22);
  s += stone(-250, 30, 124, 0) + trilithon(r.range(-30, 10), 1, 6) + stone(170, 32, 132, 4);
  return s;
};

/** Basalt columns: hexagonal tops stepping down towards the water, their sides in shade. */
const columns: Draw = (c) => {
  const { r } = c;
  const top = '#7A7F86';
  const face = '#4A4E55';
  const edge = '#3A3D42';
  let s = '';
  const w = 46;
  // Row by row, back to front: each row's sides as one shape, its edges as one line, its tops as one.
  for (let row = 0; row < 3; row++) {
    let sides = '';
    let edges = '';
    let tops = '';
    for (let i = 0; i < 9; i++) {
      const x = -210 + i * w + (row % 2 ? w / 2 : 0) - row * 10;
      const h = 40 + (8 - i) * r.range(12, 20) - row * 26;
      const y = row * 26;
      if (h < 20) continue;
      sides += `M${n(x - w / 2)} ${n(y)}v${n(-h)}h${w}v${n(h)}z`;
      edges += `M${n(x - w / 2)} ${n(y - h)}V${n(y)}`;
      tops += `M${n(x - w / 2)} ${n(y - h)}l${n(w / 4)} -9h${n(w / 2)}l${n(w / 4)} 9l${n(-w / 4)} 9h${n(-w / 2)}z`;
    }
    s += path(sides, face) + line(edges, edge, 2) + path(tops, mix(top, '#ffffff', row * 0.06));
  }
  return s;
};

/** A great red monolith rising from the plain, furrowed and lit from one side. */
const monolith: Draw = (c) => {
  const { r } = c;
  const lit = mix('#C8582F', c.pal.land[0], 0.15);
  const shade = darken(lit, 0.3);
  const w = r.range(230, 270);
  const h = r.range(120, 150);
  let s = path(
    `M${n(-w - 40)} 0C${n(-w - 10)} ${n(-h * 0.5)} ${n(-w + 10)} ${n(-h)} ${n(-w + 70)} ${n(-h)}H${n(w - 90)}C${n(w - 20)} ${n(-h)} ${n(w + 10)} ${n(-h * 0.6)} ${n(w + 50)} 0z`,
    lit,
  );
  s += path(
    `M${n(w * 0.35)} ${n(-h)}H${n(w - 90)}C${n(w - 20)} ${n(-h)} ${n(w + 10)} ${n(-h * 0.6)} ${n(w + 50)} 0H${n(w * 0.2)}z`,
    shade,
    op(0.55),
  );
  let grooves = '';
  for (let x = -w + 40; x < w - 20; x += r.range(34, 56))
    grooves += `M${n(x)} ${n(-h + 10)}q${n(r.range(-8, 8))} ${n(h * 0.45)} ${n(r.range(-4, 4))} ${n(h - 14)}`;
  return s + line(grooves, shade, 3, op(0.5));
};

export const PLACE_MOTIFS = { bridge, pyramid, pagoda, castle, temple, city, stones, columns, monolith };
