import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMembers, conversations, follows, messages, profiles, users } from '../../worker/db/schema';
import { client, cookieFrom, db, errorOf, guest, type Member, mailSentTo, signUp } from './helpers';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const patch = (m: Member, json: unknown) => m.fetch('/api/profile', { method: 'PATCH', json });
const avatarForm = (file: File) => {
  const form = new FormData();
  form.append('avatar', file);
  return form;
};
const follow = (a: Member, b: Member) =>
  db().insert(follows).values({ followerId: a.profile.id, followingId: b.profile.id, status: 'accepted' });

describe('profile editor rules', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['empty e-mail', { email: '' }, 'Email is required'],
    ['bad e-mail', { email: 'nope' }, 'Invalid email format'],
    ['bad username', { username: 'ab' }, 'Username must be 3-20 characters, letters, numbers, and underscores only'],
    ['bad phone', { phoneNumber: '12-34' }, 'Invalid phone number format'],
    ['young', { age: 12 }, 'Age must be between 13 and 120'],
    ['old', { age: 121 }, 'Age must be between 13 and 120'],
    ['long first name', { firstName: 'x'.repeat(51) }, 'Name must be less than 50 characters'],
    ['long last name', { lastName: 'y'.repeat(51) }, 'Name must be less than 50 characters'],
  ];
  for (const [name, json, message] of cases) {
    it(`${name}: "${message}", nothing changes`, async () => {
      const m = await signUp();
      const res = await patch(m, json);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe(message);
      const [row] = await db().select().from(profiles).where(eq(profiles.id, m.profile.id));
      expect(row?.updatedAt.getTime()).toBe(
        m.profile.updatedAt instanceof Date ? m.profile.updatedAt.getTime() : new Date(m.profile.updatedAt).getTime(),
      );
    });
  }

  it('saves every editable field, and sends an e-mail change to the confirmed flow', async () => {
    const m = await signUp();
    const res = await patch(m, {
      lastName: 'Okafor',
      phoneNumber: '+44 (20) 7946-0958',
      age: 34,
      occupation: 'Nurse',
      languagePreferences: ['English', 'Yoruba'],
      timezone: 'Europe/London',
      interests: ['Hiking'],
      email: m.email,
      privacySettings: { ...m.profile.privacySettings, show_email: true },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { profile: { lastName: string; phoneNumber: string }; message: string };
    expect(body.message).toBe('Profile saved successfully!');
    expect(body.profile).toMatchObject({ lastName: 'Okafor', phoneNumber: '+44 (20) 7946-0958' });
    const moved = await patch(m, { email: `new-${m.profile.username}@example.com` });
    expect(moved.status).toBe(400);
    expect((await errorOf(moved)).error).toBe(
      'To change your e-mail address, use Change e-mail: it needs your password and a confirmation',
    );
    const [user] = await db().select().from(users).where(eq(users.id, m.profile.id));
    expect(user?.email).toBe(m.email);
  });

  it('never changes tier, role, admin, moderation or suspension fields', async () => {
    const m = await signUp();
    for (const field of ['tier', 'role', 'isAdmin', 'isModerator', 'isSuspended', 'isBanned', 'followersCount']) {
      const res = await patch(m, { [field]: field === 'tier' ? 'pro' : field === 'role' ? 'admin' : true });
      expect(res.status).toBe(400);
    }
    const [row] = await db().select().from(profiles).where(eq(profiles.id, m.profile.id));
    expect(row).toMatchObject({
      tier: 'free',
      role: 'user',
      isAdmin: false,
      isModerator: false,
      isSuspended: false,
      isBanned: false,
    });
  });

  it('keeps usernames unique and refuses reserved ones', async () => {
    const a = await signUp();
    const b = await signUp();
    const taken = await patch(b, { username: a.profile.username.toUpperCase() });
    expect((await errorOf(taken)).error).toBe('This username is already taken');
    expect((await errorOf(await patch(b, { username: 'messages' }))).error).toBe('This username is reserved');
    expect((await patch(a, { username: a.profile.username })).status).toBe(200);
  });
});

describe('avatar', () => {
  it('stores a checked image and replaces the previous one', async () => {
    const m = await signUp();
    const first = await m.fetch('/api/profile/avatar', {
      method: 'POST',
      body: avatarForm(new File([PNG], 'me.png', { type: 'image/png' })),
    });
    const firstBody = (await first.json()) as { profile: { avatarUrl: string }; message: string };
    expect(firstBody.message).toBe('Profile picture updated successfully!');
    expect(firstBody.profile.avatarUrl).toMatch(new RegExp(`^/media/avatars/${m.profile.id}-\\d+\\.png$`));
    const second = await m.fetch('/api/profile/avatar', {
      method: 'POST',
      body: avatarForm(new File([PNG], 'me2.png', { type: 'image/png' })),
    });
    const secondUrl = ((await second.json()) as { profile: { avatarUrl: string } }).profile.avatarUrl;
    expect(await env.MEDIA.head(firstBody.profile.avatarUrl.slice(7))).toBeNull();
    expect(await env.MEDIA.head(secondUrl.slice(7))).not.toBeNull();
  });

  it('refuses other types and files over 5MB', async () => {
    const m = await signUp();
    const gif = await m.fetch('/api/profile/avatar', {
      method: 'POST',
      body: avatarForm(new File(['GIF89a....'], 'a.gif', { type: 'image/gif' })),
    });
    expect(gif.status).toBe(415);
    expect((await errorOf(gif)).error).toBe('Only JPG, PNG, and WebP images are allowed');
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG);
    const huge = await m.fetch('/api/profile/avatar', {
      method: 'POST',
      body: avatarForm(new File([big], 'b.png', { type: 'image/png' })),
    });
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).error).toBe('Image must be less than 5MB');
  });
});

