import { formatDate, formatTime } from '@/lib/format';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

const valid = (iso: string | null | undefined) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** A thread list time: the clock today, the weekday this week, else the date; 'Unknown time' when missing. */
export function threadTime(iso: string | null | undefined, now = new Date()) {
  const d = valid(iso);
  if (!d) return 'Unknown time';
  if (sameDay(d, now)) return formatTime(d);
  const days = (now.getTime() - d.getTime()) / 86_400_000;
  if (days < 7) return formatDate(d, 'weekday');
  return formatDate(d, days > 300 ? 'medium' : 'dayMonth');
}

export const messageTime = (iso: string) => formatTime(iso);

/** The label of a day separator: Today, Yesterday, or the date. */
export function dayLabel(iso: string, now = new Date()) {
  const d = valid(iso);
  if (!d) return 'Unknown time';
  if (sameDay(d, now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(d, yesterday)) return 'Yesterday';
  return formatDate(d, 'full');
}

export const dayKey = (iso: string) => valid(iso)?.toDateString() ?? 'unknown';

/** Splits text into plain runs and http(s) links, for rendering as React nodes (never as HTML). */
export function linkify(text: string): ({ text: string } | { href: string; text: string })[] {
  const parts: ({ text: string } | { href: string; text: string })[] = [];
  const pattern = /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    let url = match[0];
    // Trailing punctuation belongs to the sentence, not the link.
    const trailing = /[.,!?;:)\]]+$/.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ href: url.startsWith('www.') ? `https://${url}` : url, text: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
