import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { SearchEvent } from '../../worker/contracts/analytics';
import { profiles, searchAnalytics } from '../../worker/db/schema';
import worker from '../../worker/index';
import { actor, db, deliverBatch, guest } from './helpers';

const event = (overrides: Partial<SearchEvent> = {}): SearchEvent => ({
  id: crypto.randomUUID(),
  createdAt: Date.now(),
  query: 'kayaking',
  userId: null,
  resultsCount: 12,
  searchTimeMs: 4.2,
  filtersUsed: { category: 'Outdoor' },
  sessionId: 'session-1234567890',
  userAgent: 'Mozilla/5.0',
  isStaff: false,
  isBot: false,
  ...overrides,
});

const deliver = (bodies: unknown[]) => deliverBatch('lifelist-search-events', bodies);

describe('search analytics queue consumer', () => {
  it('stores a batch and acknowledges every message', async () => {
    const events = Array.from({ length: 25 }, (_, i) => event({ query: `query ${i}` }));
    const result = await deliver(events);
    expect(result.explicitAcks.sort()).toEqual(events.map((_, i) => `m${i}`).sort());
    const rows = await db().select().from(searchAnalytics);
    expect(rows.filter((r) => events.some((e) => e.id === r.id))).toHaveLength(25);
  });

  it('stores a redelivered batch once', async () => {
    const events = [event({ query: 'redelivered a' }), event({ query: 'redelivered b' })];
    await deliver(events);
    await deliver(events);
    const rows = await db().select().from(searchAnalytics).where(eq(searchAnalytics.query, 'redelivered a'));
    expect(rows).toHaveLength(1);
  });

  it('retries a poison message (the queue moves it to the dead-letter queue) and stores the rest', async () => {
    const good = event({ query: 'good one' });
    const result = await deliver([good, { nonsense: true }]);
    expect(result.explicitAcks).toEqual(['m0']);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(['m1']);
    expect(await db().select().from(searchAnalytics).where(eq(searchAnalytics.id, good.id))).toHaveLength(1);
  });
});

describe('searches reach the analytics', () => {
  it('through the queue, a search by words and one by filters alone', async () => {
    const search = async (query: string) => {
      const res = await guest().fetch(`/api/activities/search?${query}`, {
        headers: { 'user-agent': 'Mozilla/5.0', 'x-search-session': 'pipeline-session' },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { searchEventId: string | null }).searchEventId;
    };
    const byWords = await search('q=kayaking');
    const byFilters = await search('category=Outdoor&cost=1');
    expect([byWords, byFilters]).toEqual([expect.any(String), expect.any(String)]);
    const stored = () =>
      db()
        .select()
        .from(searchAnalytics)
        .where(inArray(searchAnalytics.id, [byWords ?? '', byFilters ?? '']));
    await vi.waitFor(async () => expect(await stored()).toHaveLength(2), { timeout: 15_000, interval: 200 });
    const rows = new Map((await stored()).map((r) => [r.id, r]));
    expect(rows.get(byWords ?? '')).toMatchObject({ query: 'kayaking', filtersUsed: {}, isBot: false });
    expect(rows.get(byFilters ?? '')).toMatchObject({
      query: '',
      filtersUsed: { category: 'Outdoor', cost: '1' },
      sessionId: 'pipeline-session',
      isBot: false,
    });
    // The same search again is a search again: no guest is answered from a kept copy.
    const again = await search('category=Outdoor&cost=1');
    expect(again).toEqual(expect.any(String));
    expect(again).not.toBe(byFilters);
    // A later page of the same search is not a new search.
    expect(await search('category=Outdoor&offset=20')).toBeNull();
  });
});

describe('daily cron', () => {
  it('purges analytics older than six months and keeps younger ones', async () => {
    const now = new Date('2026-11-22T03:17:00Z');
    const sixMonthsAgo = new Date('2026-05-22T03:17:00Z');
    const day = 86400_000;
    const old = event({ query: 'six months and a day', createdAt: sixMonthsAgo.getTime() - day });
    const young = event({ query: 'six months less a day', createdAt: sixMonthsAgo.getTime() + day });
    await deliver([old, young]);
    const { runDailyMaintenance } = await import('../../worker/features/analytics/retention');
    await runDailyMaintenance(env, now);
    const ids = (await db().select({ id: searchAnalytics.id }).from(searchAnalytics)).map((r) => r.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(young.id);
  });

  it('lifts suspensions whose end date has passed, through the scheduled handler', async () => {
    const member = await actor('suspended');
    await db()
      .update(profiles)
      .set({ suspensionEndDate: new Date(Date.now() - 1000) })
      .where(eq(profiles.id, member.profile.id));
    const { waitOnExecutionContext } = await import('cloudflare:test');
    const run = async (hour: string) => {
      const ctx = createExecutionContext();
      const scheduledTime = Date.parse(`${new Date().toISOString().slice(0, 10)}T${hour}:17:00Z`);
      await worker.scheduled(createScheduledController({ scheduledTime, cron: '17 * * * *' }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    // The once-a-day jobs run at the 03:17 UTC run alone.
    await run('09');
    expect((await db().select().from(profiles).where(eq(profiles.id, member.profile.id)))[0]?.isSuspended).toBe(true);
    await run('03');
    const [row] = await db().select().from(profiles).where(eq(profiles.id, member.profile.id));
    expect(row).toMatchObject({ isSuspended: false, suspensionEndDate: null });
  });
});
