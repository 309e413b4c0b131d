// Sport and movement: people in poses, plus their kit. Local units, feet on y=0.
import type { Ctx, Draw } from './context';
import { outfitFor as outfit, POSES, person } from './figure';
import { circle, darken, ellipse, lighten, line, mix, n, op, path, rect } from './shapes';

/** Speed lines behind a moving figure. */
const speed = (c: Ctx) => line('M-90 -110h-50M-80 -80h-70M-96 -50h-40', c.pal.light, 5, op(0.7));

const running: Draw = (c) => {
  const { r, pal } = c;
  let s = '';
  const bib = `<rect x="-6" y="-108" width="24" height="18" rx="3" fill="${pal.light}"/>`;
  if (/marathon|race|parkrun|5k|10k|triathlon|relay/.test(c.text)) {
    // Finish banner across the road.
    s +=
      line('M-260 0V-280M260 0V-280', pal.ink, 8) +
      rect(-250, -280, 500, 46, r.pick(pal.accent)) +
      path('M-230 -266h40v18h-40zM-170 -266h40v18h-40zM130 -266h40v18h-40zM190 -266h40v18h-40z', pal.light, op(0.6));
  }
  s += `${speed(c)}<g transform="scale(1.25)">${person(POSES.run, outfit(c), bib)}</g>`;
  if (r.chance(0.5)) s = `<g transform="translate(-170 -30) scale(.7)">${person(POSES.run, outfit(c))}</g>${s}`;
  return s;
};

const swimming: Draw = (c) => {
  const { r, pal, scene } = c;
  const o = outfit(c);
  let s = '';
  if (scene === 'room') {
    // Indoor pool: lanes and a ladder.
    s +=
      path('M-420 -60H420V140H-420z', mix('#4FC3E0', pal.water[0], 0.3)) +
      line('M-420 -10H420M-420 50H420', pal.light, 6, ' stroke-dasharray="20 14"');
    s += line('M300 -60v-110M340 -60v-110M300 -100h40M300 -140h40', '#B8C4CE', 7);
  }
  const cap = r.pick(pal.accent);
  s += '<g transform="scale(1.6)">';
  s += path(
    'M-150 10q30 -40 60 -20q40 30 100 0q40 -20 80 0',
    'none',
    ` stroke="${pal.light}" stroke-width="8" stroke-linecap="round" opacity=".8"`,
  );
  s +=
    ellipse(20, -4, 60, 14, o.skin) +
    line('M40 -10q20 -70 80 -56', o.skin, 13) +
    circle(-40, -14, 22, o.skin) +
    path('M-62 -18a22 22 0 0 1 44 -4z', cap);
  s += ellipse(-48, -12, 8, 5, '#2F3D55');
  s += line('M-130 -4h40M40 -6h50', pal.light, 5, op(0.9));
  return `${s}</g>`;
};

const yoga: Draw = (c) => {
  const { r, pal } = c;
  const o = outfit(c);
  const mat = r.pick(pal.accent.filter((a) => a !== o.shirt));
  const floor = floorPose(c, mat, o);
  if (floor) return floor;
  const pose = /meditat|mindful|breath|vipassana|mantra|mala|calm|silent|stillness/.test(c.text)
    ? POSES.lotus
    : r.pick([POSES.tree, POSES.warrior, POSES.lotus]);
  let s = path('M-180 0h360l-24 16h-312z', mat);
  if (pose === POSES.lotus) s += circle(0, -140, 90, pal.sun, op(0.25));
  s += `<g transform="scale(1.6)">${person(pose, o)}</g>`;
  if (r.chance(0.6))
    s += path(
      'M170 0c-10 -30 0 -50 20 -60c10 30 0 50 -20 60zM170 0c10 -30 30 -40 50 -36c-6 26 -30 36 -50 36z',
      '#5FA86A',
    );
  return s;
};

const dance: Draw = (c) => {
  const { r, pal } = c;
  let s = '';
  if (c.scene === 'room' || c.time === 'night') s += path('M-40 -420L-140 0h280z', pal.sun, op(0.16));
  s += `<g transform="scale(1.25)">${person(POSES.dance, outfit(c))}</g>`;
  if (r.chance(0.6)) s += `<g transform="translate(160 0) scale(-1.1 1.1)">${person(POSES.cheer, outfit(c))}</g>`;
  s +=
    path('M-170 -250v-50l30 -8v46', 'none', ` stroke="${pal.light}" stroke-width="6" stroke-linejoin="round"`) +
    circle(-178, -250, 11, pal.light) +
    circle(-148, -258, 11, pal.light);
  return s;
};

