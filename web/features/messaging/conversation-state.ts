import type { MessageDto } from '../../../worker/contracts/messaging';

/**
 * A message the member is sending: shown at once, kept until stored, never silently dropped.
 * 'waiting' holds it while there is no connection; it goes as soon as there is one.
 */
export type PendingMessage = {
  client_id: string;
  text: string;
  status: 'sending' | 'waiting' | 'failed';
  error?: string;
};

export type ConversationState = {
  /** Stored messages in sequence order, each exactly once. */
  messages: MessageDto[];
  pending: PendingMessage[];
  deliveredSeq: number;
  readSeq: number;
  hasOlder: boolean;
};

export type ConversationAction =
  | { type: 'reset'; messages: MessageDto[]; hasOlder: boolean; deliveredSeq: number; readSeq: number }
  | { type: 'merge'; messages: MessageDto[] }
  | { type: 'older'; messages: MessageDto[]; hasOlder: boolean }
  | { type: 'delivered'; seq: number }
  | { type: 'read-by-other'; seq: number }
  | { type: 'read-by-me'; me: string; seq: number }
  | { type: 'pending'; message: PendingMessage }
  | { type: 'sent'; client_id: string; message: MessageDto }
  | { type: 'failed'; client_id: string; error: string }
  | { type: 'waiting'; client_id: string }
  | { type: 'discard'; client_id: string };

export const initialConversation: ConversationState = {
  messages: [],
  pending: [],
  deliveredSeq: 0,
  readSeq: 0,
  hasOlder: false,
};

/** Merges by sequence: a message seen twice (reply, socket, catch-up) is kept once, in order. */
export function mergeMessages(current: MessageDto[], incoming: MessageDto[]) {
  if (!incoming.length) return current;
  const bySeq = new Map(current.map((m) => [m.seq, m]));
  for (const m of incoming) {
    const existing = bySeq.get(m.seq);
    // Keep the freshest read flag: a live 'read' may have landed before a slower page.
    bySeq.set(m.seq, existing ? { ...m, read: existing.read || m.read } : m);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'reset':
      // A refetched first page adds to what is held (older pages, live arrivals); it never drops them.
      return {
        messages: mergeMessages(state.messages, action.messages),
        pending: state.pending,
        hasOlder: state.messages.length ? state.hasOlder : action.hasOlder,
        deliveredSeq: Math.max(state.deliveredSeq, action.deliveredSeq),
        readSeq: Math.max(state.readSeq, action.readSeq),
      };
    case 'merge': {
      const stored = new Set(action.messages.map((m) => m.client_id));
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        pending: state.pending.filter((p) => !stored.has(p.client_id)),
      };
    }
    case 'older':
      return { ...state, messages: mergeMessages(state.messages, action.messages), hasOlder: action.hasOlder };
    case 'delivered':
      return { ...state, deliveredSeq: Math.max(state.deliveredSeq, action.seq) };
    case 'read-by-other':
      return {
        ...state,
        readSeq: Math.max(state.readSeq, action.seq),
        deliveredSeq: Math.max(state.deliveredSeq, action.seq),
      };
    case 'read-by-me':
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.receiver_id === action.me && m.seq <= action.seq && !m.read ? { ...m, read: true } : m,
        ),
      };
    case 'waiting':
      return {
        ...state,
        pending: state.pending.map((p) =>
          p.client_id === action.client_id ? { ...p, status: 'waiting' as const } : p,
        ),
      };
    case 'pending':
      return {
        ...state,
        pending: [...state.pending.filter((p) => p.client_id !== action.message.client_id), action.message],
      };
    case 'sent':
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        pending: state.pending.filter((p) => p.client_id !== action.client_id),
      };
    case 'failed':
      return {
        ...state,
        pending: state.pending.map((p) =>
          p.client_id === action.client_id ? { ...p, status: 'failed', error: action.error } : p,
        ),
      };
    case 'discard':
      return { ...state, pending: state.pending.filter((p) => p.client_id !== action.client_id) };
  }
}

/** How a message the member sent stands: the marks under their bubbles. */
export function markFor(m: MessageDto, state: Pick<ConversationState, 'deliveredSeq' | 'readSeq'>) {
  if (m.read || m.seq <= state.readSeq) return 'Read';
  if (m.seq <= state.deliveredSeq) return 'Delivered';
  return 'Sent';
}
