import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_PAGE_SIZES,
  ANALYTICS_SORTS,
  AnalyticsFilter,
  AnalyticsSearchesQuery,
  ClickEventSchema,
  ClickInput,
  exportFileName,
  SearchEventSchema,
} from '../../worker/contracts/analytics';
import { chars, issue, read } from './contract-reader';

describe('search events, as queued', () => {
  const event = {
    id: 'e'.repeat(8),
    createdAt: 1_700_000_000_000,
    query: 'kayak',
    userId: null,
    resultsCount: 0,
    searchTimeMs: 0,
    filtersUsed: { cost: '1' },
    sessionId: null,
    userAgent: null,
    isStaff: false,
    isBot: true,
  };

  it('reads an event as it is', () => {
    expect(read(SearchEventSchema, event)).toStrictEqual({ ok: event });
    const longest = {
      ...event,
      id: 'e'.repeat(64),
      query: 'q'.repeat(500),
      userId: 'u1',
      resultsCount: 12,
      searchTimeMs: 3.5,
      sessionId: 's'.repeat(100),
      userAgent: 'a'.repeat(500),
    };
    expect(read(SearchEventSchema, longest)).toStrictEqual({ ok: longest });
  });

  it.each([
    [{ id: 'e'.repeat(7) }, 'Id is not valid'],
    [{ id: 'e'.repeat(65) }, 'Id is not valid'],
    [{ query: 'q'.repeat(501) }, 'Query is not valid'],
    [{ resultsCount: -1 }, 'Results count is not valid'],
    [{ resultsCount: 1.5 }, 'Results count is not valid'],
    [{ searchTimeMs: -0.1 }, 'Search time ms is not valid'],
    [{ filtersUsed: { cost: 1 } }, 'Cost is not valid'],
    [{ sessionId: 's'.repeat(101) }, 'Session id is not valid'],
    [{ userAgent: 'a'.repeat(501) }, 'User agent is not valid'],
    [{ isStaff: 'no' }, 'Is staff is not valid'],
  ])('%j: %s', (change, message) => {
    expect(issue(SearchEventSchema, { ...event, ...change })).toBe(message);
  });

  it('a click on a result, and as queued', () => {
    expect(read(ClickInput, { eventId: 'e'.repeat(8), activityId: 1 })).toEqual({
      ok: { eventId: 'e'.repeat(8), activityId: 1 },
    });
    expect(read(ClickInput, { eventId: 'e'.repeat(64), activityId: 9 }).ok).toBeDefined();
    expect(issue(ClickInput, { eventId: 'e'.repeat(7), activityId: 1 })).toBe('Event id is not valid');
    expect(issue(ClickInput, { eventId: 'e'.repeat(65), activityId: 1 })).toBe('Event id is not valid');
    expect(issue(ClickInput, { eventId: 'e'.repeat(8), activityId: 0 })).toBe('Activity id is not valid');
    expect(issue(ClickInput, { eventId: 'e'.repeat(8), activityId: 1.5 })).toBe('Activity id is not valid');
    const click = { kind: 'click', eventId: 'e'.repeat(8), activityId: 1, sessionId: 's'.repeat(100), clickedAt: 1 };
    expect(read(ClickEventSchema, click)).toStrictEqual({ ok: click });
    expect(issue(ClickEventSchema, { ...click, kind: 'search' })).toBe('Kind is not valid');
    expect(issue(ClickEventSchema, { ...click, sessionId: 's'.repeat(101) })).toBe('Session id is not valid');
    expect(issue(ClickEventSchema, { ...click, activityId: 0 })).toBe('Activity id is not valid');
    expect(issue(ClickEventSchema, { ...click, eventId: 'e'.repeat(7) })).toBe('Event id is not valid');
  });
});

