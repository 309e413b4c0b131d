// Flat pictogram people: round-capped strokes for limbs and torso, a circle head. Poses are joint lists in
// local units with the feet (or seat) at y=0 and the head near y=-140.
import type { Ctx } from './context';
import { circle, darken, line, mix, n } from './shapes';

type Pt = readonly [number, number];
export type Pose = {
  head: Pt;
  torso: readonly [Pt, Pt];
  legs: readonly (readonly Pt[])[];
  arms: readonly (readonly Pt[])[];
};

/** Parses 'H x,y / T x,y x,y / L x,y ... / A x,y ...' (head, torso, legs, arms) into a pose. */
function pose(spec: string): Pose {
  const p: { head: Pt; torso: Pt[]; legs: Pt[][]; arms: Pt[][] } = { head: [0, 0], torso: [], legs: [], arms: [] };
  for (const part of spec.split(' / ')) {
    const [kind, ...rest] = part.split(' ');
    const pts = rest.map((xy) => xy.split(',').map(Number) as unknown as Pt);
    if (kind === 'H') p.head = pts[0] as Pt;
    else if (kind === 'T') p.torso = pts;
    else (kind === 'L' ? p.legs : p.arms).push(pts);
  }
  return { ...p, torso: p.torso as unknown as readonly [Pt, Pt] };
}

// One line per pose keeps the joint data readable and the file short.
export const POSES = {
  walk: pose(
    'H 4,-138 / T 2,-118 0,-74 / L 0,-74 -10,-38 -24,0 / L 0,-74 14,-38 22,0 / A 2,-114 -12,-92 -18,-70 / A 2,-114 16,-94 26,-78',
  ),
  run: pose(
    'H 14,-136 / T 10,-116 0,-74 / L 0,-74 -20,-46 -44,-40 / L 0,-74 26,-52 20,-14 / A 8,-112 -10,-96 -24,-106 / A 8,-112 26,-98 40,-112',
  ),
  lotus: pose(
    'H 0,-104 / T 0,-86 0,-34 / L -6,-30 -44,-16 10,-8 / L 6,-30 44,-16 -10,-8 / A 0,-80 -28,-56 -40,-24 / A 0,-80 28,-56 40,-24',
  ),
  tree: pose(
    'H 0,-140 / T 0,-120 0,-74 / L 0,-74 0,-36 0,0 / L 0,-74 34,-50 2,-40 / A 0,-116 -20,-140 -2,-176 / A 0,-116 20,-140 2,-176',
  ),
  warrior: pose(
    'H 0,-132 / T 0,-114 0,-64 / L 0,-64 -34,-34 -40,0 / L 0,-64 48,-30 70,0 / A 0,-110 -40,-110 -80,-110 / A 0,-110 40,-110 80,-110',
  ),
  dance: pose(
    'H -6,-140 / T -2,-120 4,-74 / L 4,-74 -4,-36 -8,0 / L 4,-74 40,-64 74,-80 / A -2,-116 -30,-136 -44,-168 / A -2,-116 28,-128 52,-150',
  ),
  ski: pose(
    'H 14,-114 / T 10,-96 -6,-58 / L -6,-58 16,-34 0,0 / L -6,-58 24,-30 14,-2 / A 8,-92 28,-70 46,-56 / A 8,-92 -12,-74 -30,-62',
  ),
  sit: pose('H 0,-82 / T 0,-64 0,-18 / A 0,-58 22,-40 44,-44 / A 0,-58 -18,-38 -40,-36'),
  climb: pose(
    'H -6,-136 / T -4,-116 0,-70 / L 0,-70 -26,-50 -24,-14 / L 0,-70 22,-38 16,0 / A -4,-112 -26,-136 -22,-170 / A -4,-112 18,-124 34,-146',
  ),
  cycle: pose(
    'H 16,-134 / T 8,-116 -14,-76 / L -14,-76 14,-50 6,-20 / L -14,-76 10,-58 -12,-34 / A 6,-110 26,-96 40,-84',
  ),
  cheer: pose(
    'H 0,-140 / T 0,-120 0,-74 / L 0,-74 -14,-38 -20,0 / L 0,-74 14,-38 20,0 / A 0,-116 -26,-136 -38,-164 / A 0,-116 26,-136 38,-164',
  ),
  // Exercises on the floor, side on, facing right.
  pushUp: pose(
    'H 76,-62 / T 52,-54 -16,-32 / L -16,-32 -84,-6 / L -16,-32 -82,-4 / A 50,-52 52,-26 54,0 / A 54,-52 58,-26 60,0',
  ),
  plank: pose(
    'H 74,-44 / T 48,-36 -20,-24 / L -20,-24 -88,-6 / L -20,-24 -86,-4 / A 46,-34 44,-6 80,-6 / A 48,-34 48,-6 84,-6',
  ),
  // Hanging from a bar overhead (hands at y=-196), and pulled up to it (hands at y=-168).
  hang: pose(
    'H 0,-152 / T 0,-134 0,-84 / L 0,-84 -6,-44 -4,-4 / L 0,-84 8,-44 8,-4 / A 0,-130 -12,-162 -18,-196 / A 0,-130 12,-162 18,-196',
  ),
  pullUp: pose(
    'H 0,-184 / T 0,-160 0,-108 / L 0,-108 -8,-70 -2,-32 / L 0,-108 12,-72 18,-36 / A 0,-156 -34,-146 -22,-168 / A 0,-156 34,-146 22,-168',
  ),
  squat: pose(
    'H 12,-108 / T 6,-90 -18,-46 / L -18,-46 22,-40 14,0 / L -18,-46 28,-36 24,0 / A 6,-88 30,-86 44,-92 / A 6,-88 26,-82 46,-86',
  ),
  // On the back: over a foam roller under the back, and a Pilates leg raise.
  rollOut: pose(
    'H -92,-60 / T -66,-52 -2,-40 / L -2,-40 40,-22 84,-4 / L -2,-40 44,-28 88,-8 / A -66,-50 -72,-26 -76,-2 / A -64,-50 -68,-26 -70,-2',
  ),
  legRaise: pose(
    'H -88,-26 / T -64,-20 0,-14 / L 0,-14 6,-72 12,-132 / L 0,-14 50,-12 98,-10 / A -62,-22 -34,-44 -12,-62 / A -62,-22 -30,-40 -6,-56',
  ),
  // Upside down: on straight arms, and on the head with the forearms down.
  handstand: pose(
    'H 0,-42 / T 0,-64 0,-120 / L 0,-120 -4,-162 -2,-204 / L 0,-120 6,-162 4,-204 / A 0,-66 -12,-34 -22,0 / A 0,-66 12,-34 22,0',
  ),
  headstand: pose(
    'H 0,-15 / T 0,-36 0,-92 / L 0,-92 -4,-134 -2,-176 / L 0,-92 6,-134 4,-176 / A 0,-38 -28,-8 -8,-3 / A 0,-38 28,-8 10,-3',
  ),
  // On one leg, the other held out in front.
  pistol: pose(
    'H 12,-104 / T 6,-86 -18,-44 / L -18,-44 22,-38 14,0 / L -18,-44 44,-48 96,-50 / A 6,-84 40,-86 70,-84 / A 6,-84 36,-80 66,-78',
  ),
  // Over the bar (hands on it at y=-168) on straight arms.
  muscleUp: pose(
    'H 0,-240 / T 0,-218 0,-166 / L 0,-166 -4,-126 -2,-88 / L 0,-166 8,-126 10,-90 / A 0,-214 -16,-192 -22,-168 / A 0,-214 16,-192 22,-168',
  ),
  splits: pose(
    'H 0,-108 / T 0,-90 0,-40 / L 0,-40 -52,-6 -104,-4 / L 0,-40 52,-6 104,-4 / A 0,-86 -28,-112 -36,-142 / A 0,-86 28,-112 36,-142',
  ),
};

