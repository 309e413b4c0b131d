import { DurableObject } from 'cloudflare:workers';
import { type Counts, rolled, slidingCount, type Window, waitMs } from '../worker/lib/rate-limit';

/**
 * One object per write limit and requester (`limit:{name}:{member or address}`): the sliding
 * window of worker/lib/rate-limit.ts, kept here instead of in D1, so the limit on a write adds no
 * write to the one D1 database (a view, the most frequent write, then writes nothing there at
 * all). An object handles its requests one at a time, so a count can never be raced.
 */
export class Limiter extends DurableObject<Env> {
  /**
   * Counts one attempt if it fits under `window`; a refused attempt is not counted. Answers
   * whether it fitted and, if not, how long until one would.
   */
  async take(window: Window, now = Date.now()) {
    const windowMs = window.windowSeconds * 1000;
    const counts = rolled(await this.ctx.storage.get<Counts>('counts'), now, windowMs);
    if (slidingCount(counts, now, windowMs) + 1 > window.max) {
      return { allowed: false as const, retryAfterMs: Math.max(1000, waitMs(counts, window.max, now, windowMs)) };
    }
    await this.ctx.storage.put('counts', { ...counts, count: counts.count + 1 });
    // Nothing is kept once two windows have passed: the object forgets the requester.
    await this.ctx.storage.setAlarm(now + 2 * windowMs);
    return { allowed: true as const, retryAfterMs: 0 };
  }

  /** Takes back one counted attempt (it was refused as malformed after all). */
  async giveBack(window: Window, now = Date.now()) {
    const windowMs = window.windowSeconds * 1000;
    const stored = await this.ctx.storage.get<Counts>('counts');
    if (!stored) return;
    const counts = rolled(stored, now, windowMs);
    // Counted in this window, or in the one just before if the window turned while it ran.
    if (counts.count > 0) await this.ctx.storage.put('counts', { ...counts, count: counts.count - 1 });
    else if (counts.previousCount > 0)
      await this.ctx.storage.put('counts', { ...counts, previousCount: counts.previousCount - 1 });
  }

  override async alarm() {
    await this.ctx.storage.deleteAll();
  }
}