describe('public profiles and privacy', () => {
  type View = { restricted: boolean; profile: Record<string, unknown> };
  const view = async (viewer: Member | ReturnType<typeof guest>, owner: Member) =>
    (await (await viewer.fetch(`/api/profile/${owner.profile.username}`)).json()) as View;
  const setVisibility = (m: Member, v: 'public' | 'friends' | 'private') =>
    patch(m, { privacySettings: { ...m.profile.privacySettings, profile_visibility: v } });

  it('shows a public profile to anyone, without private fields', async () => {
    const owner = await signUp({ healthConsiderations: 'Asthma' });
    const seen = await view(guest(), owner);
    expect(seen.restricted).toBe(false);
    expect(seen.profile.username).toBe(owner.profile.username);
    expect(JSON.stringify(seen)).not.toContain('Asthma');
    expect(seen.profile.email).toBeNull();
    expect(seen.profile).not.toHaveProperty('phoneNumber');
  });

  it('limits a friends profile to mutual follows, and a private one to the followers it accepted', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const follower = await signUp();
    const friend = await signUp();
    await follow(follower, owner);
    await follow(friend, owner);
    await follow(owner, friend);
    await setVisibility(owner, 'friends');
    expect((await view(stranger, owner)).restricted).toBe(true);
    expect((await view(follower, owner)).restricted).toBe(true);
    expect((await view(friend, owner)).restricted).toBe(false);
    const restricted = await view(stranger, owner);
    expect(Object.keys(restricted.profile).sort()).toEqual([
      'avatarUrl',
      'firstName',
      'id',
      'isOwner',
      'role',
      'username',
    ]);
    await setVisibility(owner, 'private');
    expect((await view(follower, owner)).restricted).toBe(false);
    expect((await view(friend, owner)).restricted).toBe(false);
    expect((await view(stranger, owner)).restricted).toBe(true);
    expect((await view(guest(), owner)).restricted).toBe(true);
    expect((await view(owner, owner)).restricted).toBe(false);
  });

  it('shows the e-mail only when the owner shares it', async () => {
    const owner = await signUp();
    await patch(owner, { privacySettings: { ...owner.profile.privacySettings, show_email: true } });
    expect((await view(guest(), owner)).profile.email).toBe(owner.email);
  });

  it('hides the profile from a member in a block with its owner', async () => {
    const owner = await signUp();
    const blocked = await signUp();
    await env.DB.prepare("insert into user_blocks (id, blocker_id, blocked_id) values ('b1', ?, ?)")
      .bind(owner.profile.id, blocked.profile.id)
      .run();
    const res = await blocked.fetch(`/api/profile/${owner.profile.username}`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toBe('User not found');
    expect((await guest().fetch('/api/profile/nobody_here_123')).status).toBe(404);
  });
});

describe('password reset through the outbox', () => {
  it('mails a single-use link that sets a new password and signs out other sessions', async () => {
    const m = await signUp();
    const res = await guest().fetch('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: m.email, redirectTo: '/reset-password' },
    });
    expect(res.status).toBe(200);
    const [mail] = await mailSentTo(m.email);
    expect(mail?.subject).toBe('Reset your Lifelist password');
    const token = /reset-password\/([^?\s]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = await guest().fetch('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'a brand new secret' },
    });
    expect(reset.status).toBe(200);
    expect((await m.fetch('/api/me')).status).toBe(401);
    const again = await guest().fetch('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'another one here' },
    });
    expect(again.status).toBe(400);
    const signIn = await guest().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: m.email, password: 'a brand new secret' },
    });
    expect((await client(cookieFrom(signIn)).fetch('/api/me')).status).toBe(200);
  });

  it('keeps the outbox to development', async () => {
    expect((await guest().fetch('/api/dev/outbox')).status).toBe(404);
  });
});

describe('export and deletion', () => {
  it('exports what the member created', async () => {
    const m = await signUp();
    const res = await m.fetch('/api/account/export');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="lifelist-/);
    const data = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['profile', 'list', 'posts', 'comments', 'blogs', 'messages']),
    );
    expect((data.profile as { id: string }).id).toBe(m.profile.id);
    expect((await guest().fetch('/api/account/export')).status).toBe(401);
  });

  it('deletes the account with the password, removes its files, keeps others’ conversations readable', async () => {
    const m = await signUp();
    const other = await signUp();
    await m.fetch('/api/profile/avatar', {
      method: 'POST',
      body: avatarForm(new File([PNG], 'me.png', { type: 'image/png' })),
    });
    const conversationId = [m.profile.id, other.profile.id].sort().join('-');
    await db().insert(conversations).values({ id: conversationId, lastSeq: 1 });
    await db()
      .insert(conversationMembers)
      .values([
        { conversationId, userId: m.profile.id, otherUserId: other.profile.id },
        { conversationId, userId: other.profile.id, otherUserId: m.profile.id },
      ]);
    await db().insert(messages).values({
      conversationId,
      seq: 1,
      senderId: m.profile.id,
      receiverId: other.profile.id,
      messageText: 'See you there',
      clientId: 'c1',
    });

    const wrong = await m.fetch('/api/account/delete', { method: 'POST', json: { password: 'not it' } });
    expect(wrong.status).toBe(403);
    const ok = await m.fetch('/api/account/delete', { method: 'POST', json: { password: m.password } });
    expect(ok.status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, m.profile.id))).toHaveLength(0);
    expect((await env.MEDIA.list({ prefix: `avatars/${m.profile.id}` })).objects).toHaveLength(0);
    const [kept] = await db().select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(kept).toMatchObject({ messageText: 'See you there', senderId: null });
    expect((await m.fetch('/api/me')).status).toBe(401);
  });
});
