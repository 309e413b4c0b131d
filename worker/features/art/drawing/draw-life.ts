// Plants and animals. Local units, feet or pots on y=0.
import type { Ctx, Draw } from './context';
import { broadleaf } from './draw-land';
import { circle, darken, dots, ellipse, lighten, line, mix, n, op, path } from './shapes';

/** A bed of flowers, batched into a few paths (stems, leaves, petals per colour, centres) to stay small. */
function flowers(c: Ctx, spots: [number, number][], cols: string[], centre = '#F6C445'): string {
  let stems = '';
  let leaves = '';
  const petals = new Map<string, [number, number][]>();
  const centres: [number, number][] = [];
  for (const [x, h] of spots) {
    stems += `M${n(x)} 0q${n(c.r.range(-20, 20))} ${n(-h / 2)} 0 ${n(-h)}`;
    leaves += `M${n(x)} ${n(-h * 0.4)}q30 -30 50 -10q-30 20 -50 10z`;
    const col = c.r.pick(cols);
    const list = petals.get(col) ?? [];
    for (let i = 0; i < 6; i++) list.push([x + Math.cos(i * 1.047) * 16, -h + Math.sin(i * 1.047) * 16]);
    petals.set(col, list);
    centres.push([x, -h]);
  }
  let s = line(stems, '#4E9A5A', 6) + path(leaves, '#5FB36A');
  for (const [col, pts] of petals) s += dots(pts, col, 26);
  return s + dots(centres, centre, 22);
}

const garden: Draw = (c) => {
  const { r, pal, text } = c;
  if (/popp/.test(text)) {
    // Remembrance poppies: red petals, dark centres.
    const spots: [number, number][] = [];
    for (let i = 0; i < 7; i++) spots.push([-240 + i * 80 + r.range(-15, 15), r.range(90, 200)]);
    return flowers(c, spots, ['#D7263D', '#C41E3A'], '#1F1F1F');
  }
  const cols = [pal.accent[0], pal.accent[1], '#E85D8F', '#F4EFE4'];
  if (r.chance(0.5)) {
    // Pot, watering can and flowers.
    let s = flowers(
      c,
      [
        [-20, 210],
        [40, 170],
        [-70, 150],
      ],
      cols,
    );
    s += path('M-110 -90h170l-20 90h-130z', '#C8744A') + path('M-120 -110h190v24h-190z', '#B0603A');
    s += `<g transform="translate(170 0)">${path('M-60 0v-100q0 -20 20 -20h60q20 0 20 20v100z', pal.accent[2])}${line('M40 -90l70 -60', pal.accent[2], 14)}${path('M100 -160l40 -10l-16 40z', pal.accent[2])}${path('M-40 -120q20 -40 40 0', 'none', ` stroke="${darken(pal.accent[2], 0.2)}" stroke-width="8"`)}</g>`;
    return s;
  }
  const spots: [number, number][] = [];
  for (let i = 0; i < 7; i++) spots.push([-240 + i * 80 + r.range(-15, 15), r.range(90, 200)]);
  return flowers(c, spots, cols);
};

