import { afterEach, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, sendForm } from '@/lib/api';

afterEach(() => vi.unstubAllGlobals());

/** A stand-in for XMLHttpRequest that records what was sent and answers as told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  sent: unknown = null;
  requestHeaders: Record<string, string> = {};
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

it('sends the form with progress and the reader’s bookmark both ways, and fails in the server’s words', async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const seen: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('x-d1-bookmark'));
      return new Response('{}', { headers: { 'x-d1-bookmark': 'after-fetch' } });
    }),
  );
  await apiFetch('/api/me');

  const form = new FormData();
  form.append('file', new Blob(['x']), 'a.png');
  const progress: number[] = [];
  const upload = sendForm<{ url: string }>('/api/community/media', form, {
    onProgress: (f) => progress.push(f),
    failed: 'Failed to upload images',
  });
  const xhr = FakeXhr.last;
  expect([xhr.method, xhr.url, xhr.withCredentials, xhr.sent]).toEqual(['POST', '/api/community/media', true, form]);
  // A read after an earlier write sees it: the bookmark apiFetch received goes with the upload.
  expect(xhr.requestHeaders['x-d1-bookmark']).toBe('after-fetch');
  xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
  xhr.answer(201, { url: '/media/a.png' }, { 'x-d1-bookmark': 'after-upload' });
  expect(await upload.done).toEqual({ url: '/media/a.png' });
  expect(progress).toEqual([0.25]);
  // ...and the upload's own bookmark goes with the next call.
  await apiFetch('/api/me');
  expect(seen).toEqual([null, 'after-upload']);

  const refused = sendForm('/api/blogs/cover', form, { failed: 'Failed to upload cover' });
  FakeXhr.last.answer(413, { error: 'Image must be less than 5MB', code: 'TOO_LARGE' });
  await expect(refused.done).rejects.toEqual(new ApiError(413, 'TOO_LARGE', 'Image must be less than 5MB'));

  const silent = sendForm('/api/blogs/cover', form, { failed: 'Failed to upload cover' });
  FakeXhr.last.answer(500, 'oops');
  await expect(silent.done).rejects.toThrow('Failed to upload cover');

  const offline = sendForm('/api/contact', form, {
    failed: 'Failed to submit form.',
    offline: 'Failed to upload file.',
  });
  FakeXhr.last.onerror?.();
  await expect(offline.done).rejects.toThrow('Failed to upload file.');

  const stopped = sendForm('/api/community/media', form, { failed: 'Failed to upload images' });
  stopped.abort();
  await expect(stopped.done).rejects.toThrow('Upload cancelled');
});
