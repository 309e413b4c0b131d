import { asc, count, eq, sql } from 'drizzle-orm';
import type { BlogDetailDto, ReactionGroupDto } from '../../contracts/blogs';
import { BLOG_REACTIONS } from '../../contracts/blogs';
import type { Db } from '../../db/client';
import { blogCoauthors, blogLikes, blogReactions, profiles, userBlogSaves } from '../../db/schema';
import { sanitizeRichHtml } from '../../lib/sanitize';
import type { BlogAccess } from './access';
import { authorDetails, authorOf, readingMinutes } from './dto';

/** Reactions by emoji in the offered order, with the viewer's own marked. */
export async function reactionGroups(db: Db, viewerId: string | null, blogId: string): Promise<ReactionGroupDto[]> {
  const rows = await db
    .select({
      emoji: blogReactions.emoji,
      n: count(),
      mine: sql<number>`sum(case when ${blogReactions.userId} = ${viewerId ?? ''} then 1 else 0 end)`,
    })
    .from(blogReactions)
    .where(eq(blogReactions.blogId, blogId))
    .groupBy(blogReactions.emoji);
  const order = (e: string) => (BLOG_REACTIONS as readonly string[]).indexOf(e);
  return rows
    .map((r) => ({ emoji: r.emoji, count: r.n, reacted: Number(r.mine) > 0 }))
    .sort((a, b) => order(a.emoji) - order(b.emoji));
}

/** A blog as its page shows it: author, coauthors, liked/saved by the viewer, grouped reactions. */
export async function blogDetail(db: Db, viewerId: string | null, access: BlogAccess): Promise<BlogDetailDto> {
  const { blog, role } = access;
  const me = viewerId ?? '';
  const [[author], coauthors, [flags], reactions, content] = await Promise.all([
    db
      .select({ profile: profiles, details: authorDetails(viewerId) })
      .from(profiles)
      .where(eq(profiles.id, blog.userId)),
    db
      .select({ role: blogCoauthors.role, profile: profiles, details: authorDetails(viewerId) })
      .from(blogCoauthors)
      .innerJoin(profiles, eq(profiles.id, blogCoauthors.userId))
      .where(eq(blogCoauthors.blogId, blog.id))
      .orderBy(asc(blogCoauthors.createdAt)),
    db
      .select({
        liked: sql<number>`exists(select 1 from ${blogLikes} where ${blogLikes.blogId} = ${blog.id} and ${blogLikes.userId} = ${me})`,
        saved: sql<number>`exists(select 1 from ${userBlogSaves} where ${userBlogSaves.blogId} = ${blog.id} and ${userBlogSaves.userId} = ${me})`,
      })
      .from(sql`(select 1)`),
    reactionGroups(db, viewerId, blog.id),
    // Sanitised again on the way out: rows written before a rule change (or by the seed) are safe too.
    sanitizeRichHtml(blog.content),
  ]);
  if (!author) throw new Error('blog author missing');
  return {
    id: blog.id,
    title: blog.title,
    subtitle: blog.subtitle,
    excerpt: blog.searchText.slice(0, 240),
    content,
    cover_image_url: blog.coverImageUrl,
    tags: blog.tags,
    status: blog.status,
    visibility: blog.visibility,
    views_count: blog.viewsCount,
    likes_count: blog.likesCount,
    comments_count: blog.commentsCount,
    shares_count: blog.sharesCount,
    reading_minutes: readingMinutes(blog.searchText.length),
    created_at: blog.createdAt.toISOString(),
    updated_at: blog.updatedAt.toISOString(),
    published_at: blog.publishedAt?.toISOString() ?? null,
    seo_title: blog.seoTitle,
    seo_description: blog.seoDescription,
    seo_keywords: blog.seoKeywords,
    canonical_url: blog.canonicalUrl,
    author: authorOf(author.profile, author.details),
    coauthors: coauthors.map((c) => ({ role: c.role, user: authorOf(c.profile, c.details) })),
    liked_by_me: Boolean(flags?.liked),
    saved_by_me: Boolean(flags?.saved),
    reactions,
    my_role: role,
    can_edit: access.canEdit,
  };
}
