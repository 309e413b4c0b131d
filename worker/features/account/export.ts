import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blogComments,
  blogs,
  customActivities,
  follows,
  messages,
  type ProfileRow,
  postComments,
  posts,
  userActivities,
  userPreferences,
} from '../../db/schema';

/** Everything the member created, as one JSON document they can download. */
export async function exportAccount(db: Db, actor: ProfileRow) {
  const id = actor.id;
  const [preferences, list, custom, ownPosts, comments, ownBlogs, ownBlogComments, ownMessages, ownFollows] =
    await Promise.all([
      db.select().from(userPreferences).where(eq(userPreferences.userId, id)),
      db.select().from(userActivities).where(eq(userActivities.userId, id)),
      db.select().from(customActivities).where(eq(customActivities.userId, id)),
      db.select().from(posts).where(eq(posts.userId, id)),
      db.select().from(postComments).where(eq(postComments.userId, id)),
      db.select().from(blogs).where(eq(blogs.userId, id)),
      db.select().from(blogComments).where(eq(blogComments.userId, id)),
      db
        .select()
        .from(messages)
        .where(or(eq(messages.senderId, id), eq(messages.receiverId, id)))
        .orderBy(sql`${messages.conversationId}, ${messages.seq}`),
      db
        .select()
        .from(follows)
        .where(or(eq(follows.followerId, id), eq(follows.followingId, id))),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: actor,
    preferences: preferences[0] ?? null,
    list,
    customActivities: custom,
    posts: ownPosts,
    comments,
    blogs: ownBlogs,
    blogComments: ownBlogComments,
    messages: ownMessages,
    follows: ownFollows,
  };
}
