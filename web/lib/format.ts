import { useSyncExternalStore } from 'react';
import { type HeaderCountry, styleForCountry } from '../../worker/contracts/header-countries';
import { timeAgoText } from '../../worker/contracts/time-ago';
import { isTimeZone, type TimeZone, wallClock } from '../../worker/contracts/time-zones';
import { getCountry, setCountry } from './preferences';

/**
 * Every date, time and number the app shows, for its reader: a member in the style of their own
 * country (the nearest of AU, CA, IE, NZ, UK, US) and on the clock of their profile's time zone; a
 * guest in the style of the country chosen in the header, on their device's clock. One place, so
 * no screen shows 8/1/2027 to a member in the UK or a New Yorker's evening as London's night.
 *
 * The six countries' English is written out here rather than asked of Intl: a page's first
 * Intl.DateTimeFormat or NumberFormat loads the locale's data in one long task (about 50 ms on a
 * mid-range phone), on every page that shows a date or a count. A web test compares every style
 * with Intl for each country, so the two cannot drift apart.
 */
export const LOCALES: Record<HeaderCountry, string> = {
  AU: 'en-AU',
  CA: 'en-CA',
  IE: 'en-IE',
  NZ: 'en-NZ',
  UK: 'en-GB',
  US: 'en-US',
};

const UNKNOWN_DATE = 'Unknown date';

/** Whose dates these are: their country's style and their clock. */
export type Reader = {
  style: HeaderCountry;
  /** The member's chosen zone, or null: the device's own clock. */
  zone: TimeZone | null;
};
/** The parts of a moment on a clock the written-out zones do not have (the server, for a device's zone). */
export type Clock = (d: Date) => Parts;

/**
 * The page's reader (what the server rendered it for, then the member's own settings) in the
 * browser; the server gives each request's through `setReaderSource`.
 */
let pageReader: Reader | null = null;
let memberReader: Reader | null = null;
let readerSource: () => { reader: Reader; clock?: Clock } | undefined = () => undefined;

/** The reader the server rendered the page for (so hydration formats as it did), or a guest's own. */
export const setPageReader = (reader: Reader | null) => {
  pageReader = reader;
};
/**
 * A signed-in member's own style and zone (their profile's country and time zone), which win over
 * the page's; null for a guest. Called as the app renders, before the components that format.
 */
export function setMemberReader(profile: { country: string | null; timezone: string | null } | null) {
  if (typeof window === 'undefined') return; // the server has each request's (setReaderSource)
  memberReader = profile
    ? { style: styleForCountry(profile.country), zone: isTimeZone(profile.timezone) ? profile.timezone : null }
    : null;
}
/** On the server: the reader of the request being rendered. */
export const setReaderSource = (source: typeof readerSource) => {
  readerSource = source;
};

/** Counts the header's country choices in this page: the page is drawn again at each. */
let choices = 0;
const choiceListeners = new Set<() => void>();

/** The header's choice of country: kept in this browser, and this page's dates follow it. */
export function chooseCountry(country: HeaderCountry) {
  setCountry(country);
  if (pageReader) pageReader = { ...pageReader, style: country };
  choices++;
  for (const listener of choiceListeners) listener();
}

/**
 * Changes when the reader chooses another country in the header (0 until then, on the server and
 * while the page hydrates): the page's content is keyed by it, so every date on screen is written
 * again in the new style, however deep and however memoised the component that writes it.
 */
export const useCountryChoices = () =>
  useSyncExternalStore(
    (listener) => {
      choiceListeners.add(listener);
      return () => choiceListeners.delete(listener);
    },
    () => choices,
    () => 0,
  );

/**
 * The country whose style a guest's page is written in, for the header's picker: what they chose,
 * else what the page was drawn for (where the network placed them), the same on the server and
 * while the page hydrates.
 */
export const usePageCountry = () =>
  useSyncExternalStore(
    (listener) => {
      choiceListeners.add(listener);
      return () => choiceListeners.delete(listener);
    },
    () => currentReader().style,
    () => currentReader().style,
  );

export function currentReader(): Reader {
  const fromServer = readerSource()?.reader;
  if (fromServer) return fromServer;
  const base = pageReader ?? { style: getCountry(), zone: null };
  // A member without a zone of their own reads on the device's clock (or the page's).
  return { style: memberReader?.style ?? base.style, zone: memberReader?.zone ?? base.zone };
}

