// Night skies, fire and ice: volcano, aurora, rocket, stargazing and snow sports. 'full' motifs draw in picture
// units around c.x; the rest in local units on the ground line.
import type { Draw } from './context';
import { pine } from './draw-land';
import { POSES, person } from './figure';
import { circle, darken, dots, ellipse, lighten, line, mix, n, op, path, sparkle } from './shapes';

const volcano: Draw = (c, st) => {
  const { r, pal } = c;
  const base = st.ground - 20;
  const top = st.horizon - r.range(120, 170);
  const w = r.range(60, 90);
  const half = r.range(280, 340);
  const x = c.x;
  const rock = mix(r.pick(['#5A4650', '#4A4A52', '#6A4A3A']), pal.land[2], 0.3);
  let s = '';
  if (r.chance(0.5)) {
    // A dormant neighbour behind.
    const bx = x + r.pick([-1, 1]) * r.range(220, 300);
    const bt = top + r.range(60, 100);
    s += path(
      `M${n(bx - 220)} ${n(base)}L${n(bx - 40)} ${n(bt)}H${n(bx + 40)}L${n(bx + 220)} ${n(base)}z`,
      mix(rock, pal.bg[1], 0.45),
    );
  }
  if (r.chance(0.6))
    s += path(
      `M${n(x - 40)} ${n(top - 20)}c-60 -30 -20 -90 40 -80c20 -50 100 -40 100 10c60 0 60 70 0 70z`,
      mix('#8A8090', pal.bg[0], 0.3),
      op(0.85),
    );
  else
    s += line(
      `M${n(x)} ${n(top - 10)}q-30 -60 20 -110t40 -120`,
      mix('#8A8090', pal.bg[0], 0.3),
      r.range(30, 50),
      op(0.7),
    );
  s += path(`M${n(x - half)} ${n(base)}L${n(x - w)} ${n(top)}H${n(x + w)}L${n(x + half)} ${n(base)}z`, rock);
  s += path(`M${n(x)} ${n(top)}H${n(x + w)}L${n(x + half)} ${n(base)}H${n(x + 40)}z`, darken(rock, 0.2));
  s += path(
    `M${n(x - w)} ${n(top)}q${n(w)} 26 ${n(w * 2)} 0q-10 40 -30 70q-10 -30 -30 -10q-20 50 -10 90q-30 -50 -20 -90q-30 10 -30 50q-10 -60 -20 -80z`,
    '#FF6B3D',
  );
  s += path(`M${n(x - w)} ${n(top)}q${n(w)} 16 ${n(w * 2)} 0z`, '#FFD166');
  const blobs: string[] = [];
  for (let i = 0; i < 6; i++) blobs.push(sparkle(x + r.range(-80, 80), top - r.range(30, 130), r.range(5, 10)));
  return s + path(blobs.join(''), '#FFB347');
};

const aurora: Draw = (c, st) => {
  const { r, pal, id } = c;
  const cols = r.shuffle(['#5CF2B0', '#7AE0FF', '#B58CFF', '#5CF2B0']);
  let s = '';
  let defs = '';
  for (let i = 0; i < 3; i++) {
    defs += `<linearGradient id="${id}a${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${cols[i]}" stop-opacity="0"/><stop offset="1" stop-color="${cols[i]}" stop-opacity=".75"/></linearGradient>`;
    const y = r.range(90, 180) + i * 30;
    const a = r.range(30, 70);
    const d = `M-20 ${n(y)}C200 ${n(y - a)} 300 ${n(y + a)} 480 ${n(y - a * 0.5)}S700 ${n(y + a)} 820 ${n(y - a * 0.3)}`;
    const h = r.range(90, 140);
    s += path(
      `${d}V${n(y - h - a)}H-20Z`.replace(/^M-20/, `M-20`),
      `url(#${id}a${i})`,
      ` transform="translate(0 ${n(h * 0.3)})"`,
    );
  }
  let trees = '';
  for (let i = 0; i < 14; i++) trees += pine(r.range(-10, 810), st.ground + r.range(-10, 30), r.range(50, 110));
  const cabin = c.x;
  return `<defs>${defs}</defs>${s}${path(trees, mix(pal.land[2], pal.ink, 0.5))}${path(`M${n(cabin - 50)} ${n(st.ground)}v-50l50 -40l50 40v50z`, '#5A3A2C')}${path(`M${n(cabin - 14)} ${n(st.ground - 40)}h28v22h-28z`, '#FFC857')}`;
};

