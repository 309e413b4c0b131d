import { formatDate, timeAgo } from '@/lib/format';

/** A blog date such as "3 Nov 2026"; 'Unknown date' when it cannot be read. */
export const blogDate = (iso: string | null | undefined) => formatDate(iso, 'medium');

/** "5 minutes ago"; 'some time ago' when the date cannot be read. */
export { timeAgo };

export const authorName = (a: { first_name: string; last_name: string | null }) =>
  [a.first_name, a.last_name].filter(Boolean).join(' ');
