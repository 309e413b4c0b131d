// Travel: aircraft, trains, cars, bikes and maps. Local units, resting on y=0 (aircraft float).
import type { Draw } from './context';
import { POSES, person } from './figure';
import { circle, darken, ellipse, lighten, line, mix, n, op, path, rect } from './shapes';

/** Hot-air balloon, basket bottom at y=0. */
function balloon(cols: readonly string[]): string {
  const [a, b] = cols as [string, string];
  return (
    path('M-26 -96C-120 -150 -110 -290 0 -290C110 -290 120 -150 26 -96z', a) +
    path('M-10 -96C-60 -150 -60 -290 0 -290C60 -290 60 -150 10 -96z', b) +
    path('M-2 -96C-20 -160 -16 -290 0 -290C16 -290 20 -160 2 -96z', a) +
    line('M-24 -96l6 52M24 -96l-6 52', '#5A4032', 3) +
    rect(-24, -50, 48, 40, '#9A6A3E', ' rx="5"')
  );
}

const balloonMotif: Draw = (c) => {
  const { r, pal } = c;
  const cols = r.shuffle(pal.accent);
  let s = balloon(cols);
  for (let i = 0; i < r.int(1, 2); i++) {
    const k = r.range(0.3, 0.45);
    s = `<g transform="translate(${n(r.pick([-1, 1]) * r.range(200, 300))} ${n(r.range(-120, 40))}) scale(${k.toFixed(2)})">${balloon(r.shuffle([...pal.accent, pal.light]))}</g>${s}`;
  }
  return s;
};

const plane: Draw = (c) => {
  const { pal, r } = c;
  const body = mix(pal.light, '#D5DCE6', 0.4);
  const stripe = r.pick(pal.accent);
  let windows = '';
  for (let x = -80; x < 90; x += 22) windows += `M${x} -62h10v10h-10z`;
  return (
    `<g transform="rotate(${n(r.range(-16, -6))})">` +
    line('M-400 -44H-170M-400 -64H-170', pal.light, 5, op(0.45)) +
    path('M-160 -70q0 -30 40 -30h200q60 0 90 30q-30 30 -90 30h-200q-40 0 -40 -30z', body) +
    path('M-150 -96l-30 -70h40l50 70z', stripe) +
    path('M-40 -60l-60 90h40l90 -90zM-40 -80l-30 -40h30l40 40z', darken(body, 0.2)) +
    line('M-130 -52h220', stripe, 6) +
    path(windows, '#5E7FA8') +
    path('M112 -84q18 6 26 14h-30z', '#5E7FA8') +
    '</g>'
  );
};

const parachute: Draw = (c) => {
  const { r, pal, text } = c;
  const [a, b] = r.shuffle(pal.accent) as [string, string];
  if (/kite/.test(text) && !/kitesurf/.test(text)) {
    return `${path('M0 -260l70 90l-70 110l-70 -110z', a)}${path('M0 -260l70 90h-140z', b)}${line('M0 -60q-30 50 0 90t0 80', pal.ink, 3)}${path('M-10 -20l20 10l-20 10zM-10 30l20 10l-20 10z', b)}`;
  }
  const o = { skin: c.skin, shirt: r.pick([pal.accent[0], pal.accent[2]]), pants: pal.ink, hair: pal.ink };
  if (/paraglid|hang glid|paramotor/.test(text)) {
    return `${path('M-190 -230q190 -90 380 0l-20 30q-170 -70 -340 0z', a)}${path('M-60 -262q60 -14 120 0l-6 34q-54 -12 -108 0z', b)}${line('M-180 -210L0 -60M180 -210L0 -60M-60 -240L0 -60M60 -240L0 -60', pal.ink, 2, op(0.7))}<g transform="translate(0 80) scale(.9)">${person(POSES.sit, o)}</g>`;
  }
  let gores = '';
  for (let i = -2; i <= 1; i += 2) gores += `M${i * 46} -200q23 -60 46 -60v60z`;
  return (
    path(
      'M-140 -200q140 -150 280 0q-23 -14 -46 0q-23 -14 -46 0q-23 -14 -46 0q-23 -14 -46 0q-24 -14 -48 0q-24 -14 -48 0z',
      a,
    ) +
    path(gores, b) +
    line('M-136 -196L-14 -40M136 -196L14 -40M-46 -200L-6 -40M46 -200L6 -40', pal.ink, 2, op(0.6)) +
    `<g transform="translate(0 120) scale(.85)">${person(POSES.cheer, o)}</g>`
  );
};

