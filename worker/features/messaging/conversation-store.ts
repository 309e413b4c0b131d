import { asc, eq, gt, sql } from 'drizzle-orm';
import type { MessageDto } from '../../contracts/messaging';
import type { Db } from '../../db/client';
import { conversationMembers, messages } from '../../db/schema';

/** A message as the conversation object keeps it in its own SQLite storage. */
export type StoredMessage = {
  seq: number;
  id: string;
  client_id: string;
  sender_id: string | null;
  receiver_id: string | null;
  text: string;
  created_at: number;
  read: number;
};

const SCHEMA = `
  create table if not exists messages (
    seq integer primary key,
    id text not null,
    client_id text not null unique,
    sender_id text,
    receiver_id text,
    text text not null,
    created_at integer not null,
    read integer not null default 0
  );
  create table if not exists meta (key text primary key, value text not null);
  create table if not exists unrecorded (seq integer primary key);
`;

/** How many messages a catch-up answer carries at most; the client asks again for the rest. */
export const SYNC_LIMIT = 500;
// D1 answers in pages when an older conversation is first loaded into the object.
const HYDRATE_PAGE = 500;

/**
 * The object's durable state: its messages in sequence order and a few counters (last sequence,
 * and per member the highest sequence delivered to and read by them). Synchronous SQLite calls,
 * so reads never yield to other requests.
 */
export class ConversationStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
  }

  meta(key: string): string | null {
    const row = this.sql.exec<{ value: string }>('select value from meta where key = ?', key).toArray()[0];
    return row?.value ?? null;
  }

  setMeta(key: string, value: string | number) {
    this.sql.exec(
      'insert into meta (key, value) values (?, ?) on conflict (key) do update set value = excluded.value',
      key,
      String(value),
    );
  }

  lastSeq() {
    return Number(this.meta('last_seq') ?? 0);
  }

  counter(kind: 'delivered' | 'read', userId: string) {
    return Number(this.meta(`${kind}:${userId}`) ?? 0);
  }

  /** Raises a member's delivered or read mark; answers whether it moved. */
  raise(kind: 'delivered' | 'read', userId: string, seq: number) {
    if (seq <= this.counter(kind, userId)) return false;
    this.setMeta(`${kind}:${userId}`, seq);
    return true;
  }

  byClientId(clientId: string): StoredMessage | null {
    return this.sql.exec<StoredMessage>('select * from messages where client_id = ?', clientId).toArray()[0] ?? null;
  }

  insert(m: StoredMessage) {
    this.sql.exec(
      'insert or ignore into messages (seq, id, client_id, sender_id, receiver_id, text, created_at, read) values (?, ?, ?, ?, ?, ?, ?, ?)',
      m.seq,
      m.id,
      m.client_id,
      m.sender_id,
      m.receiver_id,
      m.text,
      m.created_at,
      m.read,
    );
    if (m.seq > this.lastSeq()) this.setMeta('last_seq', m.seq);
  }

  /** Notes a message kept here that D1 does not have yet; `recorded` strikes it off. */
  markUnrecorded(seq: number) {
    this.sql.exec('insert or ignore into unrecorded (seq) values (?)', seq);
  }

  recorded(seq: number) {
    this.sql.exec('delete from unrecorded where seq = ?', seq);
  }

  /** The messages D1 does not have yet, in sequence order. */
  unrecorded(): StoredMessage[] {
    return this.sql
      .exec<StoredMessage>('select m.* from messages m join unrecorded u on u.seq = m.seq order by m.seq')
      .toArray();
  }

  after(seq: number, limit = SYNC_LIMIT): StoredMessage[] {
    return this.sql
      .exec<StoredMessage>('select * from messages where seq > ? order by seq limit ?', seq, limit)
      .toArray();
  }

  markRead(userId: string, upto: number) {
    this.sql.exec('update messages set read = 1 where receiver_id = ? and seq <= ? and read = 0', userId, upto);
  }

  /**
   * Loads what D1 already holds for this conversation (seeded or written before a crash), so the
   * object and D1 agree on the sequence. Runs once per object, and again if D1 is found ahead.
   */
  async catchUpFromD1(db: Db, conversationId: string) {
    let from = this.lastSeq();
    for (;;) {
      const rows = await db
        .select()
        .from(messages)
        .where(sql`${messages.conversationId} = ${conversationId} and ${gt(messages.seq, from)}`)
        .orderBy(asc(messages.seq))
        .limit(HYDRATE_PAGE);
      for (const r of rows) {
        this.insert({
          seq: r.seq,
          id: r.id,
          client_id: r.clientId,
          sender_id: r.senderId,
          receiver_id: r.receiverId,
          text: r.messageText,
          created_at: r.createdAt.getTime(),
          read: r.read ? 1 : 0,
        });
      }
      if (rows.length < HYDRATE_PAGE) break;
      from = rows[rows.length - 1]?.seq ?? from;
    }
    const members = await db
      .select({ userId: conversationMembers.userId, lastReadSeq: conversationMembers.lastReadSeq })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId));
    for (const m of members) {
      this.raise('read', m.userId, m.lastReadSeq);
      this.raise('delivered', m.userId, m.lastReadSeq);
    }
    this.setMeta('hydrated', 1);
  }
}

export const toDto = (threadId: string, m: StoredMessage): MessageDto => ({
  id: m.id,
  thread_id: threadId,
  seq: m.seq,
  sender_id: m.sender_id,
  receiver_id: m.receiver_id,
  message_text: m.text,
  timestamp: new Date(m.created_at).toISOString(),
  read: m.read === 1,
  client_id: m.client_id,
});
