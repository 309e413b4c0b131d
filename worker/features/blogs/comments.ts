import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { BLOG_COMMENTS_PAGE, type BlogCommentDto, type BlogReplyDto } from '../../contracts/blogs';
import type { Db } from '../../db/client';
import { blogComments, blogs, profiles } from '../../db/schema';
import { fail } from '../../lib/errors';
import { type Actor, authorize } from '../../policy';
import { notBlockedWith, notMutedBy } from '../../policy/visibility';
import { type Notifier, notify } from '../notifications/service';
import { viewableBlog } from './access';
import { authorDetails, authorOf } from './dto';

/** Comments by members in a block with the viewer, or muted by the viewer, are left out. */
const notBlocked = (viewerId: string | null): SQL =>
  sql`${notBlockedWith(viewerId, blogComments.userId)} and ${notMutedBy(viewerId, blogComments.userId)}`;

type Row = { comment: typeof blogComments.$inferSelect; author: typeof profiles.$inferSelect; details: number };

const fieldsOf = (r: Row, viewerId: string | null, blogOwner: string) => ({
  id: r.comment.id,
  content: r.comment.content,
  created_at: r.comment.createdAt.toISOString(),
  updated_at: r.comment.updatedAt.toISOString(),
  parent_id: r.comment.parentId,
  author: authorOf(r.author, r.details),
  can_delete: viewerId !== null && (viewerId === r.comment.userId || viewerId === blogOwner),
});
const toReply = (r: Row, viewerId: string | null, blogOwner: string): BlogReplyDto => ({
  ...fieldsOf(r, viewerId, blogOwner),
  replies: [],
  reply_count: 0,
});
const toDto = (r: Row, viewerId: string | null, blogOwner: string, replies: BlogReplyDto[] = []): BlogCommentDto => ({
  ...fieldsOf(r, viewerId, blogOwner),
  replies,
  reply_count: replies.length,
});

/** Top-level comments oldest first, 10 a page, each with its replies. */
export async function listComments(db: Db, viewerId: string | null, blogId: string, cursor?: string) {
  const { blog } = await viewableBlog(db, viewerId, blogId);
  const where: SQL[] = [eq(blogComments.blogId, blogId), sql`${blogComments.parentId} is null`, notBlocked(viewerId)];
  const [at, id] = (cursor ?? '').split('_');
  if (at && id && /^\d+$/.test(at)) {
    const when = new Date(Number(at));
    where.push(
      or(gt(blogComments.createdAt, when), and(eq(blogComments.createdAt, when), gt(blogComments.id, id))) as SQL,
    );
  }
  const top = await db
    .select({ comment: blogComments, author: profiles, details: authorDetails(viewerId) })
    .from(blogComments)
    .innerJoin(profiles, eq(profiles.id, blogComments.userId))
    .where(and(...where))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(BLOG_COMMENTS_PAGE + 1);
  const page = top.slice(0, BLOG_COMMENTS_PAGE);
  const replies = page.length
    ? await db
        .select({ comment: blogComments, author: profiles, details: authorDetails(viewerId) })
        .from(blogComments)
        .innerJoin(profiles, eq(profiles.id, blogComments.userId))
        .where(
          and(
            inArray(
              blogComments.parentId,
              page.map((r) => r.comment.id),
            ),
            notBlocked(viewerId),
          ),
        )
        // Every reply of the page's comments: a shared cap would starve the later threads.
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    : [];
  const last = page.at(-1);
  return {
    items: page.map((r) =>
      toDto(
        r,
        viewerId,
        blog.userId,
        replies.filter((x) => x.comment.parentId === r.comment.id).map((x) => toReply(x, viewerId, blog.userId)),
      ),
    ),
    nextCursor:
      top.length > BLOG_COMMENTS_PAGE && last ? `${last.comment.createdAt.getTime()}_${last.comment.id}` : null,
  };
}

/** Adds a comment or a reply (replies to a reply join its thread) and notifies the author. */
export async function addComment(
  db: Db,
  notifier: Notifier,
  viewerId: string,
  blogId: string,
  input: { content: string; parent_id?: string | null },
) {
  const { blog } = await viewableBlog(db, viewerId, blogId);
  let parentId: string | null = null;
  let parentAuthor: string | null = null;
  if (input.parent_id) {
    const [parent] = await db
      .select()
      .from(blogComments)
      .where(and(eq(blogComments.id, input.parent_id), eq(blogComments.blogId, blogId)));
    if (!parent) throw fail(404, 'NOT_FOUND', 'The comment you replied to no longer exists');
    parentId = parent.parentId ?? parent.id;
    parentAuthor = parent.userId;
  }
  // The blog's count moves with the row, by a trigger (migration 0026).
  const [inserted] = await db
    .insert(blogComments)
    .values({ blogId, userId: viewerId, parentId, content: input.content })
    .returning();
  const data = { blogId, title: blog.title.slice(0, 120), commentId: inserted?.id ?? '' };
  await notify(db, notifier, { userId: blog.userId, actorId: viewerId, type: 'blog_comment', entityId: blogId, data });
  if (parentAuthor && parentAuthor !== blog.userId) {
    await notify(db, notifier, {
      userId: parentAuthor,
      actorId: viewerId,
      type: 'comment_reply',
      entityId: blogId,
      data,
    });
  }
  const [author] = await db.select().from(profiles).where(eq(profiles.id, viewerId));
  if (!inserted || !author) throw new Error('comment insert returned nothing');
  // The commenter is the viewer: their own details.
  return toDto({ comment: inserted, author, details: 1 }, viewerId, blog.userId);
}

/** The comment's author or the blog's author may delete; replies go with their comment. */
export async function deleteComment(db: Db, actor: Actor, commentId: string) {
  const [row] = await db
    .select({ comment: blogComments, owner: blogs.userId })
    .from(blogComments)
    .innerJoin(blogs, eq(blogs.id, blogComments.blogId))
    .where(eq(blogComments.id, commentId));
  if (!row) throw fail(404, 'NOT_FOUND', 'Comment not found');
  authorize(actor, 'comment:delete', { ownerId: row.comment.userId, containerOwnerId: row.owner });
  await db.delete(blogComments).where(or(eq(blogComments.id, commentId), eq(blogComments.parentId, commentId)));
}
