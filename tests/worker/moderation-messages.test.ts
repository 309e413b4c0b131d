import { describe, expect, it } from 'vitest';
import { actor, errorOf, signUp } from './helpers';
import { actionOn, json } from './moderation-fixtures';

type Messages = {
  messages: {
    id: string;
    read: boolean;
    messageText: string;
    isSystem: boolean;
    action: { id: string } | null;
    appeal: unknown;
  }[];
};

describe('moderation messages', () => {
  it("are sent by moderators only: 'You don't have permission to send moderation messages'", async () => {
    const [member, other, moderator] = await Promise.all([signUp(), signUp(), actor('moderator')]);
    const refused = await member.fetch('/api/moderation/messages', {
      method: 'POST',
      json: { receiver_id: other.profile.id, message_text: 'Hello' },
    });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).error).toBe("You don't have permission to send moderation messages");
    const sent = await moderator.fetch('/api/moderation/messages', {
      method: 'POST',
      json: { receiver_id: other.profile.id, message_text: 'Please keep discussions civil' },
    });
    expect(sent.status).toBe(201);
    const inbox = await json<Messages>(await other.fetch('/api/moderation/messages'));
    expect(inbox.messages.map((m) => [m.messageText, m.isSystem, m.read])).toEqual([
      ['Please keep discussions civil', false, false],
    ]);
  });

  it("are marked read by their receiver only: 'You don't have permission to mark this message as read'", async () => {
    const [moderator, receiver, other] = await Promise.all([actor('moderator'), signUp(), signUp()]);
    const actionId = await actionOn(moderator, receiver, 'warning');
    const [message] = (await json<Messages>(await receiver.fetch('/api/moderation/messages'))).messages;
    expect(message).toMatchObject({ read: false, action: { id: actionId }, appeal: null });
    for (const who of [other, moderator]) {
      const res = await who.fetch(`/api/moderation/messages/${message?.id}/read`, { method: 'PUT' });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error).toBe("You don't have permission to mark this message as read");
    }
    expect((await json<Messages>(await receiver.fetch('/api/moderation/messages'))).messages[0]?.read).toBe(false);
    const res = await receiver.fetch(`/api/moderation/messages/${message?.id}/read`, { method: 'PUT' });
    expect(res.status).toBe(200);
    expect((await json<Messages>(await receiver.fetch('/api/moderation/messages'))).messages[0]?.read).toBe(true);
    // Other members never see someone else's moderation messages.
    expect((await json<Messages>(await other.fetch('/api/moderation/messages'))).messages).toEqual([]);
  });
});
