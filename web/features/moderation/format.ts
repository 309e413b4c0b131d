/** The spec's fallback when a date cannot be shown. */
export function formatDate(value: string | number | Date | null | undefined, withTime = false) {
  if (value === null || value === undefined) return 'Unknown date';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  return withTime ? date.toLocaleString() : date.toLocaleDateString();
}

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
