import { DurableObject } from 'cloudflare:workers';
import * as v from 'valibot';
import { type ConversationEvent, type InboxEvent, type MessageDto, MessageText } from '../worker/contracts/messaging';
import { createDb } from '../worker/db/client';
import { newId } from '../worker/db/columns';
import {
  ConversationStore,
  recordMessage,
  recordRead,
  type StoredMessage,
  toDto,
} from '../worker/features/messaging/service';
import { notifierFor, notify, publishNotificationCount } from '../worker/features/notifications/service';

/** How long the conversation waits before recording again a message D1 refused. */
const RECORD_RETRY_MS = 5_000;

/** Per socket, kept across hibernation. `typing`: this member shares and sees typing indicators. */
type SocketAttachment = { userId: string; typing: boolean };

export type SendInput = {
  conversationId: string;
  senderId: string;
  receiverId: string;
  text: string;
  clientId: string;
};

export type SendResult = { message: MessageDto; duplicate: boolean } | { refused: string };

/**
 * One object per conversation (named by its id: the two user ids sorted and joined with a
 * hyphen). It is the only writer of the conversation's messages: each send takes the next
 * sequence number, is stored in the object's own SQLite, broadcast, then recorded in D1 (for
 * thread lists, unread counts and search) and only then acknowledged. Sockets use the hibernation API, so an idle
 * conversation costs nothing; the Worker authenticates every upgrade and call.
 */
export class Conversation extends DurableObject<Env> {
  private readonly store: ConversationStore;
  /** Sends and read marks run one at a time: D1 calls yield, and sequence order must hold. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new ConversationStore(ctx.storage.sql);
    // Keep-alives are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.chain.then(work, work);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async ready(conversationId: string) {
    if (this.store.meta('hydrated')) return;
    this.store.setMeta('conversation_id', conversationId);
    await this.store.catchUpFromD1(createDb(this.env.DB), conversationId);
  }

  private threadId() {
    return this.store.meta('conversation_id') ?? '';
  }

  private socketsOf(userId: string) {
    return this.ctx.getWebSockets(userId);
  }

  private broadcast(event: ConversationEvent, only?: string) {
    const payload = JSON.stringify(event);
    for (const ws of only ? this.socketsOf(only) : this.ctx.getWebSockets()) {
      try {
        ws.send(payload);
      } catch {
        // A socket closing at this moment catches up on reconnect.
      }
    }
  }

  private inbox(userId: string, event: InboxEvent) {
    return this.env.INBOX.get(this.env.INBOX.idFromName(userId)).publish(event);
  }

  /**
   * Stores a message once per client id, delivers it live, then records it in D1 (thread lists,
   * unread counts, search) and tells both members' inboxes. The object's own storage is the
   * conversation's record: the message is durable there before anything leaves the object (the
   * runtime holds outgoing frames until the write is confirmed), so the live delivery does not
   * wait for D1, and a D1 write that fails is retried by the object's alarm, in order.
   */
  async send(input: SendInput): Promise<SendResult> {
    // The API checks the text against the same contract; a caller that did not is refused here,
    // with the contract's words, before anything is stored.
    const checked = v.safeParse(MessageText, input.text);
    if (!checked.success) return { refused: checked.issues[0].message };
    return this.exclusive(async (): Promise<SendResult> => {
      await this.ready(input.conversationId);
      const existing = this.store.byClientId(input.clientId);
      if (existing) return { message: toDto(input.conversationId, existing), duplicate: true };

      const stored: StoredMessage = {
        seq: this.store.lastSeq() + 1,
        id: newId(),
        client_id: input.clientId,
        sender_id: input.senderId,
        receiver_id: input.receiverId,
        text: input.text,
        created_at: Date.now(),
        read: 0,
      };
      this.store.insert(stored);
      this.store.markUnrecorded(stored.seq);
      const message = toDto(input.conversationId, stored);
      this.broadcast({ type: 'message', message });
      await this.recordPending(input.conversationId);
      return { message, duplicate: false };
    });
  }

  /**
   * Records a message this object holds in D1, then moves both members' inboxes, the delivered
   * mark and the receiver's notification. Answers false (with the alarm set to try again) when D1
   * refused it.
   */
  private async record(conversationId: string, stored: StoredMessage): Promise<boolean> {
    const db = createDb(this.env.DB);
    const senderId = stored.sender_id ?? '';
    const receiverId = stored.receiver_id ?? '';
    let totals: Awaited<ReturnType<typeof recordMessage>>;
    try {
      totals = await recordMessage(db, {
        id: stored.id,
        conversationId,
        seq: stored.seq,
        senderId,
        receiverId,
        text: stored.text,
        clientId: stored.client_id,
        createdAt: new Date(stored.created_at),
      });
    } catch (error) {
      console.error('A message could not be recorded in D1; the conversation will try again', error);
      await this.ctx.storage.setAlarm(Date.now() + RECORD_RETRY_MS);
      return false;
    }
    this.store.recorded(stored.seq);
    let delivered = this.socketsOf(receiverId).length > 0;
    const [receiverInboxes] = await Promise.all([
      this.inbox(receiverId, { type: 'inbox', unread_count: totals.receiverTotal, thread_id: conversationId }),
      this.inbox(senderId, { type: 'inbox', unread_count: totals.senderTotal, thread_id: conversationId, quiet: true }),
    ]);
    delivered ||= receiverInboxes > 0;
    if (delivered && this.store.raise('delivered', receiverId, stored.seq)) {
      this.broadcast({ type: 'delivered', seq: stored.seq }, senderId);
    }
    // One notification (and e-mail, by their preferences) per conversation until it is read.
    if (totals.threadUnread === 1) {
      await notify(db, notifierFor(this.env, db), {
        userId: receiverId,
        actorId: senderId,
        type: 'new_message',
        entityId: conversationId,
        data: { preview: stored.text.slice(0, 140) },
      });
    }
    return true;
  }

