// Food and drink on a worktop or table. Local units, resting on y=0.
import type { Draw } from './context';
import { circle, darken, ellipse, lighten, line, mix, op, path, rect } from './shapes';

const steam = (x: number, y: number, col: string) =>
  line(
    `M${x - 24} ${y}q-14 -24 0 -44t0 -44M${x} ${y - 10}q-14 -24 0 -44t0 -44M${x + 24} ${y}q-14 -24 0 -44t0 -44`,
    col,
    7,
    op(0.6),
  );

const cooking: Draw = (c) => {
  const { r, pal, text } = c;
  const pot = r.pick([pal.accent[0], pal.accent[2], '#3F4A5E']);
  if (/pizza|pan$|paella|fry|omelette|stir fry|wok/.test(text) || r.chance(0.35)) {
    const food = /pizza/.test(text) ? '#E8B34A' : '#E8A23A';
    return (
      ellipse(0, -30, 170, 44, '#2F3441') +
      rect(160, -46, 150, 22, '#2F3441', ' rx="10"') +
      ellipse(0, -38, 146, 34, food) +
      circle(-60, -40, 14, '#D7463C') +
      circle(30, -30, 16, '#4E9A5A') +
      circle(70, -48, 12, '#D7463C') +
      circle(-10, -54, 12, '#F2E3B6') +
      steam(0, -90, pal.light)
    );
  }
  return (
    steam(0, -220, pal.light) +
    path('M-150 -180h300v120q0 60 -60 60h-180q-60 0 -60 -60z', pot) +
    rect(-170, -196, 340, 24, darken(pot, 0.2), ' rx="10"') +
    line('M-170 -140h-30M170 -140h30', darken(pot, 0.2), 14) +
    line('M-150 -110h300', lighten(pot, 0.25), 6, op(0.6)) +
    `<g transform="rotate(20 100 -200)">${rect(90, -330, 18, 150, '#B07A48', ' rx="8"')}${ellipse(99, -330, 22, 30, '#B07A48')}</g>`
  );
};

const bread: Draw = (c) => {
  const { r, pal } = c;
  const crust = r.pick(['#C8843E', '#B8703A', '#D69A4E']);
  let s = ellipse(0, -6, 230, 20, mix('#B07A48', pal.land[2], 0.3));
  s += path('M-150 -20q-20 -120 150 -130q170 10 150 130z', crust);
  s += line('M-80 -110l40 30M-10 -130l40 30M60 -120l40 30', lighten(crust, 0.35), 9);
  s += `<g transform="rotate(-18 150 -60)">${rect(60, -100, 260, 54, lighten(crust, 0.1), ' rx="27"')}${line('M100 -84l20 24M160 -84l20 24M220 -84l20 24', lighten(crust, 0.45), 7)}</g>`;
  if (r.chance(0.5))
    s +=
      path('M-260 -10q0 -60 60 -60q50 0 50 60z', '#E0B25A') +
      path('M-240 -50q30 -16 60 0', 'none', ` stroke="${lighten('#E0B25A', 0.4)}" stroke-width="5"`);
  return s;
};

const coffee: Draw = (c) => {
  const { r, pal, text } = c;
  const cup = r.pick([pal.accent[0], pal.accent[2], pal.light]);
  const tea = /tea|chai|matcha/.test(text);
  const drink = tea ? (/matcha/.test(text) ? '#8DB85A' : '#B8742E') : '#5A3422';
  let s = ellipse(0, -8, 150, 22, mix(cup, pal.ink, 0.15));
  s += path('M-110 -170h220l-20 120q-10 40 -50 40h-80q-40 0 -50 -40z', cup);
  s += ellipse(0, -170, 110, 22, darken(cup, 0.15)) + ellipse(0, -168, 96, 16, drink);
  s += path('M108 -140q70 -10 60 50q-10 40 -70 40', 'none', ` stroke="${cup}" stroke-width="20"`);
  s += steam(0, -200, pal.light);
  if (tea && r.chance(0.6)) {
    const pot = pal.accent[(pal.accent.indexOf(cup) + 1) % 3] ?? pal.accent[1];
    s += `<g transform="translate(-230 0)">${path('M-70 -10q-30 -90 20 -130h100q50 40 20 130z', pot)}${path('M50 -90q40 -20 60 -60', 'none', ` stroke="${pot}" stroke-width="14" stroke-linecap="round"`)}${ellipse(0, -144, 50, 12, darken(pot, 0.2))}${circle(0, -160, 12, darken(pot, 0.2))}</g>`;
  } else if (r.chance(0.5))
    s += path('M200 -20q-20 -50 20 -60q40 10 20 60z', '#6B3E24') + line('M212 -70q8 20 0 40', '#3A2014', 4);
  return s;
};