const train: Draw = (c) => {
  const { r, pal, text } = c;
  const body = r.pick(pal.accent);
  const dark = darken(body, 0.35);
  let s = line('M-420 8H420', pal.ink, 5) + line(`M-420 16H420`, darken(pal.land[2], 0.3), 6);
  if (/steam|heritage|vintage|locomotive|orient|hogwarts|jacobite/.test(text) || r.chance(0.4)) {
    // Boiler in front with its chimney, cab behind, then one carriage.
    s +=
      rect(-170, -120, 210, 84, body, ' rx="40"') +
      rect(-140, -170, 26, 56, dark) +
      rect(-150, -176, 46, 12, dark, ' rx="4"');
    s +=
      rect(30, -170, 90, 150, dark, ' rx="6"') +
      rect(44, -156, 60, 40, '#F2D27A') +
      path('M-170 -36h-30l30 -40z', pal.ink) +
      rect(-180, -40, 300, 16, pal.ink);
    s += path('M-150 -180c-20 -10 -30 -40 0 -50c10 -30 50 -30 60 -10c40 -10 60 30 30 50z', pal.light, op(0.85));
    for (const [x, rr] of [
      [-130, 26],
      [-60, 30],
      [10, 30],
    ] as const)
      s += circle(x, -20, rr, pal.ink) + circle(x, -20, rr * 0.4, darken(body, 0.1));
    s +=
      rect(140, -120, 220, 100, mix(body, pal.light, 0.25), ' rx="8"') +
      path('M160 -104h40v34h-40zM220 -104h40v34h-40zM280 -104h40v34h-40z', '#F2D27A');
    return s + circle(180, -14, 18, pal.ink) + circle(320, -14, 18, pal.ink);
  }
  s +=
    path('M-360 -20v-100h520q90 0 140 100z', body) +
    path('M-360 -56h660', 'none', ` stroke="${pal.light}" stroke-width="8"`);
  let w = '';
  for (let x = -340; x < 160; x += 56) w += `M${x} -108h40v30h-40z`;
  s += path(w, '#2F3D55') + path('M240 -112q40 10 60 40h-60z', '#2F3D55');
  return s + line('M-360 -20H300', dark, 8);
};

const car: Draw = (c) => {
  const { r, pal, text } = c;
  const col = r.pick(pal.accent);
  const road =
    line('M-420 14H420', '#3E4452', 22) +
    line('M-400 14h40M-300 14h40M-200 14h40M-100 14h40M0 14h40M100 14h40M200 14h40M300 14h40', pal.light, 4, op(0.7));
  const wheels =
    circle(-90, -6, 30, '#2A2E38') +
    circle(90, -6, 30, '#2A2E38') +
    circle(-90, -6, 12, '#B9BEC8') +
    circle(90, -6, 12, '#B9BEC8');
  if (/camper|van$|vanlife| van /.test(text) || r.chance(0.4)) {
    return (
      road +
      path('M-150 -20v-150q0 -20 20 -20h210q40 0 60 60l20 60v50z', col) +
      rect(-150, -110, 310, 10, pal.light) +
      path('M-120 -170h60v50h-60zM-40 -170h60v50h-60zM100 -170h40l20 50h-60z', '#9FD0E8') +
      wheels
    );
  }
  let s = road + path('M-160 -20v-50q0 -24 30 -30l50 -50q20 -20 60 -20h90q30 0 50 30l40 40q50 6 50 30v50z', col);
  s += path('M-70 -104l36 -38h60v38zM40 -104v-38h22q20 0 30 14l16 24z', '#9FD0E8');
  if (r.chance(0.5))
    s +=
      rect(-90, -196, 170, 14, pal.ink, ' rx="4"') +
      ellipse(-10, -204, 110, 12, pal.accent[(pal.accent.indexOf(col) + 1) % 3] as string);
  return s + wheels + circle(156, -56, 8, '#FFE08A');
};

