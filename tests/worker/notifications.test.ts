import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, reports } from '../../worker/db/schema';
import { notify } from '../../worker/features/notifications/service';
import { actor, db, errorOf, type Member, mailSentTo, signUp } from './helpers';
import { openSocket } from './sockets';

type List = { notifications: { id: string; type: string; read: boolean; actor: { id: string } | null }[] };
const list = async (m: Member) => (await (await m.fetch('/api/notifications')).json()) as List;
const unread = async (m: Member) =>
  ((await (await m.fetch('/api/notifications/unread-count')).json()) as { count: number }).count;
const request = async (a: Member, b: Member) =>
  (
    (await (
      await a.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: b.profile.id } })
    ).json()) as { follow: { id: string } }
  ).follow;

describe('notifications', () => {
  it('tells the followed member of a request once, and the follower of the acceptance', async () => {
    const a = await signUp({ firstName: 'Ada' });
    const b = await signUp();
    const follow = await request(a, b);
    await request(a, b);
    const forB = await list(b);
    expect(forB.notifications.map((n) => [n.type, n.actor?.id])).toEqual([['follow_request', a.profile.id]]);
    expect(await unread(b)).toBe(1);
    await b.fetch(`/api/relationships/follow/${follow.id}/accept`, { method: 'POST' });
    expect((await list(a)).notifications.map((n) => n.type)).toEqual(['follow_accepted']);
  });

  it('e-mails a request when the member wants friend-request e-mails, and not otherwise', async () => {
    const a = await signUp({ firstName: 'Bea' });
    const wants = await signUp();
    const doesNot = await signUp();
    await doesNot.fetch('/api/profile', {
      method: 'PATCH',
      json: {
        notificationPreferences: {
          ...doesNot.profile.notificationPreferences,
          email: { ...doesNot.profile.notificationPreferences.email, friend_requests: false },
        },
      },
    });
    await request(a, wants);
    await request(a, doesNot);
    const toWants = await mailSentTo(wants.email);
    expect(toWants.map((m) => m.subject)).toEqual(['Bea wants to follow you']);
    // A mail client has no page to resolve a link against: the link is whole.
    expect(toWants[0]?.text).toContain('See it on Lifelist: http://localhost/notifications');
    expect(toWants[0]?.text).not.toMatch(/: \/notifications/);
    expect(toWants[0]?.text).toContain('in Settings > Notifications: http://localhost/settings?section=notifications');
    expect(await mailSentTo(doesNot.email)).toHaveLength(0);
    expect((await list(doesNot)).notifications).toHaveLength(1);
  });

  it('sends nothing between members in a block', async () => {
    const a = await signUp();
    const b = await signUp();
    await a.fetch('/api/relationships/block', { method: 'POST', json: { user_id: b.profile.id } });
    expect(
      await notify(
        db(),
        { mailer: null, live: null, origin: 'http://localhost' },
        { userId: a.profile.id, actorId: b.profile.id, type: 'post_like' },
      ),
    ).toBeNull();
    expect(
      await notify(
        db(),
        { mailer: null, live: null, origin: 'http://localhost' },
        { userId: b.profile.id, actorId: a.profile.id, type: 'post_like' },
      ),
    ).toBeNull();
    expect(await db().select().from(notifications).where(eq(notifications.userId, a.profile.id))).toHaveLength(0);
  });

  it('lets only the recipient mark read, one or all', async () => {
    const a = await signUp();
    const b = await signUp();
    const c = await signUp();
    await request(a, b);
    await request(c, b);
    const [first] = (await list(b)).notifications;
    const stranger = await a.fetch(`/api/notifications/${first?.id}/read`, { method: 'PUT' });
    expect(stranger.status).toBe(404);
    expect((await b.fetch(`/api/notifications/${first?.id}/read`, { method: 'PUT' })).status).toBe(200);
    expect(await unread(b)).toBe(1);
    await b.fetch('/api/notifications/read-all', { method: 'PUT' });
    expect(await unread(b)).toBe(0);
  });
});

describe('report user', () => {
  it('files one report per reporter and member for the moderators', async () => {
    const a = await signUp();
    const b = await signUp();
    const res = await a.fetch('/api/relationships/report', {
      method: 'POST',
      json: { user_id: b.profile.id, reason: 'Harassment or bullying', extra_notes: 'Repeated messages' },
    });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(reports).where(eq(reports.targetId, b.profile.id));
    expect(row).toMatchObject({
      targetType: 'profile',
      targetUserId: b.profile.id,
      reason: 'Harassment or bullying',
      status: 'pending',
    });
    const again = await a.fetch('/api/relationships/report', {
      method: 'POST',
      json: { user_id: b.profile.id, reason: 'Spam or scam' },
    });
    expect((await errorOf(again)).error).toBe('You have already reported this user');
    const empty = await a.fetch('/api/relationships/report', {
      method: 'POST',
      json: { user_id: b.profile.id, reason: ' ' },
    });
    expect((await errorOf(empty)).error).toBe('Please choose a reason');
  });
});

describe('the live bell', () => {
  const isCount = (e: Record<string, unknown>) => e.type === 'notifications';

  it('counts a like, a comment and a moderation message on the open pages as they happen', async () => {
    const [author, fan, moderator] = await Promise.all([signUp(), signUp(), actor('moderator')]);
    const post = (await (
      await author.fetch('/api/community/posts', { method: 'POST', json: { content: 'Sunrise on the ridge' } })
    ).json()) as { post: { id: string } };
    const bell = await openSocket(author, '/api/messaging/socket');

    expect((await fan.fetch(`/api/community/posts/${post.post.id}/like`, { method: 'POST' })).status).toBe(200);
    expect(await bell.next(isCount)).toEqual({ type: 'notifications', unread_count: 1 });

    const comment = await fan.fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: post.post.id, content: 'Beautiful light' },
    });
    expect(comment.status).toBe(201);
    expect(await bell.next(isCount)).toEqual({ type: 'notifications', unread_count: 2 });

    const sent = await moderator.fetch('/api/moderation/messages', {
      method: 'POST',
      json: { receiver_id: author.profile.id, message_text: 'Please keep captions on topic.' },
    });
    expect(sent.status).toBe(201);
    expect(await bell.next(isCount)).toEqual({ type: 'notifications', unread_count: 3 });
    bell.close();
  });
});
