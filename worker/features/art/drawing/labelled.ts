// An idea's picture drawn from what it must show (data/activities/FORMAT.md, `picture`): the scene
// it happens in, in the generator's style, with the things that make it recognisable (Fluent Emoji
// Flat icons, Microsoft, MIT) standing in it: the main one large on the ground, the water or in the
// air, the others smaller beside it.
import { type ActivityPicture, ICON_FACES, type PictureArrangement } from '../../../contracts/places';
import type { Ctx, Stage } from './context';
import { pickPalette, type TimeOfDay } from './palettes';
import { hash32, makeRng, type Rng } from './random';
import { roomStage } from './room';
import { outdoorStage } from './scenes';
import { hangingSign, signOnPosts, signX } from './writing';

export type Icon = { body: string; size: number; flip?: boolean };
export type LabelledPicture = ActivityPicture & { drawn: Record<string, Icon> };

const ALL_TIMES: TimeOfDay[] = ['day', 'day', 'day', 'dawn', 'dusk', 'dusk', 'night'];

/** Icons of things that float or swim. */
const FLOATS =
  /boat|ship|canoe|ferry|swimming|surfing|rowing|water-wave|dolphin|whale|fish|duck|swan|turtle|seal|octopus|shark|crab|lobster|diving|flamingo|otter|shell|water-polo|sailboat|motor-boat|speedboat/;

/** The sun and the moon: the scene draws its own, where the time of day puts it. */
const SKY_BODY = /^(sun|sun-with-face|crescent-moon|full-moon|full-moon-face|new-moon|new-moon-face)$/;
/** Things of the sky, drawn up in it rather than standing on the ground. */
const IN_THE_SKY =
  /^(star|glowing-star|shooting-star|rainbow|cloud|comet|ringed-planet|sun-behind-cloud|sun-behind-small-cloud)$/;
/** Birds and other things that fly: a flock of them is in the air. */
const FLIES = /^(bird|black-bird|dove|eagle|owl|bat|butterfly|honeybee|parrot|swan|duck|kite|fly|mosquito|feather)$/;
/** Settings that are green where they are (hills, mountains, lakes): never a dry, desert-coloured land. */
const GREEN_SCENES = new Set<ActivityPicture['scene']>(['hills', 'mountains', 'lake']);

/** Ids inside an icon, made unique to this picture and this icon, so copies never clash. */
const scoped = (body: string, prefix: string) =>
  body
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);

function place(icon: Icon, prefix: string, cx: number, base: number, size: number, flip: boolean) {
  const s = size / icon.size;
  const mirrored = flip !== Boolean(icon.flip);
  const x = mirrored ? cx + size / 2 : cx - size / 2;
  return `<g transform="translate(${Math.round(x)} ${Math.round(base - size)}) scale(${mirrored ? -s.toFixed(3) : s.toFixed(3)} ${s.toFixed(3)})">${scoped(icon.body, prefix)}</g>`;
}

/**
 * The main icon with another drawn on its face (a flag on a laptop's screen, a mountain on a
 * canvas): the face is cleared to its own colour, and the other icon fills it.
 */
function withFace(main: Icon, mainName: string, on: Icon | undefined): Icon {
  const face = ICON_FACES[mainName as keyof typeof ICON_FACES];
  if (!face || !on) return main;
  const k = main.size / 32;
  const size = face.size * k;
  const x = face.x * k - size / 2;
  const y = face.y * k - size / 2;
  const clear = face.fill
    ? `<rect x="${(x - 0.5 * k).toFixed(2)}" y="${(y - 0.5 * k).toFixed(2)}" width="${(size + k).toFixed(2)}" height="${(size + k).toFixed(2)}" fill="${face.fill}"/>`
    : '';
  const s = (size / on.size).toFixed(4);
  // The face's icon is never mirrored (a flag, a word-like shape), so neither is the main one.
  return {
    body: `${main.body}${clear}<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${s})">${scoped(on.body, 'f')}</g>`,
    size: main.size,
  };
}

