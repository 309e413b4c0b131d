import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSuspensions } from '../../worker/db/schema';
import { actor, db, errorOf, signUp } from './helpers';
import {
  act,
  actionOn,
  insertPost,
  json,
  moderationMessagesOf,
  notificationsOf,
  postOf,
  profileOf,
  report,
} from './moderation-fixtures';

const DAY = 86_400_000;

describe('moderation actions', () => {
  it("refuses members: 'You don't have permission to create moderation actions' and '... to view these actions'", async () => {
    const [member, other] = await Promise.all([signUp(), signUp()]);
    const res = await act(member, { action_type: 'warning', reason: 'x', target_user_id: other.profile.id });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe("You don't have permission to create moderation actions");
    const view = await member.fetch(`/api/moderation/actions?user_id=${other.profile.id}`);
    expect((await errorOf(view)).error).toBe("You don't have permission to view these actions");
    expect((await member.fetch('/api/moderation/actions')).status).toBe(200);
  });

  it('requires a reason, and never acts on oneself or on an administrator', async () => {
    const [moderator, admin, member] = await Promise.all([actor('moderator'), actor('admin'), signUp()]);
    const noReason = await act(moderator, { action_type: 'warning', reason: ' ', target_user_id: member.profile.id });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).error).toBe('Reason is required');
    const self = await act(moderator, { action_type: 'ban', reason: 'x', target_user_id: moderator.profile.id });
    expect(self.status).toBe(403);
    expect((await errorOf(self)).error).toBe("You can't take moderation action on yourself");
    const onAdmin = await act(moderator, { action_type: 'ban', reason: 'x', target_user_id: admin.profile.id });
    expect(onAdmin.status).toBe(403);
    expect((await errorOf(onAdmin)).error).toBe("You don't have permission to take action on an administrator");
    expect((await profileOf(admin.profile.id))?.isBanned).toBe(false);
  });

  it('a warning only sends the message, and records who acted', async () => {
    const [moderator, member] = await Promise.all([actor('moderator'), signUp()]);
    const res = await act(moderator, { action_type: 'warning', reason: 'Be kind', target_user_id: member.profile.id });
    expect(res.status).toBe(201);
    const body = await json<{ message: string; action: { moderatorUserId: string; createdAt: string } }>(res);
    expect(body.message).toBe('Moderation action created successfully');
    expect(body.action.moderatorUserId).toBe(moderator.profile.id);
    const messages = await moderationMessagesOf(member.profile.id);
    expect(messages.map((m) => m.messageText)).toEqual([
      'Your account has received a moderation action: warning. Reason: Be kind',
    ]);
    expect(messages[0]?.senderId).toBe(moderator.profile.id);
    expect((await notificationsOf(member.profile.id)).map((n) => n.type)).toEqual(['moderation_message']);
    const p = await profileOf(member.profile.id);
    expect([p?.isSuspended, p?.isBanned]).toEqual([false, false]);
  });

  it('post_removal makes the reported post private and resolves every pending report on it', async () => {
    const [moderator, author, r1, r2] = await Promise.all([actor('moderator'), signUp(), signUp(), signUp()]);
    const post = await insertPost(author.profile.id, 'Offensive text');
    const first = await json<{ report: { id: string } }>(await report(r1, { post_id: post.id, reason: 'Hate speech' }));
    await report(r2, { post_id: post.id, reason: 'Hate speech' });
    const res = await act(moderator, {
      action_type: 'post_removal',
      reason: 'Hate speech',
      report_id: first.report.id,
    });
    expect(res.status).toBe(201);
    expect((await postOf(post.id))?.visibility).toBe('private');
    const queue = await json<{ reports: { postId: string }[] }>(
      await moderator.fetch(`/api/moderation/reports/pending?type=post&q=${r1.profile.username}`),
    );
    expect(queue.reports).toHaveLength(0);
    const again = await act(moderator, { action_type: 'warning', reason: 'x', report_id: first.report.id });
    expect((await errorOf(again)).error).toBe('This report has already been processed');
    expect((await moderationMessagesOf(author.profile.id))[0]?.messageText).toBe(
      'Your account has received a moderation action: post_removal. Reason: Hate speech',
    );
  });

  it('suspension lasts 30 days with a suspension record; ban marks the member banned', async () => {
    const [moderator, suspended, banned] = await Promise.all([actor('moderator'), signUp(), signUp()]);
    const before = Date.now();
    const actionId = await actionOn(moderator, suspended, 'suspension');
    const p = await profileOf(suspended.profile.id);
    expect(p?.isSuspended).toBe(true);
    const end = p?.suspensionEndDate?.getTime() ?? 0;
    expect(end - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(end - before).toBeLessThan(30 * DAY + 60_000);
    const [record] = await db().select().from(userSuspensions).where(eq(userSuspensions.actionId, actionId));
    expect(record).toMatchObject({
      userId: suspended.profile.id,
      createdBy: moderator.profile.id,
      reason: 'Breaking the rules',
    });
    expect(record?.endDate.getTime()).toBe(end);
    expect((await moderationMessagesOf(suspended.profile.id))[0]?.messageText).toBe(
      'Your account has received a moderation action: suspension. Reason: Breaking the rules',
    );

    await actionOn(moderator, banned, 'ban');
    expect((await profileOf(banned.profile.id))?.isBanned).toBe(true);
    expect((await moderationMessagesOf(banned.profile.id))[0]?.messageText).toBe(
      'Your account has received a moderation action: ban. Reason: Breaking the rules',
    );

    // The member reads what was done and until when; which moderator did it is staff-only.
    const own = await json<{
      actions: { id: string; actionType: string; endsAt: number | null; moderator?: unknown }[];
    }>(await suspended.fetch('/api/moderation/actions'));
    expect(own.actions.map((a) => [a.id, a.actionType, a.moderator])).toEqual([[actionId, 'suspension', undefined]]);
    expect(own.actions[0]?.endsAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const staff = await json<{ actions: { moderator: { id: string } }[] }>(
      await moderator.fetch(`/api/moderation/actions?user_id=${suspended.profile.id}`),
    );
    expect(staff.actions[0]?.moderator.id).toBe(moderator.profile.id);
  });

  it('analytics count real posts and show real moderation activity', async () => {
    const [moderator, author] = await Promise.all([actor('moderator'), signUp()]);
    await insertPost(author.profile.id, 'one');
    await insertPost(author.profile.id, 'two');
    await actionOn(moderator, author, 'warning');
    const member = await signUp();
    expect((await errorOf(await member.fetch('/api/moderation/analytics'))).error).toBe(
      "You don't have permission to view reports",
    );
    const body = await json<{
      postVolume: { date: string; count: number }[];
      activeUsers: { id: string; postCount: number }[];
      recentActivity: { label: string; target: string; moderator: string }[];
    }>(await moderator.fetch('/api/moderation/analytics'));
    expect(body.postVolume).toHaveLength(7);
    expect(body.postVolume.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(body.postVolume.at(-1)?.count).toBeGreaterThanOrEqual(2);
    expect(body.activeUsers.find((u) => u.id === author.profile.id)?.postCount).toBe(2);
    expect(body.recentActivity[0]).toMatchObject({
      label: 'warning',
      target: author.profile.username,
      moderator: moderator.profile.username,
    });
  });
});
