/** Lower-case; anything but a-z, 0-9, hyphen and the path separator becomes a hyphen. */
export const normaliseSlug = (slug: string) =>
  slug
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map((part) => part.replace(/[^a-z0-9-]/g, '-'))
    .join('/');

/** Old slugs that moved. */
export const SLUG_ALIASES: Record<string, string> = { about: 'about-us', 'legal-terms': 'legal/terms' };
