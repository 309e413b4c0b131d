import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { rateLimits } from '../../worker/db/schema';
import { db, errorOf, guest, type Member, randomIp, signUp, signUpBody } from './helpers';

/**
 * What a response shows besides its body: status and every header but the per-request ones (the
 * D1 bookmark is the database's position, moved by everyone's writes).
 */
const shape = (res: Response) => ({
  status: res.status,
  headers: [...res.headers]
    .filter(([name]) => !['x-request-id', 'server-timing', 'date', 'x-d1-bookmark'].includes(name))
    .map(([name, value]) => (name === 'content-length' ? [name] : [name, value])),
});

/** As if ten minutes had passed since the last sign-up e-mail to this address (its own, just now). */
const tenMinutesLater = (email: string) =>
  db()
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - 1200000`, previousCount: 0 })
    .where(eq(rateLimits.key, `mail:sign-up:${email}`));

describe('nothing tells whether an address has an account', () => {
  it('sign-up: the same answer, headers and work for a registered and a new address', async () => {
    for (let i = 0; i < 3; i++) {
      const member = await signUp();
      await tenMinutesLater(member.email);
      const registered = await guest().fetch('/api/account/sign-up', {
        method: 'POST',
        json: signUpBody({ email: member.email }),
      });
      const fresh = await guest().fetch('/api/account/sign-up', { method: 'POST', json: signUpBody() });
      expect(shape(registered)).toEqual(shape(fresh));
      // The same statements, which in tests the diagnostics header counts.
      expect(registered.headers.get('x-d1-queries')).toBe(fresh.headers.get('x-d1-queries'));
      const body = (res: Response) => res.json().then((b) => ({ ...(b as object), email: '', message: '' }));
      expect(await body(registered)).toEqual(await body(fresh));
    }
  });

  it('sign-up: a username used by a sign-up that was never finished is still free', async () => {
    const member = await signUp();
    const first = signUpBody();
    const second = signUpBody();
    for (const email of [member.email, first.email]) {
      const res = await guest().fetch('/api/account/sign-up', {
        method: 'POST',
        json: { ...signUpBody({ email }), username: `u_${first.username.slice(2)}` },
      });
      expect(res.status).toBe(202);
    }
    const again = await guest().fetch('/api/account/sign-up', {
      method: 'POST',
      json: { ...second, username: `u_${first.username.slice(2)}` },
    });
    expect(again.status).toBe(202);
    const check = await guest().fetch(`/api/account/username-available?username=u_${first.username.slice(2)}`);
    expect(await check.json()).toEqual({ available: true, message: null });
  });

  it('sign-in with the password of an unfinished sign-up answers alike for a registered and a new address', async () => {
    const member = await signUp();
    await tenMinutesLater(member.email);
    const forRegistered = signUpBody({ email: member.email, password: 'the sign-up password' });
    const forNew = signUpBody({ password: 'the sign-up password' });
    for (const body of [forRegistered, forNew]) {
      expect((await guest().fetch('/api/account/sign-up', { method: 'POST', json: body })).status).toBe(202);
    }
    const signIn = (email: string) =>
      guest().fetch('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: 'the sign-up password' },
      });
    const registered = await signIn(forRegistered.email);
    const fresh = await signIn(forNew.email);
    expect(shape(registered)).toEqual(shape(fresh));
    expect(await errorOf(registered)).toEqual(await errorOf(fresh));
    // The member's own password still opens their account.
    const own = await guest().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: member.password },
    });
    expect(own.status).toBe(200);
  });

  it('e-mail change: the same answer and work for a taken and a free address', async () => {
    // Two members, each asking for the first time (a second request replaces the first's link).
    const [one, two, taken] = await Promise.all([signUp(), signUp(), signUp()]);
    const ask = (owner: Member, newEmail: string) =>
      owner.fetch('/api/account/email', { method: 'POST', json: { newEmail, currentPassword: owner.password } });
    const toTaken = await ask(one, taken.email);
    const toFree = await ask(two, `free-${two.email}`);
    expect(shape(toTaken)).toEqual(shape(toFree));
    expect(toTaken.headers.get('x-d1-queries')).toBe(toFree.headers.get('x-d1-queries'));
  });
});

describe('diagnostic headers', () => {
  const production = { ...env, APP_ENV: 'production' };
  const fetchAs = async (vars: typeof env, path: string, init: RequestInit = {}) => {
    const ctx = createExecutionContext();
    const headers = new Headers(init.headers);
    headers.set('cf-connecting-ip', randomIp());
    headers.set('origin', 'http://localhost');
    const res = await app.fetch(new Request(`http://localhost${path}`, { ...init, headers }), vars, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };

  it('are sent outside production, for the bench and development', async () => {
    const res = await guest().fetch('/api/me/current');
    expect(res.headers.get('x-d1-queries')).not.toBeNull();
    expect(res.headers.get('server-timing')).toMatch(/^app;dur=\d+/);
  });

  it('count the rows a request writes, as D1 reports them', async () => {
    const read = await guest().fetch('/api/me/current');
    expect(read.headers.get('x-d1-rows-written')).toBe('0');
    const member = await signUp();
    const posted = await member.fetch('/api/community/posts', { method: 'POST', json: { content: 'Counting rows' } });
    // The post's row at least (its hashtags, mentions and analytics as they apply).
    expect(Number(posted.headers.get('x-d1-rows-written'))).toBeGreaterThanOrEqual(1);
  });

  it('are never sent in production: not on pages, the API, sign-up or errors', async () => {
    const requests: [string, RequestInit?][] = [
      ['/api/me/current'],
      ['/api/activities?limit=2'],
      ['/api/account/providers'],
      [
        '/api/account/sign-up',
        { method: 'POST', body: JSON.stringify(signUpBody()), headers: { 'content-type': 'application/json' } },
      ],
      ['/api/nothing-here'],
      ['/'],
    ];
    for (const [path, init] of requests) {
      const res = await fetchAs(production, path, init);
      expect(res.headers.get('x-d1-queries'), path).toBeNull();
      expect(res.headers.get('server-timing'), path).toBeNull();
      expect(res.headers.get('x-d1-rows-written'), path).toBeNull();
    }
  });
});
