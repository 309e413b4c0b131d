import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ThreadPage } from '@/features/messaging/queries';
import { useConversation } from '@/features/messaging/use-conversation';
import type { MessageDto } from '../../worker/contracts/messaging';

const sends: { text: string; clientId: string; answer: () => void }[] = [];

vi.mock('@/features/messaging/live-socket', () => ({
  openLiveSocket: () => ({ send: () => {}, close: () => {} }),
}));
vi.mock('@/features/messaging/queries', () => ({
  markRead: vi.fn(async () => ({ unread_count: 0 })),
  olderMessages: vi.fn(),
  sendMessage: vi.fn(
    (threadId: string, text: string, clientId: string) =>
      new Promise((resolve) => {
        const message: MessageDto = {
          id: `m-${clientId}`,
          thread_id: threadId,
          seq: sends.length + 1,
          sender_id: 'me',
          receiver_id: 'them',
          message_text: text,
          timestamp: new Date().toISOString(),
          read: false,
          client_id: clientId,
        };
        sends.push({ text, clientId, answer: () => resolve({ message }) });
      }),
  ),
}));

const page = {
  thread: { id: 't1', is_new: false },
  messages: [],
  pagination: { has_more: false },
} as unknown as ThreadPage;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

afterEach(() => {
  sends.length = 0;
  localStorage.clear();
});

describe('sending messages', () => {
  it('takes a message written while another is on its way and sends it after, in order', async () => {
    const { result } = renderHook(() => useConversation(page, 'me'), { wrapper });
    act(() => result.current.send('first'));
    act(() => result.current.send('second'));
    // Both are shown at once; only the first is on the wire.
    expect(result.current.state.pending.map((p) => p.text)).toEqual(['first', 'second']);
    await waitFor(() => expect(sends.map((s) => s.text)).toEqual(['first']));
    await act(async () => sends[0]?.answer());
    await waitFor(() => expect(sends.map((s) => s.text)).toEqual(['first', 'second']));
    await act(async () => sends[1]?.answer());
    await waitFor(() => expect(result.current.state.pending).toEqual([]));
    expect(result.current.state.messages.map((m) => m.message_text)).toEqual(['first', 'second']);
  });
});

describe('opening a conversation', () => {
  it('draws the messages the page came with on its very first render, never an empty thread first', () => {
    const held = [1, 2].map(
      (seq): MessageDto => ({
        id: `m${seq}`,
        thread_id: 't1',
        seq,
        sender_id: 'them',
        receiver_id: 'me',
        message_text: `Hello ${seq}`,
        timestamp: new Date().toISOString(),
        read: true,
        client_id: `c${seq}`,
      }),
    );
    const opened = { ...page, messages: held } as ThreadPage;
    const counts: number[] = [];
    renderHook(
      () => {
        const { state } = useConversation(opened, 'me');
        counts.push(state.messages.length);
      },
      { wrapper },
    );
    expect(counts[0]).toBe(2);
  });
});
