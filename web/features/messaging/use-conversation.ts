import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import { whenOnline } from '@/lib/use-online';
import type { ConversationEvent, MessageDto } from '../../../worker/contracts/messaging';
import { type ConversationAction, conversationReducer, initialConversation } from './conversation-state';
import { openLiveSocket } from './live-socket';
import { markRead, olderMessages, sendMessage, type ThreadPage } from './queries';

const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 2500;
const SEND_ATTEMPTS = 5;

const newClientId = () => crypto.randomUUID();
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Messages not yet stored, kept in the browser per thread, so a reload or a closed tab while
 * offline loses nothing; each is sent again with its client id, which the server stores once.
 */
const outboxKey = (threadId: string) => `lifelist-outbox-${threadId}`;
type Queued = { client_id: string; text: string };
function readOutbox(threadId: string): Queued[] {
  try {
    const raw = JSON.parse(localStorage.getItem(outboxKey(threadId)) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? (raw as Queued[]).filter((q) => typeof q?.client_id === 'string' && typeof q.text === 'string')
      : [];
  } catch {
    return [];
  }
}
function writeOutbox(threadId: string, queued: Queued[]) {
  try {
    if (queued.length) localStorage.setItem(outboxKey(threadId), JSON.stringify(queued));
    else localStorage.removeItem(outboxKey(threadId));
  } catch {
    // Storage refused (private browsing): the message is still held on the page.
  }
}
const enqueue = (threadId: string, q: Queued) =>
  writeOutbox(threadId, [...readOutbox(threadId).filter((x) => x.client_id !== q.client_id), q]);
const dequeue = (threadId: string, clientId: string) =>
  writeOutbox(
    threadId,
    readOutbox(threadId).filter((x) => x.client_id !== clientId),
  );

const resetTo = (page: ThreadPage): ConversationAction => ({
  type: 'reset',
  messages: page.messages,
  hasOlder: page.pagination.has_more,
  deliveredSeq: page.thread.delivered_seq,
  readSeq: page.thread.read_seq,
});

/**
 * One open conversation: the stored messages (first page from the API, then live from the
 * conversation's socket, caught up after every reconnect), sends with a client id so a retry is
 * stored once, read marking while the page is visible, and the other member's typing.
 */
export function useConversation(page: ThreadPage, meId: string) {
  const queryClient = useQueryClient();
  const threadId = page.thread.id;
  // The first page is already here (in the Worker's render and in the query cache): the
  // conversation starts with it, so its messages are drawn at once, never an empty thread first.
  const [state, dispatch] = useReducer(conversationReducer, page, (first) =>
    conversationReducer(initialConversation, resetTo(first)),
  );
  const [typing, setTyping] = useState(false);
  const [live, setLive] = useState<'connecting' | 'open' | 'closed'>('connecting');
  const lastSeq = useRef(0);
  lastSeq.current = state.messages.at(-1)?.seq ?? 0;
  const socket = useRef<{ send: (d: unknown) => void } | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);

  // A refetched first page (after a reconnect, or the query's own refresh) joins what is held.
  useEffect(() => dispatch(resetTo(page)), [page]);

  useEffect(() => {
    const s = openLiveSocket({
      path: `/api/messaging/thread/${encodeURIComponent(threadId)}/socket`,
      onStatus: setLive,
      // After any gap, ask for everything past the last message held: nothing lost, nothing twice.
      onOpen: (send) => send({ type: 'sync', after: lastSeq.current }),
      onMessage: (data) => {
        const event = data as ConversationEvent;
        switch (event.type) {
          case 'message':
            dispatch({ type: 'merge', messages: [event.message] });
            if (event.message.sender_id !== meId) setTyping(false);
            break;
          case 'sync':
            dispatch({ type: 'merge', messages: event.messages });
            if (event.messages.length === 500) s.send({ type: 'sync', after: event.messages.at(-1)?.seq ?? 0 });
            break;
          case 'delivered':
            dispatch({ type: 'delivered', seq: event.seq });
            break;
          case 'read':
            if (event.user_id === meId) dispatch({ type: 'read-by-me', me: meId, seq: event.seq });
            else dispatch({ type: 'read-by-other', seq: event.seq });
            break;
          case 'typing':
            setTyping(true);
            clearTimeout(typingTimer.current);
            typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
            break;
        }
      },
    });
    socket.current = s;
    return () => {
      s.close();
      socket.current = null;
      clearTimeout(typingTimer.current);
    };
  }, [threadId, meId]);

  // Opening a thread, or a message arriving while it is on screen, marks it read.
  const newestUnread = [...state.messages].reverse().find((m) => m.receiver_id === meId && !m.read);
  useEffect(() => {
    if (!newestUnread) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      dispatch({ type: 'read-by-me', me: meId, seq: newestUnread.seq });
      markRead(newestUnread.id)
        .then((r) => queryClient.setQueryData(['messaging', 'unread'], { unread_count: r.unread_count }))
        .catch(() => undefined);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newestUnread, meId, queryClient]);

  const deliver = useCallback(
    async (clientId: string, text: string) => {
      dispatch({ type: 'pending', message: { client_id: clientId, text, status: 'sending' } });
      enqueue(threadId, { client_id: clientId, text });
      for (let attempt = 1; ; ) {
        // Without a connection the message waits, and goes as soon as the connection is back.
        if (!navigator.onLine) {
          dispatch({ type: 'waiting', client_id: clientId });
          await whenOnline();
          dispatch({ type: 'pending', message: { client_id: clientId, text, status: 'sending' } });
        }
        try {
          const { message } = await sendMessage(threadId, text, clientId);
          dequeue(threadId, clientId);
          dispatch({ type: 'sent', client_id: clientId, message: message as MessageDto });
          if (page.thread.is_new) queryClient.invalidateQueries({ queryKey: ['messaging', 'thread'] });
          queryClient.invalidateQueries({ queryKey: ['messaging', 'threads'] });
          return;
        } catch (error) {
          // A lost connection waits for it to return (not counted); server errors retry a few
          // times, always with the same client id; a refusal is shown.
          const network = !(error instanceof ApiError) || error.status === 0;
          const retryable = network || (error instanceof ApiError && error.status >= 500);
          if (!network) attempt++;
          if (!retryable || attempt > SEND_ATTEMPTS) {
            dequeue(threadId, clientId);
            const message = error instanceof ApiError && error.status < 500 ? error.message : 'Failed to send message';
            dispatch({ type: 'failed', client_id: clientId, error: message });
            return;
          }
          if (network && navigator.onLine) {
            dispatch({ type: 'waiting', client_id: clientId });
            await Promise.race([wait(3000), new Promise((r) => window.addEventListener('online', r, { once: true }))]);
          } else if (!network) await wait(400 * 2 ** attempt);
        }
      }
    },
    [threadId, page.thread.is_new, queryClient],
  );

  // Sends go one after another, so the other member reads them in the order they were written;
  // a message written while another is on its way is shown at once and waits its turn.
  const chain = useRef<Promise<void>>(Promise.resolve());
  const inOrder = useCallback(
    (clientId: string, text: string) => {
      dispatch({
        type: 'pending',
        message: { client_id: clientId, text, status: navigator.onLine ? 'sending' : 'waiting' },
      });
      enqueue(threadId, { client_id: clientId, text });
      chain.current = chain.current.then(() => deliver(clientId, text)).catch(() => undefined);
    },
    [deliver, threadId],
  );

  // Messages left unsent by an earlier visit (offline, or the tab closed) go now, once each.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per thread
  useEffect(() => {
    for (const q of readOutbox(threadId)) inOrder(q.client_id, q.text);
  }, [threadId]);

  const send = useCallback((text: string) => inOrder(newClientId(), text), [inOrder]);
  const retry = useCallback(
    (clientId: string) => {
      const failed = state.pending.find((p) => p.client_id === clientId);
      if (failed) inOrder(clientId, failed.text);
    },
    [inOrder, state.pending],
  );
  const discard = useCallback(
    (clientId: string) => {
      dequeue(threadId, clientId);
      dispatch({ type: 'discard', client_id: clientId });
    },
    [threadId],
  );

  const loadOlder = useCallback(async () => {
    const first = state.messages[0];
    if (!first || !state.hasOlder) return;
    const older = await olderMessages(threadId, first.seq);
    dispatch({ type: 'older', messages: older.messages as MessageDto[], hasOlder: older.pagination.has_more });
  }, [state.messages, state.hasOlder, threadId]);

  const notifyTyping = useCallback(() => {
    if (!page.thread.typing_indicators) return;
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    // Typing before the socket is open is not lost: the next keystroke tries again.
    if (socket.current?.send({ type: 'typing' })) lastTypingSent.current = now;
  }, [page.thread.typing_indicators]);

  return { state, typing, live, send, retry, discard, loadOlder, notifyTyping };
}