describe('the dashboard’s filter', () => {
  const range = { start: '2026-01-01', end: '2026-01-31' };

  it('reads a range: no query, staff left out, unless said', () => {
    expect(read(AnalyticsFilter, range)).toStrictEqual({ ok: { ...range, q: '', includeStaff: 'false' } });
    expect(read(AnalyticsFilter, { ...range, q: ` ${chars(200)} `, includeStaff: 'true' })).toStrictEqual({
      ok: { ...range, q: chars(200), includeStaff: 'true' },
    });
  });

  it.each([
    ['2026-03-04', '2026-03-04', undefined],
    ['2024-01-01', '2024-12-31', undefined],
    ['2025-01-01', '2026-01-01', undefined],
    ['2024-01-01', '2025-01-01', 'Please choose a range of one year or less'],
    ['2025-01-01', '2026-01-02', 'Please choose a range of one year or less'],
    ['2026-03-05', '2026-03-04', 'The start date must be on or before the end date'],
    ['2026-13-01', '2026-12-31', 'Please choose a valid date'],
    ['2026-01-01', 'today', 'Please choose a valid date'],
  ])('from %s to %s: %s', (start, end, message) => {
    expect(issue(AnalyticsFilter, { start, end })).toBe(message);
    expect(issue(AnalyticsSearchesQuery, { start, end })).toBe(message);
  });

  it('a year of 366 days at most', () => {
    expect(ANALYTICS_MAX_DAYS).toBe(366);
  });

  it.each([
    [{ q: chars(201) }, 'Q is not valid'],
    [{ includeStaff: 'yes' }, 'Include staff is not valid'],
  ])('%j: %s', (change, message) => {
    expect(issue(AnalyticsFilter, { ...range, ...change })).toBe(message);
    expect(issue(AnalyticsSearchesQuery, { ...range, ...change })).toBe(message);
  });
});

describe('the searches table', () => {
  const range = { start: '2026-01-01', end: '2026-01-31' };

  it('newest first, page 1 of 20, unless said', () => {
    expect(read(AnalyticsSearchesQuery, range)).toStrictEqual({
      ok: { ...range, q: '', includeStaff: 'false', sort: 'created_at', dir: 'desc', page: 1, pageSize: 20 },
    });
    expect(
      read(AnalyticsSearchesQuery, { ...range, sort: 'session_id', dir: 'asc', page: '100000', pageSize: '100' }).ok,
    ).toMatchObject({ sort: 'session_id', dir: 'asc', page: 100000, pageSize: 100 });
    expect(ANALYTICS_SORTS).toEqual([
      'created_at',
      'query',
      'results_count',
      'search_time_ms',
      'filters_used',
      'session_id',
    ]);
  });

  it('staff searches in or out', () => {
    for (const includeStaff of ['true', 'false'])
      expect(read(AnalyticsSearchesQuery, { ...range, includeStaff }).ok?.includeStaff).toBe(includeStaff);
  });

  it.each([10, 20, 50, 100])('%i a page', (size) => {
    expect(ANALYTICS_PAGE_SIZES).toContain(size);
    expect(read(AnalyticsSearchesQuery, { ...range, pageSize: String(size) }).ok?.pageSize).toBe(size);
  });

  it.each([
    [{ pageSize: '25' }, 'Page size must be 10, 20, 50 or 100'],
    [{ pageSize: '0' }, 'Page size must be 10, 20, 50 or 100'],
    [{ page: '0' }, 'Page is not valid'],
    [{ page: '100001' }, 'Page is not valid'],
    [{ page: '1.5' }, 'Page is not valid'],
    [{ sort: 'user_agent' }, 'Sort is not valid'],
    [{ dir: 'up' }, 'Dir is not valid'],
  ])('%j: %s', (change, message) => {
    expect(issue(AnalyticsSearchesQuery, { ...range, ...change })).toBe(message);
  });

  it('exports as search-analytics-{start}-to-{end}.csv', () => {
    expect(exportFileName('2026-01-01', '2026-01-31')).toBe('search-analytics-2026-01-01-to-2026-01-31.csv');
  });
});
