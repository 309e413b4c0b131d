import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

// The Worker authenticates members and checks the pair before forwarding an upgrade; these
// cover what the object itself refuses. Live delivery, typing and catch-up are exercised
// end to end through the API in tests/worker/messaging-realtime.test.ts.
describe('Conversation Durable Object', () => {
  const stub = () => env.CONVERSATION.get(env.CONVERSATION.idFromName('a-b'));

  it('refuses a plain request and an upgrade without a member or conversation', async () => {
    expect((await stub().fetch('https://conversation/')).status).toBe(426);
    expect((await stub().fetch('https://conversation/', { headers: { Upgrade: 'websocket' } })).status).toBe(400);
    const noConversation = await stub().fetch('https://conversation/', {
      headers: { Upgrade: 'websocket', 'X-User-Id': 'a' },
    });
    expect(noConversation.status).toBe(400);
  });

  it('answers a frame that is not JSON with an error and keeps the socket open', async () => {
    const res = await stub().fetch('https://conversation/', {
      headers: { Upgrade: 'websocket', 'X-User-Id': 'a', 'X-Conversation-Id': 'a-b' },
    });
    expect(res.status).toBe(101);
    const ws = res.webSocket;
    if (!ws) throw new Error('no socket');
    ws.accept();
    const next = () =>
      new Promise<unknown>((resolve) =>
        ws.addEventListener('message', (e) => resolve(JSON.parse(e.data as string)), { once: true }),
      );
    const error = next();
    ws.send('not json');
    expect(await error).toEqual({ type: 'error', error: 'Messages must be JSON' });
    const synced = next();
    ws.send(JSON.stringify({ type: 'sync', after: 0 }));
    expect(await synced).toEqual({ type: 'sync', messages: [], last_seq: 0 });
    ws.close();
  });
});
