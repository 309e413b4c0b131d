import { DurableObject } from 'cloudflare:workers';
import type { InboxEvent } from '../worker/contracts/messaging';

/**
 * One object per member: the socket every open page of theirs holds, so the header's unread
 * badge and the thread list change the moment a message arrives or is read anywhere. Conversation
 * objects publish to it; it only relays. Hibernating sockets keep an idle member free.
 */
export class Inbox extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** Sends the event to every open page of the member; answers how many there were. */
  publish(event: InboxEvent): number {
    const payload = JSON.stringify(event);
    const sockets = this.ctx.getWebSockets();
    for (const ws of sockets) {
      try {
        ws.send(payload);
      } catch {
        // A page closing at this moment refetches on its next load.
      }
    }
    return sockets.length;
  }

  /** The Worker has authenticated the member before forwarding the upgrade. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketClose(ws: WebSocket, code: number) {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Goodbye');
    } catch {
      // Already closed by the runtime.
    }
  }
}
