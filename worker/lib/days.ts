import { sql } from 'drizzle-orm';
import { TIMEZONES } from '../contracts/options';
import { type TimeZone, wallClock } from '../contracts/time-zones';

/** Calendar days as YYYY-MM-DD strings; members' days in their own time zones. */

export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whole days from one day to another. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A member's today, in their time zone (UTC when they have none or it is not a real one). */
export function todayFor(timezone: string | null, now = new Date()) {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone || 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** A member's clock now (HH:MM, 24-hour), in their time zone (UTC when they have none or it is not a real one). */
export function clockFor(timezone: string | null, now = new Date()) {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone || 'UTC',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
  } catch {
    return now.toISOString().slice(11, 16);
  }
}

/**
 * A day in words for a sentence ("today", "tomorrow", "Fri 27 Nov"; "Fri, Nov 27" in the US),
 * with the year when it is not this one.
 */
export function sayDay(date: string, today: string, country: string | null = null) {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(country === 'US' ? 'en-US' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The hour from which a member's reminders of the day are sent, on their own clock. */
export const MORNING_HOUR = 8;

/**
 * The time zones where `now` is at or past the morning of their day, each with that day: the
 * hourly Cron sends a zone's reminders of the day from its first run after 8 am there (what is
 * sent is recorded, so later runs that day send nothing twice).
 */
export function zonesInTheirMorning(now: Date, day?: string): { zone: TimeZone; today: string }[] {
  // A given day (trying the jobs out, the bench): that day in every zone.
  if (day) return TIMEZONES.map(({ value: zone }) => ({ zone, today: day }));
  return TIMEZONES.map(({ value: zone }) => ({ zone, clock: wallClock(zone, now.getTime()) }))
    .filter(({ clock }) => clock.getUTCHours() >= MORNING_HOUR)
    .map(({ zone, clock }) => ({ zone, today: clock.toISOString().slice(0, 10) }));
}

/**
 * Every time zone with its day and time of day at `now` (HH:MM): the hourly Cron sends what is due
 * by then. With a given day (trying the jobs out, the bench): the end of that day in every zone.
 */
export function zonesNow(now: Date, day?: string): { zone: TimeZone; today: string; time: string }[] {
  if (day) return TIMEZONES.map(({ value: zone }) => ({ zone, today: day, time: '23:59' }));
  return TIMEZONES.map(({ value: zone }) => {
    const clock = wallClock(zone, now.getTime()).toISOString();
    return { zone, today: clock.slice(0, 10), time: clock.slice(11, 16) };
  });
}

/** A member's time zone in SQL (`profiles` as `p`): their profile's, UTC when they have none. */
export const memberZoneSql = (profiles = sql.raw('p')) =>
  sql`case when ${profiles}.timezone in (${sql.join(
    TIMEZONES.map((t) => sql`${t.value}`),
    sql`, `,
  )}) then ${profiles}.timezone else 'UTC' end`;
