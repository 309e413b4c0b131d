// Arts, crafts and learning objects. Local units, resting on y=0.
import type { Draw } from './context';
import { circle, darken, dots, ellipse, lighten, line, mix, n, op, path, rect, sparkle } from './shapes';

const notes = (x: number, y: number, col: string) =>
  path(`M${x} ${y}v-60l40 -12v60`, 'none', ` stroke="${col}" stroke-width="6"`) +
  ellipse(x - 9, y, 12, 9, col) +
  ellipse(x + 31, y - 12, 12, 9, col);

const music: Draw = (c) => {
  const { r, pal, text } = c;
  const wood = r.pick(['#C9773A', '#A8552E', pal.accent[0]]);
  let s = '';
  const kind = /piano|keyboard|synth/.test(text)
    ? 0
    : /guitar|ukulele|busk|band|chord|banjo/.test(text)
      ? 1
      : /sing|choir|karaoke|carol|choral/.test(text)
        ? 2
        : r.int(0, 2);
  if (kind === 0) {
    s += rect(-200, -170, 400, 150, '#2A2D38', ' rx="10"') + rect(-180, -110, 360, 80, pal.light);
    let d = '';
    for (let x = -180 + 24; x < 180; x += 24) d += `M${x} -110v80`;
    s += line(d, '#9AA0AA', 2);
    let k = '';
    for (let x = -164; x < 170; x += 24)
      if (((x + 164) / 24) % 7 !== 2 && ((x + 164) / 24) % 7 !== 6) k += `M${x} -110h12v48h-12z`;
    s += path(k, '#2A2D38') + line('M-160 -20v20M160 -20v20', '#2A2D38', 10);
  } else if (kind === 1) {
    s += `<g transform="rotate(-30 0 -120)">${path('M-60 -40a60 60 0 0 1 30 -100a50 50 0 0 1 60 0a60 60 0 0 1 30 100a90 90 0 0 1 -120 0z', wood)}${circle(0, -110, 22, '#3A2A22')}${rect(-10, -320, 20, 200, '#4A3326')}${rect(-16, -350, 32, 40, '#3A2A22', ' rx="6"')}${line('M-4 -330V-60M4 -330V-60', pal.light, 1.5, op(0.8))}${rect(-24, -60, 48, 10, '#3A2A22')}</g>`;
  } else {
    s += `<g transform="rotate(-18)">${line('M0 -40V-170', '#3A3F4B', 16)}${rect(-34, -260, 68, 100, '#5A6070', ' rx="34"')}${line('M-34 -230h68M-34 -210h68M-34 -190h68', '#8A90A0', 4)}</g>`;
  }
  s += notes(160, -200, pal.accent[1]) + notes(-210, -240, pal.accent[2]);
  return s;
};

const theatre: Draw = (c) => {
  const { r, pal } = c;
  const curtain = r.pick(['#B8323E', '#7A2E5E', pal.accent[0]]);
  const mask = (x: number, rot: number, col: string, smile: boolean) =>
    `<g transform="translate(${x} -160) rotate(${rot})">${path('M-60 -60q60 -20 120 0q6 90 -60 120q-66 -30 -60 -120z', col)}${path('M-38 -26q14 -12 28 0q-14 10 -28 0zM10 -26q14 -12 28 0q-14 10 -28 0z', pal.ink)}${path(smile ? 'M-26 14q26 26 52 0q-26 10 -52 0z' : 'M-26 24q26 -24 52 0q-26 -10 -52 0z', pal.ink)}</g>`;
  let s = path('M-400 -500H-230q-10 200 30 500H-400zM400 -500H230q10 200 -30 500H400z', curtain);
  s += path('M-400 -500H400v60q-100 30 -200 0q-100 30 -200 0q-100 30 -200 0q-100 30 -200 0z', darken(curtain, 0.2));
  s += mask(-60, -14, pal.light, true) + mask(60, 14, r.pick([pal.accent[1], '#F2C14E']), false);
  return s + rect(-420, -4, 840, 30, '#6B4A33');
};