function dateOf(value: string | number | Date | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  // A calendar day ("2027-08-01") is that day wherever the reader is, not midnight UTC.
  const d =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The parts of a date: the reader's clock, or UTC for a calendar day. */
export type Parts = { year: number; month: number; day: number; weekday: number; hour: number; minute: number };
function partsOf(date: Date, calendarDay: boolean): Parts {
  const clock = calendarDay ? undefined : readerSource()?.clock;
  if (clock) return clock(date);
  const zone = calendarDay ? 'UTC' : currentReader().zone;
  const d = zone ? wallClock(zone, date.getTime()) : date;
  return zone
    ? {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth(),
        day: d.getUTCDate(),
        weekday: d.getUTCDay(),
        hour: d.getUTCHours(),
        minute: d.getUTCMinutes(),
      }
    : {
        year: d.getFullYear(),
        month: d.getMonth(),
        day: d.getDate(),
        weekday: d.getDay(),
        hour: d.getHours(),
        minute: d.getMinutes(),
      };
}

/** How each country writes the parts (CLDR, as the browsers' Intl has it). */
type Style = {
  monthFirst: boolean;
  /** 5 Sept (UK, IE, AU, NZ) or Sep 5 (US, CA). */
  shortMonth: (month: number) => string;
  short: (p: Parts) => string;
  /** The comma after the weekday in "Sunday, 5 September 2027". */
  weekdayComma: boolean;
  /** A time of day alone ("14:05", "2:05 pm") and within a date and time ("09:05", "9:05 pm"). */
  time: (p: Parts, inDateTime: boolean) => string;
};
const twelveHour = (am: string, pm: string) => (p: Parts) =>
  `${p.hour % 12 || 12}:${pad(p.minute)} ${p.hour < 12 ? am : pm}`;
const dayMonthName = (m: number) => (m === 8 ? 'Sept' : (MONTHS[m] as string).slice(0, 3));
const monthDayName = (m: number) => (MONTHS[m] as string).slice(0, 3);
const dayMonthStyle = (
  short: Style['short'],
  weekdayComma: boolean,
  time: Style['time'],
  shortMonth = dayMonthName,
): Style => ({
  monthFirst: false,
  shortMonth,
  short,
  weekdayComma,
  time,
});
const twentyFourHour: Style['time'] = (p, inDateTime) => `${inDateTime ? pad(p.hour) : p.hour}:${pad(p.minute)}`;
const STYLES: Record<HeaderCountry, Style> = {
  UK: dayMonthStyle((p) => `${pad(p.day)}/${pad(p.month + 1)}/${p.year}`, true, twentyFourHour),
  IE: dayMonthStyle((p) => `${p.day}/${p.month + 1}/${p.year}`, false, twentyFourHour),
  // Australian English shortens neither June nor July within a date.
  AU: dayMonthStyle(
    (p) => `${pad(p.day)}/${pad(p.month + 1)}/${p.year}`,
    false,
    twelveHour('am', 'pm'),
    (m) => (m === 5 || m === 6 ? (MONTHS[m] as string) : dayMonthName(m)),
  ),
  NZ: dayMonthStyle((p) => `${p.day}/${pad(p.month + 1)}/${p.year}`, true, twelveHour('am', 'pm')),
  CA: {
    monthFirst: true,
    shortMonth: monthDayName,
    short: (p) => `${p.year}-${pad(p.month + 1)}-${pad(p.day)}`,
    weekdayComma: true,
    time: twelveHour('a.m.', 'p.m.'),
  },
  US: {
    monthFirst: true,
    shortMonth: monthDayName,
    short: (p) => `${p.month + 1}/${p.day}/${p.year}`,
    weekdayComma: true,
    time: twelveHour('AM', 'PM'),
  },
};

const styleOf = (country?: HeaderCountry) => STYLES[country ?? currentReader().style];
const dayAndMonth = (s: Style, p: Parts, month: string) => (s.monthFirst ? `${month} ${p.day}` : `${p.day} ${month}`);
const withYear = (s: Style, p: Parts, month: string) =>
  s.monthFirst ? `${month} ${p.day}, ${p.year}` : `${p.day} ${month} ${p.year}`;

const DATE_STYLES = {
  /** 1 Aug 2027 / Aug 1, 2027 */
  medium: (s: Style, p: Parts) => withYear(s, p, s.shortMonth(p.month)),
  /** 01/08/2027 / 8/1/2027 */
  short: (s: Style, p: Parts) => s.short(p),
  /** 1 August 2027 / August 1, 2027 */
  long: (s: Style, p: Parts) => withYear(s, p, MONTHS[p.month] as string),
  /** Sunday 1 August 2027 */
  full: (s: Style, p: Parts) =>
    `${WEEKDAYS[p.weekday]}${s.weekdayComma ? ',' : ''} ${withYear(s, p, MONTHS[p.month] as string)}`,
  /** August 2027 */
  monthYear: (_s: Style, p: Parts) => `${MONTHS[p.month]} ${p.year}`,
  /** 1 Aug */
  dayMonth: (s: Style, p: Parts) => dayAndMonth(s, p, s.shortMonth(p.month)),
  /** Sun */
  weekday: (_s: Style, p: Parts) => (WEEKDAYS[p.weekday] as string).slice(0, 3),
};
export type DateStyle = keyof typeof DATE_STYLES;

/** A date ('Unknown date' when it cannot be read); calendar days ("2027-08-01") are never shifted by time zone. */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: DateStyle = 'medium',
  country?: HeaderCountry,
) {
  const d = dateOf(value);
  if (!d) return UNKNOWN_DATE;
  return DATE_STYLES[style](styleOf(country), partsOf(d, isDay(value)));
}

