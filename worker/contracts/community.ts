import * as v from 'valibot';
import { maxChars } from './characters';
import {
  ALT_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COUNTER_TYPES,
  FEED_CONTENT_TYPES,
  FEED_SORTS,
  FEED_SOURCES,
  MAX_MEDIA,
  POST_LOCATION_MAX,
  POST_MAX_LENGTH,
  SEARCH_SORTS,
  SEARCH_TABS,
} from './community-limits';
import { SHARE_PLATFORMS, VISIBILITIES } from './enums';

export * from './community-limits';

/** A file uploaded for a post: where it lives, whether it plays or shows, and what it shows. */
export const MediaItem = v.object({
  url: v.pipe(v.string(), v.maxLength(300)),
  type: v.picklist(['image', 'video'], 'Invalid media type'),
  alt: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      maxChars(ALT_MAX_LENGTH, `Image descriptions can be at most ${ALT_MAX_LENGTH} characters`),
    ),
  ),
});

const content = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  maxChars(POST_MAX_LENGTH, `Post exceeds maximum length of ${POST_MAX_LENGTH} characters`),
);
const optionalText = (max: number, message: string) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), maxChars(max, message))));

const postFields = {
  content,
  media: v.optional(v.pipe(v.array(MediaItem), v.maxLength(MAX_MEDIA, `You can add at most ${MAX_MEDIA} files`)), []),
  visibility: v.optional(v.picklist(VISIBILITIES, 'Invalid visibility'), 'public'),
  location: optionalText(POST_LOCATION_MAX, 'Location must be less than 120 characters'),
  activity_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  custom_activity_id: optionalText(64, 'Invalid activity'),
};

const PostShape = v.strictObject(postFields);

export const CreatePostInput = v.pipe(
  PostShape,
  v.check(
    (i: v.InferOutput<typeof PostShape>) => i.content.length > 0 || i.media.length > 0,
    'Post must contain content or an image',
  ),
);
export type CreatePostInput = v.InferOutput<typeof CreatePostInput>;
export const UpdatePostInput = CreatePostInput;

/** A comment on a post or, with parent_id, a reply to one of its comments. */
export const CommentInput = v.strictObject({
  post_id: v.pipe(v.optional(v.string(), ''), v.minLength(1, 'Post ID is required'), v.maxLength(64)),
  content: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.minLength(1, 'Content is required'),
    maxChars(COMMENT_MAX_LENGTH, 'Comment must be less than 2000 characters'),
  ),
  parent_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
});

export const ShareInput = v.strictObject({
  platform: v.picklist(SHARE_PLATFORMS, 'Invalid share platform'),
});

const flag = v.optional(
  v.pipe(
    v.picklist(['0', '1', 'true', 'false']),
    v.transform((s) => s === '1' || s === 'true'),
  ),
);
const offset = v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Invalid offset'), v.transform(Number)), '0');

export const FeedQuery = v.object({
  content: v.optional(v.picklist(FEED_CONTENT_TYPES, 'Invalid content type'), 'all'),
  source: v.optional(v.picklist(FEED_SOURCES, 'Invalid source'), 'everyone'),
  sort: v.optional(v.picklist(FEED_SORTS, 'Invalid sort'), 'recent'),
  saved: flag,
  trending: flag,
  hashtag: v.optional(v.pipe(v.string(), v.trim(), maxChars(60))),
  user: v.optional(v.pipe(v.string(), v.maxLength(64))),
  offset,
});
export type FeedQuery = v.InferOutput<typeof FeedQuery>;

export const SearchQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), maxChars(100, 'Search is too long')), ''),
  tab: v.optional(v.picklist(SEARCH_TABS, 'Invalid tab'), 'all'),
  sort: v.optional(v.picklist(SEARCH_SORTS, 'Invalid sort'), 'relevance'),
});

export const CounterSeenInput = v.strictObject({ type: v.picklist(COUNTER_TYPES, 'Invalid counter') });
export const CursorQuery = v.object({ cursor: v.optional(v.pipe(v.string(), v.maxLength(64))) });
export const TagSearchQuery = v.object({ q: v.optional(v.pipe(v.string(), v.trim(), maxChars(100)), '') });
export const AdsQuery = v.object({ tags: v.optional(v.pipe(v.string(), v.maxLength(300))) });

export type Author = {
  id: string;
  username: string;
  first_name: string;
  last_name: string | null;
  avatar_url: string | null;
};

export type PostDto = {
  id: string;
  content: string;
  media: { url: string; type: 'image' | 'video'; alt?: string }[];
  visibility: (typeof VISIBILITIES)[number];
  location: string | null;
  activity: { id: number; title: string } | null;
  custom_activity: { id: string; title: string } | null;
  created_at: string;
  edited_at: string | null;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  saves_count: number;
  liked: boolean;
  saved: boolean;
  hashtags: string[];
  author: Author;
};

export type BlogCardDto = {
  id: string;
  title: string;
  subtitle: string | null;
  cover_image_url: string | null;
  tags: string[];
  created_at: string;
  likes_count: number;
  comments_count: number;
  views_count: number;
  saved: boolean;
  author: Author;
};

export type FeedItem = { kind: 'post'; post: PostDto } | { kind: 'blog'; blog: BlogCardDto };

export type CommentDto = {
  id: string;
  post_id: string;
  parent_id: string | null;
  content: string;
  created_at: string;
  author: Author;
};
