import { and, eq, sql } from 'drizzle-orm';
import type { PostDto } from '../../contracts/community';
import type { Db } from '../../db/client';
import { type ProfileRow, postAnalytics, postLikes, postSaves, postShares, posts, postViews } from '../../db/schema';
import { type Notifier, notify } from '../notifications/service';
import { loadPosts } from './hydrate';
import { postNotFound } from './posts';
import { postVisible } from './visibility';

/** The post if the viewer may see it (visibility and blocks), else the spec's not-found answer. */
export async function findVisiblePost(db: Db, viewerId: string | null, id: string) {
  const [row] = await db.all<{ id: string; user_id: string; visibility: PostDto['visibility'] }>(
    sql`select p.id, p.user_id, p.visibility from posts p where p.id = ${id} and ${postVisible(viewerId)}`,
  );
  if (!row) throw postNotFound();
  return row;
}

export async function getPost(db: Db, viewerId: string | null, id: string) {
  await findVisiblePost(db, viewerId, id);
  const [[post], [analytics]] = await Promise.all([
    loadPosts(db, viewerId, [id]),
    db.select({ views: postAnalytics.viewsCount }).from(postAnalytics).where(eq(postAnalytics.postId, id)),
  ]);
  if (!post) throw postNotFound();
  return { ...post, views_count: analytics?.views ?? 0 };
}

/** Counts a view once per browser session; the count is recomputed, so it stays exact. */
export async function recordView(db: Db, viewerId: string | null, id: string, sessionKey: string) {
  await findVisiblePost(db, viewerId, id);
  const [, [analytics]] = await db.batch([
    db.insert(postViews).values({ postId: id, sessionKey }).onConflictDoNothing(),
    db
      .insert(postAnalytics)
      .values({ postId: id, viewsCount: sql`(select count(*) from post_views where post_id = ${id})` })
      .onConflictDoUpdate({
        target: postAnalytics.postId,
        set: { viewsCount: sql`(select count(*) from post_views where post_id = ${id})`, updatedAt: new Date() },
      })
      .returning({ views: postAnalytics.viewsCount }),
  ]);
  return analytics?.views ?? 0;
}

const likesRecount = (db: Db, id: string) =>
  db
    .update(posts)
    .set({ likesCount: sql`(select count(*) from post_likes where post_id = ${id})` })
    .where(eq(posts.id, id))
    .returning({ likes: posts.likesCount });

/**
 * Likes are rows with a (post, member) key, and the count is recomputed from them in the same
 * batch: concurrent likes can neither double-count nor push the count below zero.
 */
export async function likePost(db: Db, notifier: Notifier, actor: ProfileRow, id: string) {
  const post = await findVisiblePost(db, actor.id, id);
  const [inserted, [count]] = await db.batch([
    db.insert(postLikes).values({ postId: id, userId: actor.id }).onConflictDoNothing().returning(),
    likesRecount(db, id),
  ]);
  if (inserted.length) {
    await notify(db, notifier, { userId: post.user_id, actorId: actor.id, type: 'post_like', entityId: id });
  }
  return { liked: true, likes_count: count?.likes ?? 0 };
}

export async function unlikePost(db: Db, actor: ProfileRow, id: string) {
  await findVisiblePost(db, actor.id, id);
  const [, [count]] = await db.batch([
    db.delete(postLikes).where(and(eq(postLikes.postId, id), eq(postLikes.userId, actor.id))),
    likesRecount(db, id),
  ]);
  return { liked: false, likes_count: count?.likes ?? 0 };
}

const savesRecount = (db: Db, id: string) =>
  db
    .update(posts)
    .set({ savesCount: sql`(select count(*) from post_saves where post_id = ${id})` })
    .where(eq(posts.id, id));

export async function savePost(db: Db, actor: ProfileRow, id: string) {
  await findVisiblePost(db, actor.id, id);
  await db.batch([
    db.insert(postSaves).values({ postId: id, userId: actor.id }).onConflictDoNothing(),
    savesRecount(db, id),
  ]);
}

/** Unsaving works even when the post is no longer visible, so nothing sticks in the saved list. */
export async function unsavePost(db: Db, actor: ProfileRow, id: string) {
  await db.batch([
    db.delete(postSaves).where(and(eq(postSaves.postId, id), eq(postSaves.userId, actor.id))),
    savesRecount(db, id),
  ]);
}

export async function sharePost(
  db: Db,
  viewer: ProfileRow | null,
  id: string,
  platform: 'copy' | 'twitter' | 'facebook',
) {
  await findVisiblePost(db, viewer?.id ?? null, id);
  const [, [count]] = await db.batch([
    db.insert(postShares).values({
      postId: id,
      userId: viewer?.id ?? null,
      platform,
      shareType: platform === 'copy' ? 'link' : 'external',
    }),
    db
      .update(posts)
      .set({ sharesCount: sql`(select count(*) from post_shares where post_id = ${id})` })
      .where(eq(posts.id, id))
      .returning({ shares: posts.sharesCount }),
  ]);
  return { shares_count: count?.shares ?? 0 };
}

const SAVED_PAGE = 20;

/** The member's saved posts, newest save first, keeping only posts they may still see. */
export async function listSaved(db: Db, actor: ProfileRow, cursor: string | undefined) {
  const before = cursor && /^\d+$/.test(cursor) ? new Date(Number(cursor)) : null;
  const rows = await db.all<{ post_id: string; created_at: number }>(sql`
    select s.post_id, s.created_at from post_saves s join posts p on p.id = s.post_id
    where s.user_id = ${actor.id} and ${postVisible(actor.id)}
    ${before ? sql`and s.created_at < ${before.getTime()}` : sql``}
    order by s.created_at desc limit ${SAVED_PAGE + 1}`);
  const page = rows.slice(0, SAVED_PAGE);
  const postsById = new Map(
    (
      await loadPosts(
        db,
        actor.id,
        page.map((r) => r.post_id),
      )
    ).map((p) => [p.id, p]),
  );
  const items = page.flatMap((r) => {
    const p = postsById.get(r.post_id);
    if (!p) return [];
    return [
      {
        saved_at: new Date(r.created_at).toISOString(),
        post: {
          id: p.id,
          content: p.content,
          created_at: p.created_at,
          media: p.media,
          author: p.author,
        },
      },
    ];
  });
  const last = page[page.length - 1];
  return { items, nextCursor: rows.length > SAVED_PAGE && last ? String(last.created_at) : null };
}
