import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchAnalytics, searchDaily, searchQueryDaily } from '../../worker/db/schema';
import { actor, db, errorOf, guest, type Member } from './helpers';
import { at, deliver, searchEvent } from './search-analytics-fixture';

/** Days of a recent range (the retention purge keeps six months): D0, D0 + 1, D0 + 2. */
const dayAt = (offset: number) => new Date(Date.now() - (20 - offset) * 86_400_000).toISOString().slice(0, 10);
const [D0, D1, D2] = [dayAt(0), dayAt(1), dayAt(2)];
const BEFORE = dayAt(-1);
const AFTER = dayAt(3);
const RANGE = `start=${D0}&end=${D2}`;
type Overview = {
  summary: Record<string, number | null>;
  topQueries: { query: string; searches: number; zeroResults: number; clicks: number }[];
  contentGaps: { query: string; searches: number }[];
  trends: { day: string; searches: number; zeroResults: number; clicks: number }[];
};

let admin: Member;
let clicked: string;

beforeAll(async () => {
  admin = await actor('admin');
  clicked = crypto.randomUUID();
  await deliver([
    searchEvent({ query: 'Kayaking', resultsCount: 10, searchTimeMs: 4, createdAt: at(`${D0}T00:00:00.000Z`) }),
    searchEvent({ query: ' kayaking ', resultsCount: 0, searchTimeMs: 6, createdAt: at(`${D0}T10:00:00Z`) }),
    searchEvent({ query: 'pottery', resultsCount: 0, searchTimeMs: 2, createdAt: at(`${D0}T11:00:00Z`) }),
    searchEvent({ query: 'staff only', resultsCount: 5, isStaff: true, createdAt: at(`${D0}T12:00:00Z`) }),
    searchEvent({ query: 'bot only', resultsCount: 3, isBot: true, createdAt: at(`${D1}T12:00:00Z`) }),
    searchEvent({
      id: clicked,
      query: 'kayaking',
      resultsCount: 8,
      searchTimeMs: 2,
      createdAt: at(`${D2}T08:00:00Z`),
    }),
    searchEvent({
      query: '',
      resultsCount: 20,
      searchTimeMs: 6,
      filtersUsed: { category: 'Outdoor' },
      createdAt: at(`${D2}T23:59:59.999Z`),
    }),
    // Just outside the range on either side.
    searchEvent({ query: 'kayaking', createdAt: at(`${BEFORE}T23:59:59.999Z`) }),
    searchEvent({ query: 'kayaking', createdAt: at(`${AFTER}T00:00:00.000Z`) }),
  ]);
  await deliver([
    { kind: 'click', eventId: clicked, activityId: 7, sessionId: 'session-1234567890', clickedAt: Date.now() },
  ]);
});

const overview = async (query = RANGE, who: { fetch: Member['fetch'] } = admin) =>
  (await (await who.fetch(`/api/analytics/overview?${query}`)).json()) as Overview;

describe('search analytics dashboard: access', () => {
  it('is for admins and moderators; members are refused with the spec message, guests must sign in', async () => {
    expect((await guest().fetch(`/api/analytics/overview?${RANGE}`)).status).toBe(401);
    const member = await (await actor('member')).fetch(`/api/analytics/overview?${RANGE}`);
    expect(member.status).toBe(403);
    expect((await errorOf(member)).error).toBe('You do not have permission to access this dashboard.');
    for (const kind of ['moderator', 'admin', 'superAdmin'] as const) {
      const who = await actor(kind);
      for (const path of ['overview', 'searches', 'export']) {
        expect((await who.fetch(`/api/analytics/${path}?${RANGE}`)).status).toBe(200);
      }
    }
    for (const path of ['searches', 'export']) {
      expect((await (await actor('member')).fetch(`/api/analytics/${path}?${RANGE}`)).status).toBe(403);
    }
  });

  it('refuses a backwards or malformed range', async () => {
    const backwards = await admin.fetch(`/api/analytics/overview?start=${D2}&end=${D0}`);
    expect(backwards.status).toBe(400);
    expect((await errorOf(backwards)).error).toBe('The start date must be on or before the end date');
    expect((await admin.fetch(`/api/analytics/overview?start=yesterday&end=${D0}`)).status).toBe(400);
    expect((await admin.fetch(`/api/analytics/searches?${RANGE}&pageSize=7`)).status).toBe(400);
  });
});

