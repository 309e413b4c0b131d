import { ApiError } from '@/lib/api';

/** Posts the contact form with upload progress (fetch cannot report it), answering the server's message. */
export function sendContact(form: FormData, onProgress: (percent: number) => void) {
  return new Promise<{ message: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/contact');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(xhr.responseText) as { message?: string; error?: string; code?: string };
        } catch {
          return {};
        }
      })();
      if (xhr.status >= 200 && xhr.status < 300) resolve({ message: body.message ?? 'Message Sent Successfully' });
      else
        reject(
          new ApiError(xhr.status, body.code ?? 'ERROR', body.error ?? 'Failed to submit form. Please try again.'),
        );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Failed to upload file. Please try again.'));
    xhr.send(form);
  });
}
