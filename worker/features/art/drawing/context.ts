// Shared drawing context passed to backgrounds and motifs.
import type { Palette, TimeOfDay } from './palettes';
import type { Rng } from './random';

export type SceneKind =
  | 'hills'
  | 'mountains'
  | 'lake'
  | 'sea'
  | 'beach'
  | 'underwater'
  | 'desert'
  | 'snow'
  | 'city'
  | 'sky'
  | 'room';

export type Ctx = {
  r: Rng;
  pal: Palette;
  time: TimeOfDay;
  scene: SceneKind;
  /** Prefix for ids inside this picture, so inline copies never clash. */
  id: string;
  /** Lower-cased title and description, for motifs that pick a variant by keyword (guitar vs piano). */
  text: string;
  /** Skin tone for people, picked once per picture. */
  skin: string;
  /** Horizontal centre of the motif in picture units. */
  x: number;
};

export type Stage = {
  defs: string;
  back: string;
  /** Drawn over the motif: foreground corners, foam, grass, for depth. */
  front: string;
  horizon: number;
  /** y of the ground line where standing motifs are placed. */
  ground: number;
  /** y of the water line for floating motifs. */
  water: number;
};

/**
 * A motif drawing. Placed motifs draw in local units (x centred on 0, base line at y=0, up to ~260 tall);
 * 'full' motifs draw in picture units and may use the stage lines.
 */
export type Draw = (c: Ctx, st: Stage) => string;
