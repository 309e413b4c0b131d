import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../worker/lib/errors';
import { countInWindow, rateLimit } from '../../worker/lib/rate-limit';
import { db } from './helpers';

const MINUTE = 60_000;
const hit = (key: string) => rateLimit(db(), key, 5, 60, 'Slow down');
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
  it('allows the limit, refuses the next with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect(await blocked('rl:plain')).toBeNull();
    const refused = await blocked('rl:plain');
    expect(refused).toBeInstanceOf(AppError);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers?.['Retry-After'])).toBeGreaterThan(0);
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
    expect(await countInWindow(db(), 'rl:edge', 60)).toBeGreaterThan(5);
    // Once the earlier burst has slid out, requests are allowed again.
    vi.setSystemTime(start + MINUTE + 1_000);
    expect(await blocked('rl:edge')).toBeNull();
  });
});
