import type { Client } from './helpers';

/** A test's end of a WebSocket: every event it received, and a way to await the next matching one. */
export type Socket = {
  events: Record<string, unknown>[];
  next: (match: (e: Record<string, unknown>) => boolean, timeoutMs?: number) => Promise<Record<string, unknown>>;
  send: (data: unknown) => void;
  close: () => void;
};

export async function openSocket(member: Client, path: string): Promise<Socket> {
  const res = await member.fetch(path, { headers: { Upgrade: 'websocket' } });
  const ws = res.webSocket;
  if (res.status !== 101 || !ws) throw new Error(`socket refused: ${res.status} ${await res.text()}`);
  ws.accept();
  const events: Record<string, unknown>[] = [];
  const waiters: { match: (e: Record<string, unknown>) => boolean; resolve: (e: Record<string, unknown>) => void }[] =
    [];
  let seen = 0;
  ws.addEventListener('message', (m) => {
    const event = JSON.parse(String(m.data)) as Record<string, unknown>;
    events.push(event);
    for (const w of [...waiters]) {
      if (w.match(event)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(event);
      }
    }
  });
  return {
    events,
    next: (match, timeoutMs = 5000) => {
      const already = events.slice(seen).find(match);
      if (already) {
        seen = events.indexOf(already) + 1;
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching socket event')), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            seen = events.indexOf(e) + 1;
            resolve(e);
          },
        });
      });
    },
    send: (data) => ws.send(JSON.stringify(data)),
    close: () => ws.close(1000, 'done'),
  };
}