const rocket: Draw = (c) => {
  const { pal, r } = c;
  const body = mix(pal.light, '#C9D2DE', 0.3);
  const flying = r.chance(0.5);
  const ship =
    path('M-22 -60c-6 20 -10 30 22 70c32 -40 28 -50 22 -70z', '#FF8A3D') +
    path('M-10 -60c0 10 0 20 10 36c10 -16 10 -26 10 -36z', '#FFD166') +
    path('M-30 -70c0 -80 10 -140 30 -190c20 50 30 110 30 190z', body) +
    path('M-30 -70l-26 10l6 -60l20 -10zM30 -70l26 10l-6 -60l-20 -10z', pal.accent[0]) +
    path('M-20 -210q20 -50 20 -50q0 0 20 50z', pal.accent[0]) +
    circle(0, -150, 13, pal.accent[2]) +
    circle(0, -150, 8, '#9FD8F0');
  if (flying) {
    const planet = r.pick(pal.accent);
    return `${circle(-220, -300, 40, planet)}${ellipse(-220, -300, 70, 14, 'none', ` stroke="${lighten(planet, 0.3)}" stroke-width="6"`)}${line('M-40 60q-60 80 -120 100', pal.light, 30, op(0.35))}<g transform="translate(0 -60) rotate(25) scale(1.2)">${ship}</g>`;
  }
  return (
    path('M-90 0q30 -60 90 -40q60 -20 90 40z', mix(pal.light, pal.bg[1], 0.4), op(0.9)) +
    line('M-60 0l20 -70M60 0l-20 -70', pal.ink, 8) +
    ship
  );
};

const stars: Draw = (c) => {
  const { r, pal } = c;
  let s = '';
  const band: [number, number][] = [];
  for (let i = 0; i < 40; i++) {
    const t = r.next();
    band.push([-400 + 800 * t + r.range(-40, 40), -420 + 300 * t + r.range(-40, 40)]);
  }
  s += line('M-420 -430L420 -100', pal.light, 90, op(0.07)) + dots(band, pal.light, 3, op(0.7));
  s += line(`M${n(r.range(-300, 100))} ${n(r.range(-420, -360))}l90 30`, pal.light, 3, op(0.8));
  if (r.chance(0.35)) {
    // A stargazer sitting on a blanket instead of a telescope, with a constellation overhead.
    const pts: [number, number][] = [];
    for (let i = 0; i < 5; i++) pts.push([r.range(-260, 260), r.range(-400, -220)]);
    const o = { skin: c.skin, shirt: r.pick(pal.accent), pants: pal.ink, hair: pal.ink };
    return `${s}${line(`M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`, pal.light, 2, op(0.5))}${dots(pts, pal.light, 9)}${path('M-120 0l20 -16h200l20 16z', r.pick(pal.accent))}<g transform="translate(0 -10) rotate(-12)">${person(POSES.lotus, o)}</g>`;
  }
  // Telescope on a tripod, aimed up.
  const tube = r.pick(pal.accent);
  s += line('M0 -110L-50 0M0 -110L50 0M0 -110V0', pal.light, 6, op(0.9));
  s += `<g transform="rotate(-35 0 -116)"><rect x="-70" y="-132" width="150" height="32" rx="8" fill="${tube}"/><rect x="76" y="-138" width="26" height="44" rx="5" fill="${darken(tube, 0.3)}"/><rect x="-84" y="-124" width="20" height="16" rx="3" fill="${pal.ink}"/></g>`;
  return s;
};

const snow: Draw = (c) => {
  const { r, pal, text } = c;
  const o = {
    skin: c.skin,
    shirt: r.pick([pal.accent[0], pal.accent[2]]),
    pants: mix(pal.ink, pal.accent[2], 0.3),
    hair: pal.accent[1],
  };
  let s = '';
  if (/sled|sledg|toboggan|husky|dog sled/.test(text)) {
    return `<g transform="rotate(10) scale(1.4)">${path('M-110 -20h200q30 0 40 -30', 'none', ` stroke="${pal.accent[0]}" stroke-width="10" stroke-linecap="round"`)}${path('M-100 -30h180v-26h-180z', '#8A5A3A')}<g transform="translate(-20 -52)">${person(POSES.sit, o)}</g></g>`;
  }
  if (/skat|frozen/.test(text)) {
    return `${path('M-220 10q220 -40 440 0q-220 20 -440 0z', mix(pal.water[0], pal.light, 0.6))}<g transform="rotate(8)">${person(POSES.dance, o)}</g>${line('M-20 2h24M62 -84h24', pal.ink, 5)}`;
  }
  if (r.chance(0.45)) {
    // Chairlift cable crossing behind the skier.
    let chairs = '';
    for (let i = 0; i < 3; i++) {
      const x = -300 + i * 150 + r.range(-20, 20);
      const y = -330 + (x + 300) * 0.35;
      chairs += `M${n(x)} ${n(y)}v40h30v-14`;
    }
    s += line('M-420 -340L420 -50', pal.ink, 3, op(0.7)) + line(chairs, pal.ink, 5, op(0.8));
  }
  const board = /snowboard/.test(text);
  s += `<g transform="rotate(18)">${board ? line('M-40 0H60', pal.accent[1], 12) : line('M-70 0H90M-60 8H80', pal.accent[1], 6)}${person(POSES.ski, o)}${board ? '' : line('M46 -56l-20 60M-30 -62l-30 60', pal.ink, 3)}</g>`;
  const spray: [number, number][] = [];
  for (let i = 0; i < 12; i++) spray.push([r.range(-150, -60), r.range(-70, 20)]);
  return dots(spray, pal.light, r.int(6, 10)) + s;
};

export const SKY_MOTIFS = { volcano, aurora, rocket, stars, snow };