const wine: Draw = (c) => {
  const { r, pal, text } = c;
  if (/beer|ale|brew|pint|pub|oktoberfest|cider/.test(text)) {
    const beer = /cider/.test(text) ? '#E8B83A' : '#E09A2A';
    const mug = (x: number) =>
      `<g transform="translate(${x} 0)">${path('M-60 -200h120v190h-120z', beer)}${path('M-70 -220q0 -30 30 -26q20 -24 50 -10q30 -14 44 10q26 0 16 26z', '#F6EEDC')}${path('M60 -160h30q20 0 20 20v60q0 20 -20 20h-30', 'none', ` stroke="${lighten(beer, 0.3)}" stroke-width="14"`)}${line('M-30 -170v140M0 -170v140M30 -170v140', lighten(beer, 0.3), 6, op(0.7))}</g>`;
    return mug(-80) + (r.chance(0.6) ? mug(90) : '');
  }
  const col = /white|prosecco|champagne|sake/.test(text) ? '#E8D27A' : r.pick(['#8E1F3A', '#A8324A']);
  const glass = mix(pal.light, '#CFE3EA', 0.4);
  const g = (x: number, rot: number) =>
    `<g transform="translate(${x} 0) rotate(${rot} 0 -120)">${path('M-60 -280h120q10 90 -60 130q-70 -40 -60 -130z', glass, op(0.85))}${path('M-56 -230h112q-6 50 -56 80q-50 -30 -56 -80z', col)}${line('M0 -150v140M-40 -8h80', glass, 8)}</g>`;
  let s = g(-70, -8) + g(70, 8);
  if (r.chance(0.6))
    s = `${path('M210 0v-180q0 -30 20 -50v-50h30v50q20 20 20 50v180z', '#2F4A3A')}${rect(210, -140, 70, 60, pal.light)}${s}`;
  return s;
};

const cake: Draw = (c) => {
  const { r, pal } = c;
  const [a, b, cc] = r.shuffle(pal.accent) as [string, string, string];
  const sponge = r.pick(['#F2D6A8', '#E8C090', '#8A5A3A']);
  let s = ellipse(0, -6, 200, 22, mix(pal.light, pal.land[2], 0.3));
  s += rect(-160, -120, 320, 110, sponge, ' rx="10"') + rect(-160, -84, 320, 18, a);
  s += path('M-160 -110q20 30 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0v-20h-320z', lighten(b, 0.3));
  s +=
    rect(-110, -200, 220, 90, sponge, ' rx="10"') +
    path('M-110 -190q20 30 36 0t37 0t37 0t37 0t37 0t36 0v-20h-220z', lighten(b, 0.3));
  let candles = '';
  for (const x of [-60, 0, 60])
    candles += rect(x - 7, -250, 14, 50, cc, ' rx="4"') + path(`M${x} -272q-12 14 0 22q12 -8 0 -22z`, '#FFC83D');
  return s + candles + circle(-40, -140, 10, '#D7463C') + circle(40, -150, 10, '#D7463C');
};

const bowl: Draw = (c) => {
  const { r, pal, text } = c;
  const bowlCol = r.pick([pal.accent[0], pal.accent[2], '#2F3441']);
  if (/sushi|sashimi|omakase/.test(text)) {
    let s = rect(-220, -40, 440, 40, '#B07A48', ' rx="8"');
    for (const x of [-140, -40, 60, 160])
      s +=
        rect(x - 40, -90, 80, 50, '#F4EFE4', ' rx="20"') +
        rect(x - 40, -100, 80, 26, r.pick(['#F0784F', '#E8584A', '#F4A261']), ' rx="12"');
    return s;
  }
  let s = path('M-180 -120h360q-10 120 -180 120q-170 0 -180 -120z', bowlCol);
  s += ellipse(0, -120, 180, 30, '#E8C27A');
  s += path('M-120 -130q30 -20 60 0t60 0t60 0', 'none', ` stroke="${lighten('#E8C27A', 0.4)}" stroke-width="8"`);
  s += circle(70, -130, 30, '#F4EFE4') + circle(70, -130, 14, '#F2B632');
  s += path('M-90 -128l40 -16l10 20z', '#4E9A5A') + path('M-40 -136h50v12h-50z', '#C8553D');
  s += line('M40 -160L200 -320M80 -160L230 -300', '#B07A48', 8);
  return steam(-20, -170, pal.light) + s;
};

export const FOOD_MOTIFS = { cooking, bread, coffee, wine, cake, bowl };
