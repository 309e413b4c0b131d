import { DurableObject } from 'cloudflare:workers';
import type { CounterFlush, CounterKind } from '../worker/features/counters/kinds';

/** A viewer counts once per window: a second look the same day is the same view. */
export const COUNT_WINDOW_MS = 24 * 60 * 60_000;
/** How long counted views wait before they go to D1 together. */
export const FLUSH_AFTER_MS = 2_000;
/** A flush not confirmed by then is sent again (the queue lost it, or the consumer failed). */
export const RESEND_AFTER_MS = 60_000;

type Inflight = { seq: number; delta: number; sentAt: number };

/**
 * One object per counted thing (a post's views, a blog's views, an ad's impressions or clicks),
 * named `{kind}:{id}`. It keeps who was counted in the current window (their keys expire with it,
 * so nothing is kept per view for ever) and the running total, and sends what it counted to D1 as
 * one increment every couple of seconds through the `lifelist-counters` queue: D1 sees a few
 * writes per item whatever the traffic, and a reader never waits on them. The viewer sees their
 * own view at once: the total is answered from here.
 *
 * Flushes are numbered and go one at a time: the next waits until the consumer confirms the last
 * (it is sent again if no confirmation comes), so D1 needs to remember only the last number it
 * applied per item to add each flush exactly once, however often the queue delivers it.
 */
export class Counter extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`create table if not exists seen (viewer text primary key, at integer not null) without rowid`);
    this.sql.exec(`create index if not exists seen_at on seen (at)`);
    this.sql.exec(`create table if not exists state (key text primary key, value text not null) without rowid`);
  }

  private get(key: string) {
    return this.sql.exec<{ value: string }>('select value from state where key = ?', key).toArray()[0]?.value ?? null;
  }

  private set(key: string, value: string | number | null) {
    if (value === null) this.sql.exec('delete from state where key = ?', key);
    else this.sql.exec('insert or replace into state (key, value) values (?, ?)', key, String(value));
  }

  private inflight(): Inflight | null {
    const value = this.get('inflight');
    return value ? (JSON.parse(value) as Inflight) : null;
  }

  /** Wakes the object at `at` unless it is already due sooner. */
  private async wakeBy(at: number) {
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > at) await this.ctx.storage.setAlarm(at);
  }

  /**
   * Counts `viewer` unless already counted in the window. `stored` is D1's count as the caller just
   * read it: the first call starts the running total from it. Answers the total with this view.
   */
  async count(input: { kind: CounterKind; id: string; viewer: string; stored: number }) {
    const now = Date.now();
    if (this.get('kind') === null) {
      this.set('kind', input.kind);
      this.set('id', input.id);
      // Numbers its flushes apart from any earlier life of this object (whose storage was lost).
      this.set('epoch', crypto.randomUUID().slice(0, 8));
    }
    const counted = this.sql.exec(
      'insert or ignore into seen (viewer, at) values (?, ?)',
      input.viewer,
      now,
    ).rowsWritten;
    const before = Number(this.get('total') ?? input.stored);
    // D1 may be ahead of a total started before (a reconcile, a restored backup): never answer less.
    const total = Math.max(before, input.stored) + (counted ? 1 : 0);
    this.set('total', total);
    if (counted) {
      this.set('pending', Number(this.get('pending') ?? 0) + 1);
      if (!this.inflight()) await this.wakeBy(now + FLUSH_AFTER_MS);
    }
    return { counted: counted > 0, total };
  }

  /** The total as it stands (D1's `stored` count if this object has counted nothing). */
  async total(stored: number) {
    return Math.max(Number(this.get('total') ?? stored), stored);
  }

  /** The consumer has added flush `seq` to D1 (or found it already there): the next may go. */
  async confirm(seq: number) {
    if (this.inflight()?.seq !== seq) return;
    this.set('inflight', null);
    if (Number(this.get('pending') ?? 0) > 0) await this.wakeBy(Date.now() + FLUSH_AFTER_MS);
  }

  /**
   * Sends the next flush (or the last one again, unconfirmed for too long), and forgets viewers
   * whose window is over.
   */
  override async alarm() {
    const now = Date.now();
    let inflight = this.inflight();
    if (inflight && now - inflight.sentAt >= RESEND_AFTER_MS) inflight = { ...inflight, sentAt: now };
    else if (!inflight && Number(this.get('pending') ?? 0) > 0) {
      inflight = { seq: Number(this.get('sequence') ?? 0) + 1, delta: Number(this.get('pending')), sentAt: now };
      this.set('sequence', inflight.seq);
      this.set('pending', 0);
    } else inflight = null;
    if (inflight) {
      this.set('inflight', JSON.stringify(inflight));
      const flush: CounterFlush = {
        kind: this.get('kind') as CounterKind,
        id: this.get('id') as string,
        delta: inflight.delta,
        seq: inflight.seq,
        epoch: this.get('epoch') as string,
      };
      // If the queue refuses, the alarm throws and runs again; the flush waits meanwhile.
      await this.env.COUNTERS.send(flush);
    }
    this.sql.exec('delete from seen where at <= ?', now - COUNT_WINDOW_MS);
    const oldest = this.sql.exec<{ at: number | null }>('select min(at) as at from seen').toArray()[0]?.at ?? null;
    const current = this.inflight();
    const next = Math.min(
      oldest === null ? Number.POSITIVE_INFINITY : oldest + COUNT_WINDOW_MS + 1,
      current ? current.sentAt + RESEND_AFTER_MS : Number.POSITIVE_INFINITY,
    );
    if (Number.isFinite(next)) await this.ctx.storage.setAlarm(next);
  }
}