export function bike(col: string, ink: string): string {
  return (
    circle(-90, -50, 50, 'none', ` stroke="${ink}" stroke-width="9"`) +
    circle(90, -50, 50, 'none', ` stroke="${ink}" stroke-width="9"`) +
    line('M-90 -50L-20 -50L50 -120H-40L-20 -50M-40 -120l-10 -20M50 -120L90 -50M50 -120l-6 -24h24', col, 9) +
    line('M-60 -144h28', ink, 8)
  );
}

const bicycle: Draw = (c) => {
  const { r, pal } = c;
  const col = r.pick(pal.accent);
  const o = { skin: c.skin, shirt: r.pick(pal.accent.filter((x) => x !== col)), pants: pal.ink, hair: pal.ink };
  if (r.chance(0.3)) return bike(col, pal.ink);
  return `${bike(col, pal.ink)}<g transform="translate(-34 -60)">${person(POSES.cycle, o)}</g>`;
};

const skate: Draw = (c) => {
  const { r, pal } = c;
  const o = { skin: c.skin, shirt: r.pick(pal.accent), pants: pal.ink, hair: pal.ink };
  return `<g transform="rotate(-8)">${path('M-80 -24h160q14 0 20 -14M-80 -24q-14 0 -20 -14', 'none', ` stroke="${pal.accent[1]}" stroke-width="10" stroke-linecap="round"`)}${circle(-54, -8, 11, pal.ink)}${circle(54, -8, 11, pal.ink)}<g transform="translate(0 -30)">${person(POSES.ski, o)}</g></g>`;
};

const globe: Draw = (c) => {
  const { r, pal } = c;
  const sea = mix('#3E8FCF', pal.accent[2], 0.2);
  const landC = '#6CBF72';
  if (r.chance(0.5)) {
    // Folded map with a dashed route and a pin.
    const paper = mix('#F1E4C4', pal.light, 0.3);
    return (
      path('M-180 0l20 -200l110 20l100 -20l110 20l-20 200l-110 -20l-100 20z', paper) +
      path('M-50 -180l100 -20l-20 200l-100 -20z', darken(paper, 0.08)) +
      path('M-150 -150q40 -20 60 10t40 40q30 10 20 50q-60 10 -90 -30z', landC, op(0.7)) +
      line('M-130 -40q60 -100 130 -60t110 -40', pal.accent[0], 5, ' stroke-dasharray="12 10"') +
      path('M110 -140a26 26 0 1 1 0 .1zM110 -114l-16 -12h32z', pal.accent[0]) +
      circle(110, -144, 9, pal.light)
    );
  }
  return (
    line('M0 0v-40', pal.ink, 10) +
    path('M-70 0h140l-20 -16h-100z', pal.ink) +
    path('M-120 -170a120 120 0 0 0 200 90', 'none', ` stroke="${mix('#C8A24A', pal.ink, 0.2)}" stroke-width="10"`) +
    circle(0, -170, 100, sea) +
    path(
      'M-60 -240q40 -10 50 20t40 20q10 30 -20 40q-40 -10 -40 -40t-30 -40zM30 -150q40 -10 50 30q-10 40 -40 50q-20 -40 -10 -80zM-90 -170q20 10 20 40q-10 20 -20 10z',
      landC,
    ) +
    path(
      'M0 -270a50 100 0 0 1 0 200a50 100 0 0 1 0 -200',
      'none',
      ` stroke="${lighten(sea, 0.3)}" stroke-width="3" opacity=".6"`,
    )
  );
};

export const TRAVEL_MOTIFS = { balloon: balloonMotif, plane, parachute, train, car, bicycle, skate, globe };