/** Where the copies of an arranged main icon go: centre x, base y and size, back to front. */
function arranged(
  r: Rng,
  how: PictureArrangement,
  cx: number,
  base: number,
  scene: ActivityPicture['scene'],
  /** Things of the sky and birds in flight: many of them are spread through the sky. */
  aloft: boolean,
): { x: number; y: number; size: number }[] {
  if (how === 'row') {
    const n = r.int(4, 5);
    const size = n === 4 ? r.range(118, 132) : r.range(100, 112);
    const gap = size * 0.92;
    return Array.from({ length: n }, (_, i) => ({
      x: cx + (i - (n - 1) / 2) * gap,
      y: base + r.range(-6, 6),
      size: size * r.range(0.9, 1.08),
    }));
  }
  if (how === 'ring') {
    const n = 7;
    const at = Array.from({ length: n }, (_, i) => {
      const a = (i / n) * Math.PI * 2 + 0.35;
      const depth = (Math.sin(a) + 1) / 2;
      return { x: cx + Math.cos(a) * 185, y: base - 44 + depth * 62, size: 86 + depth * 40 };
    });
    return at.sort((p, q) => p.y - q.y);
  }
  if (how === 'stack') {
    const rows = [5, 4, 3];
    const size = r.range(92, 100);
    const out: { x: number; y: number; size: number }[] = [];
    rows.forEach((n, row) => {
      for (let i = 0; i < n; i++)
        out.push({
          x: cx + (i - (n - 1) / 2) * size * 0.86,
          y: base - row * size * 0.62,
          size: size * r.range(0.94, 1.04),
        });
    });
    // The upper rows behind the lower ones.
    return out.sort((p, q) => p.y - q.y);
  }
  // Many, through the scene: further ones smaller and higher (in open water and the sky, anywhere).
  const n = r.int(7, 9);
  const out: { x: number; y: number; size: number }[] = [];
  const open = scene === 'underwater' || scene === 'sky';
  for (let i = 0; i < n; i++) {
    const depth = open ? r.range(0.3, 1) : (i + 0.5) / n;
    out.push({
      x: 90 + ((i + r.range(0.15, 0.85)) / n) * 620,
      y: aloft ? r.range(90, 250) : open ? r.range(170, 400) : base - 70 + depth * 80,
      size: aloft ? r.range(44, 80) : open ? r.range(70, 120) : 64 + depth * 62,
    });
  }
  return out.sort((p, q) => p.y - q.y || p.size - q.size);
}

/** A copy of an icon drawn once in the picture's defs (`ref`), placed as `place` places one. */
function again(icon: Icon, ref: string, cx: number, base: number, size: number, flip: boolean) {
  const s = size / icon.size;
  const mirrored = flip !== Boolean(icon.flip);
  const x = mirrored ? cx + size / 2 : cx - size / 2;
  return `<use href="#${ref}" transform="translate(${Math.round(x)} ${Math.round(base - size)}) scale(${mirrored ? -s.toFixed(3) : s.toFixed(3)} ${s.toFixed(3)})"/>`;
}

/** A soft shadow under something standing on the ground. */
const shadow = (cx: number, y: number, w: number) =>
  `<ellipse cx="${Math.round(cx)}" cy="${Math.round(y)}" rx="${Math.round(w)}" ry="${Math.round(w / 7)}" fill="#000" opacity=".14"/>`;

function timeOf(r: Rng, title: string, scene: ActivityPicture['scene'], allowed: TimeOfDay[] = ALL_TIMES): TimeOfDay {
  if (scene === 'room' || scene === 'underwater') return 'day';
  const t = title.toLowerCase();
  // The midnight sun is a sun low over the horizon, never a night.
  const named = /\bmidnight sun\b/.test(t)
    ? 'dusk'
    : /\b(sunrise|dawn|morning)\b/.test(t)
      ? 'dawn'
      : /\b(sunset|dusk|evening)\b/.test(t)
        ? 'dusk'
        : /\b(night|midnight|moonlight|stars?|stargazing|milky way|meteors?|eclipse|planets?|aurora|northern lights|dark sky|constellations?|galaxy|telescope)\b/.test(
              t,
            )
          ? 'night'
          : null;
  return named && allowed.includes(named) ? named : r.pick(allowed);
}

/** One of the generator's own drawings as the main subject, drawn at `x` on the stage. */
export type MainDrawing = (c: Ctx, st: Stage, x: number) => string;

/**
 * The picture of an idea whose subject and setting are known. With `drawMain` (the label names one
 * of the generator's motifs) that drawing is the main subject and every icon stands beside it.
 */