const pts = (list: readonly Pt[]) => list.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');

export type Outfit = { skin: string; shirt: string; pants: string; hair: string };

/** Clothes for one picture's person, from its palette (a shirt of the motif's own colour if given). */
export const outfitFor = (c: Ctx, shirt?: string): Outfit => ({
  skin: c.skin,
  shirt: shirt ?? c.r.pick(c.pal.accent),
  pants: mix(c.pal.ink, '#3A4A66', 0.3),
  hair: c.r.pick([c.pal.ink, '#5A3A22', '#8A5A2A']),
});

/** One person; `extra` is drawn between the body and the front arm (backpack straps, held objects). */
export function person(p: Pose, o: Outfit, extra = ''): string {
  const [back, front] = p.legs;
  const [armBack, armFront] = p.arms;
  let s = '';
  if (back) s += line(pts(back), darken(o.pants, 0.18), 14);
  if (armBack && armFront) s += line(pts(armBack), darken(o.shirt, 0.18), 11);
  if (front) s += line(pts(front), o.pants, 14);
  s += line(pts(p.torso), o.shirt, 26);
  s += extra;
  const arm = armFront ?? armBack;
  if (arm) s += line(pts(arm), o.shirt, 11) + circle((arm.at(-1) as Pt)[0], (arm.at(-1) as Pt)[1], 6, o.skin);
  const [hx, hy] = p.head;
  s += circle(hx, hy, 15, o.skin);
  s += `<path d="M${n(hx - 15)} ${n(hy)}a15 15 0 0 1 30 -2q-14 -6 -30 2z" fill="${o.hair}"/>`;
  return s;
}

export const SKINS = ['#F1C7A0', '#E0A878', '#C68652', '#9C6640', '#6E4428', '#F5D2B5'] as const;
