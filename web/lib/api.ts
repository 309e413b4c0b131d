import type { AppType } from '../../worker/app';
import { typedClient } from './api-client';

/** An API failure with the server's own message and code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

// D1 Sessions: echo the last bookmark so reads after a write see that write.
let bookmark: string | null = null;

/** On the server that renders a page, the fetch that reaches that request's API (web/server.tsx). */
let serverFetch: (() => typeof fetch | undefined) | undefined;
export const setServerFetch = (get: () => typeof fetch | undefined) => {
  serverFetch = get;
};

/** fetch for the app's own API: the server's in-process route while rendering, else the browser's with the bookmark. */
export const apiFetch: typeof fetch = async (input, init) => {
  const server = serverFetch?.();
  // The server's calls belong to one request; the browser's bookmark is the reader's own.
  if (server) return server(input, { ...init, credentials: 'same-origin' });
  const headers = new Headers(init?.headers);
  if (bookmark) headers.set('x-d1-bookmark', bookmark);
  const res = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  const next = res.headers.get('x-d1-bookmark');
  if (next) bookmark = next;
  return res;
};

export const api = typedClient<AppType>('/api', apiFetch);

/**
 * Sends a form with files to the API and reports the upload's progress (0 to 1), which fetch
 * cannot: XMLHttpRequest, carrying the reader's D1 bookmark both ways as apiFetch does, and failing
 * with an ApiError in the server's words (`failed` when it gave none, `offline` when the request
 * never arrived). `abort` stops it (the file was removed or the page left).
 */
export function sendForm<T>(
  path: string,
  form: FormData,
  options: { method?: 'POST' | 'PATCH'; onProgress?: (fraction: number) => void; failed: string; offline?: string },
): { done: Promise<T>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open(options.method ?? 'POST', path);
    xhr.withCredentials = true;
    if (bookmark) xhr.setRequestHeader('x-d1-bookmark', bookmark);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const next = xhr.getResponseHeader('x-d1-bookmark');
      if (next) bookmark = next;
      let body: { error?: string; code?: string } = {};
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        // A non-JSON answer is a failure like any other.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body.code ?? 'ERROR', body.error ?? options.failed));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', options.offline ?? options.failed));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'Upload cancelled'));
  });
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

/** Parses a JSON answer, throwing ApiError with the server's message for any failure. */
export async function unwrap<T>(promise: Promise<{ ok: boolean; status: number; json(): Promise<T> }>): Promise<T> {
  let res: Awaited<typeof promise>;
  try {
    res = await promise;
  } catch {
    throw new ApiError(
      0,
      'NETWORK',
      'Network error: Unable to connect to server. Please check your internet connection and try again.',
    );
  }
  if (res.ok) return res.json();
  const body = (await res.json().catch(() => null)) as { error?: string; code?: string; message?: string } | null;
  throw new ApiError(
    res.status,
    body?.code ?? 'ERROR',
    body?.error ?? body?.message ?? `API request failed with status ${res.status}`,
  );
}

/** For endpoints outside the typed client (better-auth's own). */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  return unwrap<T>(
    apiFetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * What to say when an action fails: the server's own message when it refused the request (4xx,
 * e.g. "You have already reported this post"), and the action's own words ("Failed to post
 * comment") when the network or the server failed, whose raw text means nothing to people.
 */
export function errorMessage(error: unknown, fallback: string) {
  if (error instanceof ApiError) return error.status >= 400 && error.status < 500 ? error.message : fallback;
  // fetch's own failure ("Failed to fetch") is a network failure too.
  if (error instanceof TypeError) return fallback;
  // Our own checks throw the message to show ("Title is required").
  return error instanceof Error && error.message ? error.message : fallback;
}