const film: Draw = (c) => {
  const { pal } = c;
  let s = `<g transform="rotate(-8)">${rect(-150, -180, 300, 170, '#2A2D38', ' rx="8"')}`;
  s += `<g transform="rotate(-16 -150 -180)">${rect(-150, -220, 300, 40, '#2A2D38', ' rx="4"')}${path('M-120 -220l30 40h30l-30 -40zM-40 -220l30 40h30l-30 -40zM40 -220l30 40h30l-30 -40z', pal.light)}</g>`;
  s += `${path('M-150 -180l30 -30h30l-30 30zM-70 -180l30 -30h30l-30 30zM10 -180l30 -30h30l-30 30zM90 -180l30 -30h30l-30 30z', pal.light)}${line('M-120 -130h240M-120 -90h160M-120 -50h200', '#6A7080', 8)}</g>`;
  let holes = '';
  for (let x = -300; x < 320; x += 40) holes += `M${x} -330h20v16h-20zM${x} -262h20v16h-20z`;
  s = `<g transform="rotate(6)">${rect(-320, -340, 640, 100, pal.accent[0])}${path(holes, mix(pal.bg[0], pal.ink, 0.3))}</g>${s}`;
  return s + path('M190 -40q40 -80 100 -40q-40 10 -50 40z', pal.accent[1]) + circle(250, -20, 40, pal.accent[2]);
};

const camera: Draw = (c) => {
  const { r, pal } = c;
  const body = r.pick(['#2F3441', mix(pal.accent[2], pal.ink, 0.4)]);
  return (
    rect(-150, -180, 300, 180, body, ' rx="22"') +
    rect(-150, -140, 300, 40, r.pick([pal.accent[0], '#B88A5A']), op(0.9)) +
    path('M-60 -180l20 -36h80l20 36z', body) +
    circle(0, -90, 70, '#C9CED8') +
    circle(0, -90, 52, '#1E2230') +
    circle(0, -90, 30, mix('#3A6FB0', pal.accent[2], 0.3)) +
    circle(14, -104, 10, '#E8EEF6') +
    rect(90, -166, 36, 16, pal.light, ' rx="4"') +
    circle(-110, -166, 12, pal.accent[1]) +
    path(sparkle(170, -200, 18), pal.sun)
  );
};

const paint: Draw = (c) => {
  const { r, pal } = c;
  const cols = [pal.accent[0], pal.accent[1], pal.accent[2], '#4EA66A', '#8A5FC8'];
  if (r.chance(0.5)) {
    // Easel with a canvas.
    const art = mix(pal.light, pal.bg[1], 0.2);
    return (
      line('M-110 0L-20 -300M110 0L20 -300M0 -300V0', '#8A5A36', 12) +
      rect(-130, -280, 260, 200, '#5A3E2C') +
      rect(-120, -270, 240, 180, art) +
      circle(r.range(-60, 60), -200, 34, cols[r.int(0, 1)] as string) +
      path('M-120 -90l70 -80l60 50l40 -30l70 60z', cols[2] as string) +
      rect(-140, -84, 280, 12, '#8A5A36')
    );
  }
  const board = mix('#D9B382', pal.light, 0.1);
  let blobs = '';
  for (let i = 0; i < 5; i++) {
    const a = -2.6 + i * 0.55;
    blobs += circle(Math.cos(a) * 100, -120 + Math.sin(a) * 66, 20, cols[i] as string);
  }
  return (
    path(
      'M-150 -110c0 -70 80 -110 160 -100c90 10 140 70 130 120c-10 40 -60 30 -80 60c-20 40 -70 40 -120 30c-60 -14 -90 -60 -90 -110zM60 -70a22 22 0 1 0 1 0z',
      board,
      ' fill-rule="evenodd"',
    ) +
    blobs +
    `<g transform="rotate(35 80 -120)">${rect(70, -300, 16, 180, '#3A3F4B', ' rx="6"')}${path('M66 -120h24l-4 30q-8 20 -16 0z', cols[0] as string)}</g>`
  );
};

const pottery: Draw = (c) => {
  const { r, pal } = c;
  const clay = r.pick(['#C8744A', '#B98A62', mix(pal.accent[2], '#C8744A', 0.4)]);
  const glaze = r.pick(pal.accent);
  let s = ellipse(0, -6, 170, 22, '#5A6070') + rect(-120, -30, 240, 24, '#7A808E', ' rx="10"');
  s += path(
    'M-60 -30c-30 -40 -40 -110 -10 -140c10 -10 10 -30 0 -40h140c-10 10 -10 30 0 40c30 30 20 100 -10 140z',
    clay,
  );
  s += path('M-66 -110h152q4 20 0 36h-152q-4 -16 0 -36z', glaze);
  s += path('M-58 -214h136v12h-136z', darken(clay, 0.2));
  s += path('M150 -30c-24 -20 -20 -60 0 -80h40c20 20 24 60 0 80z', lighten(clay, 0.15));
  return s + path('M-190 -30c-10 -30 0 -50 10 -56h40c10 6 20 26 10 56z', mix(glaze, clay, 0.5));
};

