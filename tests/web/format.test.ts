import { describe, expect, it, vi } from 'vitest';
import {
  chooseCountry,
  countLabel,
  type DateStyle,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  LOCALES,
  readerToday,
  setMemberReader,
  setPageReader,
  timeAgo,
} from '@/lib/format';
import { HEADER_COUNTRIES, styleForCountry } from '../../worker/contracts/header-countries';

const DAY = '2027-08-01';
const MOMENT = '2027-08-01T14:05:00Z';

describe('one formatting helper for every screen, in the chosen country’s style', () => {
  it('writes a target date as each country writes it, never shifted by time zone', () => {
    const expected: Record<(typeof HEADER_COUNTRIES)[number], { short: string; medium: RegExp }> = {
      UK: { short: '01/08/2027', medium: /^1 Aug 2027$/ },
      IE: { short: '1/8/2027', medium: /^1 Aug 2027$/ },
      AU: { short: '01/08/2027', medium: /^1 Aug 2027$/ },
      NZ: { short: '1/08/2027', medium: /^1 Aug 2027$/ },
      CA: { short: '2027-08-01', medium: /^Aug\.? 1, 2027$/ },
      US: { short: '8/1/2027', medium: /^Aug 1, 2027$/ },
    };
    for (const country of HEADER_COUNTRIES) {
      expect({ country, short: formatDate(DAY, 'short', country) }).toEqual({
        country,
        short: expected[country].short,
      });
      expect(formatDate(DAY, 'medium', country)).toMatch(expected[country].medium);
    }
    expect(formatDate(DAY, 'long', 'UK')).toBe('1 August 2027');
    expect(formatDate(DAY, 'long', 'US')).toBe('August 1, 2027');
  });

  it('writes times, numbers and counts by country', () => {
    expect(formatTime(MOMENT, 'UK')).toMatch(/^\d{1,2}:05$/);
    expect(formatTime(MOMENT, 'US')).toMatch(/^\d{1,2}:05\s?[AP]M$/i);
    for (const country of HEADER_COUNTRIES) {
      expect(LOCALES[country]).toMatch(/^en-/);
      expect(formatNumber(12345, country)).toBe('12,345');
      expect(formatDateTime(MOMENT, country)).toMatch(/2027/);
    }
    expect(countLabel(1, 'view', 'views', 'UK')).toBe('1 view');
    expect(countLabel(2, 'view', 'views', 'UK')).toBe('2 views');
    expect(countLabel(0, 'view', 'views', 'US')).toBe('0 views');
    expect(countLabel(2304, 'activity', 'activities', 'US')).toBe('2,304 activities');
  });

  it('writes numbers and picks the count word exactly as Intl does for every country', () => {
    const numbers = [
      0,
      -0,
      1,
      -1,
      7,
      12,
      999,
      1000,
      1001,
      9999.5,
      12345,
      -12345,
      999999,
      1_000_000,
      1_234_567.891,
      0.5,
      0.0004,
      0.0005,
      2.25,
      1.9999,
      -0.0001,
      123456789012,
      1e20,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    for (const country of HEADER_COUNTRIES) {
      const intl = new Intl.NumberFormat(LOCALES[country]);
      const plural = new Intl.PluralRules(LOCALES[country]);
      for (const n of numbers) {
        expect({ country, n, text: formatNumber(n, country) }).toEqual({ country, n, text: intl.format(n) });
        const word = plural.select(n) === 'one' ? 'view' : 'views';
        expect(countLabel(n, 'view', 'views', country)).toBe(`${intl.format(n)} ${word}`);
      }
    }
  });

  it('writes every date style, date and time, time of day and "time ago" exactly as Intl does for every country', () => {
    const options = {
      medium: { day: 'numeric', month: 'short', year: 'numeric' },
      short: { day: 'numeric', month: 'numeric', year: 'numeric' },
      long: { day: 'numeric', month: 'long', year: 'numeric' },
      full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      monthYear: { month: 'long', year: 'numeric' },
      dayMonth: { day: 'numeric', month: 'short' },
      weekday: { weekday: 'short' },
    } as const satisfies Record<DateStyle, Intl.DateTimeFormatOptions>;
    // Every month, days with one and two digits, every hour (midnight and noon included).
    const moments: Date[] = [];
    for (let month = 0; month < 12; month++)
      for (const [day, hour, minute] of [
        [1, 0, 0],
        [9, 9, 5],
        [12, 12, 30],
        [28, 23, 59],
        [month + 1, month * 2, month],
        [month + 13, month * 2 + 1, 45],
      ] as const)
        moments.push(new Date(2027, month, day, hour, minute));
    moments.push(new Date(1999, 11, 31, 13, 7), new Date(2030, 1, 29 - 1, 17, 0));
    const days = moments.map(
      (m) => `${m.getFullYear()}-${String(m.getMonth() + 1).padStart(2, '0')}-${String(m.getDate()).padStart(2, '0')}`,
    );
    const clean = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
    for (const country of HEADER_COUNTRIES) {
      const lang = LOCALES[country];
      for (const [style, option] of Object.entries(options) as [DateStyle, Intl.DateTimeFormatOptions][]) {
        const intl = new Intl.DateTimeFormat(lang, option);
        const utc = new Intl.DateTimeFormat(lang, { ...option, timeZone: 'UTC' });
        for (const moment of moments)
          expect({ country, style, moment, text: formatDate(moment, style, country) }).toEqual({
            country,
            style,
            moment,
            text: clean(intl.format(moment)),
          });
        for (const day of days)
          expect({ country, style, day, text: formatDate(day, style, country) }).toEqual({
            country,
            style,
            day,
            text: clean(utc.format(new Date(`${day}T00:00:00Z`))),
          });
      }
      const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
      const time = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' });
      for (const moment of moments) {
        expect({ country, moment, text: formatDateTime(moment, country) }).toEqual({
          country,
          moment,
          text: clean(dateTime.format(moment)),
        });
        expect({ country, moment, text: formatTime(moment, country) }).toEqual({
          country,
          moment,
          text: clean(time.format(moment)),
        });
      }
      const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
      const now = Date.UTC(2027, 5, 15, 12);
      // Each unit with counts below the next unit up.
      for (const [unit, size, counts] of [
        ['year', 31_536_000, [1, 2, 11, 1200]],
        ['month', 2_592_000, [1, 2, 11]],
        ['week', 604_800, [1, 2, 4]],
        ['day', 86_400, [1, 2, 6]],
        // Hours within the reader's today (noon UTC, on a UTC clock): earlier days are days.
        ['hour', 3_600, [1, 2, 11]],
        ['minute', 60, [1, 2, 59]],
      ] as const)
        for (const n of counts) {
          const ago = new Date(now - n * size * 1000);
          expect({ country, unit, n, text: timeAgo(ago, now, country) }).toEqual({
            country,
            unit,
            n,
            text: relative.format(-n, unit),
          });
        }
    }
  });

  it('says what the spec says when a date cannot be read', () => {
    expect(formatDate(null)).toBe('Unknown date');
    expect(formatDate('not a date')).toBe('Unknown date');
    expect(formatTime(undefined)).toBe('Unknown time');
    expect(timeAgo('nope')).toBe('some time ago');
    const noon = new Date().setHours(12, 0, 0, 0);
    expect(timeAgo(new Date(noon - 3 * 3600_000).toISOString(), noon, 'UK')).toBe('3 hours ago');
  });
});

describe("a member's own country and time zone", () => {
  const reset = () => {
    setPageReader(null);
    setMemberReader(null);
  };

  it("counts days by the reader's calendar, not by 24-hour periods", () => {
    try {
      setMemberReader({ country: 'UK', timezone: 'Europe/London' });
      // Posted at 23:50, read at 00:30: yesterday, though 40 minutes have passed.
      expect(timeAgo('2027-01-14T23:50:00Z', Date.parse('2027-01-15T00:30:00Z'))).toBe('yesterday');
      // Posted at 01:00, read at 21:00 the same day: 20 hours ago, not yesterday.
      expect(timeAgo('2027-01-15T01:00:00Z', Date.parse('2027-01-15T21:00:00Z'))).toBe('20 hours ago');
      // 30 hours, across one midnight: yesterday; across two: 2 days ago.
      expect(timeAgo('2027-01-14T08:00:00Z', Date.parse('2027-01-15T14:00:00Z'))).toBe('yesterday');
      expect(timeAgo('2027-01-13T22:00:00Z', Date.parse('2027-01-15T04:00:00Z'))).toBe('2 days ago');
      // On the member's own clock: 23:50 UTC on the 14th is already the 15th in Tokyo.
      setMemberReader({ country: 'UK', timezone: 'Asia/Tokyo' });
      expect(timeAgo('2027-01-14T23:50:00Z', Date.parse('2027-01-15T00:30:00Z'))).toBe('40 minutes ago');
      expect(timeAgo('2027-01-14T14:00:00Z', Date.parse('2027-01-14T15:30:00Z'))).toBe('yesterday');
    } finally {
      reset();
    }
  });

  it('writes a signed-in member’s dates in their country’s style, on their zone’s clock', () => {
    try {
      // 02:30 UTC on 14 March 2027: the evening before in New York, mid-morning in Tokyo.
      const moment = '2027-03-14T02:30:00Z';
      setMemberReader({ country: 'US', timezone: 'America/New_York' });
      expect(formatDateTime(moment)).toBe('Mar 13, 2027, 9:30 PM');
      setMemberReader({ country: 'DE', timezone: 'Europe/Paris' });
      expect(formatDateTime(moment)).toBe('14 Mar 2027, 03:30');
      setMemberReader({ country: 'IN', timezone: 'Asia/Tokyo' });
      expect(formatDateTime(moment)).toBe('14 Mar 2027, 11:30 am');
      // Their today: 22:30 on the 13th in New York is still the 13th there.
      setMemberReader({ country: 'US', timezone: 'America/New_York' });
      expect(readerToday(new Date(moment))).toBe('2027-03-13');
      // A calendar day is that day wherever the member is.
      setMemberReader({ country: 'US', timezone: 'Australia/Sydney' });
      expect(formatDate('2027-03-14')).toBe('Mar 14, 2027');
    } finally {
      reset();
    }
  });

  it("a guest's page formats as the server rendered it, and the header's country then applies", () => {
    try {
      setPageReader({ style: 'US', zone: 'UTC' });
      expect(formatDateTime('2027-03-14T02:30:00Z')).toBe('Mar 14, 2027, 2:30 AM');
      chooseCountry('UK');
      expect(formatDateTime('2027-03-14T02:30:00Z')).toBe('14 Mar 2027, 02:30');
      // A member without a zone of their own reads on the page's clock, in their country's style.
      setMemberReader({ country: 'CA', timezone: null });
      expect(formatDate('2027-03-14T02:30:00Z')).toMatch(/^Mar\.? 14, 2027$/);
    } finally {
      reset();
    }
  });

  it('maps every sign-up country to the nearest of the six styles', () => {
    expect(styleForCountry('GB')).toBe('UK');
    expect(styleForCountry('US')).toBe('US');
    expect(styleForCountry('PH')).toBe('US');
    expect(styleForCountry('IN')).toBe('NZ');
    expect(styleForCountry('DE')).toBe('UK');
    expect(styleForCountry(null)).toBe('UK');
  });
});

describe('the cookies the server reads for a guest', () => {
  it('keeps the header’s country and the device’s zone, asking Intl again only when the clock moved', async () => {
    const { rememberForServer, readCookie, ZONE_COOKIE, COUNTRY_COOKIE, setCountry } = await import(
      '@/lib/preferences'
    );
    setCountry('US');
    const zones = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      rememberForServer();
      expect(readCookie(COUNTRY_COOKIE)).toBe('US');
      expect(readCookie(ZONE_COOKIE)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
      const asked = zones.mock.calls.length;
      rememberForServer();
      expect(zones.mock.calls.length).toBe(asked);
    } finally {
      zones.mockRestore();
    }
  });
});
