import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

async function connect(conversationId: string, userId: string) {
  const stub = env.CONVERSATION.get(env.CONVERSATION.idFromName(conversationId));
  const res = await stub.fetch('https://conversation/socket', {
    headers: { Upgrade: 'websocket', 'X-User-Id': userId },
  });
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error('no socket');
  ws.accept();
  return ws;
}

const nextMessage = (ws: WebSocket) =>
  new Promise<unknown>((resolve) =>
    ws.addEventListener('message', (e) => resolve(JSON.parse(e.data as string)), { once: true }),
  );

describe('Conversation Durable Object', () => {
  it('refuses a plain request and an upgrade without a member', async () => {
    const stub = env.CONVERSATION.get(env.CONVERSATION.idFromName('a-b'));
    expect((await stub.fetch('https://conversation/')).status).toBe(426);
    expect((await stub.fetch('https://conversation/', { headers: { Upgrade: 'websocket' } })).status).toBe(400);
  });

  it('relays a typing signal to the other participant only', async () => {
    const a = await connect('alice-bob', 'alice');
    const b = await connect('alice-bob', 'bob');
    const received = nextMessage(b);
    a.send(JSON.stringify({ type: 'typing' }));
    expect(await received).toEqual({ type: 'typing', userId: 'alice' });
    const error = nextMessage(a);
    a.send('not json');
    expect(await error).toEqual({ type: 'error', error: 'Messages must be JSON' });
    a.close();
    b.close();
  });
});
