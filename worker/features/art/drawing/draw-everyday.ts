// Everyday things and buildings: homes, phones, money, talks, screens, drinks, statues, treehouses and
// rock pools. Local units, resting on y=0.
import type { Draw } from './context';
import { outfitFor as outfit, POSES, person } from './figure';
import { circle, darken, ellipse, lighten, line, mix, n, op, path, rect, sparkle } from './shapes';

const house: Draw = (c) => {
  const { r, pal, text } = c;
  const glass = '#9CC8E0';
  if (/bauhaus|modernis|savoye|fallingwater|architect|villa/.test(text)) {
    // Flat roofs, white blocks and ribbon windows.
    const white = '#F4F4F0';
    return (
      rect(-230, -150, 310, 150, white) +
      rect(-70, -250, 280, 100, white) +
      rect(-210, -112, 270, 34, '#3A4A5C') +
      rect(-50, -224, 240, 34, '#3A4A5C') +
      rect(-240, -158, 330, 10, '#D4D4CC') +
      rect(-80, -258, 300, 10, '#D4D4CC') +
      rect(110, -150, 12, 150, '#9AA0AA') +
      rect(180, -150, 12, 150, '#9AA0AA') +
      rect(-40, -60, 50, 60, darken(pal.accent[0], 0.2))
    );
  }
  const wall = r.pick(['#F2E3C6', '#E8D5C0', '#D9E4EC', lighten(pal.accent[1], 0.5)]);
  const roof = r.pick(['#B5483A', '#7A4A3A', '#4A5568']);
  let s = rect(90, -290, 34, 80, darken(roof, 0.2));
  s += rect(-170, -180, 340, 180, wall) + path('M-200 -176L0 -296L200 -176z', roof);
  s += rect(-30, -104, 60, 104, darken(roof, 0.3)) + circle(16, -52, 5, pal.light);
  for (const x of [-140, 70]) {
    s += rect(x, -156, 70, 56, glass) + line(`M${x + 35} -156v56M${x} -128h70`, wall, 6);
    s += rect(x, -70, 70, 46, glass) + line(`M${x + 35} -70v46`, wall, 6);
  }
  // Home swaps and travel: a suitcase waits by the door.
  if (/swap|exchange|abroad|sit$|sitting|homestay|stay/.test(text))
    s += `<g transform="translate(250 0)">${rect(-50, -100, 100, 100, pal.accent[2], ' rx="12"')}${line('M-20 -100v-20h40v20', darken(pal.accent[2], 0.3), 8)}${line('M-50 -50h100', darken(pal.accent[2], 0.2), 6)}</g>`;
  return s;
};

const heart: Draw = (c) => {
  const { text } = c;
  const red = '#E0475B';
  let s = path(
    'M0 -30C-170 -130 -190 -260 -95 -284C-45 -296 -12 -266 0 -236C12 -266 45 -296 95 -284C190 -260 170 -130 0 -30z',
    red,
  );
  s += line('M-70 -250q-34 14 -36 56', lighten(red, 0.45), 12);
  if (/cpr|first aid|defibrillat/.test(text)) s += path('M-24 -210h48v44h44v48h-44v44h-48v-44h-44v-48h44z', '#FFFFFF');
  else s += line('M-270 -150h140l30 -60l40 120l30 -90l22 30h278', '#FFFFFF', 12);
  return s;
};

const phone: Draw = (c) => {
  const { pal, text } = c;
  const screen = lighten(pal.light, 0.2);
  let s = `<g transform="rotate(-8 0 -150)">`;
  s += rect(-84, -310, 168, 300, '#2A2D38', ' rx="26"') + rect(-70, -288, 140, 250, screen, ' rx="10"');
  s += rect(-58, -270, 96, 34, mix(pal.accent[0], '#FFFFFF', 0.2), ' rx="14"');
  s += rect(-34, -224, 92, 34, '#9CC8E0', ' rx="14"');
  s += rect(-58, -178, 108, 34, mix(pal.accent[1], '#FFFFFF', 0.2), ' rx="14"');
  s += `${rect(-28, -132, 86, 34, '#9CC8E0', ' rx="14"')}${circle(0, -24, 8, '#4A4F5C')}</g>`;
  // A warning beside a phone for scams, breaches and passwords; a message bubble otherwise.
  if (/scam|fraud|phish|breach|password|secur|hack/.test(text))
    s +=
      path('M170 -300L250 -160H90z', '#F2B632') + line('M170 -262v56', '#2A2D38', 12) + circle(170, -182, 8, '#2A2D38');
  else
    s +=
      path(
        'M120 -280h140q20 0 20 20v70q0 20 -20 20h-90l-34 30v-30h-16q-20 0 -20 -20v-70q0 -20 20 -20z',
        pal.accent[2],
      ) +
      circle(160, -225, 9, '#FFFFFF') +
      circle(190, -225, 9, '#FFFFFF') +
      circle(220, -225, 9, '#FFFFFF');
  return s;
};

