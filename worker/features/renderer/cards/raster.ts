import { STROKE_FONT } from '../../../lib/stroke-font';

/** An RGB colour, 0-255 each. */
export type Rgb = [number, number, number];

export const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** A small RGB raster: enough to draw link-preview cards (gradients, discs, stroked text) in a Worker. */
export class Raster {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** A diagonal gradient from the top-left colour to the bottom-right one. */
  gradient(from: Rgb, to: Rgb) {
    const { width, height, pixels } = this;
    const span = width + height;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const t = (x + y) / span;
        const i = (y * width + x) * 3;
        pixels[i] = from[0] + (to[0] - from[0]) * t;
        pixels[i + 1] = from[1] + (to[1] - from[1]) * t;
        pixels[i + 2] = from[2] + (to[2] - from[2]) * t;
      }
    }
  }

  /** Mixes `color` into each pixel by its coverage (0-1) in `mask`, scaled by `alpha`. */
  private composite(mask: Float32Array, box: Box, color: Rgb, alpha = 1) {
    const { width } = this;
    for (let y = box.y0; y <= box.y1; y++) {
      for (let x = box.x0; x <= box.x1; x++) {
        const k = y * width + x;
        const a = (mask[k] as number) * alpha;
        if (a <= 0) continue;
        mask[k] = 0;
        this.blend(x, y, color, a);
      }
    }
  }

  /** Mixes `color` into one pixel by `alpha` (0-1). */
  blend(x: number, y: number, color: Rgb, alpha: number) {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const a = Math.min(1, alpha);
    const { pixels } = this;
    const i = (y * this.width + x) * 3;
    pixels[i] = (pixels[i] as number) + (color[0] - (pixels[i] as number)) * a;
    pixels[i + 1] = (pixels[i + 1] as number) + (color[1] - (pixels[i + 1] as number)) * a;
    pixels[i + 2] = (pixels[i + 2] as number) + (color[2] - (pixels[i + 2] as number)) * a;
  }

  private scratch: Float32Array | null = null;
  /** One coverage buffer, reused: `composite` leaves it all zero again. */
  private mask() {
    this.scratch ??= new Float32Array(this.width * this.height);
    return this.scratch;
  }

  /** A filled disc with a soft (anti-aliased) edge. */
  disc(cx: number, cy: number, r: number, color: Rgb, alpha = 1) {
    const mask = this.mask();
    const box = this.clip(cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1);
    for (let y = box.y0; y <= box.y1; y++) {
      for (let x = box.x0; x <= box.x1; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        mask[y * this.width + x] = Math.max(0, Math.min(1, r + 0.5 - d));
      }
    }
    this.composite(mask, box, color, alpha);
  }

  /** A filled rectangle with rounded corners. */
  roundRect(x0: number, y0: number, x1: number, y1: number, r: number, color: Rgb, alpha = 1) {
    const mask = this.mask();
    const box = this.clip(x0, y0, x1, y1);
    for (let y = box.y0; y <= box.y1; y++) {
      for (let x = box.x0; x <= box.x1; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const dx = Math.max(x0 + r - px, 0, px - (x1 - r));
        const dy = Math.max(y0 + r - py, 0, py - (y1 - r));
        mask[y * this.width + x] = Math.max(0, Math.min(1, r + 0.5 - Math.hypot(dx, dy)));
      }
    }
    this.composite(mask, box, color, alpha);
  }

  private clip(x0: number, y0: number, x1: number, y1: number): Box {
    return {
      x0: Math.max(0, Math.floor(x0)),
      y0: Math.max(0, Math.floor(y0)),
      x1: Math.min(this.width - 1, Math.ceil(x1)),
      y1: Math.min(this.height - 1, Math.ceil(y1)),
    };
  }

  /**
   * Text in the stroke font: `size` is the capital height in pixels, `weight` the stroke width.
   * Draws from (x, baseline) and returns the width drawn.
   */
  text(value: string, x: number, baseline: number, size: number, weight: number, color: Rgb) {
    const scale = size / CAP_HEIGHT;
    const r = weight / 2;
    const mask = this.mask();
    let pen = x;
    const box = { x0: this.width, y0: this.height, x1: 0, y1: 0 };
    for (const ch of value) {
      const glyph = STROKE_FONT[ch] ?? STROKE_FONT['?'];
      if (!glyph) continue;
      const [advance, ...strokes] = glyph;
      for (const stroke of strokes) {
        for (let i = 0; i + 3 < stroke.length; i += 2) {
          const ax = pen + (stroke[i] as number) * scale;
          const ay = baseline - (stroke[i + 1] as number) * scale;
          const bx = pen + (stroke[i + 2] as number) * scale;
          const by = baseline - (stroke[i + 3] as number) * scale;
          const seg = this.clip(
            Math.min(ax, bx) - r - 1,
            Math.min(ay, by) - r - 1,
            Math.max(ax, bx) + r + 1,
            Math.max(ay, by) + r + 1,
          );
          box.x0 = Math.min(box.x0, seg.x0);
          box.y0 = Math.min(box.y0, seg.y0);
          box.x1 = Math.max(box.x1, seg.x1);
          box.y1 = Math.max(box.y1, seg.y1);
          segmentCoverage(mask, this.width, seg, ax, ay, bx, by, r);
        }
      }
      pen += advance * scale;
    }
    if (box.x1 >= box.x0) this.composite(mask, box, color);
    return pen - x;
  }

  /** The PNG file of the raster (8-bit RGB, zlib through CompressionStream). */
  async png() {
    const { width, height, pixels } = this;
    const stride = width * 3 + 1;
    const raw = new Uint8Array(stride * height);
    for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * stride + 1);
    const deflated = new Uint8Array(
      await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer(),
    );
    const header = new Uint8Array(13);
    const view = new DataView(header.buffer);
    view.setUint32(0, width);
    view.setUint32(4, height);
    header.set([8, 2, 0, 0, 0], 8);
    return concat([
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflated),
      pngChunk('IEND', new Uint8Array()),
    ]);
  }
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Capital height of the stroke font, in its units. */
const CAP_HEIGHT = 662;

/** Width of a text in the stroke font at a capital height of `size` pixels. */
export function textWidth(value: string, size: number) {
  let units = 0;
  for (const ch of value) units += (STROKE_FONT[ch] ?? STROKE_FONT['?'])?.[0] ?? 0;
  return (units * size) / CAP_HEIGHT;
}

/** Coverage of a round-ended segment of radius r, kept as the maximum per pixel (no seams at joints). */
function segmentCoverage(
  mask: Float32Array,
  width: number,
  box: Box,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  r: number,
) {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1;
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      const px = x + 0.5 - ax;
      const py = y + 0.5 - ay;
      const t = Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
      const d = Math.hypot(px - t * dx, py - t * dy);
      const c = r + 0.5 - d;
      if (c <= 0) continue;
      const k = y * width + x;
      const v = Math.min(c, 1);
      if (v > (mask[k] as number)) mask[k] = v;
    }
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and its CRC (shared with the seed's avatar encoder). */
export function pngChunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
