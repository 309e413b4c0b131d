import * as v from 'valibot';
import { maxChars } from './characters';
import { BLOG_SORTS, BLOG_STATUSES, COAUTHOR_ROLES, VISIBILITIES } from './enums';

export { BLOG_SORTS };

export const BLOG_PAGE_SIZE = 10;
export const BLOG_COMMENTS_PAGE = 10;
export const BLOG_POPULAR_TAGS = ['Adventure', 'Travel', 'Fitness', 'Food', 'Learning', 'Creative'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];
export const BLOG_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🎉', '🔥', '👏'] as const;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  signedOut: 'You must be signed in to save a blog',
  notFound: 'Blog not found',
  noView: "You don't have permission to view this blog",
  noEdit: 'You do not have permission to edit this blog',
  noDelete: "You don't have permission to delete this blog",
  created: 'Blog created successfully',
  updated: 'Blog updated successfully',
  coverTooLarge: 'Image must be smaller than 5MB',
  coverType: 'Only JPG, PNG, and WebP images are supported',
  coverFailed: 'Failed to upload cover image',
} as const;

const MAX_TAGS = 10;
/** Most characters of a blog's tag: longer ones are cut to it (cleanTags), and the tag filter takes no more. */
export const BLOG_TAG_MAX = 30;
/** Most characters of a blog's title. */
export const BLOG_TITLE_MAX = 200;
/** Most characters of a blog's subtitle. */
export const BLOG_SUBTITLE_MAX = 300;
/** Most characters of the blog list's search text. */
export const BLOG_SEARCH_MAX = 200;
/** Most characters of a comment on a blog, or of a reply to one. */
export const BLOG_COMMENT_MAX = 2000;

/** Tags: trimmed, empty ones and duplicates (any case) ignored. */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ').slice(0, BLOG_TAG_MAX);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

const title = v.pipe(
  v.string(BLOG_MESSAGES.titleRequired),
  v.trim(),
  v.nonEmpty(BLOG_MESSAGES.titleRequired),
  maxChars(BLOG_TITLE_MAX, 'Title must be 200 characters or fewer'),
);
/** An empty subtitle is left out (stored as null). */
const subtitle = v.pipe(
  v.nullable(v.string()),
  v.transform((s) => s?.trim() || null),
  v.check((s) => (s?.length ?? 0) <= BLOG_SUBTITLE_MAX, 'Subtitle must be 300 characters or fewer'),
);
const content = v.pipe(v.string(BLOG_MESSAGES.contentRequired), v.maxLength(400_000, 'The blog is too long to save'));
const tags = v.pipe(
  v.array(v.pipe(v.string(), maxChars(100))),
  v.transform(cleanTags),
  v.maxLength(MAX_TAGS, `A blog can have at most ${MAX_TAGS} tags`),
);
/** Covers are files this product stored (see the cover upload route). */
const coverUrl = v.nullable(
  v.pipe(v.string(), v.regex(/^\/media\/blog-covers\/[\w-]+\/[\w.-]+$/, 'Upload the cover image again')),
);
const seo = {
  seo_title: v.optional(v.nullable(v.pipe(v.string(), v.trim(), maxChars(200)))),
  seo_description: v.optional(v.nullable(v.pipe(v.string(), v.trim(), maxChars(500)))),
  seo_keywords: v.optional(v.nullable(v.pipe(v.string(), v.trim(), maxChars(300)))),
  canonical_url: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(500),
        v.regex(/^(https?:\/\/\S+)?$/, 'Canonical URL must start with https://'),
      ),
    ),
  ),
};

export const BlogCreateInput = v.object({
  title,
  subtitle: v.optional(subtitle, null),
  content,
  cover_image_url: v.optional(coverUrl, null),
  tags: v.optional(tags, []),
  visibility: v.optional(v.picklist(VISIBILITIES), 'public'),
  status: v.optional(v.picklist(BLOG_STATUSES), 'draft'),
  ...seo,
});
export type BlogCreateInput = v.InferInput<typeof BlogCreateInput>;

/** Only supplied fields change. */
export const BlogUpdateInput = v.object({
  title: v.optional(title),
  subtitle: v.optional(subtitle),
  content: v.optional(content),
  cover_image_url: v.optional(coverUrl),
  tags: v.optional(tags),
  visibility: v.optional(v.picklist(VISIBILITIES)),
  status: v.optional(v.picklist(BLOG_STATUSES)),
  ...seo,
});
export type BlogUpdateInput = v.InferInput<typeof BlogUpdateInput>;

