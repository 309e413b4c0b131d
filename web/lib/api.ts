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

const fetchWithBookmark: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (bookmark) headers.set('x-d1-bookmark', bookmark);
  const res = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  const next = res.headers.get('x-d1-bookmark');
  if (next) bookmark = next;
  return res;
};

export const api = typedClient<AppType>('/api', fetchWithBookmark);

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
    fetchWithBookmark(path, {
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