const bird: Draw = (c) => {
  const { r, pal, text } = c;
  if (/puffin/.test(text)) {
    return (
      path('M-50 0q-30 -120 30 -180q60 -20 70 40q20 80 -20 140z', '#2A2D38') +
      path('M-20 -20q-20 -90 20 -130q30 30 20 130z', '#F4EFE4') +
      path('M40 -160q50 10 50 30q-30 10 -50 0z', '#E8702A') +
      circle(30, -165, 7, '#F4EFE4') +
      line('M-10 0v14M20 0v14', '#E8702A', 8)
    );
  }
  if (/owl/.test(text)) {
    const body = '#9A6A44';
    return (
      line('M-200 0H200', '#6B4A2E', 16) +
      path('M-70 -10q-20 -150 70 -170q90 20 70 170z', body) +
      path('M-70 -180l20 40M70 -180l-20 40', body) +
      circle(-30, -130, 28, '#F4E2B8') +
      circle(30, -130, 28, '#F4E2B8') +
      circle(-30, -130, 13, '#2A2D38') +
      circle(30, -130, 13, '#2A2D38') +
      path('M-10 -104l10 20l10 -20z', '#E8A23A') +
      path('M-40 -60q40 30 80 0', 'none', ` stroke="${lighten(body, 0.3)}" stroke-width="6"`)
    );
  }
  // Songbird on a branch, with a few more in flight.
  const col = r.pick(pal.accent);
  const dark = darken(col, 0.25);
  let s =
    line('M-240 0q120 -20 240 -10t240 -20', '#6B4A2E', 14) +
    path('M140 -16q20 -40 60 -30q-20 30 -60 30zM-140 -6q-10 -40 -50 -40q10 30 50 40z', '#5FA86A');
  s += line('M-10 -30v30M14 -30v30', '#6B4A2E', 5);
  s += path('M-50 -80l-90 -10l20 44z', dark);
  s += ellipse(0, -80, 74, 54, col) + circle(56, -128, 40, col) + ellipse(14, -62, 50, 30, lighten(col, 0.45));
  s += path('M-56 -100q60 -36 100 10q-50 40 -100 -10z', dark);
  s += path('M92 -138l34 12l-34 10z', '#F2B632') + circle(68, -136, 7, '#2A2D38');
  const flock: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = r.range(-220, 220);
    const y = r.range(-320, -220);
    flock.push(`M${n(x - 20)} ${n(y - 6)}q10 -12 20 4q10 -16 20 -4`);
  }
  return s + line(flock.join(''), pal.ink, 4, op(0.7));
};

const horse: Draw = (c) => {
  const { r, pal } = c;
  const coat = r.pick(['#8A5A3A', '#5A3A2A', '#C8A27A', '#3A3030']);
  const mane = darken(coat, 0.4);
  return (
    line('M-100 -110l-10 110M-70 -110l10 110M80 -110l-14 110M104 -110l20 110', coat, 18) +
    path(
      'M-130 -110q0 -70 60 -80h140q40 -10 60 -60l30 -50q30 -10 50 20l20 40q-10 16 -30 10l-30 -10q-10 60 -30 100q-10 40 -60 50h-140q-60 0 -70 -20z',
      coat,
    ) +
    path('M130 -250q-20 30 -30 80l20 -4q6 -50 30 -80z', mane) +
    path('M-130 -150q-40 10 -50 80q30 -20 50 -50z', mane) +
    circle(182, -304, 5, '#1F1A18') +
    line('M-110 0h-6M-60 0h6M66 0h6M124 0h6', '#2A2322', 10) +
    (r.chance(0.5) ? path('M-30 -200q40 -10 70 0v40h-70z', pal.accent[0]) : '')
  );
};

const dog: Draw = (c) => {
  const { r, pal, text } = c;
  const coat = r.pick(['#C8843E', '#8A5A3A', '#E8C890', '#4A4040']);
  if (/cat|kitten/.test(text)) {
    return (
      path('M-60 0q-20 -120 60 -140q80 20 60 140z', coat) +
      path('M-44 -170l10 -50l30 36zM44 -170l-10 -50l-30 36z', coat) +
      circle(0, -170, 50, coat) +
      circle(-18, -176, 7, '#2A2D38') +
      circle(18, -176, 7, '#2A2D38') +
      path('M-6 -160h12l-6 8z', '#E88A8A') +
      path('M60 -10q80 0 60 -80', 'none', ` stroke="${coat}" stroke-width="16" stroke-linecap="round"`)
    );
  }
  const ear = darken(coat, 0.3);
  return (
    line('M-90 -80v80M-60 -80v80M60 -80v80M90 -80v80', coat, 20) +
    path('M-120 -90q0 -50 50 -50h140q40 0 40 50q0 30 -40 30h-150q-40 0 -40 -30z', coat) +
    path('M-120 -110q-40 -40 -30 -70', 'none', ` stroke="${coat}" stroke-width="16" stroke-linecap="round"`) +
    circle(120, -180, 48, coat) +
    path('M150 -170h40q14 16 0 30h-40z', lighten(coat, 0.2)) +
    path('M96 -214q-30 10 -24 70q20 -10 30 -40z', ear) +
    circle(190, -160, 9, '#2A2D38') +
    circle(130, -190, 7, '#2A2D38') +
    line('M90 -140q30 10 50 0', pal.accent[0], 10)
  );
};

