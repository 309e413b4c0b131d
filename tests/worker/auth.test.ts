import { env } from 'cloudflare:workers';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAuth } from '../../worker/auth';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../worker/contracts/profile-settings';
import { accounts, mailOutbox, pendingSignUps, profiles, rateLimits, users } from '../../worker/db/schema';
import { removeStalePendingSignUps } from '../../worker/features/account/sign-up';
import { PNG } from './community-fixture';
import { client, confirmationToken, cookieFrom, db, errorOf, guest, signUp, signUpBody } from './helpers';

const REQUIRED = 'Please fill in all required fields and accept the terms';

describe('sign-up, sign-out, sign-in and /api/me', () => {
  it('creates the account and its profile with the defaults, then signs out and back in', async () => {
    const member = await signUp({ firstName: 'Priya', country: 'IN' });
    expect(member.profile).toMatchObject({
      firstName: 'Priya',
      country: 'IN',
      tier: 'free',
      role: 'user',
      isAdmin: false,
      isModerator: false,
      isSuspended: false,
      isBanned: false,
      notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
    });

    const me = await member.fetch('/api/me');
    expect(me.status).toBe(200);
    const body = (await me.json()) as { profile: { id: string; email: string }; flags: Record<string, boolean> };
    expect(body.profile.email).toBe(member.email);
    expect(body.flags).toEqual({
      isAdmin: false,
      isSuperAdmin: false,
      isModerator: false,
      isRestricted: false,
      canEditAnyContent: false,
    });

    const out = await member.fetch('/api/auth/sign-out', { method: 'POST', json: {} });
    expect(out.status).toBe(200);
    expect((await member.fetch('/api/me')).status).toBe(401);

    const signIn = await guest().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: member.password },
    });
    expect(signIn.status).toBe(200);
    const again = await client(cookieFrom(signIn)).fetch('/api/me');
    expect(again.status).toBe(200);
    expect(((await again.json()) as { profile: { id: string } }).profile.id).toBe(member.profile.id);
  });

  it('opens the first session from the mailed link, with an HttpOnly, SameSite=Lax cookie', async () => {
    const body = signUpBody();
    const res = await guest().fetch('/api/account/sign-up', { method: 'POST', json: body });
    expect(res.status).toBe(202);
    expect(res.headers.getSetCookie()).toEqual([]);
    const confirmed = await guest().fetch('/api/account/confirm', {
      method: 'POST',
      json: { token: await confirmationToken(body.email) },
    });
    expect(await confirmed.json()).toEqual({ signedIn: true });
    const cookie = confirmed.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('stores the password as a native scrypt hash, never in clear', async () => {
    const member = await signUp();
    const [row] = await db().select().from(accounts).where(eq(accounts.userId, member.profile.id));
    expect(row?.password).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row?.password).not.toContain(member.password);
  });

  it('tells the app who is here: a guest is null, not an error', async () => {
    const guestAnswer = await guest().fetch('/api/me/current');
    expect(guestAnswer.status).toBe(200);
    expect(await guestAnswer.json()).toEqual({ me: null, newAccount: null });
    const member = await signUp({ firstName: 'Tove' });
    const theirs = (await (await member.fetch('/api/me/current')).json()) as { me: { profile: { id: string } } };
    expect(theirs.me.profile.id).toBe(member.profile.id);
  });

  it('answers 401 for /api/me without a session', async () => {
    const res = await guest().fetch('/api/me');
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ error: 'Not authenticated', code: 'UNAUTHENTICATED' });
  });

  it('refuses a wrong password', async () => {
    const member = await signUp();
    const res = await guest().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: 'not the password' },
    });
    expect(res.status).toBe(401);
  });
});