/** A regular polygon's path, for seven-sided coins. */
const polygon = (x: number, y: number, radius: number, sides: number) =>
  `M${Array.from({ length: sides }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / sides;
    return `${n(x + Math.cos(a) * radius)} ${n(y + Math.sin(a) * radius)}`;
  }).join('L')}z`;

const coin: Draw = (c) => {
  const { r, text } = c;
  const gold = '#E8B83A';
  const silver = '#C9CED6';
  let s = '';
  for (let i = 0; i < 6; i++)
    s += ellipse(-170, -18 - i * 22, 62, 16, darken(gold, 0.25)) + ellipse(-170, -26 - i * 22, 62, 16, gold);
  for (let i = 0; i < 4; i++)
    s += ellipse(-40, -18 - i * 22, 56, 15, darken(silver, 0.25)) + ellipse(-40, -26 - i * 22, 56, 15, silver);
  // One coin stands on its edge, face on: seven-sided for 50p and 20p pieces.
  const heptagon = /50p|20p|fifty pence|twenty pence/.test(text) || r.chance(0.3);
  const face = heptagon ? silver : gold;
  s += heptagon
    ? path(polygon(150, -130, 120, 7), darken(face, 0.2)) + path(polygon(150, -130, 104, 7), face)
    : circle(150, -130, 120, darken(face, 0.2)) + circle(150, -130, 104, face);
  s += circle(150, -130, 78, 'none', ` stroke="${darken(face, 0.12)}" stroke-width="6"`);
  s += path('M130 -180q40 -10 44 30q4 30 -14 44l10 30h-50l6 -24q-22 -18 -16 -50q4 -24 20 -30z', darken(face, 0.15));
  return s + sparkle(250, -240, 1);
};

const keyboard: Draw = (c) => {
  const { r, pal } = c;
  const base = r.pick(['#2F3441', '#E8E4DA', '#3F4A5E']);
  const cap = base === '#E8E4DA' ? '#FFFFFF' : '#4A5368';
  const accent = r.pick(pal.accent);
  let s = line('M0 -170q0 -50 70 -70q70 -20 90 -90', '#2A2D38', 9);
  s += path('M-270 -8L-240 -176H240L270 -8z', base);
  let keys = '';
  let tops = '';
  for (let row = 0; row < 4; row++) {
    for (let k = 0; k < 12; k++) {
      const x = -228 + row * 5 + k * 37;
      const y = -166 + row * 36;
      if (row === 3 && k > 2 && k < 9) continue;
      keys += `M${x} ${y}h31v30h-31z`;
      tops += `M${x + 4} ${y + 3}h23v18h-23z`;
    }
  }
  s += path(keys, darken(cap, 0.2)) + path(tops, cap);
  // Space bar, and one coloured key.
  s += rect(-110, -58, 218, 30, darken(cap, 0.2), ' rx="4"') + rect(-106, -55, 210, 18, cap, ' rx="3"');
  return s + rect(-228 + 3 * 5 + 11 * 37, -58, 31, 30, accent, ' rx="4"');
};

const radio: Draw = (c) => {
  const { r, pal } = c;
  const wood = r.pick(['#A8552E', '#8A5A3A', '#C9773A']);
  let s = line('M110 -196L190 -340', '#9AA0AA', 7) + circle(190, -340, 9, '#9AA0AA');
  s += line('M-250 -170q-26 44 0 88M-285 -190q-40 64 0 128', pal.light, 7, op(0.75));
  s += rect(-200, -200, 400, 200, wood, ' rx="26"') + rect(-172, -172, 206, 144, darken(wood, 0.4), ' rx="14"');
  let grille = '';
  for (let y = -150; y <= -50; y += 20) grille += `M-158 ${y}h178`;
  s += line(grille, darken(wood, 0.6), 7);
  s += circle(112, -122, 48, '#F4EFE4') + line('M112 -122l28 -26', '#D7463C', 5);
  return s + circle(80, -42, 15, darken(wood, 0.45)) + circle(144, -42, 15, darken(wood, 0.45));
};

