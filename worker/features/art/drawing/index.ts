// Generative activity illustrations: a deterministic, self-contained SVG per activity, themed by keywords in
// its text and varied by its id. Pure string building, so it runs the same in a Worker, in Node and in tests.
import type { Ctx, Draw, SceneKind } from './context';
import { ACTIVE_MOTIFS } from './draw-active';
import { EVERYDAY_MOTIFS } from './draw-everyday';
import { FOOD_MOTIFS } from './draw-food';
import { HOME_MOTIFS } from './draw-home';
import { LAND_MOTIFS } from './draw-land';
import { LIFE_MOTIFS } from './draw-life';
import { MAKING_MOTIFS } from './draw-making';
import { PLACE_MOTIFS } from './draw-places';
import { SKY_MOTIFS } from './draw-sky';
import { TRAVEL_MOTIFS } from './draw-travel';
import { WATER_MOTIFS } from './draw-water';
import { SKINS } from './figure';
import { type LabelledPicture, labelledArt, type MainDrawing } from './labelled';
import { type MotifId, motifFor, normalise, SPECS } from './motifs';
import { pickPalette, type TimeOfDay } from './palettes';
import { outdoorProp, roomProp } from './props';
import { hash32, makeRng } from './random';
import { roomStage } from './room';
import { outdoorStage } from './scenes';

export type { MotifId } from './motifs';
export { MOTIF_IDS, motifFor } from './motifs';

export type ArtInput = {
  seed: string;
  title: string;
  description?: string;
  categories: string[];
  setting: 'indoor' | 'outdoor' | 'either';
  /** What the picture must show, with its icons at hand (a catalogue idea's label); else it is drawn from the words. */
  picture?: LabelledPicture | null;
};

/** Bump ART_VERSION (in the catalogue contract) whenever drawings change: it is part of image URLs. */
export { ART_VERSION } from '../../../contracts/catalogue';

const DRAW: Record<MotifId, Draw> = {
  ...WATER_MOTIFS,
  ...LAND_MOTIFS,
  ...TRAVEL_MOTIFS,
  ...PLACE_MOTIFS,
  ...SKY_MOTIFS,
  ...ACTIVE_MOTIFS,
  ...MAKING_MOTIFS,
  ...FOOD_MOTIFS,
  ...HOME_MOTIFS,
  ...LIFE_MOTIFS,
  ...EVERYDAY_MOTIFS,
};

const ALL_TIMES: TimeOfDay[] = ['day', 'day', 'day', 'dawn', 'dusk', 'dusk', 'night'];

/** A time of day named in the title wins over chance, when the motif allows it. */
function timeFromTitle(title: string): TimeOfDay | null {
  if (/ (sunrise|dawn|morning)/.test(title)) return 'dawn';
  if (/ (sunset|dusk|evening)/.test(title)) return 'dusk';
  if (/ (night|midnight|moonlight|stars|dark)/.test(title)) return 'night';
  return null;
}

export type ArtPlan = {
  motif: MotifId;
  scene: SceneKind;
  time: TimeOfDay;
  x: number;
  scale: number;
  flip: boolean;
};

function plan(input: ArtInput, r: ReturnType<typeof makeRng>): ArtPlan {
  const motif = motifFor(input);
  const spec = SPECS[motif];
  const outs = spec.scenes.filter((s) => s !== 'room');
  const hasRoom = outs.length < spec.scenes.length;
  let scene: SceneKind;
  if (!outs.length) scene = input.setting === 'outdoor' ? 'hills' : 'room';
  else if (!hasRoom || input.setting === 'outdoor') scene = r.pick(outs);
  else if (input.setting === 'indoor') scene = 'room';
  else scene = r.chance(0.5) ? 'room' : r.pick(outs);
  const allowed = spec.times ?? ALL_TIMES;
  const named = timeFromTitle(normalise(input.title));
  const time = named && allowed.includes(named) ? named : r.pick(allowed);
  const full = spec.anchor === 'full';
  const x = full ? r.range(260, 540) : r.pick([r.range(230, 330), r.range(360, 440), r.range(470, 570)]);
  return { motif, scene, time, x, scale: r.range(0.85, 1.1), flip: r.chance(0.5) };
}

export function artPlan(input: ArtInput): ArtPlan {
  return plan(input, makeRng(hash32(input.seed)));
}

/** A motif drawn as a labelled picture's main subject, placed as its spec says. */
function motifAt(motif: MotifId): MainDrawing {
  const spec = SPECS[motif];
  return (c, st, x) => {
    const draw = DRAW[motif];
    if (spec.anchor === 'full') return draw({ ...c, x }, st);
    const y = spec.anchor === 'ground' ? st.ground : spec.anchor === 'water' ? st.water : c.r.range(230, 300);
    const s = c.r.range(0.95, 1.15).toFixed(2);
    return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${s} ${s})">${draw({ ...c, x }, st)}</g>`;
  };
}

export function activityArt(input: ArtInput): string {
  if (input.picture) {
    const motif = input.picture.motif;
    return motif
      ? labelledArt(input.seed, input.title, input.picture, motifAt(motif), SPECS[motif].times)
      : labelledArt(input.seed, input.title, input.picture);
  }
  const seed = hash32(input.seed);
  const r = makeRng(seed);
  const p = plan(input, r);
  const spec = SPECS[p.motif];
  const set =
    p.scene === 'room' || p.scene === 'underwater'
      ? p.scene
      : (p.scene === 'desert' || p.scene === 'snow') && p.time !== 'night'
        ? p.scene
        : 'outdoor';
  const c: Ctx = {
    r,
    pal: pickPalette(r, set, p.time),
    time: p.time,
    scene: p.scene,
    id: `a${seed.toString(36)}`,
    text: normalise(`${input.title} ${input.description ?? ''}`),
    skin: r.pick(SKINS),
    x: p.x,
  };
  const st = p.scene === 'room' ? roomStage(c, p.x, !!spec.counter) : outdoorStage(c);
  const draw = DRAW[p.motif];
  let body: string;
  if (spec.anchor === 'full') body = draw(c, st);
  else {
    const y = spec.anchor === 'ground' ? st.ground : spec.anchor === 'water' ? st.water : r.range(230, 300);
    const s = p.scale;
    body = `<g transform="translate(${Math.round(p.x)} ${Math.round(y)}) scale(${p.flip ? -s.toFixed(2) : s.toFixed(2)} ${s.toFixed(2)})">${draw(c, st)}</g>`;
    // Indoors, a small object sits beside the motif on the emptier side.
    const side = p.x + (p.x < 400 ? 1 : -1) * r.range(200, 260) * s;
    if (p.scene === 'room') body += roomProp(c, side, y);
    else if (spec.anchor === 'ground' && p.scene !== 'underwater' && p.scene !== 'city')
      body = outdoorProp(c, side, y - 6) + body;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" data-motif="${p.motif}"><defs>${st.defs}</defs>${st.back}${spec.foreground ? st.front + body : body + st.front}</svg>`;
}
