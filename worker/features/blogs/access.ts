import { eq, type SQL, sql } from 'drizzle-orm';
import { BLOG_MESSAGES } from '../../contracts/blogs';
import type { Db } from '../../db/client';
import { type BlogRow, blogs } from '../../db/schema';
import { fail } from '../../lib/errors';
import { type Actor, can } from '../../policy';
import { type BlogRole, blogRoleOf, roleMayEdit } from '../../policy/blog-roles';
import { contentRelationBetween } from '../../policy/relations';
import { blogVisible, notBlockedWith as notBlockedWithOwner, visibleTo } from '../../policy/visibility';

export type { BlogRole };

export type BlogAccess = {
  blog: BlogRow;
  role: BlogRole | null;
  canView: boolean;
  canEdit: boolean;
  /** An admin editing a member's blog as staff: the edit is recorded in content_edits. */
  byStaff?: boolean;
};

/**
 * Who may read and edit a blog: its author and coauthors always; anyone else once it is published,
 * by the visibility rule (policy/visibility.ts). Writers and editors may update; viewers only read.
 */
export async function blogAccess(db: Db, viewerId: string | null, id: string): Promise<BlogAccess> {
  const [blog] = await db.select().from(blogs).where(eq(blogs.id, id));
  if (!blog) throw fail(404, 'NOT_FOUND', BLOG_MESSAGES.notFound);
  const role = await blogRoleOf(db, blog, viewerId);
  let canView = role !== null;
  if (!canView && blog.status === 'published') {
    canView = visibleTo(
      blog.visibility,
      viewerId,
      blog.userId,
      await contentRelationBetween(db, viewerId, blog.userId),
    );
  }
  return { blog, role, canView, canEdit: roleMayEdit(role) };
}

/** Loads a blog the viewer may read, or answers 404 'Blog not found' / 403 'You don't have permission to view this blog'. */
export async function viewableBlog(db: Db, viewerId: string | null, id: string) {
  const access = await blogAccess(db, viewerId, id);
  if (!access.canView) throw fail(403, 'FORBIDDEN', BLOG_MESSAGES.noView);
  return access;
}

/** The author and writer or editor coauthors may edit; an admin may edit anyone's blog as staff. */
export async function editableBlog(db: Db, editor: Actor, id: string): Promise<BlogAccess> {
  const access = await blogAccess(db, editor.id, id);
  if (access.canEdit) return access;
  if (can(editor, 'content:edit-any')) return { ...access, canView: true, canEdit: true, byStaff: true };
  throw fail(403, 'FORBIDDEN', BLOG_MESSAGES.noEdit);
}

/**
 * The same view rule as a SQL condition over `blogs`, for lists and the community's mixed feed:
 * `db.select().from(blogs).where(blogVisibleTo(viewerId))`.
 */
export function blogVisibleTo(viewerId: string | null): SQL {
  return blogVisible(viewerId, 'blogs');
}

/** Blogs by members in a block with the viewer stay out of public lists. */
export const notBlockedWith = (viewerId: string | null): SQL => notBlockedWithOwner(viewerId, sql`${blogs.userId}`);
