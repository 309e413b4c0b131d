const UNITS: [unit: string, seconds: number, lastOne: string | null][] = [
  ['year', 31_536_000, 'last year'],
  ['month', 2_592_000, 'last month'],
  ['week', 604_800, 'last week'],
  ['day', 86_400, 'yesterday'],
  ['hour', 3_600, null],
  ['minute', 60, null],
];

/**
 * '3 hours ago', 'yesterday', 'just now' for an age in seconds, with the count written by
 * `count` ("1,200 days"), for the app (rendered by the Worker and in the browser).
 */
export function timeAgoText(seconds: number, count: (n: number, singular: string, plural: string) => string) {
  if (seconds < 45) return 'just now';
  for (const [unit, size, lastOne] of UNITS) {
    if (seconds < size) continue;
    const n = Math.floor(seconds / size);
    return n === 1 && lastOne ? lastOne : `${count(n, unit, `${unit}s`)} ago`;
  }
  return '1 minute ago';
}
