import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { fail } from './errors';

/**
 * The requests counted for a key over the last `windowMs`, estimated from two fixed windows: all of
 * the current one and the part of the previous one still inside the sliding window. A fixed
 * window alone lets twice the limit through around its boundary.
 */
function slidingCount(
  row: { windowStart: number; count: number; previousCount: number },
  now: number,
  windowMs: number,
) {
  const elapsed = (now - row.windowStart) / windowMs;
  return row.count + row.previousCount * Math.max(0, 1 - elapsed);
}

/**
 * Sliding-window counter in D1 (one upsert, shared by every Worker instance). Throws 429 with
 * Retry-After once more than `max` requests were made in the last `windowSeconds`.
 */
export async function rateLimit(db: Db, key: string, max: number, windowSeconds: number, message: string) {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1, previousCount: 0 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        // The window moved on: the last one's count becomes the previous count (or 0 if it is older).
        previousCount: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.previousCount}
          when ${rateLimits.windowStart} = ${windowStart - windowMs} then ${rateLimits.count} else 0 end`,
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
    })
    .returning({
      windowStart: rateLimits.windowStart,
      count: rateLimits.count,
      previousCount: rateLimits.previousCount,
    });
  if (row && slidingCount(row, now, windowMs) > max) {
    // Wait until enough of the previous window has slid out, at most to the end of this one.
    const over = slidingCount(row, now, windowMs) - max;
    const fromPrevious = row.previousCount > 0 ? (over / row.previousCount) * windowMs : Number.POSITIVE_INFINITY;
    const wait = Math.min(windowStart + windowMs - now + (row.count > max ? windowMs : 0), fromPrevious);
    throw fail(429, 'RATE_LIMITED', message, { 'Retry-After': String(Math.max(1, Math.ceil(wait / 1000))) });
  }
}

export const clientIp = (headers: Headers) => headers.get('cf-connecting-ip') ?? 'unknown';

/** How many times `key` was counted in the last `windowSeconds`, without counting this look. */
export async function countInWindow(db: Db, key: string, windowSeconds: number) {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  const [row] = await db.select().from(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  if (!row) return 0;
  if (row.windowStart === windowStart) return slidingCount(row, now, windowMs);
  // Nothing counted in this window yet: the last window is now the previous one.
  if (row.windowStart === windowStart - windowMs) {
    return slidingCount({ windowStart, count: 0, previousCount: row.count }, now, windowMs);
  }
  return 0;
}