const wildlife: Draw = (c) => {
  const { r, pal, text } = c;
  if (/safari|giraffe|serengeti|kruger|africa|zebra|elephant|lion|rhino|big five|savanna/.test(text)) {
    const coat = '#E0A84A';
    const spots = darken(coat, 0.35);
    return (
      `<g transform="translate(-180 0)">${broadleaf(0, 0, 200, mix('#5A8A3A', pal.land[2], 0.3), '#6B4A2E').replace(/a/g, 'a')}</g>` +
      line('M-40 -150v150M-10 -150v150M60 -150v150M86 -150v150', coat, 14) +
      path('M-60 -150q0 -50 50 -50h90q30 0 30 40v30z', coat) +
      path('M60 -190l40 -170l30 10l-30 170z', coat) +
      path('M96 -380q30 -10 50 10l10 24q-20 10 -50 0z', coat) +
      line('M110 -384l-6 -20M124 -384l4 -20', spots, 6) +
      path('M-30 -180h20v20h-20zM20 -180h24v24h-24zM70 -260h14v20h-14zM84 -320h12v20h-12z', spots) +
      circle(130, -370, 4, '#2A2D38')
    );
  }
  // Fox by default.
  const fur = r.pick(['#D9703A', '#C8602E']);
  return (
    path('M-140 -40q-80 0 -90 -60q40 30 100 20z', fur) +
    path('M-226 -92q14 20 30 18l-14 -26z', '#F4EFE4') +
    path('M-140 -60q0 -60 60 -70h100q40 0 50 40l10 90h-30l-10 -40h-90l-20 40h-30z', fur) +
    path('M40 -120l30 -80l30 40l40 20l-60 40z', fur) +
    path('M50 -180l10 -60l24 50z', darken(fur, 0.2)) +
    path('M110 -142l30 22l-40 20z', '#F4EFE4') +
    circle(80, -150, 6, '#2A2D38') +
    circle(142, -122, 6, '#2A2D38')
  );
};

const insect: Draw = (c) => {
  const { r, pal, text } = c;
  if (/bee|honey|hive/.test(text)) {
    const hive = '#E8B84A';
    let s = path('M-100 0q-40 -60 0 -100q-30 -50 20 -80q-10 -50 80 -50q90 0 80 50q50 30 20 80q40 40 0 100z', hive);
    s += line('M-110 -100h220M-90 -180h180', darken(hive, 0.2), 6) + path('M-30 0a30 30 0 0 1 60 0z', '#5A3A22');
    for (const [x, y] of [
      [150, -220],
      [-170, -160],
      [120, -120],
    ] as const)
      s += `<g transform="translate(${x} ${y})">${ellipse(0, 0, 24, 16, '#F2C14E')}${line('M-6 -14v28M8 -14v28', '#2A2D38', 6)}${ellipse(-4, -18, 12, 16, pal.light, op(0.8))}${ellipse(8, -18, 12, 16, pal.light, op(0.7))}</g>`;
    return s;
  }
  const [a, b] = r.shuffle(pal.accent) as [string, string];
  const wing = (k: number) =>
    `<g transform="scale(${k} 1)">${path('M0 -150q60 -100 130 -70q20 60 -110 90z', a)}${path('M0 -130q90 20 80 80q-50 20 -80 -60z', b)}${circle(80, -200, 14, lighten(a, 0.4))}</g>`;
  return (
    line('M0 0V-110', '#4E9A5A', 6) +
    wing(1) +
    wing(-1) +
    ellipse(0, -145, 10, 46, '#2A2D38') +
    line('M-4 -188q-14 -40 -30 -44M4 -188q14 -40 30 -44', '#2A2D38', 4)
  );
};

export const LIFE_MOTIFS = { garden, bird, horse, dog, wildlife, insect };
