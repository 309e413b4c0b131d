import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** One shape for every failure: `{ error, code }` with its status. Unknown errors never leak a stack. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json({ error: err.message, code: err.code }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message =
      status === 413
        ? 'The request is too large'
        : /malformed json/i.test(err.message)
          ? 'The request body is not valid JSON'
          : err.message || 'Bad request';
    return c.json({ error: message, code: CODES[status] ?? 'ERROR' }, status);
  }
  const cause = (err as Error)?.cause;
  console.error(
    JSON.stringify({
      id: c.get('requestId'),
      error: String(err),
      cause: cause ? String(cause) : undefined,
      stack: (err as Error)?.stack,
    }),
  );
  return c.json({ error: 'Something went wrong. Please try again.', code: 'INTERNAL' }, 500);
};
