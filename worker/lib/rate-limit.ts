import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { fail } from './errors';

/**
 * Fixed-window counter in D1 (one upsert, shared by every Worker instance). Throws 429 with
 * Retry-After once `max` requests were made in the current window.
 */
export async function rateLimit(db: Db, key: string, max: number, windowSeconds: number, message: string) {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 1) > max) {
    const retryAfter = Math.ceil((windowStart + windowMs - now) / 1000);
    throw fail(429, 'RATE_LIMITED', message, { 'Retry-After': String(retryAfter) });
  }
}

export const clientIp = (headers: Headers) => headers.get('cf-connecting-ip') ?? 'unknown';

/** How many times `key` was counted in the current window, without counting this look. */
export async function countInWindow(db: Db, key: string, windowSeconds: number) {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const [row] = await db.select().from(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  return row && row.windowStart === now - (now % windowMs) ? row.count : 0;
}