const craft: Draw = (c) => {
  const { r, pal } = c;
  const yarn = r.pick(pal.accent);
  const yarn2 = r.pick(pal.accent.filter((a) => a !== yarn));
  let s =
    line('M-80 -20L120 -260M-40 -10L160 -230', '#C8A27A', 9) +
    circle(120, -262, 9, '#C8A27A') +
    circle(160, -232, 9, '#C8A27A');
  s += circle(-40, -100, 100, yarn);
  s += path(
    'M-130 -140q90 -40 170 30M-138 -100q90 -40 180 40M-120 -50q70 -40 140 20M-80 -190q90 10 130 90',
    'none',
    ` stroke="${darken(yarn, 0.2)}" stroke-width="6" stroke-linecap="round"`,
  );
  s += path('M60 -60q80 40 120 40t100 -10', 'none', ` stroke="${yarn}" stroke-width="8" stroke-linecap="round"`);
  s +=
    circle(200, -50, 50, yarn2) +
    path('M160 -70q40 -20 80 10M156 -40q40 -20 86 10', 'none', ` stroke="${darken(yarn2, 0.2)}" stroke-width="5"`);
  return s;
};

const tools: Draw = (c) => {
  const { r, pal } = c;
  const wood = '#B07A48';
  let s =
    rect(-240, -40, 480, 40, mix(wood, pal.land[2], 0.3), ' rx="6"') +
    line('M-210 0v60M210 0v60', darken(wood, 0.3), 16);
  s += `<g transform="rotate(-30 -60 -100)">${rect(-70, -240, 22, 200, wood, ' rx="8"')}${rect(-120, -270, 120, 44, '#5A6070', ' rx="8"')}</g>`;
  s += `<g transform="rotate(20 120 -120)">${path('M60 -60L200 -60L200 -120L80 -110z', '#A8B0BC')}${rect(190, -140, 60, 90, r.pick(pal.accent), ' rx="14"')}</g>`;
  s += path('M-200 -40c10 -20 40 -30 60 -20c-20 0 -40 10 -60 20zM-150 -44c16 -10 30 -14 40 -4z', '#E6C79A');
  return s;
};

const book: Draw = (c) => {
  const { r, pal } = c;
  const cols = r.shuffle([pal.accent[0], pal.accent[1], pal.accent[2], '#5A7A4A']);
  let s = '';
  let y = 0;
  for (let i = 0; i < r.int(2, 4); i++) {
    const w = r.range(220, 280);
    const h = r.range(28, 40);
    const x = r.range(-20, 20) - w / 2;
    s +=
      rect(x, y - h, w, h, cols[i % 4] as string, ' rx="4"') +
      rect(x + w - 16, y - h + 6, 10, h - 12, pal.light, op(0.7));
    y -= h;
  }
  // Open book on top.
  const page = mix(pal.light, '#EFE3C8', 0.4);
  s += `<g transform="translate(0 ${n(y)})">${path('M-170 -10q80 -40 170 0q90 -40 170 0v-130q-80 -40 -170 0q-90 -40 -170 0z', darken(cols[3] as string, 0.1))}${path('M-160 -20q80 -30 160 0v-130q-80 -30 -160 0zM0 -20q80 -30 160 0v-130q-80 -30 -160 0z', page)}${line('M-130 -120q50 -16 100 0M-130 -90q50 -16 100 0M-130 -60q50 -16 100 0M30 -120q50 -16 100 0M30 -90q50 -16 100 0', '#B8AE9C', 4)}</g>`;
  if (/course|lecture|university|degree|exam|certificate|class|study/.test(c.text))
    s += `<g transform="translate(0 ${n(y - 150)})">${path('M-90 0l90 -40l90 40l-90 40z', pal.ink)}${path('M-50 20v36q50 26 100 0v-36l-50 22z', pal.ink)}${line('M80 4v50', pal.accent[1], 4)}</g>`;
  return s;
};

