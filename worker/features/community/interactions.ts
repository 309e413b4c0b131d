import { and, eq, sql } from 'drizzle-orm';
import type { PostDto } from '../../contracts/community';
import type { Db } from '../../db/client';
import {
  moderationActions,
  type ProfileRow,
  postAnalytics,
  postLikes,
  postSaves,
  postShares,
  posts,
} from '../../db/schema';
import { postVisible } from '../../policy/visibility';
import { type Notifier, notify } from '../notifications/service';
import { loadPosts } from './hydrate';
import { postGone, postNotFound } from './posts';

/** The post if the viewer may see it (visibility and blocks), else 404 'Post not found', as if it did not exist. */
export async function findVisiblePost(db: Db, viewerId: string | null, id: string) {
  const [row] = await db.all<{ id: string; user_id: string; visibility: PostDto['visibility'] }>(
    sql`select p.id, p.user_id, p.visibility from posts p where p.id = ${id} and ${postVisible(viewerId)}`,
  );
  if (!row) throw postNotFound();
  return row;
}

/**
 * A post moderators removed: gone (410) rather than missing, for whoever asks, so its page and
 * search engines drop it for good; it says nothing else about the post.
 */
async function removedByModerators(db: Db, id: string) {
  const [row] = await db.all<{ removed: number }>(sql`select
    exists(select 1 from posts where id = ${id})
      and exists(select 1 from ${moderationActions} where post_id = ${id} and action_type = 'post_removal') as removed`);
  return Boolean(row?.removed);
}

export async function getPost(db: Db, viewerId: string | null, id: string) {
  try {
    await findVisiblePost(db, viewerId, id);
  } catch (error) {
    if (await removedByModerators(db, id)) throw postGone();
    throw error;
  }
  const [[post], [analytics]] = await Promise.all([
    loadPosts(db, viewerId, [id]),
    db.select({ views: postAnalytics.viewsCount }).from(postAnalytics).where(eq(postAnalytics.postId, id)),
  ]);
  if (!post) throw postNotFound();
  return { ...post, views_count: analytics?.views ?? 0 };
}

/** A post's views as D1 has them, for a viewer who may see the post (404 otherwise). */
export async function storedViews(db: Db, viewerId: string | null, id: string) {
  const [row] = await db.all<{ views: number }>(sql`
    select coalesce(a.views_count, 0) as views from posts p left join post_analytics a on a.post_id = p.id
    where p.id = ${id} and ${postVisible(viewerId)}`);
  if (!row) throw postNotFound();
  return row.views;
}

/**
 * The post's counts move with their rows, by triggers in the same statement (migration 0026): a
 * like, a save or a share costs the same on a post with a million of them as on a quiet one, and
 * concurrent ones can neither double-count nor go below zero (the row's key decides). The daily
 * reconcile (features/counters/reconcile.ts) repairs any drift and reports it.
 */
const likeCount = (db: Db, id: string) => db.select({ likes: posts.likesCount }).from(posts).where(eq(posts.id, id));

export async function likePost(db: Db, notifier: Notifier, actor: ProfileRow, id: string) {
  const post = await findVisiblePost(db, actor.id, id);
  const [inserted, [count]] = await db.batch([
    db.insert(postLikes).values({ postId: id, userId: actor.id }).onConflictDoNothing().returning(),
    likeCount(db, id),
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
    likeCount(db, id),
  ]);
  return { liked: false, likes_count: count?.likes ?? 0 };
}

export async function savePost(db: Db, actor: ProfileRow, id: string) {
  await findVisiblePost(db, actor.id, id);
  await db.insert(postSaves).values({ postId: id, userId: actor.id }).onConflictDoNothing();
}

/** Unsaving works even when the post is no longer visible, so nothing sticks in the saved list. */
export async function unsavePost(db: Db, actor: ProfileRow, id: string) {
  await db.delete(postSaves).where(and(eq(postSaves.postId, id), eq(postSaves.userId, actor.id)));
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
    db.select({ shares: posts.sharesCount }).from(posts).where(eq(posts.id, id)),
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
