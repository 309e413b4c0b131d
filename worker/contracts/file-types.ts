/** The file types the product accepts, told by their first bytes (shared by the Worker and the browser). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type DetectedType =
  | (typeof IMAGE_TYPES)[number]
  | 'video/mp4'
  | 'video/webm'
  | 'video/quicktime'
  | 'application/pdf';

/**
 * ISO media brands of still pictures and picture sequences (HEIF, HEIC, AVIF): their files open
 * with an `ftyp` box like an MP4 or a QuickTime movie, but hold no video.
 */
const PICTURE_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

const startsWith = (b: Uint8Array, sig: number[], offset = 0) => sig.every((x, i) => b[offset + i] === x);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** What a file really is, from its first 16 bytes; null when it is none of the types the product accepts. */
export function detectType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (PICTURE_BRANDS.has(brand)) return null;
    return brand.startsWith('qt') ? 'video/quicktime' : 'video/mp4';
  }
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}