const martial: Draw = (c) => {
  const { r, pal, text } = c;
  const col = r.pick([pal.accent[0], '#C8433A']);
  if (/fenc|kendo|sword/.test(text)) {
    return `<g transform="scale(1.2)">${person(POSES.warrior, { ...outfit(c, '#E8E4DA'), pants: '#E8E4DA' })}</g>${line('M100 -132l120 -40', '#C0C6D0', 4)}${rect(-10, -190, 28, 22, '#3A3F4B', ' rx="6"')}`;
  }
  if (/archery/.test(text)) {
    return `${circle(0, -150, 110, pal.light)}${circle(0, -150, 80, '#C8433A')}${circle(0, -150, 50, '#2F6FB0')}${circle(0, -150, 20, '#F2C14E')}${line('M-150 -40L10 -150', '#6B4A2E', 5)}${path('M10 -150l-24 2l10 14z', pal.ink)}${line('M-260 0v-30', pal.ink, 4)}`;
  }
  const glove = (x: number, rot: number) =>
    `<g transform="translate(${x} -130) rotate(${rot})">${path('M-50 -20q0 -60 60 -60q60 0 60 60q0 40 -30 60h-60q-30 -20 -30 -60z', col)}${path('M-60 0q-20 -20 0 -40q20 0 24 20z', darken(col, 0.15))}${rect(-30, 40, 70, 40, pal.light, ' rx="8"')}</g>`;
  return glove(-60, -12) + glove(70, 14) + line('M-20 -50q20 60 40 0', pal.light, 4);
};

const ball: Draw = (c) => {
  const { r, pal, text } = c;
  if (/tennis|padel|pickleball|squash|badminton|wimbledon/.test(text)) {
    return `<g transform="rotate(-30)">${ellipse(0, -180, 70, 90, 'none', ` stroke="${pal.accent[0]}" stroke-width="14"`)}${line('M-50 -180h100M-40 -220h80M-40 -140h80M0 -260v160M-30 -250v140M30 -250v140', pal.light, 3, op(0.7))}${line('M0 -90v100', pal.ink, 18)}</g>${circle(110, -60, 30, '#D7E84A')}${path('M84 -74q26 14 52 0M84 -46q26 -14 52 0', 'none', ` stroke="${pal.light}" stroke-width="4"`)}`;
  }
  if (/golf/.test(text)) {
    return `${ellipse(0, 0, 200, 24, '#5FAF5A')}${line('M40 0V-260', pal.light, 6)}${path('M40 -260l90 26l-90 26z', pal.accent[0])}${ellipse(40, 2, 18, 6, '#2A3142')}${circle(-80, -14, 16, pal.light)}`;
  }
  if (/basketball|netball/.test(text)) {
    return `${line('M120 0V-300', pal.ink, 10)}${rect(70, -320, 120, 80, pal.light)}${line('M110 -250h-70', pal.accent[0], 8)}${path('M40 -250l10 50h50l10 -50', 'none', ` stroke="${pal.light}" stroke-width="3"`)}${circle(-70, -70, 60, '#E8803A')}${line('M-130 -70h120M-70 -130v120M-112 -112q40 40 0 84M-28 -112q-40 40 0 84', '#5A3020', 4)}`;
  }
  // Football in front of a goal.
  const net =
    line('M-200 0V-180H200V0', pal.light, 10) +
    line(
      'M-160 -180v170M-110 -180v170M-60 -180v170M-10 -180v170M40 -180v170M90 -180v170M140 -180v170M-200 -130H200M-200 -80H200M-200 -30H200',
      pal.light,
      2,
      op(0.45),
    );
  const b =
    circle(0, -44, 44, pal.light) +
    path('M-14 -58l14 -11l14 11l-5 16h-18z', pal.ink) +
    line('M-14 -58l-22 -6M14 -58l22 -6M-9 -42l-10 22M9 -42l10 22', pal.ink, 3);
  return `${net}<g transform="translate(${n(r.range(-80, 80))} 0)">${b}</g>`;
};

/** An exercise mat on the floor, under a person lying or pressing on it. */
const mat = (colour: string) => path('M-150 0h300l-18 14h-264z', colour);

/** A pull-up bar on two posts, its bar at `y` (where the person's hands are). */
const bar = (c: Ctx, y: number) =>
  line(`M-110 0V${y - 4}M110 0V${y - 4}`, c.pal.ink, 12) + line(`M-124 ${y}H124`, '#A8B0BC', 9);

