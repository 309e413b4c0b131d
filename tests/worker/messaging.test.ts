import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  conversationIdOf,
  type MessageDto,
  type ThreadDto,
  type ThreadSummary,
} from '../../worker/contracts/messaging';
import { follows, messages, profiles, userBlocks } from '../../worker/db/schema';
import { conversationStub } from '../../worker/features/messaging/sockets';
import { humanWait } from '../../worker/lib/rate-limit';
import { actor, db, errorOf, guest, type Member, signUp } from './helpers';

const THREAD_NOT_FOUND = "This conversation doesn't exist or you don't have permission to view it.";

async function sendTo(from: Member, to: Member, message: string, extra: Record<string, unknown> = {}) {
  return from.fetch('/api/messaging/messages', {
    method: 'POST',
    json: { recipientId: to.profile.id, message, ...extra },
  });
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function setPrivacy(member: Member, changes: Record<string, unknown>) {
  await db()
    .update(profiles)
    .set({ privacySettings: { ...member.profile.privacySettings, ...changes } })
    .where(eq(profiles.id, member.profile.id));
}

describe('messaging API', () => {
  it('starts a thread, lists it for both members with the unread count, and reads it', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const start = await a.fetch('/api/messaging/threads', {
      method: 'POST',
      json: { recipient_id: b.profile.id, message: '  Fancy a climb on Saturday?  ' },
    });
    expect(start.status).toBe(201);
    const started = (await start.json()) as { is_new: boolean; thread: ThreadDto; message: MessageDto };
    expect(started.is_new).toBe(true);
    expect(started.thread.id).toBe(conversationIdOf(a.profile.id, b.profile.id));
    expect(started.message).toMatchObject({ seq: 1, message_text: 'Fancy a climb on Saturday?', read: false });

    const bThreads = await json<{ threads: ThreadSummary[] }>(await b.fetch('/api/messaging/threads'));
    expect(bThreads.threads).toEqual([
      expect.objectContaining({
        thread_id: started.thread.id,
        other_user_id: a.profile.id,
        other_user_username: a.profile.username,
        last_message: 'Fancy a climb on Saturday?',
        unread_count: 1,
        is_from_me: false,
      }),
    ]);
    const aThreads = await json<{ threads: ThreadSummary[] }>(await a.fetch('/api/messaging/threads'));
    expect(aThreads.threads[0]).toMatchObject({ unread_count: 0, is_from_me: true });
    expect(await json(await b.fetch('/api/messaging/unread'))).toEqual({ unread_count: 1 });

    const second = await a.fetch('/api/messaging/threads', {
      method: 'POST',
      json: { recipient_id: b.profile.id, message: 'Or Sunday' },
    });
    expect(((await second.json()) as { is_new: boolean }).is_new).toBe(false);

    const opened = await json<{ thread: ThreadDto; messages: MessageDto[] }>(
      await b.fetch(`/api/messaging/thread/${started.thread.id}`),
    );
    expect(opened.thread.participant?.id).toBe(a.profile.id);
    expect(opened.messages.map((m) => m.seq)).toEqual([1, 2]);
    const last = opened.messages[1] as MessageDto;
    const read = await b.fetch(`/api/messaging/message/${last.id}/read`, { method: 'PUT' });
    expect(await json(read)).toMatchObject({ success: true, unread_count: 0 });
    expect(await json(await b.fetch('/api/messaging/unread'))).toEqual({ unread_count: 0 });

    const seenByA = await json<{ thread: ThreadDto; messages: MessageDto[] }>(
      await a.fetch(`/api/messaging/thread/${b.profile.id}`),
    );
    expect(seenByA.messages.every((m) => m.read)).toBe(true);
    expect(seenByA.thread).toMatchObject({ read_seq: 2, delivered_seq: 2, can_send: true, is_new: false });
  });

  it('hides read marks from the sender when either member turns read receipts off', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const sent = await json<{ message: MessageDto; thread_id: string }>(await sendTo(a, b, 'Hello'));
    await setPrivacy(b, { read_receipts: false });
    await json(await b.fetch(`/api/messaging/message/${sent.message.id}/read`, { method: 'PUT' }));
    const forA = await json<{ thread: ThreadDto; messages: MessageDto[] }>(
      await a.fetch(`/api/messaging/thread/${sent.thread_id}`),
    );
    expect(forA.messages[0]?.read).toBe(false);
    expect(forA.thread.read_seq).toBe(0);
    // The reader still knows what they have read.
    const forB = await json<{ messages: MessageDto[] }>(await b.fetch(`/api/messaging/thread/${sent.thread_id}`));
    expect(forB.messages[0]?.read).toBe(true);
  });

  it('stores a retried send once', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const first = await sendTo(a, b, 'Only once', { clientId: 'retry-client-0001' });
    const again = await sendTo(a, b, 'Only once', { clientId: 'retry-client-0001' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const [x, y] = [await json<{ message: MessageDto }>(first), await json<{ message: MessageDto }>(again)];
    expect(y.message.id).toBe(x.message.id);
    const rows = await db()
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationIdOf(a.profile.id, b.profile.id)));
    expect(rows).toHaveLength(1);
    expect(await json(await b.fetch('/api/messaging/unread'))).toEqual({ unread_count: 1 });
  });

  it('keeps sequence numbers unique and gap-free under concurrent sends', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const sends = await Promise.all(Array.from({ length: 20 }, (_, i) => sendTo(a, b, `message ${i}`)));
    expect(sends.every((r) => r.status === 201)).toBe(true);
    const seqs = (await Promise.all(sends.map((r) => json<{ message: MessageDto }>(r)))).map((r) => r.message.seq);
    expect([...seqs].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await json(await b.fetch('/api/messaging/unread'))).toEqual({ unread_count: 20 });
  });

  it('pages messages 50 at a time, newest page first, and scrolls up with before', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    for (let i = 0; i < 28; i++) await json(await sendTo(a, b, `from a ${i}`));
    for (let i = 0; i < 27; i++) await json(await sendTo(b, a, `from b ${i}`));
    const id = conversationIdOf(a.profile.id, b.profile.id);
    const page = await json<{ messages: MessageDto[]; pagination: { has_more: boolean } }>(
      await a.fetch(`/api/messaging/thread/${id}`),
    );
    expect(page.messages).toHaveLength(50);
    expect(page.messages[0]?.seq).toBe(6);
    expect(page.messages.at(-1)?.seq).toBe(55);
    expect(page.pagination.has_more).toBe(true);
    const older = await json<{ messages: MessageDto[]; pagination: { has_more: boolean } }>(
      await a.fetch(`/api/messaging/messages?thread_id=${id}&before=6`),
    );
    expect(older.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(older.pagination.has_more).toBe(false);
    const byUser = await json<{ messages: MessageDto[] }>(
      await b.fetch(`/api/messaging/messages?user_id=${a.profile.id}&limit=5&offset=5`),
    );
    expect(byUser.messages.map((m) => m.seq)).toEqual([46, 47, 48, 49, 50]);
    const threads = await json<{ pagination: { limit: number } }>(await a.fetch('/api/messaging/threads'));
    expect(threads.pagination.limit).toBe(20);
  });

  it('answers the spec messages for bad input', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const missing = await a.fetch('/api/messaging/messages', { method: 'POST', json: { message: 'hi' } });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).error).toBe('Missing recipient or conversation information');
    const nobody = await a.fetch('/api/messaging/messages', {
      method: 'POST',
      json: { recipientId: 'no-such-member', message: 'hi' },
    });
    expect(nobody.status).toBe(404);
    expect((await errorOf(nobody)).error).toMatch(/^Failed to find recipient: /);
    const unknown = await a.fetch('/api/messaging/messages', {
      method: 'POST',
      json: { recipientId: 'nosuchmember0000', message: 'hi' },
    });
    expect((await errorOf(unknown)).error).toMatch(/^Failed to find recipient: /);
    const self = await sendTo(a, a, 'hi');
    expect(self.status).toBe(400);
    expect((await errorOf(self)).error).toBe("You can't message yourself");
    const blank = await sendTo(a, b, '   ');
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).error).toBe('Please write a message');
    const long = await sendTo(a, b, 'x'.repeat(2001));
    expect((await errorOf(long)).error).toBe('Messages can be at most 2000 characters');
    const badClient = await sendTo(a, b, 'hi', { clientId: '<script>' });
    expect(badClient.status).toBe(400);
    expect(await json(await b.fetch('/api/messaging/unread'))).toEqual({ unread_count: 0 });
    const noRecipient = await a.fetch('/api/messaging/threads', { method: 'POST', json: { message: 'hi' } });
    expect((await errorOf(noRecipient)).error).toBe('Missing recipient or conversation information');
  });

  it("holds a conversation's first message to 2,000 characters, as every later one", async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const start = (message: string) =>
      a.fetch('/api/messaging/threads', { method: 'POST', json: { recipient_id: b.profile.id, message } });
    const long = await start('x'.repeat(2001));
    expect(long.status).toBe(400);
    expect((await errorOf(long)).error).toBe('Messages can be at most 2000 characters');
    const stored = () =>
      db()
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationIdOf(a.profile.id, b.profile.id)));
    expect(await stored()).toEqual([]);
    expect(await json<{ threads: unknown[] }>(await a.fetch('/api/messaging/threads'))).toMatchObject({ threads: [] });
    expect(await json(await b.fetch('/api/messaging/unread'))).toEqual({ unread_count: 0 });
    const longest = await start('x'.repeat(2000));
    expect(longest.status).toBe(201);
    expect((await json<{ message: MessageDto }>(longest)).message.message_text).toHaveLength(2000);
    const reply = await sendTo(b, a, 'y'.repeat(2000));
    expect(reply.status).toBe(201);
    expect((await stored()).map((m) => m.messageText.length)).toEqual([2000, 2000]);
  });

  it('counts the 2,000 characters as people do: accents, Greek and emoji are one each', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const stored = async () =>
      (
        await db()
          .select()
          .from(messages)
          .where(eq(messages.conversationId, conversationIdOf(a.profile.id, b.profile.id)))
      ).map((m) => [...m.messageText].length);
    for (const unit of ['é', 'λ', '🙂']) {
      const over = await sendTo(a, b, unit.repeat(2001));
      expect(over.status, unit).toBe(400);
      expect((await errorOf(over)).error).toBe('Messages can be at most 2000 characters');
      const longest = await sendTo(a, b, unit.repeat(2000));
      expect(longest.status, unit).toBe(201);
    }
    expect(await stored()).toEqual([2000, 2000, 2000]);
  });

  it('refuses a text outside the contract at the conversation object too, storing nothing', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const conversationId = conversationIdOf(a.profile.id, b.profile.id);
    const stub = conversationStub(env, conversationId);
    const input = { conversationId, senderId: a.profile.id, receiverId: b.profile.id, clientId: 'direct-send-1' };
    expect(await stub.send({ ...input, text: 'x'.repeat(2001) })).toEqual({
      refused: 'Messages can be at most 2000 characters',
    });
    expect(await stub.send({ ...input, text: '   ' })).toEqual({ refused: 'Please write a message' });
    expect(await db().select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual([]);
    const fine = await stub.send({ ...input, text: '🙂'.repeat(2000) });
    expect('message' in fine && [...fine.message.message_text]).toHaveLength(2000);
  });

  it('lets only the two participants read or write a conversation', async () => {
    const [a, b, c] = await Promise.all([signUp(), signUp(), signUp()]);
    const sent = await json<{ message: MessageDto; thread_id: string }>(await sendTo(a, b, 'Just us'));
    const id = sent.thread_id;
    for (const res of [
      await c.fetch(`/api/messaging/thread/${id}`),
      await c.fetch(`/api/messaging/messages?thread_id=${id}`),
      await c.fetch('/api/messaging/messages', { method: 'POST', json: { threadId: id, message: 'me too' } }),
      await c.fetch(`/api/messaging/message/${sent.message.id}/read`, { method: 'PUT' }),
      await c.fetch(`/api/messaging/thread/${id}/socket`, { headers: { Upgrade: 'websocket' } }),
    ]) {
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: string };
      expect(body.error).toMatch(/doesn't exist|not found/);
    }
    expect((await errorOf(await c.fetch(`/api/messaging/thread/${id}`))).error).toBe(THREAD_NOT_FOUND);
    const anon = guest();
    for (const path of ['/api/messaging/threads', `/api/messaging/thread/${id}`, '/api/messaging/unread']) {
      expect((await anon.fetch(path)).status).toBe(401);
    }
    expect((await json<{ threads: unknown[] }>(await c.fetch('/api/messaging/threads'))).threads).toEqual([]);
  });

  it('refuses blocked pairs, hides their thread and drops it from the unread total', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const sent = await json<{ thread_id: string }>(await sendTo(a, b, 'Hi'));
    await db().insert(userBlocks).values({ blockerId: b.profile.id, blockedId: a.profile.id });
    const again = await sendTo(a, b, 'Hello?');
    expect(again.status).toBe(403);
    expect((await errorOf(again)).error).toBe("You can't message this member.");
    const byThread = await a.fetch('/api/messaging/messages', {
      method: 'POST',
      json: { threadId: sent.thread_id, message: 'Hello?' },
    });
    expect(byThread.status).toBe(404);
    expect((await b.fetch(`/api/messaging/thread/${sent.thread_id}`)).status).toBe(404);
    expect((await json<{ threads: unknown[] }>(await b.fetch('/api/messaging/threads'))).threads).toEqual([]);
    expect(await json(await b.fetch('/api/messaging/unread'))).toEqual({ unread_count: 0 });
  });

  it('refuses sends from suspended and banned members but lets them read', async () => {
    const b = await signUp();
    for (const kind of ['suspended', 'banned'] as const) {
      const restricted = await actor(kind);
      const res = await sendTo(restricted, b, 'hi');
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe(kind === 'banned' ? 'BANNED' : 'SUSPENDED');
      const start = await restricted.fetch('/api/messaging/threads', {
        method: 'POST',
        json: { recipient_id: b.profile.id, message: 'hi' },
      });
      expect(start.status).toBe(403);
      expect((await restricted.fetch('/api/messaging/threads')).status).toBe(200);
      const view = await json<{ thread: ThreadDto }>(await restricted.fetch(`/api/messaging/thread/${b.profile.id}`));
      expect(view.thread.can_send).toBe(false);
    }
  });

  it("applies 'Who can message me' to new conversations only", async () => {
    const [a, b, friend] = await Promise.all([signUp(), signUp(), signUp()]);
    await setPrivacy(b, { who_can_message: 'nobody' });
    const refused = await sendTo(a, b, 'Hi');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).error).toBe(`${b.profile.firstName} isn't accepting new messages.`);
    const preview = await json<{ thread: ThreadDto }>(await a.fetch(`/api/messaging/thread/${b.profile.id}`));
    expect(preview.thread).toMatchObject({ is_new: true, can_send: false });

    await setPrivacy(b, { who_can_message: 'following' });
    expect((await errorOf(await sendTo(a, b, 'Hi'))).error).toBe(
      `${b.profile.firstName} only accepts new messages from people they follow.`,
    );
    await db().insert(follows).values({ followerId: b.profile.id, followingId: friend.profile.id, status: 'accepted' });
    expect((await sendTo(friend, b, 'Hi')).status).toBe(201);

    await setPrivacy(b, { who_can_message: 'mutual' });
    expect((await errorOf(await sendTo(a, b, 'Hi'))).error).toBe(
      `${b.profile.firstName} only accepts new messages from mutual follows.`,
    );
    // The conversation that already exists carries on.
    expect((await sendTo(friend, b, 'Still here')).status).toBe(201);
  });

  it('limits each member to 30 messages a minute', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    for (let i = 0; i < 30; i++) expect((await sendTo(a, b, `m${i}`)).status).toBe(201);
    const over = await sendTo(a, b, 'one more');
    expect(over.status).toBe(429);
    const seconds = Number(over.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect((await errorOf(over)).error).toBe(
      `You're sending messages too quickly. Please wait ${humanWait(seconds * 1000)} and try again.`,
    );
  });
});