/** Today's calendar day (YYYY-MM-DD) on the reader's clock: a member's zone, a guest's device. */
export function readerToday(now = new Date()) {
  const p = partsOf(now, false);
  return `${p.year}-${pad(p.month + 1)}-${pad(p.day)}`;
}

/** A moment: date and time. */
export function formatDateTime(value: string | number | Date | null | undefined, country?: HeaderCountry) {
  const d = dateOf(value);
  if (!d) return UNKNOWN_DATE;
  const s = styleOf(country);
  const p = partsOf(d, false);
  return `${DATE_STYLES.medium(s, p)}, ${s.time(p, true)}`;
}

/** A time of day, 14:05 or 2:05 pm. */
export function formatTime(value: string | number | Date | null | undefined, country?: HeaderCountry) {
  const d = dateOf(value);
  if (!d) return 'Unknown time';
  return styleOf(country).time(partsOf(d, false), false);
}

/** 1,234.5: the six countries group thousands with a comma and show up to three decimals. */
export function formatNumber(n: number, _country?: HeaderCountry) {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞';
  const abs = Math.abs(n);
  const rounded = Number.isInteger(abs) ? abs : Math.round(abs * 1000) / 1000;
  if (rounded >= 1e21) return new Intl.NumberFormat('en-US').format(n);
  const [whole = '0', decimals] = rounded
    .toFixed(3)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** "1 view", "2 views", "1,204 activities": one rule for every count. */
export function countLabel(n: number, singular: string, plural = `${singular}s`, country?: HeaderCountry) {
  // English: "one" is exactly 1 or -1.
  const form = Math.abs(n) === 1 ? singular : plural;
  return `${formatNumber(n, country)} ${form}`;
}

/** The day number of a moment on the reader's calendar (days since 1970-01-01 on their clock). */
const readerDay = (date: Date) => {
  const p = partsOf(date, false);
  return Date.UTC(p.year, p.month, p.day) / 86_400_000;
};

/**
 * '3 hours ago', 'yesterday', 'just now'; 'some time ago' when the date cannot be read. Days are
 * the reader's calendar days: 'yesterday' is the day before today on their clock, however few
 * hours ago that was, and anything earlier today is hours ago.
 */
export function timeAgo(value: string | number | Date | null | undefined, now = Date.now(), country?: HeaderCountry) {
  const d = dateOf(value);
  if (!d) return 'some time ago';
  return timeAgoText(
    Math.round((now - d.getTime()) / 1000),
    (n, one, many) => countLabel(n, one, many, country),
    readerDay(new Date(now)) - readerDay(d),
  );
}
