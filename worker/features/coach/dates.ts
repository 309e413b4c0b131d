/** Days in words ("next monday", "the 12th") read into YYYY-MM-DD, in the member's own calendar. */
import { addDays, weekday } from '../../lib/days';

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const SHORT_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

const monthOf = (word: string) => MONTHS.findIndex((m) => m === word || m.slice(0, 3) === word.slice(0, 3));
const pad = (n: number) => String(n).padStart(2, '0');

/** The next day after `today` (or today itself, with `orToday`) falling on `day` (0-6). */
export function nextWeekday(today: string, day: number, orToday = false) {
  const ahead = (day - weekday(today) + 7) % 7;
  return addDays(today, ahead === 0 && !orToday ? 7 : ahead);
}

/** The first day on or after `from` that is `day` of a month, in that month or the next. */
function dayOfMonth(from: string, day: number) {
  const [y, m] = from.split('-').map(Number) as [number, number];
  for (let i = 0; i < 3; i++) {
    const month = ((m - 1 + i) % 12) + 1;
    const year = y + Math.floor((m - 1 + i) / 12);
    const candidate = `${year}-${pad(month)}-${pad(day)}`;
    const check = new Date(`${candidate}T00:00:00Z`);
    if (check.getUTCDate() === day && candidate >= from) return candidate;
  }
  return null;
}

/**
 * The day a phrase names, seen from `today`: "tomorrow", "friday", "next monday", "saturday
 * morning", "in two weeks", "the 3rd", "12 march", "march 12", "end of the month", "next week",
 * "this weekend", "2027-03-12", "12/03" (day first, or month first for US members). A day named
 * without a year is the next one to come. Null when the phrase names no day.
 */
export function parseDay(phrase: string, today: string, monthFirst = false): string | null {
  const text = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (/\b(today|tonight|this (morning|afternoon|evening))\b/.test(text)) return today;
  if (/\bday after tomorrow\b/.test(text)) return addDays(today, 2);
  if (/\btomorrow\b/.test(text)) return addDays(today, 1);
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const slash = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/.exec(text);
  if (slash) {
    const [a, b] = [Number(slash[1]), Number(slash[2])];
    const [day, month] = monthFirst ? [b, a] : [a, b];
    const year = slash[3] ? Number(slash[3].length === 2 ? `20${slash[3]}` : slash[3]) : Number(today.slice(0, 4));
    let date = `${year}-${pad(month)}-${pad(day)}`;
    if (!slash[3] && date < today) date = `${year + 1}-${pad(month)}-${pad(day)}`;
    return Number.isNaN(Date.parse(date)) ? null : date;
  }
  const within = /\bin (a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (day|week|month)s?\b/.exec(text);
  if (within) {
    const n = NUMBERS[within[1] as string] ?? Number(within[1]);
    if (within[2] === 'day') return addDays(today, n);
    if (within[2] === 'week') return addDays(today, 7 * n);
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + n);
    return d.toISOString().slice(0, 10);
  }
  if (/\bend of (the )?month\b/.test(text)) {
    const d = new Date(`${today}T00:00:00Z`);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  }
  if (/\bend of (the )?week\b/.test(text)) return nextWeekday(today, 5, true);
  if (/\b(this )?weekend\b/.test(text)) return nextWeekday(today, 6, true);
  if (/\bnext week\b/.test(text)) return nextWeekday(today, 1);
  if (/\bnext month\b/.test(text)) {
    const d = new Date(`${today}T00:00:00Z`);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  }
  const named = new RegExp(`\\b(next |this )?(${DAYS.join('|')}|${SHORT_DAYS.join('|')})\\b`).exec(text);
  if (named) {
    const day = Math.max(DAYS.indexOf(named[2] as string), SHORT_DAYS.indexOf(named[2] as string));
    // "next friday" said on a Tuesday is this coming one, as most people mean it.
    return nextWeekday(today, day, named[1] === 'this ');
  }
  const dayMonth = /\b(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([a-z]{3,9})\b/.exec(text);
  const monthDay = /\b([a-z]{3,9}) (\d{1,2})(?:st|nd|rd|th)?\b/.exec(text);
  for (const [day, word] of [
    [dayMonth?.[1], dayMonth?.[2]],
    [monthDay?.[2], monthDay?.[1]],
  ] as [string | undefined, string | undefined][]) {
    const month = word ? monthOf(word) : -1;
    if (!day || month < 0) continue;
    const year = Number(today.slice(0, 4));
    let date = `${year}-${pad(month + 1)}-${pad(Number(day))}`;
    if (date < today) date = `${year + 1}-${pad(month + 1)}-${pad(Number(day))}`;
    if (!Number.isNaN(Date.parse(date))) return date;
  }
  const ordinal = /\b(?:the )?(\d{1,2})(?:st|nd|rd|th)\b/.exec(text);
  if (ordinal) return dayOfMonth(today, Number(ordinal[1]));
  return null;
}

/** The ISO week of a day, e.g. 2026-W48: the key that makes a weekly check-in once a week. */
export function isoWeek(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${pad(week)}`;
}
