import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CreatePostInput, PostDto } from '../../contracts/community';
import type { Db } from '../../db/client';
import {
  activities,
  contentEdits,
  customActivities,
  type ProfileRow,
  postHashtags,
  posts,
  profiles,
} from '../../db/schema';
import { fail } from '../../lib/errors';
import { extractHashtags } from '../../lib/hashtags';
import { authorize, can } from '../../policy';
import { contentRelationBetween } from '../../policy/relations';
import { visibleTo } from '../../policy/visibility';
import { type Notifier, notify } from '../notifications/service';
import { recountHashtags, syncPostHashtags } from './hashtag-sync';
import { loadPosts } from './hydrate';

export const postNotFound = () =>
  fail(404, 'NOT_FOUND', "The post you're looking for doesn't exist or has been removed.");
/** A post moderators removed: the same words, and 410 Gone (its page too). */
export const postGone = () =>
  fail(410, 'POST_REMOVED', "The post you're looking for doesn't exist or has been removed.");

/** The distinct @usernames of a text. */
export function extractMentions(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/(?:^|[^\w@])@([A-Za-z0-9_]{3,20})\b/g)) if (m[1]) names.add(m[1].toLowerCase());
  return [...names];
}

/** Uploaded media must be the author's own files in storage, of the kind they claim to be. */
async function checkMedia(bucket: R2Bucket, userId: string, media: CreatePostInput['media']) {
  const prefix = `/media/post-images/${userId}/`;
  for (const item of media) {
    if (!item.url.startsWith(prefix) || !/^[\w.-]+$/.test(item.url.slice(prefix.length))) {
      throw fail(400, 'VALIDATION', 'Media must be uploaded with the post composer');
    }
    const object = await bucket.head(item.url.slice('/media/'.length));
    const type = object?.httpMetadata?.contentType ?? '';
    if (!object || !type.startsWith(`${item.type}/`)) {
      throw fail(400, 'VALIDATION', 'Media must be uploaded with the post composer');
    }
  }
}

/** A tagged activity must exist; a custom one must be the author's or approved. */
async function checkActivity(db: Db, author: ProfileRow, input: CreatePostInput) {
  if (input.activity_id) {
    const [a] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, input.activity_id));
    if (!a) throw fail(400, 'VALIDATION', 'The tagged activity does not exist');
  }
  if (input.custom_activity_id) {
    const [a] = await db
      .select({ userId: customActivities.userId, status: customActivities.moderationStatus })
      .from(customActivities)
      .where(eq(customActivities.id, input.custom_activity_id));
    if (!a || (a.userId !== author.id && a.status !== 'approved')) {
      throw fail(400, 'VALIDATION', 'The tagged activity does not exist');
    }
  }
}

/**
 * Notifies members named with @ in a post or a comment who can see the post (`ownerId`: the
 * post's author when a comment mentions them). `skip` holds names already notified.
 */
