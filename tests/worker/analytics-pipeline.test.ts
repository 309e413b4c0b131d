import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../worker/contracts/analytics';
import { profiles, searchAnalytics } from '../../worker/db/schema';
import worker from '../../worker/index';
import { actor, db, deliverBatch } from './helpers';

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
