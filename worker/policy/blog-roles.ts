import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogCoauthors } from '../db/schema';

/** A member's part in one blog: its author, a coauthor who writes, edits or only views, or none. */
export type BlogRole = 'author' | 'writer' | 'editor' | 'viewer';

/** The viewer's role in a blog (whose author is `blog.userId`). */
export async function blogRoleOf(
  db: Db,
  blog: { id: string; userId: string },
  viewerId: string | null,
): Promise<BlogRole | null> {
  if (!viewerId) return null;
  if (viewerId === blog.userId) return 'author';
  const [co] = await db
    .select({ role: blogCoauthors.role })
    .from(blogCoauthors)
    .where(and(eq(blogCoauthors.blogId, blog.id), eq(blogCoauthors.userId, viewerId)));
  return co?.role ?? null;
}

/** The author and writer or editor coauthors may edit a blog; a viewer coauthor only reads it. */
export const roleMayEdit = (role: BlogRole | null) => role === 'author' || role === 'writer' || role === 'editor';

/** The same rule in SQL, for a list of blogs: the member may edit the blog `blogId` (a column). */
export const mayEditBlogSql = (memberId: string, blogId: SQLWrapper, authorId: SQLWrapper) =>
  sql`(${authorId} = ${memberId} or exists(select 1 from blog_coauthors bc where bc.blog_id = ${blogId} and bc.user_id = ${memberId} and bc.role in ('writer', 'editor')))`;
