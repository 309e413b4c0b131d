import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error that leaves the API as `{ error, code }` with its status. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const fail = (status: ContentfulStatusCode, code: string, message: string, headers?: Record<string, string>) =>
  new AppError(status, code, message, headers);

export const notAuthenticated = () => fail(401, 'UNAUTHENTICATED', 'Not authenticated');
