import { describe, expect, it } from 'vitest';
import { detectType } from '../../worker/contracts/file-types';

/** The first 16 bytes of a file: the given bytes or ASCII text at an offset, zeros elsewhere. */
function head(...parts: [number, number[] | string][]) {
  const b = new Uint8Array(16);
  for (const [at, part] of parts) {
    const bytes = typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part;
    b.set(bytes, at);
  }
  return b;
}
const ftyp = (brand: string) => head([0, [0, 0, 0, 0x18]], [4, 'ftyp'], [8, brand]);

describe('a file is what its first bytes say', () => {
  it.each([
    ['a JPEG', head([0, [0xff, 0xd8, 0xff, 0xe0]]), 'image/jpeg'],
    ['a PNG', head([0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]), 'image/png'],
    ['a GIF 87a', head([0, 'GIF87a']), 'image/gif'],
    ['a GIF 89a', head([0, 'GIF89a']), 'image/gif'],
    ['a WebP', head([0, 'RIFF'], [4, [0x24, 0, 0, 0]], [8, 'WEBP']), 'image/webp'],
    ['a WebM', head([0, [0x1a, 0x45, 0xdf, 0xa3]]), 'video/webm'],
    ['an MP4 (isom)', ftyp('isom'), 'video/mp4'],
    ['an MP4 (mp42)', ftyp('mp42'), 'video/mp4'],
    ['a QuickTime movie', ftyp('qt  '), 'video/quicktime'],
    ['a PDF', head([0, '%PDF-1.7']), 'application/pdf'],
  ] as const)('%s', (_, bytes, type) => {
    expect(detectType(bytes)).toBe(type);
  });

  it.each(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis'])(
    'a still picture in an ISO box (%s) is not taken for a video',
    (brand) => {
      expect(detectType(ftyp(brand))).toBeNull();
    },
  );

  it.each([
    ['a JPEG missing its third byte', head([0, [0xff, 0xd8, 0x00]])],
    ['the JPEG signature further in', head([1, [0xff, 0xd8, 0xff]])],
    ['a PNG with its last signature byte wrong', head([0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]])],
    ['a PNG signature one byte in', head([1, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]])],
    ['GIF of an unknown year', head([0, 'GIF88a'])],
    ['a WAV (RIFF, not WEBP)', head([0, 'RIFF'], [8, 'WAVE'])],
    ['an AVI (RIFF, not WEBP)', head([0, 'RIFF'], [8, 'AVI '])],
    ['WEBP without RIFF', head([0, 'RIFX'], [8, 'WEBP'])],
    ['a Matroska signature one byte in', head([1, [0x1a, 0x45, 0xdf, 0xa3]])],
    ['an ISO box that is not ftyp', head([4, 'moov'], [8, 'isom'])],
    ['a PDF header without its dash', head([0, '%PDF 1.7'])],
    ['text', head([0, 'hello, world'])],
    ['nothing', new Uint8Array(0)],
    ['zeros', new Uint8Array(16)],
  ])('%s is none of the accepted types', (_, bytes) => {
    expect(detectType(bytes)).toBeNull();
  });
});
