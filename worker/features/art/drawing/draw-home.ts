// Technology, games, giving and celebrations. Local units on y=0, except the 'full' skies of lights.
import type { Draw } from './context';
import { circle, darken, dots, ellipse, lighten, line, mix, n, op, path, rect, sparkle } from './shapes';

const code: Draw = (c) => {
  const { r, pal } = c;
  const screen = '#1F2633';
  // Laptop, or a desktop monitor with a keyboard.
  let s = r.chance(0.5)
    ? path('M-220 0l30 -30h380l30 30z', '#9AA3B2') +
      rect(-190, -260, 380, 230, '#3A4252', ' rx="12"') +
      rect(-174, -244, 348, 198, screen, ' rx="4"')
    : rect(-30, -60, 60, 50, '#6A7282') +
      rect(-90, -16, 180, 16, '#6A7282', ' rx="6"') +
      rect(-200, -290, 400, 240, '#3A4252', ' rx="12"') +
      rect(-184, -274, 368, 208, screen, ' rx="4"') +
      rect(160, -16, 150, 16, '#9AA3B2', ' rx="6"');
  const cols = [pal.accent[0], pal.accent[1], pal.accent[2], '#7FD1C0'];
  let y = -216;
  for (let i = 0; i < 6; i++) {
    const indent = [0, 24, 48, 48, 24, 0][i] as number;
    s += line(`M${-150 + indent} ${y}h${n(r.range(60, 180))}`, cols[i % 4] as string, 9);
    y += 28;
  }
  s += path(
    'M-40 -340l-40 40l40 40M40 -340l40 40l-40 40M20 -350l-40 100',
    'none',
    ` stroke="${pal.light}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"`,
  );
  return s;
};

const robot: Draw = (c) => {
  const { r, pal } = c;
  const body = r.pick([mix(pal.light, '#B8C4D0', 0.5), pal.accent[2]]);
  const eye = r.pick([pal.accent[1], '#7FE0D0']);
  // Teeth are a dashed ring: one element instead of one per tooth.
  const gear = (x: number, y: number, rr: number, col: string) =>
    circle(
      x,
      y,
      rr + 6,
      'none',
      ` stroke="${col}" stroke-width="16" stroke-dasharray="${((Math.PI * 2 * (rr + 6)) / 16).toFixed(1)}"`,
    ) +
    circle(x, y, rr, col) +
    circle(x, y, rr * 0.4, darken(col, 0.4));
  let s = gear(190, -230, 40, pal.accent[0]) + gear(240, -150, 26, pal.accent[1]);
  s += line('M0 -290v-30', pal.ink, 6) + circle(0, -326, 10, pal.accent[0]);
  s +=
    rect(-80, -290, 160, 110, body, ' rx="24"') +
    rect(-60, -266, 120, 56, '#2A3142', ' rx="14"') +
    circle(-30, -238, 14, eye) +
    circle(30, -238, 14, eye);
  s +=
    rect(-100, -170, 200, 150, body, ' rx="20"') +
    rect(-50, -140, 100, 60, darken(body, 0.15), ' rx="8"') +
    circle(-20, -110, 10, pal.accent[0]) +
    circle(20, -110, 10, pal.accent[1]);
  s += line('M-100 -140l-50 60M100 -140l50 60M-50 -20v20M50 -20v20', darken(body, 0.25), 18);
  return s;
};

const games: Draw = (c) => {
  const { r, pal, text } = c;
  const dark = '#2F3441';
  const light = mix(pal.light, '#E8D9B8', 0.4);
  let s = '';
  // Chess board in perspective.
  s += path('M-240 0l60 -120h360l60 120z', dark);
  let d = '';
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 8; j++)
      if ((i + j) % 2 === 0) {
        const t0 = i / 4;
        const t1 = (i + 1) / 4;
        const x = (t: number, k: number) => -240 + 60 * t + ((480 - 120 * t) * k) / 8;
        d += `M${n(x(t0, j))} ${n(-120 * t0)}L${n(x(t0, j + 1))} ${n(-120 * t0)}L${n(x(t1, j + 1))} ${n(-120 * t1)}L${n(x(t1, j))} ${n(-120 * t1)}z`;
      }
  s += path(d, light) + rect(-240, 0, 480, 16, darken(dark, 0.2));
  if (/card|poker|bridge|tarot|whist|cribbage/.test(text)) {
    return (
      s +
      `<g transform="translate(-30 -100) rotate(-12)">${rect(-50, -150, 100, 140, light, ' rx="8"')}</g><g transform="translate(30 -100) rotate(10)">${rect(-50, -150, 100, 140, light, ' rx="8"')}${path('M0 -110q-30 -30 0 -50q30 20 0 50z', '#C8433A')}</g>`
    );
  }
  const king = (x: number, col: string, k: number) =>
    `<g transform="translate(${x} -40) scale(${k})">${path('M-40 0h80l-10 -20h-60zM-24 -20q10 -60 -6 -90h60q-16 30 -6 90z', col)}${ellipse(0, -120, 36, 14, col)}${path('M-4 -134h8v-14h12v-8h-12v-12h-8v12h-12v8h12z', col)}</g>`;
  const knight = `<g transform="translate(90 -50)">${path('M-40 0h80l-10 -20h-60zM-24 -20q-10 -50 10 -80q-30 0 -30 -20q20 -30 50 -36q40 10 40 70q0 30 -10 66z', dark)}${circle(6, -120, 5, light)}</g>`;
  s += king(-70, r.pick([light, pal.accent[1]]), 1.1) + knight;
  return (
    s +
    (r.chance(0.5)
      ? `<g transform="translate(200 -160) rotate(12)">${rect(-30, -30, 60, 60, pal.light, ' rx="10"')}${dots(
          [
            [-14, -14],
            [14, 14],
            [0, 0],
          ],
          dark,
          10,
        )}</g>`
      : '')
  );
};

