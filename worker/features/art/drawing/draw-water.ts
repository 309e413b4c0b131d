// Motifs on and under water. Local units: x centred on 0, water or ground line at y=0.
import type { Ctx, Draw } from './context';
import { POSES, person, SKINS } from './figure';
import { circle, darken, ellipse, lighten, line, mix, n, op, path } from './shapes';

/** A big curling wave, about 400 wide and 200 tall. */
function waveCurl(c: Ctx, col: string): string {
  const foam = c.pal.light;
  return (
    path(
      'M-220 0C-160 -30 -70 -190 50 -190C150 -190 190 -120 150 -80C120 -50 80 -80 96 -108C50 -112 30 -50 80 -10C110 0 170 0 220 0Z',
      col,
    ) +
    path('M-60 -150C0 -196 120 -200 160 -140C130 -170 40 -180 -60 -150Z', foam, op(0.9)) +
    line('M-200 -6C-150 -30 -110 -70 -80 -110', lighten(col, 0.3), 8, op(0.7))
  );
}

export function fishShape(x: number, y: number, s: number, col: string, flip: boolean): string {
  const k = flip ? -1 : 1;
  const q = (v: number) => n(v * s * k);
  return (
    path(
      `M${n(x)} ${n(y)}q${q(30)} ${n(-22 * s)} ${q(62)} 0q${q(-32)} ${n(22 * s)} ${q(-62)} 0zm${q(2)} 0l${q(-18)} ${n(-14 * s)}v${n(28 * s)}z`,
      col,
    ) + circle(x + 46 * s * k, y - 3 * s, 3.5 * s, '#1D2433')
  );
}

const sea: Draw = (c) => {
  const col = mix(c.pal.water[1], c.pal.accent[2], 0.25);
  let s = waveCurl(c, col);
  if (c.r.chance(0.6)) s = `<g transform="translate(-230 10) scale(.55)">${waveCurl(c, lighten(col, 0.15))}</g>${s}`;
  return s;
};

const surf: Draw = (c) => {
  const { pal, r } = c;
  if (c.scene === 'beach') {
    // Boards planted in the sand.
    let s = '';
    for (let i = 0; i < 3; i++) {
      const x = -80 + i * 70 + r.range(-10, 10);
      const h = r.range(170, 220);
      const col = pal.accent[i] as string;
      s += `<g transform="rotate(${n(r.range(-10, 10))} ${n(x)} 0)">${ellipse(x, -h / 2, 24, h / 2, col)}${line(`M${n(x)} ${n(-h + 16)}V-14`, lighten(col, 0.4), 4)}</g>`;
    }
    return s;
  }
  const col = mix(pal.water[1], pal.accent[2], 0.25);
  const rider = person(POSES.ski, { skin: c.skin, shirt: pal.accent[0], pants: pal.ink, hair: pal.ink });
  return `${waveCurl(c, col)}<g transform="translate(-40 -92) rotate(-14)">${path('M-70 0q70 -16 140 -2q-70 16 -140 2z', pal.accent[1])}${rider}</g>`;
};

