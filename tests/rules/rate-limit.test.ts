import { describe, expect, it } from 'vitest';
import { type Counts, clientIp, humanWait, rolled, slidingCount, tooMany, waitMs } from '../../worker/lib/rate-limit';

const W = 60_000;
const START = 1_800_000_000_000 - (1_800_000_000_000 % W);

/** Counts written at `windowStart` with `count` in it and `previousCount` in the window before. */
const counts = (windowStart: number, count: number, previousCount = 0): Counts => ({
  windowStart,
  count,
  previousCount,
});

describe('the fixed windows roll on', () => {
  it('starts empty, in the window that holds now', () => {
    expect(rolled(undefined, START + 12_345, W)).toEqual(counts(START, 0, 0));
    expect(rolled(undefined, START, W)).toEqual(counts(START, 0, 0));
    expect(rolled(undefined, START - 1, W)).toEqual(counts(START - W, 0, 0));
  });

  it('keeps counts written in this window as they are', () => {
    const row = counts(START, 4, 2);
    expect(rolled(row, START + W - 1, W)).toBe(row);
  });

  it('makes the last window’s count the previous one', () => {
    expect(rolled(counts(START, 4, 2), START + W, W)).toEqual(counts(START + W, 0, 4));
    expect(rolled(counts(START, 4, 2), START + 2 * W - 1, W)).toEqual(counts(START + W, 0, 4));
  });

  it('forgets counts older than that', () => {
    expect(rolled(counts(START, 4, 2), START + 2 * W, W)).toEqual(counts(START + 2 * W, 0, 0));
    expect(rolled(counts(START - 5 * W, 4, 2), START, W)).toEqual(counts(START, 0, 0));
  });
});

describe('the sliding count', () => {
  it('is the current window plus the share of the previous still inside', () => {
    expect(slidingCount(undefined, START, W)).toBe(0);
    expect(slidingCount(counts(START, 3, 4), START, W)).toBe(7);
    expect(slidingCount(counts(START, 3, 4), START + W / 4, W)).toBe(6);
    expect(slidingCount(counts(START, 3, 4), START + W / 2, W)).toBe(5);
    expect(slidingCount(counts(START, 3, 4), START + W - 1, W)).toBeCloseTo(3 + 4 / W, 9);
  });

  it('rolls the counts first', () => {
    // Written in the last window: its 4 are now the previous window's, three quarters inside.
    expect(slidingCount(counts(START - W, 4, 9), START + W / 4, W)).toBe(3);
    expect(slidingCount(counts(START - 2 * W, 4, 9), START, W)).toBe(0);
  });
});

describe('how long until one more attempt fits', () => {
  const max = 5;

  it('is nothing while there is room', () => {
    expect(waitMs(undefined, max, START, W)).toBe(0);
    expect(waitMs(counts(START, 4), max, START + 1, W)).toBe(0);
    expect(waitMs(counts(START, 2, 4), max, START + W / 2, W)).toBe(0);
  });

  it('is until the previous window’s share has shrunk enough, when that is within this window', () => {
    // 2 now and 4 before: 2 + 4 × (1 − t/W) ≤ 4 once t ≥ W/2.
    const now = START + 1_000;
    const wait = waitMs(counts(START, 2, 4), max, now, W);
    expect(wait).toBe(START + W / 2 - now);
    expect(slidingCount(counts(START, 2, 4), now + wait, W)).toBeLessThanOrEqual(max - 1);
    expect(slidingCount(counts(START, 2, 4), now + wait - 1, W)).toBeGreaterThan(max - 1);
  });

  it('is into the next window when this one alone is full', () => {
    // 5 in this window: the next attempt fits once 5 × (1 − (t − end)/W) ≤ 4, a fifth into the next.
    const now = START + 10_000;
    expect(waitMs(counts(START, 5), max, now, W)).toBe(START + W + W / 5 - now);
    // At exactly the room left (4) with a previous window, the current alone decides.
    expect(waitMs(counts(START, 4, 1), max, START, W)).toBe(W);
  });

  it('is to the end of this window when the previous share cannot shrink far enough in it', () => {
    // 4 now and 8 before: 4 + 8 × (1 − t/W) ≤ 4 only at the window's end.
    expect(waitMs(counts(START, 4, 8), max, START + 1_000, W)).toBe(W - 1_000);
  });

  it('is rounded up to whole milliseconds and never negative', () => {
    const wait = waitMs(counts(START, 2, 3), max, START + 1, W);
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBe(Math.ceil(START + W * (1 - 2 / 3) - (START + 1)));
  });

  it('with a limit of one, waits for the whole count to slide out', () => {
    expect(waitMs(counts(START, 1), 1, START, W)).toBe(2 * W);
    expect(waitMs(counts(START, 0, 1), 1, START, W)).toBe(W);
  });
});

describe('a wait as a person reads it', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [1_000, '1 second'],
    [1_001, '2 seconds'],
    [59_000, '59 seconds'],
    [59_001, '1 minute'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
    [3_540_000, '59 minutes'],
    [3_540_001, '1 hour'],
    [3_600_000, '1 hour'],
    [3_600_001, '1 hour 1 minute'],
    [7_200_000, '2 hours'],
    [7_260_000, '2 hours 1 minute'],
    [7_320_000, '2 hours 2 minutes'],
  ])('%i ms is "%s"', (ms, words) => {
    expect(humanWait(ms)).toBe(words);
  });
});

describe('the refusal', () => {
  it('answers 429 with Retry-After in whole seconds, and the same wait in its message', () => {
    const refusal = tooMany(61_500, (wait) => `Wait ${wait}`);
    expect(refusal).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Wait 2 minutes',
      headers: { 'Retry-After': '62' },
    });
    expect(tooMany(0, (wait) => `Wait ${wait}`)).toMatchObject({
      message: 'Wait 1 second',
      headers: { 'Retry-After': '1' },
    });
    expect(tooMany(1_000, (wait) => wait)).toMatchObject({ message: '1 second', headers: { 'Retry-After': '1' } });
    expect(tooMany(1_001, (wait) => wait)).toMatchObject({ message: '2 seconds', headers: { 'Retry-After': '2' } });
  });
});

describe('who is asking', () => {
  it('is the address Cloudflare saw, or one shared "unknown" when there is none', () => {
    expect(clientIp(new Headers({ 'cf-connecting-ip': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('unknown');
  });
});