export async function notifyMentions(
  db: Db,
  notifier: Notifier,
  author: ProfileRow,
  post: { id: string; content: string; visibility: PostDto['visibility']; ownerId?: string },
  skip: string[] = [],
  skipIds: string[] = [],
) {
  const names = extractMentions(post.content).filter((n) => !skip.includes(n));
  if (names.length === 0) return;
  const owner = post.ownerId ?? author.id;
  const people = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.username})`, names.slice(0, 20)));
  for (const person of people) {
    if (skipIds.includes(person.id)) continue;
    if (person.id !== owner) {
      const relation = await contentRelationBetween(db, person.id, owner);
      if (!visibleTo(post.visibility, person.id, owner, relation)) continue;
    }
    await notify(db, notifier, { userId: person.id, actorId: author.id, type: 'mention', entityId: post.id });
  }
}

export async function createPost(
  db: Db,
  bucket: R2Bucket,
  notifier: Notifier,
  author: ProfileRow,
  input: CreatePostInput,
) {
  await checkMedia(bucket, author.id, input.media);
  await checkActivity(db, author, input);
  const post = await db
    .insert(posts)
    .values({
      userId: author.id,
      content: input.content,
      media: input.media,
      imageUrl: input.media.find((m) => m.type === 'image')?.url ?? null,
      visibility: input.visibility,
      location: input.location || null,
      activityId: input.activity_id ?? null,
      customActivityId: input.custom_activity_id || null,
    })
    .returning();
  const row = post[0];
  if (!row) throw fail(500, 'INTERNAL', 'Failed to create post');
  await syncPostHashtags(db, row.id, extractHashtags(row.content));
  await notifyMentions(db, notifier, author, row);
  const [dto] = await loadPosts(db, author.id, [row.id]);
  return dto as PostDto;
}

/** The actor's own post; one they may not even see answers as if it did not exist. */
async function ownPost(db: Db, actor: ProfileRow, id: string, action: 'post:edit' | 'post:delete') {
  const [post] = await db.select().from(posts).where(eq(posts.id, id));
  if (!post) throw postNotFound();
  if (post.userId !== actor.id) {
    const relation = await contentRelationBetween(db, actor.id, post.userId);
    if (!visibleTo(post.visibility, actor.id, post.userId, relation)) throw postNotFound();
  }
  authorize(actor, action, { ownerId: post.userId });
  return post;
}

/**
 * The author edits their post; an admin may edit anyone's (the text before is kept in
 * content_edits, which the moderation log shows), with the post's own files and no mention
 * notices sent in the author's name.
 */
export async function updatePost(
  db: Db,
  bucket: R2Bucket,
  notifier: Notifier,
  actor: ProfileRow,
  id: string,
  input: CreatePostInput,
) {
  const [found] = await db.select().from(posts).where(eq(posts.id, id));
  const asStaff = Boolean(found && found.userId !== actor.id && can(actor, 'content:edit-any'));
  const post = asStaff && found ? found : await ownPost(db, actor, id, 'post:edit');
  await checkMedia(bucket, post.userId, input.media);
  await checkActivity(db, asStaff ? { ...actor, id: post.userId } : actor, input);
  const previousTags = extractHashtags(post.content);
  const update = db
    .update(posts)
    .set({
      content: input.content,
      media: input.media,
      imageUrl: input.media.find((m) => m.type === 'image')?.url ?? null,
      visibility: input.visibility,
      location: input.location || null,
      activityId: input.activity_id ?? null,
      customActivityId: input.custom_activity_id || null,
      editedAt: new Date(),
    })
    .where(eq(posts.id, id));
  if (asStaff) {
    await db.batch([
      update,
      recordStaffEdit(db, {
        contentType: 'post',
        contentId: id,
        ownerId: post.userId,
        editorId: actor.id,
        previous: { content: post.content, visibility: post.visibility, location: post.location },
      }),
    ]);
  } else await update;
  await syncPostHashtags(db, id, extractHashtags(input.content), previousTags);
  if (!asStaff) {
    await notifyMentions(
      db,
      notifier,
      actor,
      { id, content: input.content, visibility: input.visibility },
      extractMentions(post.content),
    );
  }
  // Files taken out of the post are deleted with it.
  const kept = new Set(input.media.map((m) => m.url));
  const removed = post.media.filter((m) => !kept.has(m.url)).map((m) => m.url.slice('/media/'.length));
  if (removed.length) await bucket.delete(removed);
  const [dto] = await loadPosts(db, actor.id, [id]);
  return dto as PostDto;
}

export async function deletePost(db: Db, bucket: R2Bucket, actor: ProfileRow, id: string) {
  const post = await ownPost(db, actor, id, 'post:delete');
  const tags = await db.select({ id: postHashtags.hashtagId }).from(postHashtags).where(eq(postHashtags.postId, id));
  await db.batch([
    db.delete(postHashtags).where(eq(postHashtags.postId, id)),
    db.delete(posts).where(and(eq(posts.id, id), eq(posts.userId, actor.id))),
  ]);
  await recountHashtags(
    db,
    tags.map((t) => t.id),
  );
  if (post.media.length) await bucket.delete(post.media.map((m) => m.url.slice('/media/'.length)));
}

/** What a post or blog said before a staff member edited it, kept in the same batch as the edit. */
export const recordStaffEdit = (db: Db, edit: typeof contentEdits.$inferInsert) => db.insert(contentEdits).values(edit);

/** A post's visibility as moderation sets it: hidden ('private') on removal, restored on appeal. */
export const setPostVisibility = (db: Db, postId: string, visibility: (typeof posts.$inferSelect)['visibility']) =>
  db.update(posts).set({ visibility }).where(eq(posts.id, postId));