const piece = () =>
  `M-60 -60h40a20 20 0 1 1 40 0h40v40a20 20 0 1 0 0 40v40h-40a20 20 0 1 1 -40 0h-40v-40a20 20 0 1 0 0 -40z`;

const puzzle: Draw = (c) => {
  const { r, pal } = c;
  const cols = r.shuffle(pal.accent);
  if (/rubik|cube/.test(c.text)) {
    let s = path('M0 -300l130 60v150l-130 60l-130 -60v-150z', '#2A2D38');
    const tops = ['#F2C14E', '#E8584A', '#4EA6E0'];
    s +=
      path('M0 -290l116 54l-116 54l-116 -54z', tops[0] as string) +
      path('M-120 -228l114 52v136l-114 -52z', tops[1] as string) +
      path('M120 -228l-114 52v136l114 -52z', tops[2] as string);
    return (
      s +
      line(
        'M-78 -270l116 54M-38 -252l-116 54M38 -252l116 54M78 -270l-116 54M-82 -208v136M-44 -192v136M82 -208v136M44 -192v136M-120 -182l114 52M-120 -136l114 52M120 -182l-114 52M120 -136l-114 52',
        '#2A2D38',
        5,
      )
    );
  }
  let s = '';
  const spots: [number, number, number][] = [
    [-90, -90, -8],
    [40, -150, 12],
    [150, -70, -4],
  ];
  spots.forEach(([x, y, rot], i) => {
    s += `<g transform="translate(${x} ${y}) rotate(${rot}) scale(1.1)">${path(piece(), cols[i] as string)}</g>`;
  });
  if (/escape|mystery|treasure|cipher|murder/.test(c.text))
    s += `<g transform="translate(-210 -40) rotate(-30)">${circle(0, 0, 30, 'none', ` stroke="${pal.accent[1]}" stroke-width="12"`)}${line('M30 0h90M100 0v24M80 0v18', pal.accent[1], 12)}</g>`;
  return s;
};

const gift: Draw = (c) => {
  const { r, pal, text } = c;
  const heart = r.pick(['#E8584A', pal.accent[0]]);
  if (/gift|present|swap|santa/.test(text) || r.chance(0.3)) {
    const box = r.pick(pal.accent);
    const ribbon = pal.accent[(pal.accent.indexOf(box) + 1) % 3] as string;
    return (
      rect(-120, -180, 240, 180, box) +
      rect(-136, -220, 272, 50, lighten(box, 0.15)) +
      rect(-16, -220, 32, 220, ribbon) +
      path('M0 -220c-40 -60 -110 -40 -80 0zM0 -220c40 -60 110 -40 80 0z', ribbon)
    );
  }
  // An open hand offering a heart, seen from the side.
  const skin = c.skin;
  return (
    rect(-250, -84, 80, 84, r.pick(pal.accent), ' rx="10"') +
    path('M-180 -80h250q34 0 34 20t-34 20h-40q30 0 30 20t-30 20h-210z', skin) +
    line('M-110 -80q0 -50 40 -70', skin, 30) +
    line('M40 -40h-60M30 -20h-40', darken(skin, 0.2), 4) +
    path('M20 -110c-40 -60 -120 -20 -80 40l80 70l80 -70c40 -60 -40 -100 -80 -40z', heart) +
    path(sparkle(-150, -220, 16) + sparkle(160, -200, 12), pal.light)
  );
};

