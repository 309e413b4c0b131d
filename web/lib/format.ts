import type { HeaderCountry } from '../../worker/contracts/countries';
import { getCountry } from './preferences';

/**
 * Every date, time and number the app shows, in the style of the country chosen in the header
 * (AU, CA, IE, NZ, UK, US): one place, so no screen shows 8/1/2027 to a member in the UK.
 */
export const LOCALES: Record<HeaderCountry, string> = {
  AU: 'en-AU',
  CA: 'en-CA',
  IE: 'en-IE',
  NZ: 'en-NZ',
  UK: 'en-GB',
  US: 'en-US',
};

const locale = (country?: HeaderCountry) => LOCALES[country ?? getCountry()];

const UNKNOWN_DATE = 'Unknown date';

function dateOf(value: string | number | Date | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  // A calendar day ("2027-08-01") is that day wherever the reader is, not midnight UTC.
  const d =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

const DATE_STYLES = {
  /** 1 Aug 2027 / Aug 1, 2027 */
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 01/08/2027 / 8/1/2027 */
  short: { day: 'numeric', month: 'numeric', year: 'numeric' },
  /** 1 August 2027 / August 1, 2027 */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** Sunday 1 August 2027 */
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** August 2027 */
  monthYear: { month: 'long', year: 'numeric' },
  /** 1 Aug */
  dayMonth: { day: 'numeric', month: 'short' },
  /** Sun */
  weekday: { weekday: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** A date ('Unknown date' when it cannot be read); calendar days ("2027-08-01") are never shifted by time zone. */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: DateStyle = 'medium',
  country?: HeaderCountry,
) {
  const d = dateOf(value);
  if (!d) return UNKNOWN_DATE;
  return new Intl.DateTimeFormat(locale(country), {
    ...DATE_STYLES[style],
    ...(isDay(value) ? { timeZone: 'UTC' } : {}),
  }).format(d);
}

/** A moment: date and time. */
export function formatDateTime(value: string | number | Date | null | undefined, country?: HeaderCountry) {
  const d = dateOf(value);
  if (!d) return UNKNOWN_DATE;
  return new Intl.DateTimeFormat(locale(country), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** A time of day, 14:05 or 2:05 pm. */
export function formatTime(value: string | number | Date | null | undefined, country?: HeaderCountry) {
  const d = dateOf(value);
  if (!d) return 'Unknown time';
  return new Intl.DateTimeFormat(locale(country), { hour: 'numeric', minute: '2-digit' }).format(d);
}

/** 1,234 (or the country's own grouping). */
export const formatNumber = (n: number, country?: HeaderCountry) => new Intl.NumberFormat(locale(country)).format(n);

/** "1 view", "2 views", "1,204 activities": one rule for every count. */
export function countLabel(n: number, singular: string, plural = `${singular}s`, country?: HeaderCountry) {
  const form = new Intl.PluralRules(locale(country)).select(n) === 'one' ? singular : plural;
  return `${formatNumber(n, country)} ${form}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** '3 hours ago', 'just now'; 'some time ago' when the date cannot be read. */
export function timeAgo(value: string | number | Date | null | undefined, now = Date.now(), country?: HeaderCountry) {
  const d = dateOf(value);
  if (!d) return 'some time ago';
  const seconds = Math.round((now - d.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale(country), { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  return format.format(-1, 'minute');
}
