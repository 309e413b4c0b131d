/**
 * The time zones a member can choose in their profile (options.ts TIMEZONES, with their labels;
 * not imported here, so every page does not carry the profile form's lists).
 */
export type TimeZone =
  | 'UTC'
  | 'Europe/London'
  | 'Europe/Paris'
  | 'America/New_York'
  | 'America/Los_Angeles'
  | 'Asia/Tokyo'
  | 'Australia/Sydney';

const HOUR = 3_600_000;

/** The UTC instant of a month's nth Sunday (n = -1: its last) at `hour` UTC. */
function sunday(year: number, month: number, n: number, hour: number) {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), hour);
  }
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (n - 1), hour);
}

/**
 * Each zone's offset from UTC (minutes) at an instant, by its daylight-saving rules as they have
 * stood since 2008 (the EU's, the US's, New South Wales'): written out rather than asked of Intl,
 * which on a phone loads its data in one long task the first time. `time-zones.test.ts` compares
 * every zone with Intl, hour by hour around each change, from 2008 to 2037.
 */
const RULES: Record<TimeZone, (ms: number, year: number) => number> = {
  UTC: () => 0,
  'Europe/London': (ms, y) => (ms >= sunday(y, 2, -1, 1) && ms < sunday(y, 9, -1, 1) ? 60 : 0),
  'Europe/Paris': (ms, y) => (ms >= sunday(y, 2, -1, 1) && ms < sunday(y, 9, -1, 1) ? 120 : 60),
  // From 2 am local on March's second Sunday to 2 am local on November's first.
  'America/New_York': (ms, y) => (ms >= sunday(y, 2, 2, 7) && ms < sunday(y, 10, 1, 6) ? -240 : -300),
  'America/Los_Angeles': (ms, y) => (ms >= sunday(y, 2, 2, 10) && ms < sunday(y, 10, 1, 9) ? -420 : -480),
  'Asia/Tokyo': () => 540,
  // Summer from 2 am on October's first Sunday to 3 am on April's first (both 16:00 UTC the day before).
  'Australia/Sydney': (ms, y) =>
    ms < sunday(y, 3, 1, 0) - 8 * HOUR || ms >= sunday(y, 9, 1, 0) - 8 * HOUR ? 660 : 600,
};

export const isTimeZone = (value: unknown): value is TimeZone =>
  typeof value === 'string' && Object.hasOwn(RULES, value);

/** The zone's offset from UTC in minutes at `ms`. */
export const zoneOffset = (zone: TimeZone, ms: number) => RULES[zone](ms, new Date(ms).getUTCFullYear());

/** The wall clock in `zone` at `ms`, as a Date whose UTC fields are that clock's. */
export const wallClock = (zone: TimeZone, ms: number) => new Date(ms + zoneOffset(zone, ms) * 60_000);

/** The calendar day (YYYY-MM-DD) in `zone` at `ms`. */
export const dayIn = (zone: TimeZone, ms: number) => wallClock(zone, ms).toISOString().slice(0, 10);
