/** The first and the last day a member may give as a date: a target, a step's due date, a reminder's day. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

export const DATE_MESSAGES = {
  target: 'Target date must be a date',
  due: 'Due date must be a date',
  coach: 'Please choose a date',
} as const;

/** A day that exists on the calendar (not 30 February), in any year, as YYYY-MM-DD. */
export function isRealDay(d: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const day = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(d);
}

/** A day that exists on the calendar (not 30 February), from 2000 to 2100, as YYYY-MM-DD. */
export const isCalendarDay = (d: string) => d >= FIRST_DAY && d <= LAST_DAY && isRealDay(d);
