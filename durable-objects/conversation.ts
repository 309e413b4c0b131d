import { DurableObject } from 'cloudflare:workers';

type SocketAttachment = { userId: string };

/**
 * One object per conversation (id: the two user ids sorted and joined with a hyphen). Sockets use
 * the hibernation API, so an idle conversation costs nothing; each socket's user id survives
 * hibernation in its attachment. The Worker authenticates the upgrade and passes the member's id
 * in `X-User-Id`; the object never trusts a client for it.
 */
export class Conversation extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const userId = request.headers.get('X-User-Id');
    if (!userId) return new Response('Missing member', { status: 400 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [userId]);
    server.serializeAttachment({ userId } satisfies SocketAttachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Relays a typing signal to the other participant's sockets. */
  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer) {
    const { userId } = ws.deserializeAttachment() as SocketAttachment;
    let data: { type?: string } = {};
    try {
      data = JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw));
    } catch {
      ws.send(JSON.stringify({ type: 'error', error: 'Messages must be JSON' }));
      return;
    }
    if (data.type === 'typing') {
      for (const socket of this.ctx.getWebSockets()) {
        const other = socket.deserializeAttachment() as SocketAttachment;
        if (other.userId !== userId) socket.send(JSON.stringify({ type: 'typing', userId }));
      }
    }
  }

  override async webSocketClose(ws: WebSocket, code: number) {
    // 1005 and 1006 describe how a socket closed; they cannot be sent back.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Goodbye');
    } catch {
      // Already closed by the runtime.
    }
  }
}
