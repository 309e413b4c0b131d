import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../worker/lib/errors';
import { humanWait, take, tooMany, waitMs } from '../../worker/lib/rate-limit';
import { db } from './helpers';

const MINUTE = 60_000;
const WINDOW = { max: 5, windowSeconds: 60 };
const hit = async (key: string) => {
  const result = await take(db(), key, WINDOW);
  if (!result.allowed) throw tooMany(result.retryAfterMs, (wait) => `Slow down: wait ${wait}`);
};
const blocked = async (key: string) => {
  try {
    await hit(key);
    return null;
  } catch (e) {
    return e as AppError;
  }
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the rate limiter', () => {
  it('allows the limit, refuses the next with 429, Retry-After and the wait in its message', async () => {
    for (let i = 0; i < 5; i++) expect(await blocked('rl:plain')).toBeNull();
    const refused = await blocked('rl:plain');
    expect(refused).toBeInstanceOf(AppError);
    expect(refused?.status).toBe(429);
    const seconds = Number(refused?.headers?.['Retry-After']);
    expect(seconds).toBeGreaterThan(0);
    // The sliding estimate lets the next attempt in within the window, or, when all five fell
    // early in the current fixed window, once their share of the next has shrunk to four: at most
    // 60 × (1 + 1/5) seconds.
    expect(seconds).toBeLessThanOrEqual(72);
    expect(refused?.message).toBe(`Slow down: wait ${humanWait(seconds * 1000)}`);
  });

  it('slides: a burst across the window boundary still meets the limit', async () => {
    vi.useFakeTimers();
    const start = Math.ceil(Date.now() / MINUTE) * MINUTE;
    vi.setSystemTime(start - 500);
    for (let i = 0; i < 3; i++) expect(await blocked('rl:edge')).toBeNull();
    vi.setSystemTime(start + 500);
    for (let i = 0; i < 2; i++) expect(await blocked('rl:edge')).toBeNull();
    // A fixed window would start again at 0 here and let 5 more through.
    expect((await blocked('rl:edge'))?.status).toBe(429);
    // Once the earlier burst has slid out, requests are allowed again.
    vi.setSystemTime(start + MINUTE + 1_000);
    expect(await blocked('rl:edge')).toBeNull();
  });

  it('tells the real wait: refused a moment before it is over, let through when it is', async () => {
    // Bursts at different points of the window, and across its boundary.
    for (const [offset, carried] of [
      [1_000, 0],
      [30_000, 0],
      [59_000, 0],
      [20_000, 3],
      [45_000, 5],
    ] as const) {
      vi.useFakeTimers();
      const start = Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE;
      const key = `rl:exact:${offset}:${carried}`;
      // `carried` attempts late in the previous window, then the rest now.
      vi.setSystemTime(start - 2_000);
      for (let i = 0; i < carried; i++) expect((await take(db(), key, WINDOW)).allowed).toBe(true);
      vi.setSystemTime(start + offset);
      let refused = await take(db(), key, WINDOW);
      for (let i = 0; i < 10 && refused.allowed; i++) refused = await take(db(), key, WINDOW);
      expect(refused.allowed).toBe(false);
      const told = Math.ceil(refused.retryAfterMs / 1000) * 1000;
      vi.setSystemTime(start + offset + told - 1_000);
      expect((await take(db(), key, WINDOW)).allowed, `${offset}/${carried}: too early`).toBe(false);
      vi.setSystemTime(start + offset + told);
      expect((await take(db(), key, WINDOW)).allowed, `${offset}/${carried}: on time`).toBe(true);
      vi.useRealTimers();
    }
  });

  it('never counts a refused attempt', async () => {
    vi.useFakeTimers();
    const start = Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE;
    vi.setSystemTime(start + 10_000);
    for (let i = 0; i < 5; i++) await take(db(), 'rl:refused', WINDOW);
    const first = await take(db(), 'rl:refused', WINDOW);
    for (let i = 0; i < 20; i++) expect((await take(db(), 'rl:refused', WINDOW)).allowed).toBe(false);
    const again = await take(db(), 'rl:refused', WINDOW);
    expect(again.retryAfterMs).toBe(first.retryAfterMs);
    vi.setSystemTime(start + 10_000 + first.retryAfterMs);
    expect((await take(db(), 'rl:refused', WINDOW)).allowed).toBe(true);
  });

  it('computes the wait from the counts alone', () => {
    const start = 600_000;
    // Five in this window, none before: past its end they still count as 5 × (1 − t/60 s), which
    // leaves room for one more at t = 12 s.
    expect(waitMs({ windowStart: start, count: 5, previousCount: 0 }, 5, start + 15_000, MINUTE)).toBe(57_000);
    // Two here, four in the last: four × (1 − t/60 s) + 2 ≤ 4 from t = 30 s.
    expect(waitMs({ windowStart: start, count: 2, previousCount: 4 }, 5, start + 10_000, MINUTE)).toBe(20_000);
    // Under the limit: no wait.
    expect(waitMs({ windowStart: start, count: 1, previousCount: 2 }, 5, start + 1_000, MINUTE)).toBe(0);
    // A row from two windows ago counts for nothing.
    expect(waitMs({ windowStart: start - 2 * MINUTE, count: 9, previousCount: 9 }, 5, start, MINUTE)).toBe(0);
  });

  it('reads waits as people do', () => {
    expect(humanWait(400)).toBe('1 second');
    expect(humanWait(45_000)).toBe('45 seconds');
    expect(humanWait(61_000)).toBe('2 minutes');
    expect(humanWait(3_600_000)).toBe('1 hour');
    expect(humanWait(5_400_000)).toBe('1 hour 30 minutes');
  });
});
