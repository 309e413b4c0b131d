import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../worker/db/schema';
import { runDailyMaintenance } from '../../worker/features/analytics/retention';
import { actor, client, cookieFrom, db, errorOf, guest, type Member, signUp } from './helpers';
import { actionOn, insertPost, json, profileOf } from './moderation-fixtures';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ACTIVITY = 9301;
let target: Member;

beforeAll(async () => {
  target = await signUp();
  await env.DB.prepare(
    "insert or ignore into activities (id, title, description, search_text, category_tags) values (?, 'Enforcement activity', '<p>x</p>', 'x', '[\"Social\"]')",
  )
    .bind(ACTIVITY)
    .run();
});

/** One write per existing route group; each must refuse a restricted member. */
const writes: Record<string, (m: Member) => Promise<Response>> = {
  'adding to the list': (m) => m.fetch('/api/list', { method: 'POST', json: { activityId: ACTIVITY } }),
  'creating a custom activity': (m) => {
    const body = new FormData();
    body.append('title', 'Restricted idea');
    body.append('description', 'Should not be saved');
    body.append('categories', 'Social');
    return m.fetch('/api/activities/custom', { method: 'POST', body });
  },
  'editing the public profile': (m) =>
    m.fetch('/api/profile', { method: 'PATCH', json: { profileBio: 'New bio while restricted' } }),
  'uploading an avatar': (m) => {
    const body = new FormData();
    body.append('avatar', new File([PNG], 'a.png', { type: 'image/png' }));
    return m.fetch('/api/profile/avatar', { method: 'POST', body });
  },
  following: (m) => m.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: target.profile.id } }),
  blocking: (m) => m.fetch('/api/relationships/block', { method: 'POST', json: { user_id: target.profile.id } }),
  'reporting a member': (m) =>
    m.fetch('/api/relationships/report', {
      method: 'POST',
      json: { user_id: target.profile.id, reason: 'Spam or scam' },
    }),
  'reporting content': async (m) => {
    const post = await insertPost(target.profile.id);
    return m.fetch('/api/moderation/report', { method: 'POST', json: { post_id: post.id, reason: 'Spam or scam' } });
  },
};

describe('suspended and banned members', () => {
  for (const [group, write] of Object.entries(writes)) {
    it(`are refused ${group}, with the end date for a suspension`, async () => {
      const [suspended, banned] = await Promise.all([actor('suspended'), actor('banned')]);
      const until = suspended.profile.suspensionEndDate?.toISOString().slice(0, 10);
      const s = await write(suspended);
      expect(s.status).toBe(403);
      expect(await errorOf(s)).toEqual({
        code: 'SUSPENDED',
        error: `Your account is suspended until ${until}. You can read content and appeal the decision.`,
      });
      const b = await write(banned);
      expect(b.status).toBe(403);
      expect(await errorOf(b)).toEqual({
        code: 'BANNED',
        error: 'Your account has been banned. You can read content and appeal the decision.',
      });
    });
  }

  it('can still change their own notification and privacy settings, country and time zone', async () => {
    const m = await actor('suspended');
    const res = await m.fetch('/api/profile', {
      method: 'PATCH',
      json: { privacySettings: { ...m.profile.privacySettings } },
    });
    expect(res.status).toBe(200);
    // The Settings page saves each choice on its own: a country or a zone alone changes only that.
    const zone = await m.fetch('/api/profile', { method: 'PATCH', json: { timezone: 'Asia/Tokyo' } });
    expect(zone.status).toBe(200);
    const country = await m.fetch('/api/profile', { method: 'PATCH', json: { country: 'US' } });
    expect(country.status).toBe(200);
    const after = await profileOf(m.profile.id);
    expect([after?.country, after?.timezone, after?.profileBio]).toEqual(['US', 'Asia/Tokyo', m.profile.profileBio]);
    // With anything others see, the whole change is refused.
    const mixed = await m.fetch('/api/profile', { method: 'PATCH', json: { timezone: 'UTC', profileBio: 'Hello' } });
    expect(mixed.status).toBe(403);
    expect((await profileOf(m.profile.id))?.timezone).toBe('Asia/Tokyo');
  });

  it('can still read, sign in, see their restriction and messages, appeal, export and delete their account', async () => {
    const moderator = await actor('moderator');
    const m = await signUp();
    const actionId = await actionOn(moderator, m, 'ban');
    expect((await m.fetch('/api/list')).status).toBe(200);
    expect((await m.fetch(`/api/profile/${target.profile.username}`)).status).toBe(200);
    const status = await json<{ restriction: { kind: string; action: { id: string; reason: string } } }>(
      await m.fetch('/api/moderation/status'),
    );
    expect(status.restriction).toMatchObject({
      kind: 'banned',
      action: { id: actionId, reason: 'Breaking the rules' },
    });
    const messages = await json<{ messages: { id: string; action: { id: string } }[] }>(
      await m.fetch('/api/moderation/messages'),
    );
    expect(messages.messages[0]?.action.id).toBe(actionId);
    expect((await m.fetch(`/api/moderation/messages/${messages.messages[0]?.id}/read`, { method: 'PUT' })).status).toBe(
      200,
    );
    const appeal = await m.fetch('/api/moderation/appeal', {
      method: 'POST',
      json: { related_action_id: actionId, message: 'Please reconsider' },
    });
    expect(appeal.status).toBe(201);
    const signIn = await guest().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: m.email, password: m.password },
    });
    expect(signIn.status).toBe(200);
    expect((await client(cookieFrom(signIn)).fetch('/api/me')).status).toBe(200);
    expect((await m.fetch('/api/account/export')).status).toBe(200);
    const deleted = await m.fetch('/api/account/delete', { method: 'POST', json: { password: m.password } });
    expect(deleted.status).toBe(200);
  });
});

describe('suspension expiry', () => {
  it('ends by itself at its end date on the next request', async () => {
    const m = await actor('suspended');
    await db()
      .update(profiles)
      .set({ suspensionEndDate: new Date(Date.now() - 1000) })
      .where(eq(profiles.id, m.profile.id));
    const res = await m.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: target.profile.id } });
    expect(res.status).toBe(201);
    const p = await profileOf(m.profile.id);
    expect([p?.isSuspended, p?.suspensionEndDate]).toEqual([false, null]);
  });

  it('is cleared by the daily job for members who do not come back', async () => {
    const [expired, current] = await Promise.all([actor('suspended'), actor('suspended')]);
    await db()
      .update(profiles)
      .set({ suspensionEndDate: new Date(Date.now() - 1000) })
      .where(eq(profiles.id, expired.profile.id));
    await runDailyMaintenance(env);
    expect((await profileOf(expired.profile.id))?.isSuspended).toBe(false);
    expect((await profileOf(current.profile.id))?.isSuspended).toBe(true);
  });
});
