import { type DetectedType, detectType, IMAGE_TYPES } from '../contracts/file-types';
import { fail } from './errors';

export { type DetectedType, detectType, IMAGE_TYPES };

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
 * product's own messages, and the bytes so the caller does not read the body twice.
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
