import { BLOG_MESSAGES, COVER_MAX_BYTES } from '../../../worker/contracts/blogs';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The cover's checks in the browser (type and 5 MB); the server checks size, type and bytes again. */
export function coverProblem(file: File): string | null {
  if (!TYPES.includes(file.type)) return BLOG_MESSAGES.coverType;
  if (file.size > COVER_MAX_BYTES) return BLOG_MESSAGES.coverTooLarge;
  return null;
}

/** Uploads with XMLHttpRequest, the one browser API that reports upload progress. */
export function uploadCover(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/blogs/cover');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { url?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A non-JSON answer is a failure like any other.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.url) resolve(body.url);
      else reject(new Error(body.error ?? BLOG_MESSAGES.coverFailed));
    };
    xhr.onerror = () => reject(new Error(BLOG_MESSAGES.coverFailed));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
