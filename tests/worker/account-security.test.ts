import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChanges, mailOutbox, profiles, users } from '../../worker/db/schema';
import { client, cookieFrom, db, errorOf, guest, type Member, signUp } from './helpers';

const mailTo = async (to: string, subject: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, subject)));
const tokenIn = (text: string | undefined) => /confirm-email\/([\w-]+)/.exec(text ?? '')?.[1] ?? '';
const newAddress = () => `moved-${crypto.randomUUID().slice(0, 8)}@example.com`;
const signInAgain = async (m: Member, email = m.email, password = m.password) => {
  const res = await client().fetch('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  return { status: res.status, client: client(cookieFrom(res)) };
};
const requestChange = (m: Member, json: unknown) => m.fetch('/api/account/email', { method: 'POST', json });
const confirm = (c: ReturnType<typeof client>, token: string) =>
  c.fetch('/api/account/email/confirm', { method: 'POST', json: { token } });

describe('changing the e-mail address', () => {
  it('needs the current password and changes nothing until the link is followed', async () => {
    const m = await signUp();
    const target = newAddress();
    const wrong = await requestChange(m, { newEmail: target, currentPassword: 'not it at all' });
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).error).toBe('Your current password is not right');
    const missing = await requestChange(m, { newEmail: target });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).error).toBe('Please enter your current password');
    const bad = await requestChange(m, { newEmail: 'not-an-address', currentPassword: m.password });
    expect((await errorOf(bad)).error).toBe('Invalid email format');
    expect(await mailTo(target, 'Confirm your new Lifelist e-mail address')).toHaveLength(0);

    const asked = await requestChange(m, { newEmail: target, currentPassword: m.password });
    expect(asked.status).toBe(202);
    // Until the link is followed the old address signs in, and the profile says so.
    expect((await signInAgain(m)).status).toBe(200);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, m.profile.id));
    expect(profile?.email).toBe(m.email);
    // The profile editor cannot change it either.
    const direct = await m.fetch('/api/profile', { method: 'PATCH', json: { email: target } });
    expect(direct.status).toBe(400);
  });

  it('changes on the link, once, signs other sessions out and tells the old address', async () => {
    const m = await signUp();
    const other = await signInAgain(m);
    const target = newAddress();
    await requestChange(m, { newEmail: target, currentPassword: m.password });
    const [mail] = await mailTo(target, 'Confirm your new Lifelist e-mail address');
    const token = tokenIn(mail?.text);
    expect(token).toHaveLength(43);

    const done = await confirm(m, token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ email: target, signedOut: false });
    // This session stays; the other device is signed out.
    expect((await m.fetch('/api/me')).status).toBe(200);
    expect((await other.client.fetch('/api/me')).status).toBe(401);
    expect((await signInAgain(m, target)).status).toBe(200);
    expect((await signInAgain(m, m.email)).status).toBe(401);
    const [user] = await db().select().from(users).where(eq(users.id, m.profile.id));
    expect(user?.email).toBe(target);
    const [notice] = await mailTo(m.email, 'Your Lifelist e-mail address was changed');
    expect(notice?.text).toContain('/contact?subject=');
    expect(notice?.text).not.toContain(target);

    // Single use.
    const again = await confirm(guest(), token);
    expect(again.status).toBe(400);
    expect((await errorOf(again)).error).toBe('This link is invalid or has expired');
  });

  it('refuses an expired link and a made-up one', async () => {
    const m = await signUp();
    const target = newAddress();
    await requestChange(m, { newEmail: target, currentPassword: m.password });
    const token = tokenIn((await mailTo(target, 'Confirm your new Lifelist e-mail address'))[0]?.text);
    await db()
      .update(emailChanges)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(emailChanges.userId, m.profile.id));
    expect((await confirm(guest(), token)).status).toBe(400);
    expect((await confirm(guest(), 'x'.repeat(43))).status).toBe(400);
    expect((await confirm(guest(), '<script>')).status).toBe(400);
    const [user] = await db().select().from(users).where(eq(users.id, m.profile.id));
    expect(user?.email).toBe(m.email);
  });

  it('answers the same for an address already in use, and tells that address instead', async () => {
    const m = await signUp();
    const owner = await signUp();
    const res = await requestChange(m, { newEmail: owner.email, currentPassword: m.password });
    expect(res.status).toBe(202);
    expect((await mailTo(owner.email, 'Someone asked to use this address on Lifelist')).length).toBe(1);
    expect(await mailTo(owner.email, 'Confirm your new Lifelist e-mail address')).toHaveLength(0);
  });

  it('is for signed-in members only', async () => {
    expect(
      (
        await guest().fetch('/api/account/email', {
          method: 'POST',
          json: { newEmail: newAddress(), currentPassword: 'x' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current password, then ends every other session', async () => {
    const m = await signUp();
    const other = await signInAgain(m);
    const change = (json: unknown) => m.fetch('/api/account/password', { method: 'POST', json });
    const wrong = await change({ currentPassword: 'nope nope', newPassword: 'a new long secret' });
    expect(wrong.status).toBe(403);
    const short = await change({ currentPassword: m.password, newPassword: 'short' });
    expect((await errorOf(short)).error).toBe('Password must be at least 8 characters long');
    expect((await other.client.fetch('/api/me')).status).toBe(200);

    const ok = await change({ currentPassword: m.password, newPassword: 'a new long secret' });
    expect(ok.status).toBe(200);
    expect((await m.fetch('/api/me')).status).toBe(200);
    expect((await other.client.fetch('/api/me')).status).toBe(401);
    expect((await signInAgain(m, m.email, 'a new long secret')).status).toBe(200);
    expect((await signInAgain(m)).status).toBe(401);
    expect(await mailTo(m.email, 'Your Lifelist password was changed')).toHaveLength(1);
  });

  it('cannot be changed through the sign-in library’s own route, which keeps other sessions', async () => {
    const m = await signUp();
    const res = await m.fetch('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: m.password, newPassword: 'another long secret', revokeOtherSessions: false },
    });
    expect(res.status).toBe(404);
    expect((await signInAgain(m)).status).toBe(200);
  });
});

describe('the private calendar link goes with the old password', () => {
  const makeFeed = async (m: Member) => {
    const made = await m.fetch('/api/calendar', { method: 'POST' });
    const { url } = (await made.json()) as { url: string };
    return new URL(url).pathname;
  };

  it('is turned off when the password is changed, and the e-mail says so', async () => {
    const m = await signUp();
    const path = await makeFeed(m);
    expect((await guest().fetch(path)).status).toBe(200);
    const changed = await m.fetch('/api/account/password', {
      method: 'POST',
      json: { currentPassword: m.password, newPassword: 'a fresh new secret' },
    });
    expect(changed.status).toBe(200);
    expect((await guest().fetch(path)).status).toBe(404);
    expect(await (await m.fetch('/api/calendar')).json()).toEqual({ active: false, createdAt: null });
    const [mail] = await mailTo(m.email, 'Your Lifelist password was changed');
    expect(mail?.text).toContain('Your private calendar link was turned off too');
  });

  it('is turned off when the password is reset by e-mail, and the owner is told', async () => {
    const m = await signUp();
    const path = await makeFeed(m);
    await guest().fetch('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: m.email, redirectTo: '/reset-password' },
    });
    const [reset] = await mailTo(m.email, 'Reset your Lifelist password');
    const token = /reset-password\/([^?\s]+)/.exec(reset?.text ?? '')?.[1];
    const done = await guest().fetch('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'another new secret' },
    });
    expect(done.status).toBe(200);
    expect((await guest().fetch(path)).status).toBe(404);
    const [told] = await mailTo(m.email, 'Your Lifelist password was reset');
    expect(told?.text).toContain('Your private calendar link was turned off too');
  });

  it('says nothing of a calendar link the member never made', async () => {
    const m = await signUp();
    await m.fetch('/api/account/password', {
      method: 'POST',
      json: { currentPassword: m.password, newPassword: 'a fresh new secret' },
    });
    const [mail] = await mailTo(m.email, 'Your Lifelist password was changed');
    expect(mail?.text).not.toContain('calendar');
  });
});
