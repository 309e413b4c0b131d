import {
  IMAGE_MAX_MB,
  MAX_MEDIA,
  POST_IMAGE_TYPES,
  POST_MAX_LENGTH,
  POST_VIDEO_TYPES,
  VIDEO_MAX_MB,
} from '../../../worker/contracts/community-limits';

const MB = 1024 * 1024;

/**
 * Which chosen files the composer keeps, and the message for those it refuses. The server
 * checks the bytes again; this only saves a pointless upload.
 */
export function checkFiles(chosen: File[], alreadyAttached: number) {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of chosen) {
    const video = file.type.startsWith('video/');
    const allowed: readonly string[] = video ? POST_VIDEO_TYPES : POST_IMAGE_TYPES;
    const limit = video ? VIDEO_MAX_MB : IMAGE_MAX_MB;
    if (!allowed.includes(file.type)) problems.push(`${file.name} (invalid ${video ? 'video' : 'image'} format)`);
    else if (file.size > limit * MB) problems.push(`${file.name} (exceeds ${limit}MB)`);
    else if (alreadyAttached + accepted.length >= MAX_MEDIA) problems.push(`${file.name} (at most ${MAX_MEDIA} files)`);
    else accepted.push(file);
  }
  return { accepted, error: problems.length ? `Some files couldn't be added: ${problems.join(', ')}` : null };
}

export const remaining = (text: string) => POST_MAX_LENGTH - text.length;

/** The message that stops a post, or null when it may be sent. */
export function composerError(text: string, mediaCount: number) {
  if (!text.trim() && mediaCount === 0) return 'Please add some text or an image to your post';
  if (text.length > POST_MAX_LENGTH) return `Post exceeds maximum length of ${POST_MAX_LENGTH} characters`;
  return null;
}

/** The composer's wording for a failed create. */
export function createFailureMessage(error: { status?: number; code?: string; message?: string }) {
  if (error.code === 'NETWORK') return error.message as string;
  if (error.status === 401) return 'Please sign in to create a post.';
  if (error.status === 403 && error.code !== 'SUSPENDED' && error.code !== 'BANNED') {
    return 'Authentication error: Please sign out and sign back in, then try again.';
  }
  return error.message ? `Failed to create post: ${error.message}` : 'Failed to create post';
}
