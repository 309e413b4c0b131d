/**
 * The community's limits and choices, apart from its schemas (community.ts) so that a page can show
 * a limit without loading the validation library.
 */
export const POST_MAX_LENGTH = 300;
export const MAX_MEDIA = 4;
export const FEED_PAGE_SIZE = 10;
export const IMAGE_MAX_MB = 5;
export const VIDEO_MAX_MB = 20;
export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const POST_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const FEED_CONTENT_TYPES = ['all', 'posts', 'blogs'] as const;
export const FEED_SOURCES = ['everyone', 'friends', 'following'] as const;
export const FEED_SORTS = ['recent', 'popular', 'trending'] as const;
export const SEARCH_TABS = ['all', 'posts', 'people', 'hashtags', 'preview'] as const;
export const SEARCH_SORTS = ['relevance', 'recent'] as const;
export const COUNTER_TYPES = ['all', 'posts', 'blogs', 'following'] as const;
export const EMOJIS = ['😀', '😂', '😍', '🥳', '😎', '🤩', '👍', '🙏', '💪', '🔥', '🎉', '❤️', '🌍', '🏔️', '✨'] as const;

export type FeedContentType = (typeof FEED_CONTENT_TYPES)[number];
export type FeedSource = (typeof FEED_SOURCES)[number];
export type FeedSort = (typeof FEED_SORTS)[number];
export type CounterType = (typeof COUNTER_TYPES)[number];

export const ALT_MAX_LENGTH = 300;

/** Most characters of a post's location (the composer's 'Where was this?'). */
export const POST_LOCATION_MAX = 120;

/** Most characters of a comment on a post, or of a reply to one. */
export const COMMENT_MAX_LENGTH = 2000;
