import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../worker/contracts/profile-settings';
import { profiles, users } from '../../worker/db/schema';
import { client, cookieFrom, db, errorOf, guest, signUp, signUpBody } from './helpers';

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
    expect(body.flags).toEqual({ isAdmin: false, isSuperAdmin: false, isModerator: false, isRestricted: false });

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

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await guest().fetch('/api/account/sign-up', { method: 'POST', json: signUpBody() });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('stores the password as a native scrypt hash, never in clear', async () => {
    const member = await signUp();
    const row = await db().query.accounts.findFirst({ where: (a, { eq }) => eq(a.userId, member.profile.id) });
    expect(row?.password).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row?.password).not.toContain(member.password);
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
        expect(await db().select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
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

  it('refuses a second account for the same e-mail and keeps the first intact', async () => {
    const first = await signUp();
    const res = await guest().fetch('/api/account/sign-up', {
      method: 'POST',
      json: signUpBody({ email: first.email }),
    });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error).toBe('An account with this email already exists');
    expect(await db().select().from(profiles).where(eq(profiles.email, first.email))).toHaveLength(1);
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
      json: signUpBody({ firstName: 'x'.repeat(2 * 1024 * 1024) }),
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