  /**
   * Records in D1, in sequence order, every message it does not have yet (the one just sent, and
   * any D1 refused earlier), stopping at the first refusal. A read mark given meanwhile follows.
   */
  private async recordPending(conversationId: string) {
    const pending = this.store.unrecorded();
    for (const stored of pending) {
      if (!(await this.record(conversationId, stored))) return;
    }
    const db = createDb(this.env.DB);
    for (const receiverId of new Set(pending.map((m) => m.receiver_id))) {
      if (!receiverId) continue;
      const readUpTo = this.store.counter('read', receiverId);
      if (pending.some((m) => m.receiver_id === receiverId && m.seq <= readUpTo)) {
        await recordRead(db, conversationId, receiverId, readUpTo);
      }
    }
  }

  override async alarm() {
    await this.exclusive(() => this.recordPending(this.threadId()));
  }

  /**
   * Marks the member's received messages up to `upto` as read. The read receipt reaches the other
   * member only when both share read receipts (`share`); the reader's own tabs always hear it.
   */
  markRead(conversationId: string, userId: string, upto: number, share: boolean): Promise<{ unread_count: number }> {
    return this.exclusive(async () => {
      await this.ready(conversationId);
      const seq = Math.min(upto, this.store.lastSeq());
      const db = createDb(this.env.DB);
      const { unread, notificationsRead } = await recordRead(db, conversationId, userId, seq);
      if (notificationsRead) await publishNotificationCount(db, this.env, userId);
      this.store.markRead(userId, seq);
      this.store.raise('delivered', userId, seq);
      if (this.store.raise('read', userId, seq)) {
        const event: ConversationEvent = { type: 'read', user_id: userId, seq };
        if (share) this.broadcast(event);
        else this.broadcast(event, userId);
      }
      await this.inbox(userId, { type: 'inbox', unread_count: unread, thread_id: conversationId, quiet: true });
      return { unread_count: unread };
    });
  }

  /** Delivered and read marks per member, and the last sequence. */
  async receipts(conversationId: string, memberIds: string[]) {
    await this.exclusive(() => this.ready(conversationId));
    return {
      last_seq: this.store.lastSeq(),
      delivered: Object.fromEntries(memberIds.map((id) => [id, this.store.counter('delivered', id)])),
      read: Object.fromEntries(memberIds.map((id) => [id, this.store.counter('read', id)])),
    };
  }

  /** Messages after `seq`, in order: what a reconnecting client missed. */
  async since(conversationId: string, seq: number) {
    await this.exclusive(() => this.ready(conversationId));
    return this.store.after(seq).map((m) => toDto(conversationId, m));
  }

  /** The Worker has checked the member, the conversation and blocks before forwarding the upgrade. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const userId = request.headers.get('X-User-Id');
    const conversationId = request.headers.get('X-Conversation-Id');
    if (!userId || !conversationId) return new Response('Missing member', { status: 400 });
    await this.exclusive(() => this.ready(conversationId));
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [userId]);
    server.serializeAttachment({
      userId,
      typing: request.headers.get('X-Typing') === '1',
    } satisfies SocketAttachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Client frames: `sync` (catch up after a sequence) and `typing`. Sending goes through the API. */
  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer) {
    const me = ws.deserializeAttachment() as SocketAttachment;
    let data: { type?: unknown; after?: unknown } = {};
    try {
      data = JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw));
    } catch {
      ws.send(JSON.stringify({ type: 'error', error: 'Messages must be JSON' } satisfies ConversationEvent));
      return;
    }
    if (data.type === 'sync') {
      const after = typeof data.after === 'number' && data.after >= 0 ? Math.floor(data.after) : 0;
      const missed = this.store.after(after).map((m) => toDto(this.threadId(), m));
      ws.send(
        JSON.stringify({ type: 'sync', messages: missed, last_seq: this.store.lastSeq() } satisfies ConversationEvent),
      );
      const newest = missed.filter((m) => m.receiver_id === me.userId).at(-1);
      if (newest && this.store.raise('delivered', me.userId, newest.seq)) {
        for (const other of this.ctx.getWebSockets()) {
          if ((other.deserializeAttachment() as SocketAttachment).userId !== me.userId) {
            other.send(JSON.stringify({ type: 'delivered', seq: newest.seq } satisfies ConversationEvent));
          }
        }
      }
    } else if (data.type === 'typing' && me.typing) {
      const event = JSON.stringify({ type: 'typing', user_id: me.userId } satisfies ConversationEvent);
      for (const other of this.ctx.getWebSockets()) {
        const them = other.deserializeAttachment() as SocketAttachment;
        if (them.userId !== me.userId && them.typing) other.send(event);
      }
    }
  }

  override async webSocketClose(ws: WebSocket, code: number) {
    // 1005 and 1006 describe how a socket closed; they cannot be sent back.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Goodbye');
    } catch {
      // Already closed by the runtime.
    }
  }
}
