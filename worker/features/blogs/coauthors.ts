import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCoauthors, blogs, profiles } from '../../db/schema';
import { fail } from '../../lib/errors';
import { type Actor, authorize } from '../../policy';
import { relationBetween } from '../../policy/relations';
import { type Notifier, notify } from '../notifications/service';

async function ownBlog(db: Db, actor: Actor, blogId: string) {
  const [blog] = await db.select().from(blogs).where(eq(blogs.id, blogId));
  if (!blog) throw fail(404, 'NOT_FOUND', 'Blog not found');
  authorize(actor, 'blog:manage-coauthors', { ownerId: blog.userId });
  return blog;
}

/**
 * The author invites a member as writer, editor or viewer (or changes their role). A member added
 * to the blog is told so; a change of role is not a new notification.
 */
export async function setCoauthor(
  db: Db,
  notifier: Notifier,
  actor: Actor,
  blogId: string,
  input: { username: string; role: 'writer' | 'editor' | 'viewer' },
) {
  const actorId = actor.id;
  const blog = await ownBlog(db, actor, blogId);
  const [member] = await db
    .select()
    .from(profiles)
    .where(sql`lower(${profiles.username}) = ${input.username.replace(/^@/, '').toLowerCase()}`);
  // A member in a block with the author is reported exactly like one that does not exist.
  if (!member || (await relationBetween(db, actorId, member.id)).blocked) {
    throw fail(404, 'NOT_FOUND', 'No member with that username');
  }
  if (member.id === actorId) throw fail(400, 'VALIDATION', 'You are already the author of this blog');
  const [existing] = await db
    .select({ role: blogCoauthors.role })
    .from(blogCoauthors)
    .where(and(eq(blogCoauthors.blogId, blogId), eq(blogCoauthors.userId, member.id)));
  await db
    .insert(blogCoauthors)
    .values({ blogId, userId: member.id, role: input.role })
    .onConflictDoUpdate({ target: [blogCoauthors.blogId, blogCoauthors.userId], set: { role: input.role } });
  if (!existing) {
    await notify(db, notifier, {
      userId: member.id,
      actorId,
      type: 'blog_coauthor',
      entityId: blogId,
      data: { title: blog.title.slice(0, 140), role: input.role },
    });
  }
  return { user_id: member.id, role: input.role };
}

/** The author removes a coauthor, or a coauthor leaves. */
export async function removeCoauthor(db: Db, actor: Actor, blogId: string, userId: string) {
  const [blog] = await db.select({ owner: blogs.userId }).from(blogs).where(eq(blogs.id, blogId));
  if (!blog) throw fail(404, 'NOT_FOUND', 'Blog not found');
  authorize(actor, 'blog:remove-coauthor', { ownerId: blog.owner, subject: { id: userId } });
  await db.delete(blogCoauthors).where(and(eq(blogCoauthors.blogId, blogId), eq(blogCoauthors.userId, userId)));
}