const underwater: Draw = (c) => {
  const { pal, r, text } = c;
  let s = '';
  // Coral and weed at random spots along the seabed.
  for (let i = 0; i < 4; i++) {
    const x = r.pick([-1, 1]) * r.range(140, 330);
    const col = r.pick(pal.accent);
    const h = r.range(60, 130);
    s += r.chance(0.6)
      ? line(`M${n(x)} 10V${n(-h)}M${n(x)} ${n(-h * 0.5)}l-24 -30v-20M${n(x)} ${n(-h * 0.7)}l22 -24v-16`, col, 12)
      : line(`M${n(x)} 10q-20 -40 0 -80t0 -80`, '#3E9A6A', 9);
  }
  if (/wreck/.test(text))
    s += `<g transform="translate(${n(r.range(-120, 120))} 10) rotate(${n(r.range(-14, 14))})">${path('M-200 0l30 -90h340l-40 90z', mix('#5A4A44', pal.bg[1], 0.3))}${line('M-40 -90v-120M60 -90v-80', mix('#5A4A44', pal.bg[1], 0.3), 10)}${path('M-140 -60h30v20h-30zM-80 -60h30v20h-30zM-20 -60h30v20h-30z', darken(pal.bg[1], 0.3))}</g>`;
  const diver = /div|scuba/.test(text) && r.chance(0.75);
  if (diver) {
    const o = { skin: c.skin, shirt: '#273043', pants: '#273043', hair: '#273043' };
    const tank = `<rect x="-14" y="-130" width="18" height="44" rx="8" fill="${pal.accent[1]}"/>`;
    s += `<g transform="translate(${n(r.range(-120, 120))} ${n(r.range(-260, -150))}) rotate(${n(r.range(-100, -70))})">${person(POSES.walk, o, tank)}${path('M-30 4l-14 24h30zM16 2l-2 26h30z', pal.accent[0])}${ellipse(14, -140, 10, 8, '#9FE3F0')}</g>`;
  } else if (r.chance(0.6)) {
    // Sea turtle.
    const shell = mix('#6E8A4A', pal.bg[1], 0.2);
    s += `<g transform="translate(${n(r.range(-150, 150))} ${n(r.range(-260, -160))}) rotate(${n(r.range(-20, 10))})">${path('M-70 -10l-50 40l40 -6zM40 -20l50 -40l-20 50zM-60 20l-30 30l34 -14zM40 24l30 26l-6 -30z', '#8AA86A')}${circle(90, -4, 20, '#8AA86A')}${ellipse(0, 0, 80, 50, shell)}${path('M-40 -30l40 -14l40 14l-10 40h-60z', lighten(shell, 0.2))}</g>`;
  }
  const count = diver ? r.int(2, 4) : r.int(3, 6);
  for (let i = 0; i < count; i++)
    s += fishShape(r.range(-320, 260), r.range(-340, -60), r.range(0.6, 1.4), r.pick(pal.accent), r.chance(0.5));
  const bubbles: string[] = [];
  for (let i = 0; i < 6; i++)
    bubbles.push(
      circle(
        r.range(-200, 200),
        r.range(-380, -100),
        r.range(4, 10),
        'none',
        ` stroke="${pal.light}" stroke-width="3" opacity=".6"`,
      ),
    );
  return s + bubbles.join('');
};

const whale: Draw = (c) => {
  const { pal, r, text } = c;
  const body = mix('#3E5A7A', pal.water[1], 0.3);
  if (/shark/.test(text)) {
    const fin = 'q50 -40 80 -160q30 90 70 160z';
    return (
      path(`M-80 0${fin}`, darken(body, 0.1)) +
      path(`M140 6${fin}`, darken(body, 0.1), ' transform="scale(.6)" opacity=".8"') +
      line('M-110 4h180', pal.light, 5, op(0.6))
    );
  }
  if (/dolphin/.test(text)) {
    let s = '';
    for (const [x, y, k] of [
      [-60, -80, 1.4],
      [120, -40, 1],
    ] as const)
      s += `<g transform="translate(${x} ${y}) scale(${k})">${path('M-90 40q40 -110 150 -60q-20 -10 -30 6q40 10 50 40q-30 -20 -60 -14q-50 -16 -110 28z', mix('#6B86A8', pal.water[0], 0.2))}${path('M-10 -40l-10 -30l30 24z', mix('#6B86A8', pal.water[0], 0.2))}</g>`;
    return s;
  }
  const splash = line('M-70 -10q-10 -30 -30 -40M70 -10q10 -30 30 -40M0 -8v-30', pal.light, 6, op(0.8));
  if (r.chance(0.5)) {
    // Tail flukes rising out of the sea.
    return (
      path('M-14 0q4 -70 14 -100q10 30 14 100z', body) +
      path('M0 -100q-40 -10 -110 -60q50 0 110 40q60 -40 110 -40q-70 50 -110 60z', body) +
      line('M-160 6h320', pal.light, 5, op(0.6)) +
      splash
    );
  }
  return (
    path('M-200 0q40 -90 200 -90q120 0 170 60q30 -40 60 -50q-10 40 -20 80z', body) +
    path('M-180 0q40 -30 160 -30q100 0 160 30z', mix('#C9D6E2', body, 0.3)) +
    circle(-120, -40, 5, '#1D2433') +
    line('M-60 -96q-10 -30 -26 -40M-60 -96q0 -30 0 -50M-60 -96q10 -30 26 -40', pal.light, 6)
  );
};

