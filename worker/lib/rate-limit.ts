import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { fail } from './errors';

/*
 * The sliding-window limit: pure functions, used by the Limiter objects that count the routes'
 * write limits (durable-objects/limiter.ts), and the same over D1's `rate_limits` for the few
 * counts that live beside account data (e-mails to one address, wrong current passwords).
 */

/** At most `max` attempts in any `windowSeconds`. */
export type Window = { max: number; windowSeconds: number };

export type Counts = { windowStart: number; count: number; previousCount: number };

/**
 * The counts as they stand at `now`: when the fixed window has moved on since the row was written,
 * its count becomes the previous window's (or nothing, if older still).
 */
export function rolled(row: Counts | undefined, now: number, windowMs: number): Counts {
  const windowStart = now - (now % windowMs);
  if (!row) return { windowStart, count: 0, previousCount: 0 };
  if (row.windowStart === windowStart) return row;
  if (row.windowStart === windowStart - windowMs) return { windowStart, count: 0, previousCount: row.count };
  return { windowStart, count: 0, previousCount: 0 };
}

/** The share of the previous window still inside the sliding window at `now`. */
const previousShare = (windowStart: number, now: number, windowMs: number) =>
  Math.max(0, 1 - (now - windowStart) / windowMs);

/**
 * The attempts counted over the sliding window ending at `now`, estimated from two fixed windows:
 * all of the current one and the part of the previous one still inside. A fixed window alone lets
 * twice the limit through around its boundary.
 */
export function slidingCount(row: Counts | undefined, now: number, windowMs: number) {
  const r = rolled(row, now, windowMs);
  return r.count + r.previousCount * previousShare(r.windowStart, now, windowMs);
}

/**
 * How long until one more attempt fits under `max` (0: now), by the same estimate that decides:
 * a client that waits exactly this long is let through. Within the current window the previous
 * window's share shrinks; past its end the current count becomes the shrinking share.
 */
export function waitMs(row: Counts | undefined, max: number, now: number, windowMs: number) {
  const r = rolled(row, now, windowMs);
  const room = max - 1;
  if (r.count + r.previousCount * previousShare(r.windowStart, now, windowMs) <= room) return 0;
  const end = r.windowStart + windowMs;
  if (r.count <= room && r.previousCount > 0) {
    // count + previous × (1 − (t − start) / W) = room
    const at = r.windowStart + windowMs * (1 - (room - r.count) / r.previousCount);
    if (at < end) return Math.max(0, Math.ceil(at - now));
  }
  // Next window: count × (1 − (t − end) / W) = room
  const at = r.count <= room ? end : end + windowMs * (1 - room / r.count);
  return Math.max(0, Math.ceil(at - now));
}

/**
 * Counts one attempt under `key` if it fits, in one upsert shared by every Worker instance.
 * A refused attempt is not counted, so someone who keeps trying is let in as soon as the wait
 * they were told is over. Answers whether it fitted and, when not, how long until one would.
 */
export async function take(db: Db, key: string, window: Window, now = Date.now()) {
  const windowMs = window.windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  const share = previousShare(windowStart, now, windowMs);
  const rolledPrevious = sql`(case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.previousCount}
    when ${rateLimits.windowStart} = ${windowStart - windowMs} then ${rateLimits.count} else 0 end)`;
  const rolledCount = sql`(case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} else 0 end)`;
  const counted = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1, previousCount: 0 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { previousCount: rolledPrevious, count: sql`${rolledCount} + 1`, windowStart },
      setWhere: sql`${rolledCount} + ${rolledPrevious} * ${share} + 1 <= ${window.max}`,
    })
    .returning({ key: rateLimits.key });
  if (counted.length) return { allowed: true as const, retryAfterMs: 0 };
  const [row] = await db.select().from(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  return { allowed: false as const, retryAfterMs: Math.max(1000, waitMs(row, window.max, now, windowMs)) };
}

/** How long until one more attempt under `key` would fit (0: now), counting nothing. */
export async function peekWait(db: Db, key: string, window: Window, now = Date.now()) {
  const [row] = await db.select().from(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  return waitMs(row, window.max, now, window.windowSeconds * 1000);
}

/** Counts one attempt under `key` whatever the count: failures that later attempts must wait for. */
export async function record(db: Db, key: string, window: Window, now = Date.now()) {
  const windowMs = window.windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1, previousCount: 0 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        previousCount: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.previousCount}
          when ${rateLimits.windowStart} = ${windowStart - windowMs} then ${rateLimits.count} else 0 end`,
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
    });
}

/** "45 seconds", "3 minutes", "2 hours": a wait as a person reads it, rounded up. */
export function humanWait(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest ? `${h} ${rest} minute${rest === 1 ? '' : 's'}` : h;
}

/** A limit's message, with `{wait}` read out. */
export type LimitMessage = (wait: string) => string;

/** The 429 for a refused attempt: Retry-After in seconds, and the message naming the same wait. */
export const tooMany = (retryAfterMs: number, message: LimitMessage) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return fail(429, 'RATE_LIMITED', message(humanWait(seconds * 1000)), { 'Retry-After': String(seconds) });
};

export const clientIp = (headers: Headers) => headers.get('cf-connecting-ip') ?? 'unknown';
