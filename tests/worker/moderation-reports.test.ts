import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { actor, errorOf, guest, signUp } from './helpers';
import { insertPost, json, report } from './moderation-fixtures';

type Queue = {
  reports: { id: string; targetType: string; contentSnapshot: string | null; reporter: { id: string } }[];
  totalPending: number;
};

describe('reporting', () => {
  it('reports a post with the spec form, copies its text, and refuses a second report', async () => {
    const [author, reporter] = await Promise.all([signUp(), signUp()]);
    const post = await insertPost(author.profile.id, 'Buy followers now!!!');
    const res = await report(reporter, { post_id: post.id, reason: 'Spam or scam', extra_notes: 'Bot account' });
    expect(res.status).toBe(201);
    const body = await json<{ message: string; report: Record<string, unknown> }>(res);
    expect(body.message).toBe('Post reported successfully');
    expect(body.report).toMatchObject({
      targetType: 'post',
      targetId: post.id,
      postId: post.id,
      targetUserId: author.profile.id,
      contentSnapshot: 'Buy followers now!!!',
      status: 'pending',
    });
    const again = await report(reporter, { target_type: 'post', target_id: post.id, reason: 'Other' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe('You have already reported this post');
  });

  it('reports comments, blogs, blog comments, custom activities, profiles and messages', async () => {
    const [author, reporter] = await Promise.all([signUp(), signUp()]);
    const post = await insertPost(author.profile.id);
    const a = author.profile.id;
    const r = reporter.profile.id;
    await env.DB.batch([
      env.DB.prepare("insert into post_comments (id, post_id, user_id, content) values (?, ?, ?, 'rude comment')").bind(
        `c-${a}`,
        post.id,
        a,
      ),
      env.DB.prepare(
        "insert into blogs (id, user_id, title, content, status) values (?, ?, 'Blog title', '<p>Blog <b>body</b></p>', 'published')",
      ).bind(`b-${a}`, a),
      env.DB.prepare("insert into blog_comments (id, blog_id, user_id, content) values (?, ?, ?, 'blog comment')").bind(
        `bc-${a}`,
        `b-${a}`,
        a,
      ),
      env.DB.prepare(
        "insert into custom_activities (id, user_id, title, description, category_tags) values (?, ?, 'My idea', 'An idea', '[]')",
      ).bind(`ca-${a}`, a),
      env.DB.prepare('insert into conversations (id) values (?)').bind(`conv-${a}`),
      env.DB.prepare(
        "insert into messages (id, conversation_id, seq, sender_id, receiver_id, message_text, client_id) values (?, ?, 1, ?, ?, 'a threatening message', 'x')",
      ).bind(`m-${a}`, `conv-${a}`, a, r),
    ]);
    const cases = [
      ['comment', `c-${a}`, 'Comment reported successfully', 'rude comment'],
      ['blog', `b-${a}`, 'Blog reported successfully', 'Blog title\n\nBlog body'],
      ['blog_comment', `bc-${a}`, 'Comment reported successfully', 'blog comment'],
      ['custom_activity', `ca-${a}`, 'Activity reported successfully', 'My idea\n\nAn idea'],
      ['profile', a, 'User reported successfully', `@${author.profile.username}`],
      ['message', `m-${a}`, 'Message reported successfully', 'a threatening message'],
    ] as const;
    for (const [type, id, message, snapshot] of cases) {
      const res = await report(reporter, { target_type: type, target_id: id, reason: 'Harassment or bullying' });
      expect({ type, status: res.status }).toEqual({ type, status: 201 });
      const body = await json<{ message: string; report: { contentSnapshot: string; targetUserId: string } }>(res);
      expect(body.message).toBe(message);
      expect(body.report.contentSnapshot).toBe(snapshot);
      expect(body.report.targetUserId).toBe(a);
    }
    const dup = await report(reporter, { target_type: 'message', target_id: `m-${a}`, reason: 'Other' });
    expect((await errorOf(dup)).error).toBe('You have already reported this message');
  });

  it('refuses what the reporter cannot see, their own content, and bad input', async () => {
    const [author, stranger] = await Promise.all([signUp(), signUp()]);
    const hidden = await insertPost(author.profile.id, 'Only me', 'private');
    const res = await report(stranger, { post_id: hidden.id, reason: 'Spam or scam' });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toBe('Post not found');
    const own = await insertPost(author.profile.id);
    const mine = await report(author, { post_id: own.id, reason: 'Spam or scam' });
    expect(mine.status).toBe(400);
    expect((await errorOf(mine)).error).toBe("You can't report your own post");
    const noReason = await report(stranger, { post_id: own.id, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).error).toBe('Please choose a reason');
    // Only the offered reasons: a word of one's own would be tallied apart from the same reason.
    const ownWords = await report(stranger, { post_id: own.id, reason: 'spam' });
    expect(ownWords.status).toBe(400);
    expect((await errorOf(ownWords)).error).toBe('Please choose a reason');
    const noTarget = await report(stranger, { target_type: 'post', reason: 'Spam or scam' });
    expect((await errorOf(noTarget)).error).toBe('Missing report target');
  });
});

describe('the report queue', () => {
  it("is for moderators only: 'You don't have permission to view reports' and '... to update reports'", async () => {
    const member = await signUp();
    const list = await member.fetch('/api/moderation/reports/pending');
    expect(list.status).toBe(403);
    expect((await errorOf(list)).error).toBe("You don't have permission to view reports");
    const update = await member.fetch('/api/moderation/reports/x', { method: 'PATCH', json: { status: 'dismissed' } });
    expect((await errorOf(update)).error).toBe("You don't have permission to update reports");
    const signedOut = await guest().fetch('/api/moderation/reports/pending');
    expect((await errorOf(signedOut)).error).toBe('Not authenticated');
  });

  it('lists pending reports of every kind, filters by kind and searches, and dismisses once', async () => {
    const [moderator, author, reporter] = await Promise.all([actor('moderator'), signUp(), signUp()]);
    const word = `zebra${Date.now().toString(36)}`;
    const post = await insertPost(author.profile.id, `Selling ${word} stripes`);
    const postReport = await json<{ report: { id: string } }>(
      await report(reporter, { post_id: post.id, reason: 'Spam or scam' }),
    );
    await report(reporter, {
      target_type: 'profile',
      target_id: author.profile.id,
      reason: 'Impersonation',
      extra_notes: `Pretends to be ${word}`,
    });

    const all = await json<Queue>(await moderator.fetch(`/api/moderation/reports/pending?q=${word}`));
    expect(all.reports.map((r) => r.targetType).sort()).toEqual(['post', 'profile']);
    expect(all.totalPending).toBeGreaterThanOrEqual(2);
    const posts = await json<Queue>(await moderator.fetch(`/api/moderation/reports/pending?q=${word}&type=post`));
    expect(posts.reports.map((r) => r.id)).toEqual([postReport.report.id]);
    const byName = await json<Queue>(
      await moderator.fetch(`/api/moderation/reports/pending?type=profile&q=${author.profile.username}`),
    );
    expect(byName.reports).toHaveLength(1);
    const none = await json<Queue>(await moderator.fetch(`/api/moderation/reports/pending?q=${word}_nothing`));
    expect(none.reports).toHaveLength(0);

    const dismiss = await moderator.fetch(`/api/moderation/reports/${postReport.report.id}`, {
      method: 'PATCH',
      json: { status: 'dismissed' },
    });
    expect(dismiss.status).toBe(200);
    const dismissed = await json<{ message: string; report: { status: string; resolvedBy: string } }>(dismiss);
    expect(dismissed.message).toBe('Report marked as dismissed');
    expect(dismissed.report).toMatchObject({ status: 'dismissed', resolvedBy: moderator.profile.id });
    const again = await moderator.fetch(`/api/moderation/reports/${postReport.report.id}`, {
      method: 'PATCH',
      json: { status: 'resolved' },
    });
    expect(again.status).toBe(409);
    const after = await json<Queue>(await moderator.fetch(`/api/moderation/reports/pending?q=${word}`));
    expect(after.reports.map((r) => r.targetType)).toEqual(['profile']);
  });

  it('never lets a moderator settle a report about themselves', async () => {
    const [moderator, reporter] = await Promise.all([actor('moderator'), signUp()]);
    const post = await insertPost(moderator.profile.id, 'A moderator also posts');
    const filed = await json<{ report: { id: string } }>(
      await report(reporter, { post_id: post.id, reason: 'Spam or scam' }),
    );
    const res = await moderator.fetch(`/api/moderation/reports/${filed.report.id}`, {
      method: 'PATCH',
      json: { status: 'dismissed' },
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe("You can't handle a report about yourself");
    const other = await actor('moderator');
    const settled = await other.fetch(`/api/moderation/reports/${filed.report.id}`, {
      method: 'PATCH',
      json: { status: 'dismissed' },
    });
    expect(settled.status).toBe(200);
  });
});
