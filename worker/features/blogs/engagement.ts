import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogLikes, blogReactions, blogs, userBlogSaves } from '../../db/schema';
import { viewableBlog } from './access';
import { reactionGroups } from './detail';

/** Counter updates keep updated_at, which means "content last edited". */
export const keepUpdatedAt = { updatedAt: sql`${blogs.updatedAt}` };

/**
 * Like or unlike (idempotent). The count moves with the like's row, by a trigger (migration 0026):
 * the same cost on a blog with a million likes as on a new one.
 */
export async function setLike(db: Db, viewerId: string, id: string, liked: boolean) {
  await viewableBlog(db, viewerId, id);
  const [, [row]] = await db.batch([
    liked
      ? db.insert(blogLikes).values({ blogId: id, userId: viewerId }).onConflictDoNothing()
      : db.delete(blogLikes).where(and(eq(blogLikes.blogId, id), eq(blogLikes.userId, viewerId))),
    db.select({ likes: blogs.likesCount }).from(blogs).where(eq(blogs.id, id)),
  ]);
  return { liked, likes_count: row?.likes ?? 0 };
}

/** Save or unsave (idempotent). */
export async function setSave(db: Db, viewerId: string, id: string, saved: boolean) {
  if (saved) {
    await viewableBlog(db, viewerId, id);
    await db.insert(userBlogSaves).values({ blogId: id, userId: viewerId }).onConflictDoNothing();
  } else {
    // Unsaving needs no view check: a blog that became hidden can still leave the saved list.
    await db.delete(userBlogSaves).where(and(eq(userBlogSaves.blogId, id), eq(userBlogSaves.userId, viewerId)));
  }
}

export async function recordShare(db: Db, viewerId: string | null, id: string) {
  await viewableBlog(db, viewerId, id);
  const [row] = await db
    .update(blogs)
    .set({ sharesCount: sql`${blogs.sharesCount} + 1`, ...keepUpdatedAt })
    .where(eq(blogs.id, id))
    .returning({ shares: blogs.sharesCount });
  return { shares_count: row?.shares ?? 0 };
}

/** Toggles one emoji reaction of the viewer and answers the grouped reactions. */
export async function toggleReaction(db: Db, viewerId: string, id: string, emoji: string) {
  await viewableBlog(db, viewerId, id);
  const removed = await db
    .delete(blogReactions)
    .where(and(eq(blogReactions.blogId, id), eq(blogReactions.userId, viewerId), eq(blogReactions.emoji, emoji)))
    .returning({ id: blogReactions.id });
  if (!removed.length) {
    await db.insert(blogReactions).values({ blogId: id, userId: viewerId, emoji }).onConflictDoNothing();
  }
  return { reactions: await reactionGroups(db, viewerId, id) };
}