const party: Draw = (c) => {
  const { r, pal } = c;
  let s = '';
  // Bunting across the top.
  let flags = '';
  for (let i = 0; i < 9; i++) {
    const x = -380 + i * 90;
    const sag = 30 * Math.sin((i / 8) * Math.PI);
    flags += path(`M${x} ${n(-380 + sag)}h60l-30 ${50}z`, pal.accent[i % 3] as string);
  }
  s += line('M-400 -384q400 70 800 0', pal.ink, 3) + flags;
  for (const [x, h, i] of [
    [-150, 260, 0],
    [-70, 300, 1],
    [20, 250, 2],
  ] as const) {
    const col = pal.accent[(i + r.int(0, 2)) % 3] as string;
    s +=
      line(`M${x} 0q20 ${-h / 3} 0 ${-h + 50}`, pal.ink, 2, op(0.6)) +
      ellipse(x, -h, 44, 54, col) +
      path(`M${x - 8} ${-h + 56}h16l-8 -10z`, col) +
      ellipse(x - 14, -h - 20, 8, 14, lighten(col, 0.4), op(0.6));
  }
  for (const col of pal.accent) {
    let d = '';
    for (let i = 0; i < 6; i++) d += `M${n(r.range(-300, 300))} ${n(r.range(-330, -60))}l${n(r.range(-8, 8))} 12`;
    s += line(d, col, 8);
  }
  return s;
};

const lanterns: Draw = (c, st) => {
  const { r, pal } = c;
  let s = '';
  const sag = r.range(30, 70);
  const y0 = r.range(60, 120);
  s += line(`M-20 ${n(y0)}Q400 ${n(y0 + sag * 2)} 820 ${n(y0)}`, pal.ink, 3);
  let caps = '';
  for (let i = 0; i < 7; i++) {
    const x = 60 + i * 115 + r.range(-10, 10);
    const u = (x + 20) / 840;
    const y = y0 + sag * 4 * u * (1 - u) + 10;
    const col = r.pick([...pal.accent, '#E8584A']);
    const h = r.range(50, 80);
    s += circle(x, y + h / 2, h, col, op(0.18)) + ellipse(x, y + h / 2, h * 0.45, h / 2, col);
    caps += `M${n(x - 12)} ${n(y - 2)}h24v8h-24zM${n(x - 12)} ${n(y + h - 4)}h24v8h-24z`;
  }
  s += path(caps, pal.ink, op(0.7));
  // Fairy lights lower down.
  const pts: [number, number][] = [];
  for (let x = 0; x <= 800; x += 40) pts.push([x, st.horizon - 30 + 30 * Math.sin(x / 80)]);
  s += dots(pts, pal.sun, 10) + dots(pts, pal.sun, 26, op(0.2));
  return s;
};

const fireworks: Draw = (c) => {
  const { r, pal } = c;
  let s = '';
  for (let i = 0; i < r.int(3, 4); i++) {
    const x = 100 + i * 200 + r.range(-60, 60);
    const y = r.range(80, 220);
    const rad = r.range(50, 90);
    const col = r.pick([...pal.accent, '#FF7AA8']);
    let d = '';
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      d += `M${n(x + Math.cos(a) * rad * 0.3)} ${n(y + Math.sin(a) * rad * 0.3)}L${n(x + Math.cos(a) * rad)} ${n(y + Math.sin(a) * rad)}`;
    }
    s += circle(x, y, rad * 1.1, col, op(0.12)) + line(d, col, 5);
  }
  return s;
};

const christmas: Draw = (c) => {
  const { r, pal } = c;
  const green = mix('#2F7A4A', pal.land[2], 0.2);
  let s =
    rect(-20, -40, 40, 40, '#7A5232') + path('M0 -320l70 100h-30l80 100h-40l90 90h-340l90 -90h-40l80 -100h-30z', green);
  s += path(sparkle(0, -330, 28), '#FFD166');
  const baubles: [number, number][] = [
    [-40, -200],
    [30, -150],
    [-70, -110],
    [60, -90],
    [0, -250],
    [-10, -120],
  ];
  s += baubles.map(([x, y], i) => circle(x, y, 11, pal.accent[i % 3] as string)).join('');
  const box = r.pick(pal.accent);
  s +=
    rect(110, -70, 90, 70, box) +
    rect(148, -70, 14, 70, pal.light) +
    rect(-210, -60, 80, 60, pal.accent[(pal.accent.indexOf(box) + 1) % 3] as string);
  return s;
};

const spa: Draw = (c) => {
  const { r, pal } = c;
  const stone = mix('#8A8F9A', pal.bg[1], 0.3);
  let s = '';
  let y = 0;
  for (const [w, h] of [
    [130, 46],
    [100, 40],
    [74, 34],
    [46, 28],
  ] as const) {
    s += ellipse(r.range(-6, 6), y - h / 2, w, h / 2, darken(stone, 0.1 * (y / -100)));
    y -= h - 4;
  }
  s += ellipse(0, 4, 200, 14, darken(stone, 0.3), op(0.4));
  s += path(
    `M-190 0c-20 -60 10 -120 60 -150c0 60 -20 110 -60 150zM190 0c20 -60 -10 -120 -60 -150c0 60 20 110 60 150z`,
    '#5FA86A',
  );
  s +=
    rect(150, -90, 44, 90, pal.light, ' rx="6"') +
    path('M172 -104q-12 -14 0 -30q12 16 0 30z', '#FFC83D') +
    circle(172, -110, 30, pal.sun, op(0.25));
  return s;
};

export const HOME_MOTIFS = { code, robot, games, puzzle, gift, party, lanterns, fireworks, christmas, spa };