const talk: Draw = (c) => {
  const { r, pal, text } = c;
  let s = rect(-260, -330, 290, 180, '#2A2D38', ' rx="6"') + rect(-246, -316, 262, 152, pal.light);
  // A chart on the screen behind the speaker.
  s += rect(-220, -230, 36, 50, pal.accent[0]) + rect(-170, -262, 36, 82, pal.accent[1]);
  s += rect(-120, -290, 36, 110, pal.accent[2]) + line('M-60 -280h60M-60 -250h48M-60 -220h56', '#9AA0AA', 8);
  if (/ted/.test(text)) s += ellipse(120, -6, 150, 22, '#E62B1E');
  s += `<g transform="translate(140 -10) scale(1.35)">${person(POSES.cheer, outfit(c))}</g>`;
  const wood = r.pick(['#8A5A3A', '#5A4A6A', darken(pal.accent[0], 0.3)]);
  s += path('M80 0l14 -96h100l14 96z', wood) + rect(70, -112, 150, 20, darken(wood, 0.25), ' rx="6"');
  s += line('M110 -112l-16 -36', '#3A3F4B', 5) + circle(92, -152, 9, '#3A3F4B');
  // The front row of the audience.
  let heads = '';
  for (let x = -250; x <= -10; x += 60) heads += `M${x} 0v-40a28 28 0 0 1 56 0v40z`;
  return s + path(heads, mix(pal.ink, '#3A3F4B', 0.4));
};

const cinema: Draw = (c) => {
  const { pal } = c;
  const curtain = '#8E1F2E';
  let s = rect(-280, -340, 560, 250, darken(curtain, 0.3));
  s += rect(-220, -310, 440, 200, '#F4F1E8');
  // What is showing: hills under a sky.
  s += path(
    'M-220 -160q80 -70 160 -20q90 -80 170 -10q50 -20 110 20v60h-440z',
    mix(pal.land[1] ?? '#5A8F5A', '#F4F1E8', 0.3),
  );
  s += circle(120, -260, 24, mix(pal.accent[0], '#F4F1E8', 0.3));
  s += path('M-280 -340h70q-30 120 10 250h-80z', curtain) + path('M280 -340h-70q30 120 -10 250h80z', curtain);
  s += path('M250 -370L-220 -300L-220 -120z', '#FFF6D5', op(0.12));
  let seats = '';
  for (let x = -250; x <= 250; x += 62) seats += `M${x - 26} 0v-46q0 -22 26 -22q26 0 26 22v46z`;
  return s + path(seats, '#3A2A32');
};

const cocktail: Draw = (c) => {
  const { r, pal } = c;
  const glass = mix(pal.light, '#CFE3EA', 0.4);
  const drink = r.pick(['#E8584A', '#F2B632', '#7FC8A9', '#E77FA8']);
  const second = r.pick(['#F08A4B', '#C5E17A', '#E8584A']);
  // A martini glass with an olive.
  let s = path('M-210 -290h170l-85 104z', glass, op(0.85)) + path('M-196 -280h142l-71 86z', drink);
  s += line('M-125 -186v176M-165 -10h80', glass, 8) + line('M-150 -310L-100 -236', '#8A5A3A', 4);
  s += circle(-110, -252, 13, '#6B8E23');
  // A tall glass with a straw and a slice of lime.
  s += rect(10, -230, 110, 222, glass, `${op(0.85)} rx="8"`) + rect(20, -190, 90, 172, second, ' rx="4"');
  s += line('M92 -270L74 -70', '#F4EFE4', 9) + circle(120, -226, 30, '#9BC53D') + circle(120, -226, 21, '#D4EB8E');
  // A shaker.
  s += path('M170 -8h74l-9 -156h-56z', '#B8C0CC') + path('M179 -164h56l-7 -30h-42z', '#9AA3B0');
  return s + rect(192, -212, 30, 20, '#9AA3B0', ' rx="6"');
};

