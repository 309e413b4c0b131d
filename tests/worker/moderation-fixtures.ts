import { eq } from 'drizzle-orm';
import { newId } from '../../worker/db/columns';
import { moderationMessages, notifications, posts, profiles } from '../../worker/db/schema';
import { db, type Member } from './helpers';

/** Posts are written straight into D1 here: the moderation tests need a post, not the composer. */
export async function insertPost(
  userId: string,
  content = 'A post about kayaking',
  visibility: 'public' | 'friends' | 'private' = 'public',
) {
  const [post] = await db().insert(posts).values({ id: newId(), userId, content, visibility }).returning();
  if (!post) throw new Error('post not inserted');
  return post;
}

export const profileOf = async (id: string) => (await db().select().from(profiles).where(eq(profiles.id, id)))[0];
export const postOf = async (id: string) => (await db().select().from(posts).where(eq(posts.id, id)))[0];
export const moderationMessagesOf = (id: string) =>
  db().select().from(moderationMessages).where(eq(moderationMessages.receiverId, id));
export const notificationsOf = (id: string) => db().select().from(notifications).where(eq(notifications.userId, id));

export const json = <T = Record<string, unknown>>(res: Response) => res.json() as Promise<T>;

export const report = (m: Member, body: Record<string, unknown>) =>
  m.fetch('/api/moderation/report', { method: 'POST', json: body });

export const act = (m: Member, body: Record<string, unknown>) =>
  m.fetch('/api/moderation/actions', { method: 'POST', json: body });

/** A moderator's action against a member, returning its id. */
export async function actionOn(moderator: Member, target: Member, actionType: string, extra = {}) {
  const res = await act(moderator, {
    action_type: actionType,
    reason: 'Breaking the rules',
    target_user_id: target.profile.id,
    ...extra,
  });
  if (res.status !== 201) throw new Error(`action failed: ${res.status} ${await res.text()}`);
  return (await json<{ action: { id: string } }>(res)).action.id;
}