export function sailboat(c: Ctx, s: number): string {
  const { pal, r } = c;
  const k = (v: number) => n(v * s);
  const hull = r.pick([pal.accent[0], pal.accent[2], '#31405C']);
  return (
    path(`M${k(-110)} ${k(-30)}h${k(220)}l${k(-30)} ${k(40)}h${k(-160)}z`, hull) +
    line(`M0 ${k(-30)}V${k(-250)}`, pal.ink, Math.max(2, k(5))) +
    path(`M${k(8)} ${k(-240)}q${k(70)} ${k(90)} ${k(90)} ${k(200)}h${k(-90)}z`, pal.light) +
    path(
      `M${k(-8)} ${k(-220)}q${k(-50)} ${k(100)} ${k(-80)} ${k(180)}h${k(80)}z`,
      r.pick([pal.accent[1], pal.accent[0], mix(pal.light, pal.accent[1], 0.3)]),
    ) +
    path(`M0 ${k(-250)}l${k(26)} ${k(8)}l${k(-26)} ${k(8)}z`, pal.accent[0])
  );
}

const boat: Draw = (c) => {
  const { r } = c;
  let s = sailboat(c, 1);
  if (r.chance(0.7)) s = `<g transform="translate(${r.pick([-260, 240])} -50)">${sailboat(c, 0.35)}</g>${s}`;
  return s;
};

function paddler(c: Ctx, hullCol: string, canoe: boolean): string {
  const { pal, r } = c;
  const hull = canoe
    ? path('M-170 -30q170 70 340 0q-20 40 -170 40q-150 0 -170 -40z', hullCol)
    : path('M-190 -12q190 -40 380 0q-190 40 -380 0z', hullCol) + ellipse(0, -14, 36, 8, darken(hullCol, 0.4));
  const who = person(POSES.sit, {
    skin: c.skin,
    shirt: r.pick([pal.accent[1], pal.accent[2], '#F2C14E']),
    pants: pal.ink,
    hair: pal.ink,
  });
  const paddle = `<g transform="rotate(${n(r.range(-35, -20))} 0 -50)">${line('M-110 -50H110', '#6B4A2E', 6)}${ellipse(-118, -50, 22, 9, pal.ink)}${ellipse(118, -50, 22, 9, pal.ink)}</g>`;
  return `${hull}<g transform="translate(0 -8)">${who}</g>${paddle}`;
}

const kayak: Draw = (c) => {
  const { pal, r, text } = c;
  const ripples = line('M-230 8h80M150 10h90M-120 22h60', pal.light, 4, op(0.6));
  if (/raft|white water|whitewater|rapids/.test(text)) {
    // Inflatable raft with a crew in white water.
    const raft = r.pick([pal.accent[0], '#E8584A', '#F2B632']);
    let crew = '';
    for (const x of [-90, -10, 70])
      crew += `<g transform="translate(${x} -30) scale(.8)">${person(POSES.sit, { skin: r.pick(SKINS), shirt: '#F2C14E', pants: pal.ink, hair: pal.ink })}</g>`;
    const foam = line('M-260 0q30 -30 60 0t60 0M120 4q30 -30 60 0t60 0M-60 30q30 -20 60 0', pal.light, 8, op(0.85));
    return (
      crew +
      path('M-180 -40h360q40 0 40 30t-40 30h-360q-40 0 -40 -30t40 -30z', raft) +
      line('M-170 -10h340', darken(raft, 0.3), 4) +
      foam
    );
  }
  let s = ripples + paddler(c, r.pick(pal.accent), /canoe/.test(text));
  if (r.chance(0.5))
    s = `<g transform="translate(${r.pick([-1, 1]) * n(r.range(230, 300))} -50) scale(.45)">${paddler(c, r.pick(pal.accent), false)}</g>${s}`;
  return s;
};