/** The exercise the words name, if it is one a person can be drawn doing. */
function exerciseOf(text: string) {
  if (/muscle[- ]?ups?/.test(text)) return 'muscleUp';
  if (/pull[- ]?ups?|chin[- ]?ups?|calisthenics/.test(text)) return 'pullUp';
  if (/dead hang|monkey bars/.test(text)) return 'hang';
  if (/push[- ]?ups?|press[- ]?ups?/.test(text)) return 'pushUp';
  if (/plank/.test(text)) return 'plank';
  if (/foam roll/.test(text)) return 'roller';
  if (/squat/.test(text)) return 'squat';
  return null;
}

/** A person doing the exercise the words name, with what it needs (a bar, a mat, a roller); null for none. */
function exercise(c: Ctx): string | null {
  const kind = exerciseOf(c.text);
  if (!kind) return null;
  const { r, pal, text } = c;
  const o = outfit(c);
  const colour = r.pick(pal.accent.filter((a) => a !== o.shirt));
  const scaled = (body: string, scale = 1.5) => `<g transform="scale(${scale})">${body}</g>`;
  switch (kind) {
    case 'pullUp':
      return scaled(bar(c, -168) + person(POSES.pullUp, o), 1.4);
    case 'muscleUp':
      return scaled(bar(c, -168) + person(POSES.muscleUp, o), 1.3);
    case 'hang':
      return scaled(bar(c, -196) + person(POSES.hang, o), 1.4);
    case 'pushUp':
      return scaled(mat(colour) + person(POSES.pushUp, o));
    case 'plank':
      return scaled(mat(colour) + person(POSES.plank, o));
    case 'roller': {
      const roller = circle(-34, -22, 22, colour) + circle(-34, -22, 12, lighten(colour, 0.25));
      return scaled(mat(darken(colour, 0.3)) + roller + person(POSES.rollOut, o));
    }
    case 'squat': {
      const barbell = /barbell|back squat/.test(text)
        ? line('M-70 -94H86', '#A8B0BC', 6) +
          rect(-84, -116, 14, 44, '#2F3441', ' rx="3"') +
          rect(72, -116, 14, 44, '#2F3441', ' rx="3"')
        : '';
      return scaled(person(/pistol/.test(text) ? POSES.pistol : POSES.squat, o, barbell));
    }
  }
}

/** A floor or inverted pose the words name (Pilates, the splits, a handstand); null for none. */
function floorPose(c: Ctx, colour: string, o: ReturnType<typeof outfit>): string | null {
  const { text } = c;
  if (/pilates/.test(text)) {
    if (/reformer/.test(text)) {
      // The reformer: a long low bed on a frame, its carriage under the body and a bar for the feet.
      const frame =
        rect(-130, -58, 260, 14, '#B9A27E', ' rx="4"') +
        line('M-120 -44v44M120 -44v44', '#8A7352', 8) +
        rect(-100, -72, 120, 14, colour, ' rx="5"') +
        line('M118 -58v-60', '#A8B0BC', 7);
      return `<g transform="scale(1.5)">${frame}<g transform="translate(0 -72)">${person(POSES.legRaise, o)}</g></g>`;
    }
    return `<g transform="scale(1.5)">${mat(colour)}${person(POSES.legRaise, o)}</g>`;
  }
  if (/splits/.test(text)) return `<g transform="scale(1.5)">${mat(colour)}${person(POSES.splits, o)}</g>`;
  if (/handstand|headstand/.test(text)) {
    const upside = /headstand/.test(text) ? POSES.headstand : POSES.handstand;
    return `<g transform="scale(1.5)">${mat(colour)}${person(upside, o)}</g>`;
  }
  return null;
}

const gym: Draw = (c) => {
  const { r, pal } = c;
  const shown = exercise(c);
  if (shown) return shown;
  const iron = r.pick(['#2F3441', darken(pal.accent[2], 0.35)]);
  const bell = r.pick(pal.accent);
  // Dumbbell on the floor, kettlebell beside it.
  let s =
    line('M-230 -40H-30', '#A8B0BC', 14) +
    path('M-224 -90h30v100h-30zM-190 -76h20v72h-20zM-90 -76h20v72h-20zM-66 -90h30v100h-30z', iron);
  s +=
    path('M50 -150a50 50 0 0 1 100 0', 'none', ` stroke="${bell}" stroke-width="22"`) +
    circle(100, -66, 70, bell) +
    rect(70, -4, 60, 8, darken(bell, 0.3)) +
    ellipse(76, -90, 14, 22, lighten(bell, 0.3), op(0.6));
  if (r.chance(0.5)) s += `<g transform="translate(${r.pick([-320, 300])} 0)">${person(POSES.cheer, outfit(c))}</g>`;
  return s;
};

export const ACTIVE_MOTIFS = { running, swimming, yoga, dance, martial, ball, gym };
