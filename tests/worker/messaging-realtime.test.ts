import { evictDurableObject, runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationIdOf, type MessageDto } from '../../worker/contracts/messaging';
import { conversationMembers, conversations, messages, notifications, profiles } from '../../worker/db/schema';
import { conversationStub } from '../../worker/features/messaging/sockets';
import { client, db, type Member, signUp } from './helpers';
import { openSocket } from './sockets';

async function send(from: Member, to: Member, message: string) {
  const res = await from.fetch('/api/messaging/messages', {
    method: 'POST',
    json: { recipientId: to.profile.id, message },
  });
  if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
  return ((await res.json()) as { message: MessageDto }).message;
}

const isType = (type: string) => (e: Record<string, unknown>) => e.type === type;
const threadSocket = (m: Member, other: Member) =>
  openSocket(m, `/api/messaging/thread/${conversationIdOf(m.profile.id, other.profile.id)}/socket`);

describe('live messaging', () => {
  it('delivers a message live to both members, raises the badge, and returns delivery and read marks', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const [aConv, bConv, bInbox] = await Promise.all([
      threadSocket(a, b),
      threadSocket(b, a),
      openSocket(b, '/api/messaging/socket'),
    ]);
    const sent = await send(a, b, 'Are you in for the sunrise hike?');
    const received = await bConv.next(isType('message'));
    expect(received.message).toMatchObject({ id: sent.id, seq: 1, message_text: 'Are you in for the sunrise hike?' });
    expect((await aConv.next(isType('message'))).message).toMatchObject({ id: sent.id });
    expect(await aConv.next(isType('delivered'))).toEqual({ type: 'delivered', seq: 1 });
    expect(await bInbox.next(isType('inbox'))).toMatchObject({ unread_count: 1, thread_id: sent.thread_id });

    await b.fetch(`/api/messaging/message/${sent.id}/read`, { method: 'PUT' });
    expect(await aConv.next(isType('read'))).toEqual({ type: 'read', user_id: b.profile.id, seq: 1 });
    expect(await bInbox.next((e) => e.type === 'inbox' && e.unread_count === 0)).toMatchObject({ quiet: true });
    for (const s of [aConv, bConv, bInbox]) s.close();
  });

  it('delivers a message D1 refused, and records it with those after it, in order, when the conversation tries again', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const conversationId = conversationIdOf(a.profile.id, b.profile.id);
    const bConv = await threadSocket(b, a);
    const marker = `Recorded later ${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.exec(
      `create trigger refuse_${marker.slice(-8)} before insert on messages when new.message_text like '${marker}%' begin select raise(abort, 'refused'); end`,
    );
    const stored = () =>
      db()
        .select({ seq: messages.seq, text: messages.messageText, read: messages.read })
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(messages.seq);
    try {
      const sent = await send(a, b, `${marker} one`);
      expect((await bConv.next(isType('message'))).message).toMatchObject({ id: sent.id, seq: 1 });
      await send(a, b, `${marker} two`);
      expect((await bConv.next(isType('message'))).message).toMatchObject({ seq: 2 });
      expect(await stored()).toEqual([]);
    } finally {
      await env.DB.exec(`drop trigger refuse_${marker.slice(-8)}`);
    }
    expect(await runDurableObjectAlarm(conversationStub(env, conversationId))).toBe(true);
    expect((await stored()).map((m) => [m.seq, m.text])).toEqual([
      [1, `${marker} one`],
      [2, `${marker} two`],
    ]);
    const threads = (await (await b.fetch('/api/messaging/threads')).json()) as {
      threads: { last_message: string; unread_count: number }[];
    };
    expect(threads.threads[0]).toMatchObject({ last_message: `${marker} two`, unread_count: 2 });
    // Nothing is left to retry.
    expect(await runDurableObjectAlarm(conversationStub(env, conversationId))).toBe(false);
    bConv.close();
  });

  it('catches a reconnecting client up on exactly what it missed', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const first = await threadSocket(b, a);
    await send(a, b, 'one');
    await first.next(isType('message'));
    first.close();
    for (const text of ['two', 'three', 'four']) await send(a, b, text);
    const again = await threadSocket(b, a);
    again.send({ type: 'sync', after: 1 });
    const sync = await again.next(isType('sync'));
    expect((sync.messages as MessageDto[]).map((m) => [m.seq, m.message_text])).toEqual([
      [2, 'two'],
      [3, 'three'],
      [4, 'four'],
    ]);
    expect(sync.last_seq).toBe(4);
    again.close();
  });

  it('relays typing only between members who share typing indicators', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const [aConv, bConv] = await Promise.all([threadSocket(a, b), threadSocket(b, a)]);
    aConv.send({ type: 'typing' });
    expect(await bConv.next(isType('typing'))).toEqual({ type: 'typing', user_id: a.profile.id });
    aConv.close();
    bConv.close();

    await db()
      .update(profiles)
      .set({ privacySettings: { ...b.profile.privacySettings, typing_indicators: false } })
      .where(eq(profiles.id, b.profile.id));
    const [aQuiet, bQuiet] = await Promise.all([threadSocket(a, b), threadSocket(b, a)]);
    aQuiet.send({ type: 'typing' });
    bQuiet.send({ type: 'typing' });
    // A message after the typing frames proves they were handled (in order) and dropped.
    await send(a, b, 'ping');
    await bQuiet.next(isType('message'));
    await aQuiet.next(isType('message'));
    expect([...aQuiet.events, ...bQuiet.events].some((e) => e.type === 'typing')).toBe(false);
    aQuiet.close();
    bQuiet.close();
  });

  it('keeps sockets and the sequence across an eviction of the object', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const bConv = await threadSocket(b, a);
    await send(a, b, 'before');
    await bConv.next(isType('message'));
    const id = conversationIdOf(a.profile.id, b.profile.id);
    await evictDurableObject(env.CONVERSATION.get(env.CONVERSATION.idFromName(id)));
    const after = await send(a, b, 'after');
    expect(after.seq).toBe(2);
    expect(
      (await bConv.next((e) => e.type === 'message' && (e.message as MessageDto).seq === 2)).message,
    ).toMatchObject({
      message_text: 'after',
    });
    bConv.close();
  });

  it('continues a conversation that D1 holds but the object has never seen', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const id = conversationIdOf(a.profile.id, b.profile.id);
    const at = new Date(Date.now() - 60_000);
    await db().insert(conversations).values({ id, lastSeq: 2, lastMessageText: 'old two', lastMessageAt: at });
    await db()
      .insert(conversationMembers)
      .values([
        { conversationId: id, userId: a.profile.id, otherUserId: b.profile.id, lastReadSeq: 2, lastMessageAt: at },
        { conversationId: id, userId: b.profile.id, otherUserId: a.profile.id, lastReadSeq: 2, lastMessageAt: at },
      ]);
    await db()
      .insert(messages)
      .values(
        [1, 2].map((seq) => ({
          conversationId: id,
          seq,
          senderId: a.profile.id,
          receiverId: b.profile.id,
          messageText: seq === 1 ? 'old one' : 'old two',
          clientId: `imported-${id}-${seq}`,
          read: true,
          createdAt: at,
        })),
      );
    const next = await send(b, a, 'new three');
    expect(next.seq).toBe(3);
    const sock = await threadSocket(a, b);
    sock.send({ type: 'sync', after: 0 });
    const sync = await sock.next(isType('sync'));
    expect((sync.messages as MessageDto[]).map((m) => m.message_text)).toEqual(['old one', 'old two', 'new three']);
    sock.close();
  });

  it('notifies once per conversation until it is read', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    await send(a, b, 'first');
    await send(a, b, 'second');
    const rows = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.profile.id), eq(notifications.type, 'new_message')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actorId).toBe(a.profile.id);
  });

  it("reads a conversation's 'New message from' notification once its messages are read, and tells the bell", async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    await send(a, b, 'first');
    const second = await send(a, b, 'second');
    const bell = async () =>
      ((await (await b.fetch('/api/notifications/unread-count')).json()) as { count: number }).count;
    expect(await bell()).toBe(1);
    const bInbox = await openSocket(b, '/api/messaging/socket');
    // Reading the first message leaves one unread: the notification stays.
    const first = second.seq - 1;
    const firstId = (
      await db()
        .select()
        .from(messages)
        .where(and(eq(messages.receiverId, b.profile.id), eq(messages.seq, first)))
    )[0]?.id;
    expect((await b.fetch(`/api/messaging/message/${firstId}/read`, { method: 'PUT' })).status).toBe(200);
    expect(await bell()).toBe(1);
    expect((await b.fetch(`/api/messaging/message/${second.id}/read`, { method: 'PUT' })).status).toBe(200);
    expect(await bInbox.next(isType('notifications'))).toEqual({ type: 'notifications', unread_count: 0 });
    expect(await bell()).toBe(0);
    bInbox.close();
  });

  it("keeps the header bell live: a follow request reaches the member's open pages at once", async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const bInbox = await openSocket(b, '/api/messaging/socket');
    await a.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: b.profile.id } });
    expect(await bInbox.next(isType('notifications'))).toEqual({ type: 'notifications', unread_count: 1 });
    await b.fetch('/api/notifications/read-all', { method: 'PUT' });
    expect(await bInbox.next(isType('notifications'))).toEqual({ type: 'notifications', unread_count: 0 });
    bInbox.close();
  });

  it('refuses sockets from other origins and without a session', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const path = `/api/messaging/thread/${conversationIdOf(a.profile.id, b.profile.id)}/socket`;
    const foreign = await a.fetch(path, { headers: { Upgrade: 'websocket', origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const anonymous = await client().fetch(path, { headers: { Upgrade: 'websocket' } });
    expect(anonymous.status).toBe(401);
  });
});