const statue: Draw = (c) => {
  const { r, text } = c;
  const ice = /ice|snow|frozen/.test(text);
  const liberty = /liberty/.test(text);
  const stone = ice ? '#CDEBF5' : liberty ? '#7FB7A4' : r.pick(['#C9C2B4', '#B8B0A0', '#8FA3A8']);
  const plinth = ice ? '#A8D8EA' : '#9A9486';
  let s = rect(-90, -70, 180, 70, plinth) + rect(-106, -86, 212, 18, darken(plinth, 0.15));
  s += path('M-44 -86l14 -136h60l14 136z', stone) + circle(0, -244, 24, stone);
  s += line('M18 -206L54 -300', stone, 18) + line('M-22 -200L-52 -140', stone, 16);
  if (liberty) {
    s += path('M-24 -258l6 -20l9 11l9 -16l9 16l9 -11l6 20z', stone);
    s += path('M42 -302h28l-5 18h-18z', darken(stone, 0.25)) + path('M56 -344q-18 20 0 40q18 -20 0 -40z', '#F2B632');
    s += rect(-76, -160, 36, 48, darken(stone, 0.15));
  } else s += circle(56, -304, 14, stone);
  s += line('M-30 -200l60 0M-34 -150l68 0', darken(stone, 0.12), 5);
  if (ice) s += sparkle(-140, -240, 1) + sparkle(120, -180, 0.8);
  return s;
};

const treehouse: Draw = (c) => {
  const { r, pal } = c;
  const leaf = pal.land[1] ?? '#4E9A5A';
  const trunk = '#7A5236';
  const wood = r.pick(['#B07A48', '#C98E55', '#9C6B43']);
  let s = circle(-120, -250, 80, darken(leaf, 0.1)) + circle(110, -260, 90, leaf) + circle(0, -300, 90, leaf);
  s += rect(-22, -240, 44, 240, trunk) + line('M0 -120l-70 -40M0 -90l60 -40', trunk, 14);
  s += rect(-140, -150, 280, 16, darken(wood, 0.25)) + rect(-100, -232, 200, 82, wood);
  s += path('M-122 -228L0 -296L122 -228z', darken(wood, 0.35)) + rect(-18, -210, 36, 60, darken(wood, 0.5));
  s += rect(40, -214, 40, 32, '#FFE6A0') + line('M60 -214v32M40 -198h40', wood, 4);
  s += line('M-120 -134v134M-90 -134v134', darken(wood, 0.3), 6);
  return s + line('M-120 -104h30M-120 -70h30M-120 -36h30', darken(wood, 0.3), 5);
};

const rockpool: Draw = (c, st) => {
  const { pal } = c;
  const rock = mix('#6B6F76', pal.land[1] ?? '#6B6F76', 0.25);
  const water = mix(pal.accent[1], '#3FA7C4', 0.7);
  // Drawn over the sand in the foreground, so the pool itself shows.
  let s = `<g transform="translate(${n(c.x)} ${n(st.ground + 20)}) scale(1.25)">`;
  s += path('M-290 0q-24 -70 60 -92q60 -40 120 -12q80 -30 140 -2q90 -10 116 40q34 40 -6 66z', rock);
  s += ellipse(-10, -44, 210, 38, water) + ellipse(-40, -52, 150, 18, lighten(water, 0.35), op(0.6));
  s += path('M-120 -70L-112 -52L-92 -52L-108 -40L-102 -20L-120 -32L-138 -20L-132 -40L-148 -52L-128 -52z', '#F08A4B');
  s += `<g transform="translate(20 -44)">${line('M-20 0l-10 -30M-8 0l-4 -34M4 0l4 -34M16 0l12 -30', '#E05A8A', 8)}${ellipse(0, 0, 24, 10, '#C2406E')}</g>`;
  // A crab on the rock, claws up.
  const crab = '#D7463C';
  s += `<g transform="translate(170 -96)">${line('M-30 6l-26 20M-26 14l-20 22M30 6l26 20M26 14l20 22', darken(crab, 0.2), 7)}`;
  s += `${ellipse(0, 0, 42, 26, crab)}${path('M-36 -12q-34 -22 -22 -48q12 10 6 24z', crab)}${path('M36 -12q34 -22 22 -48q-12 10 -6 24z', crab)}`;
  return `${s}${line('M-12 -22v-12M12 -22v-12', darken(crab, 0.2), 4)}${circle(-12, -36, 6, '#1F2937')}${circle(12, -36, 6, '#1F2937')}</g></g>`;
};

export const EVERYDAY_MOTIFS = {
  house,
  heart,
  phone,
  coin,
  keyboard,
  radio,
  talk,
  cinema,
  cocktail,
  statue,
  treehouse,
  rockpool,
};