export function labelledArt(
  seedText: string,
  title: string,
  picture: LabelledPicture,
  drawMain?: MainDrawing,
  /** The times of day the main drawing allows (the northern lights only at night). */
  times?: TimeOfDay[],
): string {
  const seed = hash32(seedText);
  const r = makeRng(seed);
  // A sun or moon among the icons is the scene's own (unless it is all there is to show).
  const named = picture.icons.filter((name) => !SKY_BODY.test(name));
  const iconNames = named.length || drawMain ? named : picture.icons;
  // On open water only what floats or swims is drawn afloat; anything else stands on a shore.
  const floats = drawMain || FLOATS.test(iconNames[0] ?? '');
  const scene = floats
    ? picture.scene
    : picture.scene === 'sea'
      ? 'beach'
      : picture.scene === 'lake'
        ? 'hills'
        : picture.scene;
  const time = timeOf(r, title, scene, times);
  const set =
    scene === 'room' || scene === 'underwater'
      ? scene
      : (scene === 'desert' || scene === 'snow') && time !== 'night'
        ? scene
        : 'outdoor';
  const cx = r.range(360, 440);
  const c: Ctx = {
    r,
    pal: pickPalette(
      r,
      set,
      time,
      GREEN_SCENES.has(scene) && !/\b(autumn|fall foliage|harvest)\b/.test(title.toLowerCase()),
    ),
    time,
    scene,
    id: `l${seed.toString(36)}`,
    text: title.toLowerCase(),
    skin: '#e0a878',
    x: cx,
  };
  const st: Stage = scene === 'room' ? roomStage(c, cx, false) : outdoorStage(c);
  const known = iconNames.filter((name) => picture.drawn[name]);
  const icons = known.map((name, i) =>
    i === 0 && picture.on
      ? withFace(picture.drawn[name] as Icon, name, picture.drawn[picture.on])
      : (picture.drawn[name] as Icon),
  );
  const main = drawMain ? undefined : icons[0];
  const rest = drawMain ? icons : icons.slice(1);
  const restNames = drawMain ? known : known.slice(1);
  // Where things stand: on the ground, afloat, in the air, or in open water.
  const floating = scene === 'sea' || scene === 'lake';
  const base =
    scene === 'sky'
      ? r.range(300, 340)
      : scene === 'underwater'
        ? r.range(330, 370)
        : floating
          ? st.water + 40
          : st.ground + 6;
  const grounded = scene !== 'sky' && scene !== 'underwater' && !floating;
  // A face's icon reads one way round: the main one is not mirrored then.
  const flip = picture.on ? false : r.chance(0.5);
  let body = '';
  /** What the picture draws once and uses again (an arrangement's icon). */
  let defs = '';
  const sides = [-1, 1].sort(() => (r.chance(0.5) ? 1 : -1));
  // Beside an arrangement there is no room at its sides: the others stand in front of it.
  const inFront = Boolean(picture.arrange && !drawMain);
  rest.slice(0, 2).forEach((icon, i) => {
    const side = sides[i] ?? 1;
    const size = inFront ? r.range(84, 100) : r.range(96, 124);
    const x = cx + side * (inFront ? r.range(150, 200) : r.range(175, 215));
    if (IN_THE_SKY.test(restNames[i] ?? '')) {
      // Up in the sky, smaller, with no shadow.
      body += place(icon, `${c.id}i${i + 1}`, x, r.range(150, 190), size * 0.8, false);
      return;
    }
    const y = inFront && grounded ? base + r.range(34, 44) : base + (grounded ? r.range(-4, 10) : r.range(-40, 30));
    if (grounded) body += shadow(x, y - 2, size * 0.36);
    body += place(icon, `${c.id}i${i + 1}`, x, y, size, false);
  });
  if (drawMain) {
    // The motif behind the props that stand in front of it.
    body = drawMain(c, st, cx) + body;
  } else if (main && picture.arrange) {
    // Several of the main thing, behind the props beside them: drawn once, then used again.
    const aloft = picture.arrange === 'many' && (IN_THE_SKY.test(known[0] ?? '') || FLIES.test(known[0] ?? ''));
    const ref = `${c.id}m`;
    defs += `<g id="${ref}">${scoped(main.body, ref)}</g>`;
    let many = '';
    for (const at of arranged(r, picture.arrange, cx, base, scene, aloft)) {
      if (grounded && !aloft) many += shadow(at.x, at.y - 2, at.size * 0.36);
      many += again(main, ref, at.x, at.y, at.size, picture.on ? false : r.chance(0.5));
    }
    body = many + body;
  } else if (main) {
    const size = r.range(190, 222);
    if (grounded) body += shadow(cx, base - 2, size * 0.38);
    body += place(main, `${c.id}i0`, cx, base, size, flip);
  }
  // The name on a sign, large enough to read in a thumbnail and clear of the main subject: at the
  // edge of the scene on two posts, in front of everything; hung from above indoors, in the sky,
  // on water and under it.
  let sign = '';
  if (picture.writing) {
    const side = sides[rest.length >= 2 ? (r.chance(0.5) ? 0 : 1) : 1] ?? 1;
    sign =
      grounded && scene !== 'room'
        ? signOnPosts(picture.writing, signX(side * 800, picture.writing), base - 14)
        : hangingSign(picture.writing, signX(scene === 'room' ? cx : cx + side * 250, picture.writing));
  }
  // Afloat, the foreground swell laps over it; standing, it is in front of the grass and sand.
  const layers = (floating ? body + st.front : st.front + body) + sign;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" data-scene="${scene}" data-time="${time}"><defs>${st.defs}${defs}</defs>${st.back}${layers}</svg>`;
}