describe('step-1 validation messages', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['missing e-mail', { email: '' }, REQUIRED],
    ['missing password', { password: undefined }, REQUIRED],
    ['missing first name', { firstName: '   ' }, REQUIRED],
    ['missing username', { username: '' }, REQUIRED],
    ['missing age', { age: undefined }, REQUIRED],
    ['missing country', { country: '' }, REQUIRED],
    ['terms not accepted', { acceptTerms: false }, REQUIRED],
    ['under 13', { age: 12 }, 'You must be at least 13 years old to register'],
    ['over 120', { age: 121 }, 'Age must be between 13 and 120'],
    ['short password', { password: 'short' }, 'Password must be at least 8 characters long'],
    ['bad e-mail', { email: 'not-an-email' }, 'Invalid email format'],
    ['bad username', { username: 'a b' }, 'Username must be 3-20 characters, letters, numbers, and underscores only'],
    ['long first name', { firstName: 'x'.repeat(51) }, 'Name must be less than 50 characters'],
    ['unknown country', { country: 'XX' }, 'Please choose a country from the list'],
  ];

  for (const [name, overrides, message] of cases) {
    it(`${name}: 400 "${message}" and nothing stored`, async () => {
      const body = signUpBody(overrides);
      const res = await guest().fetch('/api/account/sign-up', { method: 'POST', json: body });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ error: message, code: 'VALIDATION' });
      if (typeof body.email === 'string' && body.email) {
        // A sign-up waits as a pending sign-up until its link is followed: neither is kept.
        expect(await db().select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
        expect(await db().select().from(pendingSignUps).where(eq(pendingSignUps.email, body.email))).toHaveLength(0);
      }
    });
  }

  it('refuses a taken username without regard to case, and a reserved one', async () => {
    const first = await signUp({ username: 'Trail_Runner' });
    const res = await guest().fetch('/api/account/sign-up', {
      method: 'POST',
      json: signUpBody({ username: 'trail_runner' }),
    });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error).toBe('This username is already taken');
    const reserved = await guest().fetch('/api/account/sign-up', {
      method: 'POST',
      json: signUpBody({ username: 'Admin' }),
    });
    expect(reserved.status).toBe(409);
    expect((await errorOf(reserved)).error).toBe('This username is reserved');
    expect(first.profile.username).toBe('Trail_Runner');
  });

  it('answers a registered address exactly as a new one, mails its owner, and makes nothing', async () => {
    const first = await signUp();
    // Ten minutes after its own sign-up e-mail, so the address may be mailed again.
    await db()
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - 1200000`, previousCount: 0 })
      .where(eq(rateLimits.key, `mail:sign-up:${first.email}`));
    const fresh = signUpBody();
    const again = signUpBody({ email: first.email });
    const newAnswer = await guest().fetch('/api/account/sign-up', { method: 'POST', json: fresh });
    const takenAnswer = await guest().fetch('/api/account/sign-up', { method: 'POST', json: again });
    expect(takenAnswer.status).toBe(newAnswer.status);
    expect(newAnswer.status).toBe(202);
    const sent = (email: string) => ({
      email,
      message: `We have sent a link to ${email}. Open it within 24 hours to finish creating your account.`,
    });
    expect(await newAnswer.json()).toEqual(sent(fresh.email));
    expect(await takenAnswer.json()).toEqual(sent(first.email));
    expect([...takenAnswer.headers.keys()].sort()).toEqual([...newAnswer.headers.keys()].sort());

    expect(await db().select().from(profiles).where(eq(profiles.email, first.email))).toHaveLength(1);
    expect(await db().select().from(profiles).where(eq(profiles.username, again.username))).toHaveLength(0);
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.to, first.email));
    expect(mail.map((m) => m.subject)).toContain('You already have a Lifelist account');
    expect(mail.map((m) => m.text).join('\n')).toContain('/forgot-password');
    // The owner's password still works.
    const signIn = await guest().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: first.email, password: first.password },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('confirming the address', () => {
  const signUpOnly = async (overrides: Record<string, unknown> = {}) => {
    const body = signUpBody(overrides);
    const res = await guest().fetch('/api/account/sign-up', { method: 'POST', json: body });
    expect(res.status).toBe(202);
    return body;
  };
  const links = async (email: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
      (m) => m.subject === 'Confirm your Lifelist account',
    ).length;
  /** As if ten minutes had passed since the last sign-up e-mail to this address. */
  const tenMinutesLater = (email: string) =>
    db()
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - 1200000`, previousCount: 0 })
      .where(eq(rateLimits.key, `mail:sign-up:${email}`));
  const signIn = (email: string, password: string) =>
    guest().fetch('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

  it('keeps a sign-up shut: the right password sends a new link (once in ten minutes), a wrong one does not', async () => {
    const body = await signUpOnly();
    expect(await links(body.email)).toBe(1);
    const soon = await signIn(body.email, body.password);
    expect(soon.status).toBe(403);
    expect(await errorOf(soon)).toEqual({
      error: 'Please confirm your e-mail address first with the link we sent you a few minutes ago.',
      code: 'EMAIL_NOT_CONFIRMED',
    });
    expect(await links(body.email)).toBe(1);
    // Signing in again and again sends nothing more.
    for (let i = 0; i < 5; i++) expect((await signIn(body.email, body.password)).status).toBe(403);
    expect(await links(body.email)).toBe(1);

    await tenMinutesLater(body.email);
    const later = await signIn(body.email, body.password);
    expect(await errorOf(later)).toEqual({
      error: 'Please confirm your e-mail address first: we have sent you a new link. It works for 24 hours.',
      code: 'EMAIL_NOT_CONFIRMED',
    });
    expect(later.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect(await links(body.email)).toBe(2);
    // The new link works; the first one no longer does.
    const token = await confirmationToken(body.email);
    expect((await guest().fetch('/api/account/confirm', { method: 'POST', json: { token } })).status).toBe(200);

    const wrong = await signIn(body.email, 'not the password');
    expect(wrong.status).toBe(401);
    expect(await links(body.email)).toBe(2);
  });

  it('mails one address a few sign-up e-mails a day at most, however they are asked for', async () => {
    const body = await signUpOnly();
    for (let i = 0; i < 8; i++) {
      await tenMinutesLater(body.email);
      expect((await signIn(body.email, body.password)).status).toBe(403);
    }
    expect(await links(body.email)).toBe(5);
  });

  it('shows nothing of a sign-up until its link is followed, and reserves no username', async () => {
    const body = await signUpOnly();
    expect((await guest().fetch(`/api/profile/${body.username}`)).status).toBe(404);
    expect(await db().select().from(profiles).where(eq(profiles.email, body.email))).toHaveLength(0);
    expect(await db().select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    const available = await guest().fetch(`/api/account/username-available?username=${body.username}`);
    expect(await available.json()).toEqual({ available: true, message: null });
    // Someone else may sign up with the same username meanwhile: the answer is the usual one.
    const other = signUpBody({ username: body.username });
    expect((await guest().fetch('/api/account/sign-up', { method: 'POST', json: other })).status).toBe(202);

    await guest().fetch('/api/account/confirm', {
      method: 'POST',
      json: { token: await confirmationToken(body.email) },
    });
    expect((await guest().fetch(`/api/profile/${body.username}`)).status).toBe(200);
    // The later sign-up's link now asks for another username, and takes one.
    const token = await confirmationToken(other.email);
    const taken = await guest().fetch('/api/account/confirm', { method: 'POST', json: { token } });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toEqual({ error: 'This username is already taken', code: 'USERNAME_TAKEN' });
    const renamed = await guest().fetch('/api/account/confirm', {
      method: 'POST',
      json: { token, username: `${body.username.slice(0, 17)}_2` },
    });
    expect(await renamed.json()).toEqual({ signedIn: true });
  });

  it('opens a session once: the link followed again confirms nothing new', async () => {
    const body = await signUpOnly();
    const token = await confirmationToken(body.email);
    const first = await guest().fetch('/api/account/confirm', { method: 'POST', json: { token } });
    expect(await first.json()).toEqual({ signedIn: true });
    expect((await client(cookieFrom(first)).fetch('/api/me')).status).toBe(200);
    const second = await guest().fetch('/api/account/confirm', { method: 'POST', json: { token } });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ signedIn: false });
    expect(second.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
  });

  it('opens one account when an address signed up twice: the second link opens nothing', async () => {
    const body = await signUpOnly();
    const firstToken = await confirmationToken(body.email);
    await tenMinutesLater(body.email);
    await signUpOnly({ email: body.email });
    const secondToken = await confirmationToken(body.email);
    expect(secondToken).not.toBe(firstToken);
    const second = await guest().fetch('/api/account/confirm', { method: 'POST', json: { token: secondToken } });
    expect(await second.json()).toEqual({ signedIn: true });
    const first = await guest().fetch('/api/account/confirm', { method: 'POST', json: { token: firstToken } });
    expect(await first.json()).toEqual({ signedIn: false });
    expect(await db().select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
  });

  it('refuses a made-up, altered or expired link', async () => {
    const body = await signUpOnly();
    const token = await confirmationToken(body.email);
    for (const bad of [`${token.slice(0, -2)}xx`, 'a'.repeat(40), 'not a token!']) {
      const res = await guest().fetch('/api/account/confirm', { method: 'POST', json: { token: bad } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe('This link is invalid or has expired');
    }
    await db()
      .update(pendingSignUps)
      .set({ tokenExpiresAt: Date.now() - 1 })
      .where(eq(pendingSignUps.email, body.email));
    const expired = await guest().fetch('/api/account/confirm', { method: 'POST', json: { token } });
    expect(expired.status).toBe(400);
    expect(await db().select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });

  it('keeps better-auth’s own verification routes closed', async () => {
    for (const path of ['/api/auth/send-verification-email', '/api/auth/verify-email?token=x']) {
      const res = await guest().fetch(path, {
        method: path.includes('?') ? 'GET' : 'POST',
        json: path.includes('?') ? undefined : { email: 'someone@example.com' },
      });
      expect(res.status, path).toBe(404);
    }
  });

  it('"Forgot password" for a sign-up never finished sends its link again, answering as for anyone', async () => {
    const body = await signUpOnly();
    await tenMinutesLater(body.email);
    const ask = (email: string) =>
      guest().fetch('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email, redirectTo: '/reset-password' },
      });
    const mine = await ask(body.email);
    const nobody = await ask(`nobody-${body.username}@example.com`);
    expect(mine.status).toBe(200);
    expect(await nobody.json()).toEqual(await mine.json());
    expect(await links(body.email)).toBe(2);
    const confirmed = await guest().fetch('/api/account/confirm', {
      method: 'POST',
      json: { token: await confirmationToken(body.email) },
    });
    expect(await confirmed.json()).toEqual({ signedIn: true });
  });

  it('takes the picture with the form, named after the account', async () => {
    const body = signUpBody();
    const form = new FormData();
    form.append('data', JSON.stringify(body));
    form.append('avatar', new File([PNG], 'me.png', { type: 'image/png' }));
    const res = await guest().fetch('/api/account/sign-up', { method: 'POST', body: form });
    expect(res.status).toBe(202);
    // Kept out of sight until the link is followed.
    const [pending] = await db().select().from(pendingSignUps).where(eq(pendingSignUps.email, body.email));
    expect(pending?.avatarKey).toMatch(/^pending-sign-ups\//);
    expect((await guest().fetch(`/media/${pending?.avatarKey}`)).status).toBe(404);
    await guest().fetch('/api/account/confirm', {
      method: 'POST',
      json: { token: await confirmationToken(body.email) },
    });
    const [profile] = await db().select().from(profiles).where(eq(profiles.email, body.email));
    expect(profile?.avatarUrl).toBe(`/media/avatars/${profile?.id}.png`);
    expect(await env.MEDIA.head(`avatars/${profile?.id}.png`)).not.toBeNull();
    expect(await env.MEDIA.head(pending?.avatarKey ?? '')).toBeNull();
    expect((await guest().fetch(`/media/avatars/${profile?.id}.png`)).status).toBe(200);
  });

  it('refuses a picture over 2MB or of another kind and makes nothing', async () => {
    const cases: [File, number, string][] = [
      [
        new File([PNG, new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
        413,
        'Avatar file size must be less than 2MB',
      ],
      [new File([PNG], 'me.gif', { type: 'image/gif' }), 415, 'Avatar must be a JPG or PNG image'],
      [new File(['<svg/>'], 'me.png', { type: 'image/png' }), 415, 'Avatar must be a JPG or PNG image'],
    ];
    for (const [file, status, message] of cases) {
      const body = signUpBody();
      const form = new FormData();
      form.append('data', JSON.stringify(body));
      form.append('avatar', file);
      const res = await guest().fetch('/api/account/sign-up', { method: 'POST', body: form });
      expect(res.status).toBe(status);
      expect((await errorOf(res)).error).toBe(message);
      expect(await db().select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
      expect(await db().select().from(pendingSignUps).where(eq(pendingSignUps.email, body.email))).toHaveLength(0);
    }
  });

  it('a form without its data gets the required-fields message', async () => {
    const form = new FormData();
    form.append('data', '{not json');
    const res = await guest().fetch('/api/account/sign-up', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe(REQUIRED);
  });

  it('a form that cannot be read is a 400 in plain words, and nothing is kept or mailed', async () => {
    const body = signUpBody();
    const avatarPart = 'Content-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png';
    const cases: [string, string][] = [
      // The form's closing boundary never comes: a cut-off upload.
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(body)}\r\n--x\r\n${avatarPart}\r\n\r\nPNG`,
      ],
      // No boundary to split the parts by.
      ['multipart/form-data', JSON.stringify(body)],
    ];
    for (const [type, text] of cases) {
      const res = await guest().fetch('/api/account/sign-up', {
        method: 'POST',
        body: text,
        headers: { 'content-type': type },
      });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({
        error: 'The form could not be read. Please try again.',
        code: 'VALIDATION',
      });
    }
    expect(await db().select().from(pendingSignUps).where(eq(pendingSignUps.email, body.email))).toEqual([]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, body.email))).toEqual([]);
  });

  it('forgets sign-ups a week old and their pictures, and nothing else', async () => {
    const stale = signUpBody();
    const form = new FormData();
    form.append('data', JSON.stringify(stale));
    form.append('avatar', new File([PNG], 'me.png', { type: 'image/png' }));
    expect((await guest().fetch('/api/account/sign-up', { method: 'POST', body: form })).status).toBe(202);
    const recent = await signUpOnly();
    const confirmed = await signUp();
    await db()
      .update(pendingSignUps)
      .set({ createdAt: new Date(Date.now() - 8 * 86400_000) })
      .where(inArray(pendingSignUps.email, [stale.email, confirmed.email]));
    const [picture] = await db().select().from(pendingSignUps).where(eq(pendingSignUps.email, stale.email));
    await removeStalePendingSignUps(db(), env.MEDIA);
    const left = await db()
      .select({ email: pendingSignUps.email })
      .from(pendingSignUps)
      .where(inArray(pendingSignUps.email, [stale.email, recent.email, confirmed.email]));
    expect(left.map((u) => u.email)).toEqual([recent.email]);
    expect(await env.MEDIA.head(picture?.avatarKey ?? '')).toBeNull();
    // The confirmed member is untouched.
    expect((await confirmed.fetch('/api/me')).status).toBe(200);
  });
});

describe('bad input changes nothing', () => {
  const count = async () => (await db().select({ id: users.id }).from(users)).length;

  it('malformed JSON is a 400 in the error shape', async () => {
    const before = await count();
    const res = await guest().fetch('/api/account/sign-up', {
      method: 'POST',
      body: '{"email": "a@b.c",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    expect(await count()).toBe(before);
  });

  it('wrong types are refused', async () => {
    const before = await count();
    const res = await guest().fetch('/api/account/sign-up', {
      method: 'POST',
      json: signUpBody({ age: 'thirty', acceptTerms: 'yes' }),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe(REQUIRED);
    expect(await count()).toBe(before);
  });

  it('unknown fields are refused, so nobody signs up as an admin', async () => {
    const before = await count();
    const res = await guest().fetch('/api/account/sign-up', {
      method: 'POST',
      json: signUpBody({ role: 'admin' }),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe('The request has a field this form does not accept');
    expect(await count()).toBe(before);
  });

  it('an oversize body is a 413', async () => {
    const before = await count();
    const res = await guest().fetch('/api/account/sign-up', {
      method: 'POST',
      json: signUpBody({ firstName: 'x'.repeat(4 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ error: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' });
    expect(await count()).toBe(before);
  });

  it('better-auth’s own sign-up path is closed, so no account exists without a profile', async () => {
    const res = await guest().fetch('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'direct@example.com', password: 'password123', name: 'Direct' },
    });
    expect(res.status).toBe(404);
  });
});

describe('signing in with Google or Twitter the first time', () => {
  /** What better-auth makes on a first provider sign-in: the user and its provider account, no profile. */
  async function providerSignIn(email: string, name = 'Sam Rivers') {
    const id = `oauth${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await env.DB.batch([
      env.DB.prepare('insert into users (id, name, email, email_verified) values (?, ?, ?, 1)').bind(id, name, email),
      env.DB.prepare("insert into accounts (id, account_id, provider_id, user_id) values (?, ?, 'google', ?)").bind(
        crypto.randomUUID(),
        `g-${id}`,
        id,
      ),
    ]);
    const opened = await getAuth(env).api.openSession({ body: { userId: id }, asResponse: true });
    return { id, member: client(cookieFrom(opened)) };
  }

  it('asks for a username and the sign-up form, then is a member like any other', async () => {
    const email = `oauth-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { id, member } = await providerSignIn(email);
    const before = (await (await member.fetch('/api/me/current')).json()) as { me: unknown; newAccount: unknown };
    expect(before).toEqual({ me: null, newAccount: { email, name: 'Sam Rivers' } });
    // Nobody sees a member without a profile, and they cannot act as one.
    expect((await member.fetch('/api/community/posts', { method: 'POST', json: { content: 'Hi' } })).status).toBe(401);

    const bad = await member.fetch('/api/account/profile', {
      method: 'POST',
      json: { firstName: 'Sam', username: 'x', age: 30, country: 'GB', acceptTerms: true },
    });
    expect(await errorOf(bad)).toEqual({
      error: 'Username must be 3-20 characters, letters, numbers, and underscores only',
      code: 'VALIDATION',
    });
    const missing = await member.fetch('/api/account/profile', {
      method: 'POST',
      json: { firstName: 'Sam', username: 'sam_r', age: 30, country: 'GB' },
    });
    expect((await errorOf(missing)).error).toBe(REQUIRED);
    const taken = await signUp();
    const clash = await member.fetch('/api/account/profile', {
      method: 'POST',
      json: { firstName: 'Sam', username: taken.profile.username, age: 30, country: 'GB', acceptTerms: true },
    });
    expect(clash.status).toBe(409);

    const username = `sam_${id.slice(5, 12)}`;
    const made = await member.fetch('/api/account/profile', {
      method: 'POST',
      json: { firstName: 'Sam', username, age: 30, country: 'US', acceptTerms: true, interests: ['Swimming'] },
    });
    expect(made.status).toBe(201);
    const me = (await (await member.fetch('/api/me/current')).json()) as {
      me: { profile: { username: string; email: string } };
    };
    expect(me.me.profile).toMatchObject({ username, email });
    expect((await guest().fetch(`/api/profile/${username}`)).status).toBe(200);
    expect((await member.fetch('/api/community/posts', { method: 'POST', json: { content: 'Hello' } })).status).toBe(
      201,
    );
    // Once only.
    const again = await member.fetch('/api/account/profile', {
      method: 'POST',
      json: { firstName: 'Sam', username: `${username}_2`, age: 30, country: 'US', acceptTerms: true },
    });
    expect(await errorOf(again)).toEqual({ error: 'Your profile is already set up', code: 'PROFILE_EXISTS' });
  });
});
