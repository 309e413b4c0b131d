const UNITS: [unit: string, days: number, lastOne: string][] = [
  ['year', 365, 'last year'],
  ['month', 30, 'last month'],
  ['week', 7, 'last week'],
];

/**
 * '3 hours ago', 'yesterday', 'just now' for an age in seconds, with the count written by
 * `count` ("1,200 days"), for the app (rendered by the Worker and in the browser).
 *
 * Days are the reader's calendar days (`calendarDays`: how many midnights on their clock lie
 * between the moment and now), not periods of 24 hours: something posted at 23:50 is 'yesterday'
 * at 00:30, and something posted 20 hours ago earlier today is '20 hours ago'. Without it, the
 * days are counted from the elapsed time.
 */
export function timeAgoText(
  seconds: number,
  count: (n: number, singular: string, plural: string) => string,
  calendarDays = Math.floor(seconds / 86_400),
) {
  if (seconds < 45) return 'just now';
  if (calendarDays <= 0) {
    if (seconds >= 3_600) return `${count(Math.floor(seconds / 3_600), 'hour', 'hours')} ago`;
    return `${count(Math.max(1, Math.floor(seconds / 60)), 'minute', 'minutes')} ago`;
  }
  for (const [unit, days, lastOne] of UNITS) {
    if (calendarDays < days) continue;
    const n = Math.floor(calendarDays / days);
    return n === 1 ? lastOne : `${count(n, unit, `${unit}s`)} ago`;
  }
  return calendarDays === 1 ? 'yesterday' : `${count(calendarDays, 'day', 'days')} ago`;
}
