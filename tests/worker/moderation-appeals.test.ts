import { describe, expect, it } from 'vitest';
import { actor, errorOf, type Member, signUp } from './helpers';
import {
  actionOn,
  insertPost,
  json,
  moderationMessagesOf,
  notificationsOf,
  postOf,
  profileOf,
} from './moderation-fixtures';

const appeal = (m: Member, actionId: string, message = 'I did not mean it') =>
  m.fetch('/api/moderation/appeal', { method: 'POST', json: { related_action_id: actionId, message } });
const respond = (m: Member, id: string, status: string, response = 'Thanks for explaining') =>
  m.fetch(`/api/moderation/appeals/${id}/respond`, { method: 'POST', json: { status, response } });
const appealId = async (res: Response) => (await json<{ appeal: { id: string } }>(res)).appeal.id;

describe('appeals', () => {
  it('only the target appeals, once, and may do so while suspended', async () => {
    const [moderator, target, other] = await Promise.all([actor('moderator'), signUp(), signUp()]);
    const actionId = await actionOn(moderator, target, 'suspension');
    const foreign = await appeal(other, actionId);
    expect(foreign.status).toBe(403);
    expect((await errorOf(foreign)).error).toBe("You don't have permission to appeal this action");
    const first = await appeal(target, actionId);
    expect(first.status).toBe(201);
    expect((await json<{ message: string }>(first)).message).toBe('Appeal submitted successfully');
    const second = await appeal(target, actionId, 'Again');
    expect(second.status).toBe(409);
    expect((await errorOf(second)).error).toBe('You have already appealed this action');
  });

  it("is listed and answered by moderators only: '... to view appeals', '... to respond to appeals'", async () => {
    const member = await signUp();
    expect((await errorOf(await member.fetch('/api/moderation/appeals'))).error).toBe(
      "You don't have permission to view appeals",
    );
    expect((await errorOf(await respond(member, 'x', 'approved'))).error).toBe(
      "You don't have permission to respond to appeals",
    );
  });

  it('approving lifts a suspension, messages the decision, and cannot be answered twice', async () => {
    const [moderator, target] = await Promise.all([actor('moderator'), signUp()]);
    const actionId = await actionOn(moderator, target, 'suspension');
    const id = await appealId(await appeal(target, actionId));
    const listed = await json<{ appeals: { id: string; user: { id: string }; action: { actionType: string } }[] }>(
      await moderator.fetch('/api/moderation/appeals'),
    );
    expect(listed.appeals.find((a) => a.id === id)).toMatchObject({
      user: { id: target.profile.id },
      action: { actionType: 'suspension' },
    });

    const res = await respond(moderator, id, 'approved', 'Suspension lifted.');
    expect(res.status).toBe(200);
    const body = await json<{ message: string; appeal: { status: string; reviewedBy: string; reviewedAt: string } }>(
      res,
    );
    expect(body.message).toBe('Appeal approved');
    expect(body.appeal).toMatchObject({ status: 'approved', reviewedBy: moderator.profile.id });
    expect(body.appeal.reviewedAt).toBeTruthy();
    const p = await profileOf(target.profile.id);
    expect([p?.isSuspended, p?.suspensionEndDate]).toEqual([false, null]);
    const texts = (await moderationMessagesOf(target.profile.id)).map((m) => m.messageText);
    expect(texts).toContain('Your appeal has been approved. Suspension lifted.');
    expect((await notificationsOf(target.profile.id)).map((n) => n.type)).toContain('appeal_decision');

    const twice = await respond(moderator, id, 'rejected');
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).error).toBe('This appeal has already been processed');
  });

  it('approving lifts a ban; rejecting leaves it', async () => {
    const [moderator, lifted, kept] = await Promise.all([actor('moderator'), signUp(), signUp()]);
    const a1 = await actionOn(moderator, lifted, 'ban');
    const a2 = await actionOn(moderator, kept, 'ban');
    await respond(moderator, await appealId(await appeal(lifted, a1)), 'approved');
    await respond(moderator, await appealId(await appeal(kept, a2)), 'rejected', 'The ban stands.');
    expect((await profileOf(lifted.profile.id))?.isBanned).toBe(false);
    expect((await profileOf(kept.profile.id))?.isBanned).toBe(true);
    expect((await moderationMessagesOf(kept.profile.id)).map((m) => m.messageText)).toContain(
      'Your appeal has been rejected. The ban stands.',
    );
  });

  it('approving a post removal puts the post back as it was', async () => {
    const [moderator, author] = await Promise.all([actor('moderator'), signUp()]);
    const post = await insertPost(author.profile.id, 'Misread joke', 'friends');
    const actionId = await actionOn(moderator, author, 'post_removal', { post_id: post.id });
    expect((await postOf(post.id))?.visibility).toBe('private');
    await respond(moderator, await appealId(await appeal(author, actionId)), 'approved');
    expect((await postOf(post.id))?.visibility).toBe('friends');
  });

  it('is a short conversation: one question, one answer, before the decision', async () => {
    const [moderator, target, other] = await Promise.all([actor('moderator'), signUp(), signUp()]);
    const actionId = await actionOn(moderator, target, 'warning');
    const id = await appealId(await appeal(target, actionId));
    const early = await target.fetch(`/api/moderation/appeals/${id}/answer`, {
      method: 'POST',
      json: { answer: 'Hi' },
    });
    expect((await errorOf(early)).error).toBe('There is no question to answer on this appeal');
    const ask = (q: string) =>
      moderator.fetch(`/api/moderation/appeals/${id}/question`, { method: 'POST', json: { question: q } });
    expect((await ask('Which post do you mean?')).status).toBe(200);
    expect((await errorOf(await ask('And another?'))).error).toBe('A question has already been asked on this appeal');
    expect((await moderationMessagesOf(target.profile.id)).map((m) => m.messageText)).toContain(
      'A moderator has a question about your appeal: Which post do you mean?',
    );
    const answer = (m: Member, text: string) =>
      m.fetch(`/api/moderation/appeals/${id}/answer`, { method: 'POST', json: { answer: text } });
    expect((await errorOf(await answer(other, 'Not mine'))).error).toBe(
      "You don't have permission to answer this appeal",
    );
    expect((await answer(target, 'The one about kayaks')).status).toBe(200);
    expect((await errorOf(await answer(target, 'Again'))).error).toBe('You have already answered this question');
    const listed = await json<{ appeals: { id: string; moderatorQuestion: string; userAnswer: string }[] }>(
      await moderator.fetch('/api/moderation/appeals'),
    );
    expect(listed.appeals.find((a) => a.id === id)).toMatchObject({
      moderatorQuestion: 'Which post do you mean?',
      userAnswer: 'The one about kayaks',
    });
    await respond(moderator, id, 'rejected');
    expect((await errorOf(await ask('Late?'))).error).toBe('This appeal has already been processed');
  });

  it('a moderator cannot decide their own appeal', async () => {
    const [admin, moderator] = await Promise.all([actor('admin'), actor('moderator')]);
    const actionId = await actionOn(admin, moderator, 'warning');
    const id = await appealId(await appeal(moderator, actionId));
    const res = await respond(moderator, id, 'approved');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe("You can't decide your own appeal");
  });
});
