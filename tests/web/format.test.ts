import { describe, expect, it } from 'vitest';
import { countLabel, formatDate, formatDateTime, formatNumber, formatTime, LOCALES, timeAgo } from '@/lib/format';
import { HEADER_COUNTRIES } from '../../worker/contracts/countries';

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

  it('says what the spec says when a date cannot be read', () => {
    expect(formatDate(null)).toBe('Unknown date');
    expect(formatDate('not a date')).toBe('Unknown date');
    expect(formatTime(undefined)).toBe('Unknown time');
    expect(timeAgo('nope')).toBe('some time ago');
    expect(timeAgo(new Date(Date.now() - 3 * 3600_000).toISOString(), Date.now(), 'UK')).toBe('3 hours ago');
  });
});
