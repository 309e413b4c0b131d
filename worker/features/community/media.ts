import { IMAGE_MAX_MB, VIDEO_MAX_MB } from '../../contracts/community';
import type { ProfileRow } from '../../db/schema';
import { fail } from '../../lib/errors';
import { checkUpload, mediaKey } from '../../lib/uploads';

const MB = 1024 * 1024;

/**
 * Stores one file for a post under post-images/{userId}/. The declared type picks the rule
 * (image 5 MB, video 20 MB); the bytes must then agree with it, so a renamed executable fails.
 */
export async function uploadPostMedia(bucket: R2Bucket, author: ProfileRow, file: unknown) {
  if (!(file instanceof File)) throw fail(400, 'FILE_REQUIRED', 'Please choose a file to upload');
  const video = file.type.startsWith('video/');
  const kind = video ? 'video' : 'image';
  const limit = video ? VIDEO_MAX_MB : IMAGE_MAX_MB;
  const name = file.name.slice(0, 80);
  const checked = await checkUpload(file, {
    maxBytes: limit * MB,
    allowed: video
      ? ['video/mp4', 'video/webm', 'video/quicktime']
      : ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    tooLarge: `Some files couldn't be added: ${name} (exceeds ${limit}MB)`,
    wrongType: `Some files couldn't be added: ${name} (invalid ${kind} format)`,
  });
  const key = mediaKey(`post-images/${author.id}`, checked.extension);
  await bucket.put(key, checked.bytes, { httpMetadata: { contentType: checked.type } });
  return { url: `/media/${key}`, type: kind } as const;
}
