import { fail } from './errors';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type DetectedType =
  | (typeof IMAGE_TYPES)[number]
  | 'video/mp4'
  | 'video/webm'
  | 'video/quicktime'
  | 'application/pdf';

const EXTENSIONS: Record<DetectedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'application/pdf': 'pdf',
};

const startsWith = (b: Uint8Array, sig: number[], offset = 0) => sig.every((x, i) => b[offset + i] === x);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** What a file really is, from its first bytes; null when it is none of the types the product accepts. */
export function detectType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(head, 4, 8) === 'ftyp') return ascii(head, 8, 10) === 'qt' ? 'video/quicktime' : 'video/mp4';
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

export const extensionFor = (type: DetectedType) => EXTENSIONS[type];
export const isImageType = (type: string | undefined): boolean =>
  (IMAGE_TYPES as readonly string[]).includes(type ?? '');

type UploadRule = {
  maxBytes: number;
  allowed: readonly DetectedType[];
  tooLarge: string;
  wrongType: string;
};

/**
 * Checks an uploaded file by size, declared type and its bytes, which must agree. Answers the
 * spec's own messages, and the bytes so the caller does not read the body twice.
 */
export async function checkUpload(file: unknown, rule: UploadRule) {
  if (!(file instanceof File)) throw fail(400, 'FILE_REQUIRED', 'Please choose a file to upload');
  if (file.size > rule.maxBytes) throw fail(413, 'FILE_TOO_LARGE', rule.tooLarge);
  if (file.size === 0) throw fail(400, 'FILE_EMPTY', rule.wrongType);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = detectType(bytes.subarray(0, 16));
  const declared = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!detected || !rule.allowed.includes(detected) || (declared && declared !== detected)) {
    throw fail(415, 'FILE_TYPE', rule.wrongType);
  }
  return { bytes, type: detected, extension: extensionFor(detected) };
}

/** A storage key that cannot collide or be guessed: {prefix}/{timestamp}-{random}.{ext}. */
export const mediaKey = (prefix: string, extension: string) =>
  `${prefix}/${Date.now()}-${crypto.randomUUID().slice(0, 8)}.${extension}`;