describe('search analytics dashboard: aggregates', () => {
  it('sums the range from start 00:00:00 to end 23:59:59, without staff and bots by default', async () => {
    const { summary } = await overview();
    expect(summary).toEqual({
      totalSearches: 5,
      uniqueQueries: 3,
      zeroResults: 2,
      zeroResultsPercent: 40,
      avgResults: 7.6,
      avgSearchTimeMs: 4,
      clicks: 1,
      clickThroughPercent: 20,
    });
  });

  it('counts staff and bot searches when asked', async () => {
    const { summary } = await overview(`${RANGE}&includeStaff=true`);
    expect(summary.totalSearches).toBe(7);
    expect(summary.uniqueQueries).toBe(5);
  });

  it('lists top queries (the same words typed differently count once) and content gaps', async () => {
    const { topQueries, contentGaps } = await overview();
    expect(topQueries).toEqual([
      { query: 'kayaking', searches: 3, zeroResults: 1, clicks: 1 },
      { query: '', searches: 1, zeroResults: 0, clicks: 0 },
      { query: 'pottery', searches: 1, zeroResults: 1, clicks: 0 },
    ]);
    expect(contentGaps.map((g) => g.query)).toEqual(['pottery']);
  });

  it('gives one trend entry per day, zero on days without searches', async () => {
    const { trends } = await overview();
    expect(trends).toEqual([
      { day: D0, searches: 3, zeroResults: 2, clicks: 0 },
      { day: D1, searches: 0, zeroResults: 0, clicks: 0 },
      { day: D2, searches: 2, zeroResults: 0, clicks: 1 },
    ]);
  });

  it('filters by query text, case-insensitively, with % and _ taken literally', async () => {
    expect((await overview(`${RANGE}&q=KAY`)).summary.totalSearches).toBe(3);
    expect((await overview(`${RANGE}&q=%25`)).summary.totalSearches).toBe(0);
    expect((await overview(`${RANGE}&q=p_ttery`)).summary.totalSearches).toBe(0);
  });

  it('answers an empty range with zeros and no percentages', async () => {
    const { summary, topQueries } = await overview('start=2025-01-01&end=2025-01-02');
    expect(summary.totalSearches).toBe(0);
    expect(summary.zeroResultsPercent).toBeNull();
    expect(topQueries).toEqual([]);
  });

  it('keeps the rollup equal to the rows after the retention purge', async () => {
    const old = searchEvent({ query: 'purged', createdAt: Date.now() - 200 * 86_400_000 });
    await deliver([old]);
    const { purgeOldSearchAnalytics } = await import('../../worker/features/analytics/retention');
    await purgeOldSearchAnalytics(db());
    const day = new Date(old.createdAt).toISOString().slice(0, 10);
    expect(await db().select().from(searchQueryDaily).where(eq(searchQueryDaily.day, day))).toEqual([]);
    expect(await db().select().from(searchDaily).where(eq(searchDaily.day, day))).toEqual([]);
    expect((await overview()).summary.totalSearches).toBe(5);
  });
});

describe('search analytics dashboard: table', () => {
  type Page = { rows: { query: string; resultsCount: number; sessionId: string | null }[]; total: number };
  const page = async (query: string) =>
    (await (await admin.fetch(`/api/analytics/searches?${RANGE}&${query}`)).json()) as Page;

  it('pages newest first by default and shows the session as 8 characters', async () => {
    const first = await page('pageSize=10');
    expect(first.total).toBe(5);
    expect(first.rows.map((r) => r.query)).toEqual(['', 'kayaking', 'pottery', ' kayaking ', 'Kayaking']);
    expect(first.rows[0]?.sessionId).toBe('session-');
    expect((await page('pageSize=10&page=2')).rows).toEqual([]);
  });

  it('sorts by any column in either direction', async () => {
    const byResults = await page('sort=results_count&dir=asc');
    expect(byResults.rows.map((r) => r.resultsCount)).toEqual([0, 0, 8, 10, 20]);
    const byQuery = await page('sort=query&dir=desc&pageSize=10');
    expect(byQuery.rows[0]?.query).toBe('pottery');
  });
});

describe('click-through', () => {
  it('hands the search event id to the page and accepts a click from anyone', async () => {
    const res = await guest().fetch('/api/activities/search?q=kayak');
    const body = (await res.json()) as { searchEventId: string | null };
    expect(body.searchEventId).toBe(res.headers.get('x-search-event'));
    const click = await guest().fetch('/api/analytics/click', {
      method: 'POST',
      json: { eventId: body.searchEventId, activityId: 1 },
    });
    expect(click.status).toBe(202);
    const bad = await guest().fetch('/api/analytics/click', { method: 'POST', json: { eventId: 'x', activityId: 0 } });
    expect(bad.status).toBe(400);
  });

  it('records the first click from the searching session only', async () => {
    const e = searchEvent({ createdAt: at(`${D1}T09:00:00Z`), sessionId: 'tab-a-1234' });
    await deliver([e]);
    const other = await deliver([
      { kind: 'click', eventId: e.id, activityId: 3, sessionId: 'tab-b-9999', clickedAt: Date.now() },
    ]);
    expect(other.explicitAcks).toHaveLength(1);
    let [row] = await db().select().from(searchAnalytics).where(eq(searchAnalytics.id, e.id));
    expect(row?.clickedActivityId).toBeNull();
    await deliver([{ kind: 'click', eventId: e.id, activityId: 4, sessionId: 'tab-a-1234', clickedAt: Date.now() }]);
    await deliver([{ kind: 'click', eventId: e.id, activityId: 5, sessionId: 'tab-a-1234', clickedAt: Date.now() }]);
    [row] = await db().select().from(searchAnalytics).where(eq(searchAnalytics.id, e.id));
    expect(row?.clickedActivityId).toBe(4);
    const day = await db().select().from(searchQueryDaily).where(eq(searchQueryDaily.day, D1));
    expect(day.find((d) => d.query === 'kayaking')?.clicks).toBe(1);
  });

  it('stores a click delivered with its search, and retries one whose search is not stored yet', async () => {
    const e = searchEvent({ createdAt: at(`${D1}T10:00:00Z`) });
    const click = { kind: 'click', eventId: e.id, activityId: 9, sessionId: e.sessionId, clickedAt: Date.now() };
    const early = await deliver([click]);
    expect(early.retryMessages).toHaveLength(1);
    const together = await deliver([click, e]);
    expect(together.explicitAcks).toHaveLength(2);
    const [row] = await db().select().from(searchAnalytics).where(eq(searchAnalytics.id, e.id));
    expect(row?.clickedActivityId).toBe(9);
  });
});