const writing: Draw = (c) => {
  const { r, pal } = c;
  const paper = mix(pal.light, '#EFE3C8', 0.3);
  let s = `<g transform="rotate(${n(r.range(-10, 4))})">${rect(-150, -260, 240, 250, darken(r.pick(pal.accent), 0.1), ' rx="10"')}${rect(-140, -250, 220, 230, paper, ' rx="6"')}`;
  let d = '';
  for (let y = -210; y < -40; y += 30) d += `M-110 ${y}h${n(r.range(100, 160))}`;
  s += `${line(d, '#8A93A6', 5) + line('M-150 -230h-14M-150 -180h-14M-150 -130h-14M-150 -80h-14', '#6A7080', 6)}</g>`;
  if (/letter|postcard|pen pal|penpal/.test(c.text))
    s += `<g transform="translate(170 -20) rotate(10)">${rect(-80, -110, 160, 110, pal.light)}${path('M-80 -110l80 60l80 -60', 'none', ` stroke="${pal.accent[0]}" stroke-width="5"`)}</g>`;
  s += `<g transform="rotate(40 120 -120)">${rect(108, -300, 26, 190, r.pick(pal.accent), ' rx="8"')}${path('M108 -110h26l-13 40z', '#D9B45A')}</g>`;
  return s;
};

const language: Draw = (c) => {
  const { r, pal } = c;
  const [a, b] = r.shuffle(pal.accent) as [string, string];
  const glyph = pal.light;
  return (
    path('M-200 -300h220q20 0 20 20v110q0 20 -20 20h-140l-50 40v-40h-30q-20 0 -20 -20v-110q0 -20 20 -20z', a) +
    line('M-170 -260h140M-170 -230h100M-170 -200h160', glyph, 10) +
    path('M20 -200h180q20 0 20 20v100q0 20 -20 20h-30v40l-50 -40h-100q-20 0 -20 -20v-100q0 -20 20 -20z', b) +
    line('M50 -160h40v40h-40zM120 -170l20 50M150 -150h30M165 -150v40', glyph, 8) +
    dots(
      [
        [-60, -60],
        [-30, -60],
        [0, -60],
      ],
      pal.light,
      12,
      op(0.8),
    )
  );
};

const science: Draw = (c) => {
  const { r, pal } = c;
  const liquid = r.pick(pal.accent);
  let s = path(
    'M-60 -260h60v80l70 140q10 40 -30 40h-140q-40 0 -30 -40l70 -140z',
    mix(pal.light, '#CFE3EA', 0.4),
    op(0.9),
  );
  s +=
    path('M-112 -60l30 -60h104l30 60q10 40 -30 40h-104q-40 0 -30 -40z', liquid) +
    rect(-70, -280, 80, 24, '#8A93A6', ' rx="6"');
  s +=
    circle(-40, -90, 10, lighten(liquid, 0.4)) +
    circle(-10, -140, 7, lighten(liquid, 0.4)) +
    circle(-30, -200, 6, pal.light, op(0.7));
  // Atom.
  const ac = r.pick(pal.accent.filter((x) => x !== liquid));
  s += `<g transform="translate(160 -170)">${ellipse(0, 0, 80, 28, 'none', ` stroke="${ac}" stroke-width="7"`)}${ellipse(0, 0, 80, 28, 'none', ` stroke="${ac}" stroke-width="7" transform="rotate(60)"`)}${ellipse(0, 0, 80, 28, 'none', ` stroke="${ac}" stroke-width="7" transform="rotate(-60)"`)}${circle(0, 0, 14, pal.light)}</g>`;
  return s;
};

const mic: Draw = (c) => {
  const { r, pal } = c;
  const head = mix('#8A93A6', pal.light, 0.2);
  return (
    path('M-80 -150v30a80 80 0 0 0 160 0v-30', 'none', ` stroke="${pal.ink}" stroke-width="12"`) +
    line('M0 -40V0M-50 0h100', pal.ink, 12) +
    rect(-50, -300, 100, 200, head, ' rx="50"') +
    line('M-50 -230h100M-50 -200h100M-50 -170h100', darken(head, 0.2), 5) +
    rect(-50, -140, 100, 16, r.pick(pal.accent)) +
    path(
      'M100 -260q30 40 0 80M130 -290q60 70 0 140M-100 -260q-30 40 0 80M-130 -290q-60 70 0 140',
      'none',
      ` stroke="${r.pick(pal.accent)}" stroke-width="8" stroke-linecap="round"`,
    )
  );
};

export const MAKING_MOTIFS = {
  music,
  theatre,
  film,
  camera,
  paint,
  pottery,
  craft,
  tools,
  book,
  writing,
  language,
  science,
  mic,
};
