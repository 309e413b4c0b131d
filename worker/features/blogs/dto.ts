import { sql } from 'drizzle-orm';
import type { AuthorDto, BlogCardDto } from '../../contracts/blogs';
import { blogs, profiles } from '../../db/schema';
import { memberDetailsVisible } from '../../policy/visibility';

/**
 * Columns for a blog card: everything but the full content, with the author joined as the viewer
 * may see them (a locked or friends-only author's last name only for those their profile shows it to).
 */
export const cardColumns = (viewerId: string | null) => ({
  id: blogs.id,
  title: blogs.title,
  subtitle: blogs.subtitle,
  excerpt: sql<string>`substr(${blogs.searchText}, 1, 240)`,
  textLength: sql<number>`length(${blogs.searchText})`,
  coverImageUrl: blogs.coverImageUrl,
  tags: blogs.tags,
  status: blogs.status,
  visibility: blogs.visibility,
  viewsCount: blogs.viewsCount,
  likesCount: blogs.likesCount,
  commentsCount: blogs.commentsCount,
  createdAt: blogs.createdAt,
  publishedAt: blogs.publishedAt,
  authorId: profiles.id,
  authorUsername: profiles.username,
  authorFirstName: profiles.firstName,
  authorLastName: sql<
    string | null
  >`case when ${memberDetailsVisible(viewerId, profiles.id, profiles.privacySettings)} then ${profiles.lastName} end`,
  authorAvatarUrl: profiles.avatarUrl,
});

export type CardRow = {
  id: string;
  title: string;
  subtitle: string | null;
  excerpt: string;
  textLength: number;
  coverImageUrl: string | null;
  tags: string[];
  status: 'draft' | 'published';
  visibility: 'public' | 'friends' | 'private';
  viewsCount: number;
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  publishedAt: Date | null;
  authorId: string;
  authorUsername: string;
  authorFirstName: string;
  authorLastName: string | null;
  authorAvatarUrl: string | null;
};

/** About 200 words a minute, at roughly six characters a word including the space. */
export const readingMinutes = (textLength: number) => Math.max(1, Math.round(textLength / 1200));

/** A member as the viewer may see them: `details` is `memberDetailsVisible` read for this viewer. */
export const authorOf = (
  p: { id: string; username: string; firstName: string; lastName: string | null; avatarUrl: string | null },
  details: unknown,
): AuthorDto => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: details ? p.lastName : null,
  avatar_url: p.avatarUrl,
});

/** The `details` column for `authorOf`, over the joined profiles row. */
export const authorDetails = (viewerId: string | null) =>
  sql<number>`${memberDetailsVisible(viewerId, profiles.id, profiles.privacySettings)}`;

export function toCard(r: CardRow): BlogCardDto {
  const excerpt = r.excerpt.length >= 240 ? `${r.excerpt.slice(0, r.excerpt.lastIndexOf(' ', 220))}…` : r.excerpt;
  return {
    id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    excerpt,
    cover_image_url: r.coverImageUrl,
    tags: r.tags,
    status: r.status,
    visibility: r.visibility,
    views_count: r.viewsCount,
    likes_count: r.likesCount,
    comments_count: r.commentsCount,
    reading_minutes: readingMinutes(r.textLength),
    created_at: r.createdAt.toISOString(),
    published_at: r.publishedAt?.toISOString() ?? null,
    author: {
      id: r.authorId,
      username: r.authorUsername,
      first_name: r.authorFirstName,
      last_name: r.authorLastName,
      avatar_url: r.authorAvatarUrl,
    },
  };
}
