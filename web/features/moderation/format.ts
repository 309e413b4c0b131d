import { formatDateTime, formatDate as formatDay } from '@/lib/format';

/** A date, with its time when asked; 'Unknown date' when it cannot be shown. */
export const formatDate = (value: string | number | Date | null | undefined, withTime = false) =>
  withTime ? formatDateTime(value) : formatDay(value);

export const ACTION_NAMES = {
  warning: 'Warning',
  post_removal: 'Post removed',
  suspension: 'Suspension',
  ban: 'Ban',
} as const;

export const TARGET_NAMES = {
  post: 'Post',
  comment: 'Comment',
  blog: 'Blog',
  blog_comment: 'Blog comment',
  custom_activity: 'Custom activity',
  profile: 'User',
  message: 'Message',
} as const;
