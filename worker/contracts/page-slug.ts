/**
 * Lower-case; anything but a-z, 0-9 and hyphen becomes a hyphen. A '/' is kept between path
 * segments (legal/terms, help/faqs) and empty segments are dropped.
 */
export const normaliseSlug = (slug: string) =>
  slug
    .trim()
    .toLowerCase()
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/[^a-z0-9-]/g, '-'))
    .join('/');

/** Old slugs that moved. */
export const SLUG_ALIASES: Record<string, string> = { about: 'about-us', 'legal-terms': 'legal/terms' };

/** First path segments the app's own screens answer, where a static page would never be seen. */
const RESERVED = new Set([
  'activities',
  'activity',
  'admin',
  'api',
  'art',
  'auth',
  'blog',
  'coach',
  'confirm-account',
  'confirm-email',
  'contact',
  'dev',
  'forgot-password',
  'media',
  'messages',
  'notifications',
  'onboarding',
  'post',
  'profile',
  'quiz',
  'reset-password',
  'restricted',
  'settings',
  'sign-in',
  'welcome',
]);
const RESERVED_COMMUNITY = new Set(['saved', 'search', 'hashtag', 'post']);

export function isReservedSlug(slug: string) {
  const [first = '', second] = slug.split('/');
  if (RESERVED.has(first) || SLUG_ALIASES[slug]) return true;
  return first === 'community' && (second === undefined || RESERVED_COMMUNITY.has(second));
}

/** Keywords are split on commas, trimmed, and empties dropped. */
export const splitKeywords = (text: string) =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