const fishing: Draw = (c) => {
  const { pal, r } = c;
  const o = { skin: c.skin, shirt: r.pick([pal.accent[0], '#4E7A4A']), pants: pal.ink, hair: pal.ink };
  const rod = line('M30 -50q80 -110 170 -130', '#5A3E2B', 5) + line('M200 -180q20 80 10 180', pal.light, 2, op(0.8));
  const angler = `<g transform="translate(-40 -22)">${person(POSES.sit, o)}</g>`;
  const base = r.chance(0.5)
    ? path('M-150 -20h260q-20 40 -60 40h-150q-40 0 -50 -40z', '#8A5A3A')
    : path('M-400 -20h330v14h-330z', '#9A6A44') + line('M-360 -10v60M-240 -10v60M-110 -10v60', '#6B4A2E', 12);
  const catchFish = r.chance(0.5)
    ? `<g transform="rotate(-30 150 -60)">${fishShape(110, -40, 1, pal.accent[2], false)}</g>`
    : fishShape(150, 70, 0.9, pal.accent[2], true);
  return (
    base +
    angler +
    rod +
    circle(210, 0, 7, pal.accent[1]) +
    catchFish +
    line('M-220 14h70M240 12h60', pal.light, 4, op(0.6))
  );
};

const lighthouse: Draw = (c) => {
  const { pal, r, time } = c;
  const band = r.pick([pal.accent[0], '#D7463C', pal.accent[2]]);
  const tower = mix(pal.light, '#D9D2C4', 0.3);
  let s = path('M-160 120V-40q30 -50 90 -60q90 -10 140 30q40 30 60 70V120z', darken(pal.land[2], 0.1));
  s += path('M-36 -80l10 -190h52l10 190z', tower);
  s += path('M-32 -120l4 -40h56l4 40zM-26 -200l3 -40h46l3 40z', band);
  s += `<rect x="-30" y="-300" width="60" height="32" rx="4" fill="${pal.sun}"/>`;
  s += path('M-40 -300q40 -40 80 0z', band) + line('M-38 -268h76', pal.ink, 6);
  if (time === 'dusk' || time === 'night')
    s += path('M20 -292L320 -340V-230ZM-20 -292L-320 -330V-250Z', pal.sun, op(0.22));
  return s + line('M-200 0q30 -10 60 0M90 4q30 -10 60 0', pal.light, 5, op(0.7));
};

const beach: Draw = (c) => {
  const { pal, r } = c;
  if (r.chance(0.5)) {
    // Palm tree leaning over the sand.
    const lean = r.pick([-1, 1]);
    const top = `${n(lean * 60)} -250`;
    let fronds = '';
    for (const [dx, dy] of [
      [-110, 30],
      [-80, -30],
      [0, -50],
      [90, -20],
      [110, 40],
    ] as const)
      fronds += `M${top}q${n(dx * 0.5)} ${n(dy - 40)} ${dx} ${dy}q${n(-dx * 0.6)} ${n(-dy * 0.2 - 10)} ${-dx} ${-dy}z`;
    return (
      line(`M0 0q${n(lean * 10)} -150 ${top}`, '#8B5E3C', 18) +
      path(fronds, '#3C9A5A') +
      circle(lean * 60 - 10, -240, 10, '#6B4A2E') +
      circle(lean * 60 + 8, -236, 10, '#6B4A2E')
    );
  }
  const stripe = pal.accent[0];
  const tilt = n(r.range(-14, 14));
  return (
    `<g transform="rotate(${tilt} 0 0)">${line('M0 0V-200', pal.ink, 6)}${path('M-120 -190q120 -90 240 0q-40 -14 -80 0q-40 -14 -80 0q-40 -14 -80 0z', pal.light)}${path('M-40 -190q40 -90 80 0q-40 -14 -80 0z', stripe)}${path('M-120 -190q30 -60 90 -80q-50 40 -10 80q-40 -14 -80 0zM120 -190q-30 -60 -90 -80q50 40 10 80q40 -14 80 0z', stripe)}</g>` +
    path('M40 -4l140 -24l30 26l-140 24z', pal.accent[2]) +
    circle(-110, -24, 24, pal.accent[1]) +
    path('M-134 -24a24 24 0 0 0 48 0z', pal.accent[0])
  );
};

export const WATER_MOTIFS = { sea, surf, underwater, whale, boat, kayak, fishing, lighthouse, beach };
