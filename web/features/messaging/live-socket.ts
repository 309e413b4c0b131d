/**
 * A WebSocket that stays up: it reconnects with jittered exponential backoff (and at once when
 * the browser comes back online or the tab becomes visible), and keeps idle connections alive
 * with 'ping' frames the server answers without waking its object.
 */
export type LiveSocketOptions = {
  path: string;
  onMessage: (data: unknown) => void;
  /** Called on every (re)connection, e.g. to ask for what was missed. */
  onOpen?: (send: (data: unknown) => void) => void;
  onStatus?: (status: 'connecting' | 'open' | 'closed') => void;
};

const KEEPALIVE_MS = 30_000;
const MAX_BACKOFF_MS = 15_000;

export const socketUrl = (path: string) =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${path}`;

export function openLiveSocket(options: LiveSocketOptions) {
  let ws: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let keepalive: ReturnType<typeof setInterval> | undefined;

  /** Sends a frame if the socket is open; false when it is not (the caller may try again). */
  const send = (data: unknown) => {
    if (ws?.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(data));
    return true;
  };

  const connect = () => {
    if (stopped || (ws && ws.readyState <= WebSocket.OPEN)) return;
    clearTimeout(retryTimer);
    options.onStatus?.('connecting');
    const socket = new WebSocket(socketUrl(options.path));
    ws = socket;
    socket.onopen = () => {
      attempt = 0;
      options.onStatus?.('open');
      options.onOpen?.(send);
      keepalive = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('ping'), KEEPALIVE_MS);
    };
    socket.onmessage = (event) => {
      if (event.data === 'pong') return;
      try {
        options.onMessage(JSON.parse(String(event.data)));
      } catch {
        // Not ours to read.
      }
    };
    socket.onclose = () => {
      clearInterval(keepalive);
      if (ws === socket) ws = null;
      if (stopped) return;
      options.onStatus?.('closed');
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);
      attempt++;
      retryTimer = setTimeout(connect, delay);
    };
  };

  const wake = () => {
    if (document.visibilityState === 'visible' && !ws) connect();
  };
  window.addEventListener('online', connect);
  document.addEventListener('visibilitychange', wake);
  connect();

  return {
    send,
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(keepalive);
      window.removeEventListener('online', connect);
      document.removeEventListener('visibilitychange', wake);
      ws?.close(1000, 'Leaving');
      ws = null;
    },
  };
}
