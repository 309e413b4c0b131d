import { describe, expect, it } from 'vitest';
import {
  conversationReducer,
  initialConversation,
  markFor,
  mergeMessages,
} from '../../web/features/messaging/conversation-state';
import { dayLabel, linkify, threadTime } from '../../web/features/messaging/format';
import type { MessageDto } from '../../worker/contracts/messaging';

const msg = (seq: number, extra: Partial<MessageDto> = {}): MessageDto => ({
  id: `m${seq}`,
  thread_id: 'a-b',
  seq,
  sender_id: 'a',
  receiver_id: 'b',
  message_text: `text ${seq}`,
  timestamp: new Date(2026, 10, 20, 12, seq).toISOString(),
  read: false,
  client_id: `client-${seq}`,
  ...extra,
});

describe('conversation state', () => {
  it('keeps each message once and in sequence order, whatever order they arrive in', () => {
    const merged = mergeMessages([msg(2), msg(4)], [msg(3), msg(2), msg(1), msg(4)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('keeps a read flag that arrived before a slower page', () => {
    expect(mergeMessages([msg(1, { read: true })], [msg(1)])[0]?.read).toBe(true);
  });

  it('replaces a pending send by its stored message, from the reply or from the socket', () => {
    let s = conversationReducer(initialConversation, {
      type: 'pending',
      message: { client_id: 'client-1', text: 'hi', status: 'sending' },
    });
    expect(s.pending).toHaveLength(1);
    s = conversationReducer(s, { type: 'merge', messages: [msg(1)] });
    expect(s.pending).toHaveLength(0);
    s = conversationReducer(s, { type: 'sent', client_id: 'client-1', message: msg(1) });
    expect(s.messages).toHaveLength(1);
  });

  it('keeps the text of a failed send until the member retries or deletes it', () => {
    let s = conversationReducer(initialConversation, {
      type: 'pending',
      message: { client_id: 'x1', text: 'keep me', status: 'sending' },
    });
    s = conversationReducer(s, { type: 'failed', client_id: 'x1', error: 'Failed to send message' });
    expect(s.pending[0]).toMatchObject({ text: 'keep me', status: 'failed', error: 'Failed to send message' });
    s = conversationReducer(s, { type: 'discard', client_id: 'x1' });
    expect(s.pending).toEqual([]);
  });

  it('does not drop older or live messages when the first page is fetched again', () => {
    let s = conversationReducer(initialConversation, {
      type: 'reset',
      messages: [msg(51), msg(52)],
      hasOlder: true,
      deliveredSeq: 0,
      readSeq: 0,
    });
    s = conversationReducer(s, { type: 'older', messages: [msg(1)], hasOlder: false });
    s = conversationReducer(s, { type: 'merge', messages: [msg(53)] });
    s = conversationReducer(s, {
      type: 'reset',
      messages: [msg(52), msg(53)],
      hasOlder: true,
      deliveredSeq: 53,
      readSeq: 0,
    });
    expect(s.messages.map((m) => m.seq)).toEqual([1, 51, 52, 53]);
    expect(s.hasOlder).toBe(false);
  });

  it('marks sent, delivered and read from the receipts', () => {
    const s = { deliveredSeq: 3, readSeq: 2 };
    expect(markFor(msg(2), s)).toBe('Read');
    expect(markFor(msg(3), s)).toBe('Delivered');
    expect(markFor(msg(4), s)).toBe('Sent');
    const mine = conversationReducer(
      { ...initialConversation, messages: [msg(1, { receiver_id: 'me' }), msg(2, { receiver_id: 'me' })] },
      { type: 'read-by-me', me: 'me', seq: 1 },
    );
    expect(mine.messages.map((m) => m.read)).toEqual([true, false]);
  });
});

describe('message formatting', () => {
  it('finds links without swallowing punctuation and never produces HTML', () => {
    expect(linkify('See https://example.com/a?b=1, then www.lifelist.app.')).toEqual([
      { text: 'See ' },
      { href: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
      { text: ', then ' },
      { href: 'https://www.lifelist.app', text: 'www.lifelist.app' },
      { text: '.' },
    ]);
    expect(linkify('<img src=x onerror=alert(1)> javascript:alert(1)')).toEqual([
      { text: '<img src=x onerror=alert(1)> javascript:alert(1)' },
    ]);
  });

  it("shows 'Unknown time' for a missing or broken time", () => {
    expect(threadTime(null)).toBe('Unknown time');
    expect(threadTime('not a date')).toBe('Unknown time');
    expect(dayLabel('nope')).toBe('Unknown time');
  });

  it('labels days as Today and Yesterday', () => {
    const now = new Date(2026, 10, 22, 10);
    expect(dayLabel(new Date(2026, 10, 22, 8).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 21, 23).toISOString(), now)).toBe('Yesterday');
  });
});
