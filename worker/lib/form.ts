import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { fail } from './errors';

/**
 * A request's form fields and files. A body that is not a well-formed form (a broken multipart
 * boundary, a cut-off upload) is the sender's mistake: 400, never a 500.
 */
export async function readForm(c: Context<AppEnv>) {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw fail(400, 'VALIDATION', 'The form could not be read. Please try again.');
  }
}

/** One field of a form read with `readForm`: the first value when it was sent more than once. */
export const field = (body: Awaited<ReturnType<typeof readForm>>, name: string) => {
  const value = body[name];
  return Array.isArray(value) ? value[0] : value;
};
