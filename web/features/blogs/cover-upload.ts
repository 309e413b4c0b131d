import { sendForm } from '@/lib/api';
import { BLOG_MESSAGES, COVER_MAX_BYTES } from '../../../worker/contracts/blogs';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The cover's checks in the browser (type and 5 MB); the server checks size, type and bytes again. */
export function coverProblem(file: File): string | null {
  if (!TYPES.includes(file.type)) return BLOG_MESSAGES.coverType;
  if (file.size > COVER_MAX_BYTES) return BLOG_MESSAGES.coverTooLarge;
  return null;
}

/** Uploads a cover with its progress (in percent); the answer is its address. */
export async function uploadCover(file: File, onProgress: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await sendForm<{ url?: string }>('/api/blogs/cover', form, {
    onProgress: (fraction) => onProgress(Math.round(fraction * 100)),
    failed: BLOG_MESSAGES.coverFailed,
  }).done;
  if (!url) throw new Error(BLOG_MESSAGES.coverFailed);
  return url;
}
