import { sql } from 'drizzle-orm';
import type { CommentDto } from '../../contracts/community';
import type { Db } from '../../db/client';
import { type ProfileRow, postComments } from '../../db/schema';
import { fail } from '../../lib/errors';
import { authorize } from '../../policy';
import { notBlockedWith, notMutedBy, postVisible, shownDetail } from '../../policy/visibility';
import { type Notifier, notify } from '../notifications/service';
import { findVisiblePost } from './interactions';
import { notifyMentions } from './posts';

type Row = {
  id: string;
  post_id: string;
  parent_id: string | null;
  content: string;
  created_at: number;
  author_id: string;
  username: string;
  first_name: string;
  last_name: string | null;
  avatar_url: string | null;
};

const toDto = (r: Row): CommentDto => ({
  id: r.id,
  post_id: r.post_id,
  parent_id: r.parent_id,
  content: r.content,
  created_at: new Date(r.created_at).toISOString(),
  author: {
    id: r.author_id,
    username: r.username,
    first_name: r.first_name,
    last_name: r.last_name,
    avatar_url: r.avatar_url,
  },
});

/** Comments with their authors, as the viewer may see them (a locked author's last name stays theirs). */
const select = (viewerId: string | null) => sql`select c.id, c.post_id, c.parent_id, c.content, c.created_at,
  u.id as author_id, u.username, u.first_name, ${shownDetail(viewerId, 'u', 'last_name')} as last_name, u.avatar_url
  from post_comments c join profiles u on u.id = c.user_id`;

/**
 * A post's comments, oldest first, without those of members in a block with the viewer; a reply
 * whose thread starts at a hidden comment is hidden with it.
 */
export async function listComments(db: Db, viewerId: string | null, postId: string) {
  await findVisiblePost(db, viewerId, postId);
  const rows = await db.all<Row>(sql`${select(viewerId)}
    where c.post_id = ${postId} and ${notBlockedWith(viewerId, sql`c.user_id`)} and ${notMutedBy(viewerId, sql`c.user_id`)}
    order by c.created_at asc, c.id asc limit 500`);
  const shown = new Set<string>();
  const out: CommentDto[] = [];
  for (const r of rows) {
    if (r.parent_id && !shown.has(r.parent_id)) continue;
    shown.add(r.id);
    out.push(toDto(r));
  }
  return out;
}

/** A comment or, with parent_id, a reply. */
export async function addComment(
  db: Db,
  notifier: Notifier,
  actor: ProfileRow,
  input: { post_id: string; content: string; parent_id?: string | null },
) {
  const post = await findVisiblePost(db, actor.id, input.post_id);
  let parent: { id: string; userId: string } | undefined;
  if (input.parent_id) {
    const [row] = await db.all<{ id: string; user_id: string }>(sql`
      select c.id, c.user_id from post_comments c
      where c.id = ${input.parent_id} and c.post_id = ${post.id} and ${notBlockedWith(actor.id, sql`c.user_id`)}`);
    if (!row) throw fail(404, 'NOT_FOUND', 'The comment you are replying to no longer exists');
    parent = { id: row.id, userId: row.user_id };
  }
  // The post's count moves with the row, by a trigger (migration 0026).
  const [created] = await db
    .insert(postComments)
    .values({ postId: post.id, userId: actor.id, parentId: parent?.id ?? null, content: input.content })
    .returning({ id: postComments.id });
  if (!created) throw fail(500, 'INTERNAL', 'Failed to post comment');
  const [row] = await db.all<Row>(sql`${select(actor.id)} where c.id = ${created.id}`);
  if (parent && parent.userId !== actor.id) {
    await notify(db, notifier, { userId: parent.userId, actorId: actor.id, type: 'comment_reply', entityId: post.id });
  }
  if (post.user_id !== parent?.userId) {
    await notify(db, notifier, { userId: post.user_id, actorId: actor.id, type: 'post_comment', entityId: post.id });
  }
  // Those already told about this comment are not told twice.
  await notifyMentions(
    db,
    notifier,
    actor,
    { id: post.id, content: input.content, visibility: post.visibility, ownerId: post.user_id },
    [],
    [post.user_id, parent?.userId ?? ''],
  );
  return toDto(row as Row);
}

/**
 * The comment's author or the post's author may remove a comment; its replies go with it. A comment
 * on a post the member may not see answers as if it did not exist; its writer may still remove it.
 */
export async function deleteComment(db: Db, actor: ProfileRow, id: string) {
  const [row] = await db.all<{ post_id: string; user_id: string; post_author: string }>(sql`
    select c.post_id, c.user_id, p.user_id as post_author from post_comments c join posts p on p.id = c.post_id
    where c.id = ${id} and (c.user_id = ${actor.id} or p.user_id = ${actor.id} or ${postVisible(actor.id)})`);
  if (!row) throw fail(404, 'NOT_FOUND', 'Comment not found');
  authorize(actor, 'comment:delete', { ownerId: row.user_id, containerOwnerId: row.post_author });
  // The post's count moves with each row, by a trigger (migration 0026).
  await db.delete(postComments).where(
    sql`${postComments.id} in (
      with recursive thread(id) as (select ${id} union select c.id from post_comments c join thread t on c.parent_id = t.id)
      select id from thread)`,
  );
}
