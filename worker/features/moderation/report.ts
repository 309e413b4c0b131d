import { and, eq } from 'drizzle-orm';
import type { Visibility } from '../../contracts/enums';
import { REPORT_NOUNS, type ReportTarget } from '../../contracts/moderation';
import type { Db } from '../../db/client';
import {
  blogCoauthors,
  blogComments,
  blogs,
  customActivities,
  messages,
  type ProfileRow,
  postComments,
  posts,
  profiles,
  reports,
} from '../../db/schema';
import { fail } from '../../lib/errors';
import { contentRelationBetween } from '../../policy/relations';
import { visibleTo } from '../../policy/visibility';

/** What a report stores about its target, read once when it is filed. */
type Target = { ownerId: string | null; postId: string | null; snapshot: string; visibility: Visibility | null };

const SNAPSHOT_LIMIT = 2000;
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

async function canSee(db: Db, viewerId: string, ownerId: string, visibility: Visibility) {
  return visibleTo(visibility, viewerId, ownerId, await contentRelationBetween(db, viewerId, ownerId));
}

async function postTarget(db: Db, viewerId: string, postId: string) {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId));
  if (!post) return null;
  const readable =
    post.userId === viewerId ||
    (post.status === 'published' && (await canSee(db, viewerId, post.userId, post.visibility)));
  return readable ? post : null;
}

async function blogTarget(db: Db, viewerId: string, blogId: string) {
  const [blog] = await db.select().from(blogs).where(eq(blogs.id, blogId));
  if (!blog) return null;
  if (blog.userId === viewerId) return blog;
  const [coauthor] = await db
    .select({ id: blogCoauthors.userId })
    .from(blogCoauthors)
    .where(and(eq(blogCoauthors.blogId, blogId), eq(blogCoauthors.userId, viewerId)));
  if (coauthor) return blog;
  return blog.status === 'published' && (await canSee(db, viewerId, blog.userId, blog.visibility)) ? blog : null;
}

/** Finds the target as the reporter may see it; null when it does not exist or is hidden from them. */
async function findTarget(db: Db, viewerId: string, type: ReportTarget, id: string): Promise<Target | null> {
  switch (type) {
    case 'post': {
      const post = await postTarget(db, viewerId, id);
      return post && { ownerId: post.userId, postId: post.id, snapshot: post.content, visibility: post.visibility };
    }
    case 'comment': {
      const [comment] = await db.select().from(postComments).where(eq(postComments.id, id));
      if (!comment || !(await postTarget(db, viewerId, comment.postId))) return null;
      return { ownerId: comment.userId, postId: comment.postId, snapshot: comment.content, visibility: null };
    }
    case 'blog': {
      const blog = await blogTarget(db, viewerId, id);
      return (
        blog && {
          ownerId: blog.userId,
          postId: null,
          snapshot: `${blog.title}\n\n${plain(blog.content)}`,
          visibility: blog.visibility,
        }
      );
    }
    case 'blog_comment': {
      const [comment] = await db.select().from(blogComments).where(eq(blogComments.id, id));
      if (!comment || !(await blogTarget(db, viewerId, comment.blogId))) return null;
      return { ownerId: comment.userId, postId: null, snapshot: comment.content, visibility: null };
    }
    case 'custom_activity': {
      const [activity] = await db.select().from(customActivities).where(eq(customActivities.id, id));
      if (!activity) return null;
      if (activity.userId !== viewerId && !(await canSee(db, viewerId, activity.userId, activity.privacy))) return null;
      return {
        ownerId: activity.userId,
        postId: null,
        snapshot: `${activity.title}\n\n${activity.description}`,
        visibility: activity.privacy,
      };
    }
    case 'profile': {
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
      if (!profile) return null;
      // A member may report someone they blocked: that is often why they blocked them.
      const bio = profile.profileBio ? `\n\n${profile.profileBio}` : '';
      return { ownerId: profile.id, postId: null, snapshot: `@${profile.username}${bio}`, visibility: null };
    }
    case 'message': {
      // Only the conversation's two members can see a message; its text is copied for the moderator.
      const [message] = await db.select().from(messages).where(eq(messages.id, id));
      if (!message || (message.senderId !== viewerId && message.receiverId !== viewerId)) return null;
      return { ownerId: message.senderId, postId: null, snapshot: message.messageText, visibility: null };
    }
  }
}

export type NewReport = { target_type: ReportTarget; target_id: string; reason: string; extra_notes?: string };

/** Files a report for the moderators' queue, once per reporter and target. */
export async function fileReport(db: Db, reporter: ProfileRow, input: NewReport) {
  const noun = REPORT_NOUNS[input.target_type];
  const target = await findTarget(db, reporter.id, input.target_type, input.target_id);
  if (!target) throw fail(404, 'NOT_FOUND', `${capitalised(noun)} not found`);
  if (target.ownerId === reporter.id) {
    throw fail(
      400,
      'OWN_CONTENT',
      input.target_type === 'profile' ? "You can't report yourself" : `You can't report your own ${noun}`,
    );
  }
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      targetType: input.target_type,
      targetId: input.target_id,
      postId: target.postId,
      targetUserId: target.ownerId,
      reason: input.reason,
      extraNotes: input.extra_notes || null,
      contentSnapshot: target.snapshot.slice(0, SNAPSHOT_LIMIT),
      postVisibility: input.target_type === 'post' ? target.visibility : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fail(409, 'ALREADY_REPORTED', `You have already reported this ${noun}`);
  return { report: row, message: `${capitalised(noun)} reported successfully` };
}
