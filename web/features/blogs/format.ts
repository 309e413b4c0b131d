/** A blog date such as "3 Nov 2026"; the spec's 'Unknown date' when it cannot be read. */
export function blogDate(iso: string | null | undefined) {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return 'Unknown date';
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago"; the spec's 'some time ago' when the date cannot be read. */
export function timeAgo(iso: string | null | undefined, now = Date.now()) {
  const t = iso ? new Date(iso).getTime() : Number.NaN;
  if (Number.isNaN(t)) return 'some time ago';
  const seconds = Math.round((now - t) / 1000);
  if (seconds < 45) return 'just now';
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return rtf.format(-Math.floor(seconds / size), unit);
  }
  return rtf.format(-1, 'minute');
}

export const authorName = (a: { first_name: string; last_name: string | null }) =>
  [a.first_name, a.last_name].filter(Boolean).join(' ');