/** Autosave never touches status or visibility: it cannot publish by itself. */
export const BlogAutosaveInput = v.object({
  title: v.optional(v.pipe(v.string(), v.trim(), maxChars(BLOG_TITLE_MAX))),
  subtitle: v.optional(subtitle),
  content: v.optional(content),
  cover_image_url: v.optional(coverUrl),
  tags: v.optional(tags),
});

const pageNumber = v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number));
export const BlogListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), maxChars(BLOG_SEARCH_MAX))),
  tag: v.optional(v.pipe(v.string(), v.trim(), maxChars(BLOG_TAG_MAX))),
  sort: v.optional(v.fallback(v.picklist(BLOG_SORTS), 'date'), 'date'),
  dir: v.optional(v.fallback(v.picklist(['asc', 'desc']), 'desc'), 'desc'),
  offset: v.optional(pageNumber, '0'),
  userId: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

export const CursorQuery = v.object({ cursor: v.optional(v.pipe(v.string(), v.maxLength(200))) });
export const BlogIdParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
export const BlogCommentParams = v.object({ commentId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

export const BlogCommentInput = v.object({
  content: v.pipe(
    v.string('Content is required'),
    v.trim(),
    v.nonEmpty('Content is required'),
    maxChars(BLOG_COMMENT_MAX, 'Comments must be 2000 characters or fewer'),
  ),
  parent_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
});
export const ReactionInput = v.object({ emoji: v.picklist(BLOG_REACTIONS, 'Choose one of the offered reactions') });
export const CoauthorInput = v.object({
  username: v.pipe(v.string('Enter a username'), v.trim(), v.nonEmpty('Enter a username'), v.maxLength(40)),
  role: v.picklist(COAUTHOR_ROLES, 'Choose writer, editor or viewer'),
});
export const CoauthorParams = v.object({
  id: v.pipe(v.string(), v.maxLength(64)),
  userId: v.pipe(v.string(), v.maxLength(64)),
});

export type AuthorDto = {
  id: string;
  username: string;
  first_name: string;
  last_name: string | null;
  avatar_url: string | null;
};

export type BlogCardDto = {
  id: string;
  title: string;
  subtitle: string | null;
  excerpt: string;
  cover_image_url: string | null;
  tags: string[];
  status: 'draft' | 'published';
  visibility: 'public' | 'friends' | 'private';
  views_count: number;
  likes_count: number;
  comments_count: number;
  reading_minutes: number;
  created_at: string;
  published_at: string | null;
  author: AuthorDto;
};

export type CoauthorDto = { role: (typeof COAUTHOR_ROLES)[number]; user: AuthorDto };
export type ReactionGroupDto = { emoji: string; count: number; reacted: boolean };

export type BlogDetailDto = BlogCardDto & {
  content: string;
  shares_count: number;
  updated_at: string;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  canonical_url: string | null;
  liked_by_me: boolean;
  saved_by_me: boolean;
  my_role: 'author' | (typeof COAUTHOR_ROLES)[number] | null;
  can_edit: boolean;
  /** An admin reading a member's blog may edit it as staff (the reading page only). */
  can_edit_as_staff?: boolean;
  /** The editor is open by an admin editing a member's blog as staff (the edit view only). */
  by_staff?: boolean;
  coauthors: CoauthorDto[];
  reactions: ReactionGroupDto[];
};

type BlogCommentFields = {
  id: string;
  content: string;
  created_at: string;
  updated_at: string;
  parent_id: string | null;
  author: AuthorDto;
  can_delete: boolean;
  reply_count: number;
};
/** A reply: replies to a reply join its comment's thread, so a reply has none of its own. */
export type BlogReplyDto = BlogCommentFields & { replies: [] };
/** A comment with its thread of replies (one level: the wire's type is not recursive). */
export type BlogCommentDto = BlogCommentFields & { replies: BlogReplyDto[] };

export type BlogListResult = { items: BlogCardDto[]; total: number; nextOffset: number | null };
export type SavedBlogsResult = { items: { saved_at: string; blog: BlogCardDto }[]; nextCursor: string | null };
