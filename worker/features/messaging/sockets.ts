import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { allowedOrigins } from '../../middleware/same-origin';

export const conversationStub = (env: Env, conversationId: string) =>
  env.CONVERSATION.get(env.CONVERSATION.idFromName(conversationId));

export { inboxStub } from '../../lib/inbox';

/**
 * A socket upgrade must be a real WebSocket request from our own pages: browsers send cookies
 * with cross-site socket requests, so the Origin is checked (cross-site WebSocket hijacking).
 */
export function acceptsSocketFrom(c: Context<AppEnv>) {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw fail(426, 'UPGRADE_REQUIRED', 'Expected a WebSocket upgrade');
  }
  const origin = c.req.header('origin');
  if (!origin || !allowedOrigins(c).includes(origin))
    throw fail(403, 'FORBIDDEN_ORIGIN', 'This origin may not open a socket');
}

/** Forwards the upgrade to the object with the identity the Worker has checked; nothing else from the client. */
export function upgradeTo(
  stub: { fetch: (request: Request) => Promise<Response> },
  request: Request,
  headers: Record<string, string>,
) {
  return stub.fetch(new Request(request.url, { headers: { Upgrade: 'websocket', ...headers } }));
}
