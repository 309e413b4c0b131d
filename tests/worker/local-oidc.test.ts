import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { accounts, localOidcCodes, users } from '../../worker/db/schema';
import { codeHash } from '../../worker/features/dev/local-oidc-seal';
import { db, randomIp, signUp } from './helpers';

/**
 * The local OpenID Connect provider (worker/features/dev/local-oidc.ts) and sign-in through it with
 * better-auth's own endpoints, as a browser goes: the app's sign-in, the provider's authorization
 * endpoint and consent, back to the app's callback.
 */
const ISSUER = 'http://localhost/api/dev/oidc';
const CLIENT_ID = 'lifelist-test';
const CLIENT_SECRET = 'test-oidc-secret';
const CALLBACK = 'http://localhost/api/auth/callback/oidc';

let counter = 0;
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A browser: keeps its cookies, sends its origin, never follows redirects by itself. */
class Browser {
  private cookies = new Map<string, string>();
  readonly ip = randomIp();

  async fetch(url: string, init: RequestInit & { json?: unknown; form?: Record<string, string> } = {}) {
    const headers = new Headers(init.headers);
    headers.set('cf-connecting-ip', this.ip);
    if (!headers.has('origin') && init.method === 'POST') headers.set('origin', 'http://localhost');
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const res = await exports.default.fetch(
      new Request(new URL(url, 'http://localhost'), { ...init, headers, body, redirect: 'manual' }),
    );
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  hasSession() {
    return [...this.cookies.keys()].some((k) => k.includes('session_token'));
  }

  async current() {
    return (await (await this.fetch('/api/me/current')).json()) as {
      me: { profile: { id: string; username: string; email: string } } | null;
      newAccount: { email: string; name: string } | null;
    };
  }
}

type Person = { email: string; name?: string; emailVerified?: boolean };

/** Starts the app's sign-in with the provider and follows it to the consent page's request. */
async function startSignIn(browser: Browser) {
  const started = await browser.fetch('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider: 'oidc', callbackURL: '/welcome', errorCallbackURL: '/auth' },
  });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  expect(url.startsWith(`${ISSUER}/authorize?`)).toBe(true);
  const authorize = await browser.fetch(url);
  expect(authorize.status).toBe(302);
  const consentPage = new URL(authorize.headers.get('location') ?? '', 'http://localhost');
  expect(consentPage.pathname).toBe('/dev/oidc/consent');
  return { authorizationUrl: new URL(url), request: consentPage.searchParams.get('request') ?? '' };
}

/** The consent page's Allow (or Cancel): where the provider sends the browser next. */
async function consent(browser: Browser, request: string, person: Person | null) {
  const res = await browser.fetch('/api/dev/oidc/consent', {
    method: 'POST',
    json: person
      ? {
          request,
          allow: true,
          email: person.email,
          name: person.name ?? 'Casey Tester',
          emailVerified: person.emailVerified ?? true,
        }
      : { request, allow: false },
  });
  expect(res.status).toBe(200);
  return new URL(((await res.json()) as { redirectTo: string }).redirectTo);
}

/** The whole sign-in through the provider; the app's answer at its callback. */
async function signInThroughProvider(browser: Browser, person: Person | null) {
  const { request } = await startSignIn(browser);
  const back = await consent(browser, request, person);
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  return browser.fetch(back.toString());
}

/** A code from the provider for a request made directly (not through better-auth). */
async function codeFor(person: Person, pkce?: { challenge: string }) {
  const browser = new Browser();
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: CALLBACK,
    scope: 'openid email profile',
    state: 'st4te',
    ...(pkce ? { code_challenge: pkce.challenge, code_challenge_method: 'S256' } : {}),
  });
  const authorize = await browser.fetch(`/api/dev/oidc/authorize?${query}`);
  expect(authorize.status).toBe(302);
  const request = new URL(authorize.headers.get('location') ?? '', 'http://localhost').searchParams.get('request');
  const back = await consent(browser, request ?? '', person);
  expect(back.searchParams.get('state')).toBe('st4te');
  expect(back.searchParams.get('iss')).toBe(ISSUER);
  return back.searchParams.get('code') ?? '';
}

const token = (form: Record<string, string>, headers?: Record<string, string>) =>
  new Browser().fetch('/api/dev/oidc/token', { method: 'POST', form, headers });

const exchange = (code: string, extra: Record<string, string> = {}) =>
  token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: CALLBACK,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    ...extra,
  });

const s256 = async (verifier: string) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))).toString('base64url');

describe('the local provider', () => {
  it('publishes its discovery document under its issuer', async () => {
    const res = await new Browser().fetch('/api/dev/oidc/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      userinfo_endpoint: `${ISSUER}/userinfo`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    });
  });

  it('refuses an unknown client or a redirect URI not registered exactly, without redirecting', async () => {
    const authorize = (params: Record<string, string>) =>
      new Browser().fetch(
        `/api/dev/oidc/authorize?${new URLSearchParams({ response_type: 'code', scope: 'openid email', state: 's', ...params })}`,
      );
    const wrongClient = await authorize({ client_id: 'someone-else', redirect_uri: CALLBACK });
    expect(wrongClient.status).toBe(400);
    expect(wrongClient.headers.get('location')).toBeNull();
    expect(await wrongClient.json()).toEqual({
      error: 'This sign-in provider does not know the client that sent you here',
      code: 'UNKNOWN_CLIENT',
    });
    for (const redirect_uri of [
      'http://evil.example/api/auth/callback/oidc',
      `${CALLBACK}/`,
      `${CALLBACK}?next=/admin`,
      'http://localhost/api/auth/callback/google',
    ]) {
      const res = await authorize({ client_id: CLIENT_ID, redirect_uri });
      expect(res.status, redirect_uri).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(((await res.json()) as { code: string }).code).toBe('REDIRECT_URI_MISMATCH');
    }
    const missing = await new Browser().fetch('/api/dev/oidc/authorize');
    expect(missing.status).toBe(400);
  });

  it('sends other faults back to the client as errors, with its state', async () => {
    const authorize = async (params: Record<string, string>) => {
      const res = await new Browser().fetch(
        `/api/dev/oidc/authorize?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: CALLBACK, state: 'keep-me', scope: 'openid', response_type: 'code', ...params })}`,
      );
      expect(res.status).toBe(302);
      return new URL(res.headers.get('location') ?? '');
    };
    const token = await authorize({ response_type: 'token' });
    expect(`${token.origin}${token.pathname}`).toBe(CALLBACK);
    expect(token.searchParams.get('error')).toBe('unsupported_response_type');
    expect(token.searchParams.get('state')).toBe('keep-me');
    const plain = await authorize({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
    expect(plain.searchParams.get('error')).toBe('invalid_request');
    const noOpenid = await authorize({ scope: 'email' });
    expect(noOpenid.searchParams.get('error')).toBe('invalid_scope');
  });

  it('shows its consent page with the app that asks, and refuses a request it did not sign', async () => {
    const { request } = await startSignIn(new Browser());
    const view = await new Browser().fetch(`/api/dev/oidc/consent?request=${encodeURIComponent(request)}`);
    expect(await view.json()).toMatchObject({
      provider: 'Lifelist Local ID',
      client: { id: CLIENT_ID, name: 'Lifelist', redirectOrigin: 'http://localhost' },
      scopes: ['openid', 'email', 'profile'],
    });
    const page = await new Browser().fetch(`/dev/oidc/consent?request=${encodeURIComponent(request)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sign in to Lifelist');
    expect(html).toContain('Allow');
    expect(html).toContain('Cancel');

    const [payload] = request.split('.');
    const forged = `${payload}.${'A'.repeat(43)}`;
    const refused = await new Browser().fetch('/api/dev/oidc/consent', {
      method: 'POST',
      json: { request: forged, allow: true, email: uniqueEmail('forged'), name: 'F', emailVerified: true },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'This sign-in request is invalid or has expired. Start the sign-in again.',
    );
    const forgedPage = await new Browser().fetch(`/dev/oidc/consent?request=${encodeURIComponent(forged)}`);
    expect(await forgedPage.text()).toContain('This sign-in request is invalid or has expired');
    const badEmail = await new Browser().fetch('/api/dev/oidc/consent', {
      method: 'POST',
      json: { request, allow: true, email: 'not an address', name: 'F', emailVerified: true },
    });
    expect(await badEmail.json()).toEqual({ error: 'Invalid email format', code: 'VALIDATION' });
  });
});

describe('the token endpoint', () => {
  it('gives a token for a code once, and userinfo answers for it', async () => {
    const email = uniqueEmail('once');
    const code = await codeFor({ email, name: 'Once Only' });
    const first = await exchange(code);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const tokens = (await first.json()) as { access_token: string; token_type: string; scope: string };
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'openid email profile' });

    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The code is unknown or was already used',
    });

    const info = await new Browser().fetch('/api/dev/oidc/userinfo', {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const claims = (await info.json()) as { sub: string };
    expect(claims).toEqual({
      sub: expect.stringMatching(/^[0-9a-f]{32}$/),
      email,
      email_verified: true,
      name: 'Once Only',
    });
    // The same subject for the same address, every time.
    const later = await (await exchange(await codeFor({ email: email.toUpperCase(), name: 'Other Name' }))).json();
    const laterInfo = await new Browser().fetch('/api/dev/oidc/userinfo', {
      headers: { authorization: `Bearer ${(later as { access_token: string }).access_token}` },
    });
    expect(((await laterInfo.json()) as { sub: string }).sub).toBe(claims.sub);

    for (const authorization of ['', 'Bearer nope', `Bearer ${tokens.access_token.slice(0, -2)}xx`]) {
      const refused = await new Browser().fetch('/api/dev/oidc/userinfo', {
        headers: authorization ? { authorization } : {},
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    }
  });

  it('refuses a wrong client secret (without spending the code), and takes client_secret_basic', async () => {
    const code = await codeFor({ email: uniqueEmail('secret') });
    const wrong = await exchange(code, { client_secret: 'guessed' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_client');
    const otherClient = await exchange(code, { client_id: 'someone-else' });
    expect(otherClient.status).toBe(401);
    const basic = await token(
      { grant_type: 'authorization_code', code, redirect_uri: CALLBACK },
      { authorization: `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}` },
    );
    expect(basic.status).toBe(200);
  });

  it('refuses an expired code, a different redirect URI, a wrong grant and a body that is not a form', async () => {
    const expired = await codeFor({ email: uniqueEmail('late') });
    await db()
      .update(localOidcCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(localOidcCodes.codeHash, await codeHash(expired)));
    const late = await exchange(expired);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ error: 'invalid_grant', error_description: 'The code has expired' });

    const elsewhere = await exchange(await codeFor({ email: uniqueEmail('elsewhere') }), {
      redirect_uri: 'http://localhost/api/auth/callback/google',
    });
    expect(((await elsewhere.json()) as { error: string }).error).toBe('invalid_grant');

    const grant = await exchange('whatever', { grant_type: 'password' });
    expect(((await grant.json()) as { error: string }).error).toBe('unsupported_grant_type');

    const json = await new Browser().fetch('/api/dev/oidc/token', {
      method: 'POST',
      json: { grant_type: 'authorization_code' },
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toBe('invalid_request');
  });

  it('checks PKCE S256: the right verifier only', async () => {
    const verifier = 'v'.repeat(20) + crypto.randomUUID();
    const challenge = await s256(verifier);
    const wrong = await exchange(await codeFor({ email: uniqueEmail('pkce') }, { challenge }), {
      code_verifier: `x${verifier.slice(1)}`,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The code_verifier does not match the code_challenge',
    });
    const missing = await exchange(await codeFor({ email: uniqueEmail('pkce') }, { challenge }));
    expect(missing.status).toBe(400);
    const right = await exchange(await codeFor({ email: uniqueEmail('pkce') }, { challenge }), {
      code_verifier: verifier,
    });
    expect(right.status).toBe(200);
    // A verifier for a request that had no challenge is refused too (no downgrade).
    const unasked = await exchange(await codeFor({ email: uniqueEmail('pkce') }), { code_verifier: verifier });
    expect(unasked.status).toBe(400);
  });
});

describe('signing in to the app through the provider', () => {
  it('is listed with its name among the providers', async () => {
    const res = await new Browser().fetch('/api/account/providers');
    expect(await res.json()).toEqual({ providers: [{ id: 'oidc', name: 'Lifelist Local ID' }] });
  });

  it('asks a newcomer for a username, then signs them straight in the next time', async () => {
    const email = uniqueEmail('newcomer');
    const browser = new Browser();
    const { authorizationUrl } = await startSignIn(new Browser());
    // better-auth sends PKCE S256 and its state to the provider.
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(CALLBACK);

    const back = await signInThroughProvider(browser, { email, name: 'Nova Reyes' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/\/welcome$/);
    expect(browser.hasSession()).toBe(true);
    expect(await browser.current()).toEqual({ me: null, newAccount: { email, name: 'Nova Reyes' } });
    expect((await browser.fetch('/api/me')).status).toBe(404);

    const username = `nova_${Math.random().toString(36).slice(2, 9)}`;
    const made = await browser.fetch('/api/account/profile', {
      method: 'POST',
      json: { firstName: 'Nova', username, age: 29, country: 'ES', acceptTerms: true },
    });
    expect(made.status).toBe(201);
    const member = await browser.current();
    expect(member.me?.profile).toMatchObject({ username, email });

    // Signed out, then in again with the same address: the same member, no questions.
    await browser.fetch('/api/auth/sign-out', { method: 'POST', json: {} });
    expect((await browser.current()).me).toBeNull();
    const returning = new Browser();
    const again = await signInThroughProvider(returning, { email, name: 'Nova R.' });
    expect(again.headers.get('location')).toMatch(/\/welcome$/);
    expect((await returning.current()).me?.profile.id).toBe(member.me?.profile.id);

    const rows = await db().select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('comes back to /auth saying why when the consent is cancelled', async () => {
    const browser = new Browser();
    const back = await signInThroughProvider(browser, null);
    expect(back.status).toBe(302);
    const to = new URL(back.headers.get('location') ?? '', 'http://localhost');
    expect(to.pathname).toBe('/auth');
    expect(to.searchParams.get('error')).toBe('access_denied');
    expect(browser.hasSession()).toBe(false);
  });

  it('signs in to the existing member with the same address when the provider verified it', async () => {
    const member = await signUp();
    const browser = new Browser();
    const back = await signInThroughProvider(browser, { email: member.email, emailVerified: true });
    expect(back.headers.get('location')).toMatch(/\/welcome$/);
    expect((await browser.current()).me?.profile.id).toBe(member.profile.id);
    const linked = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, member.profile.id), eq(accounts.providerId, 'oidc')));
    expect(linked).toHaveLength(1);
    // The password still works beside it.
    const withPassword = await member.fetch('/api/me');
    expect(withPassword.status).toBe(200);
  });

  it('does not link an address the provider did not verify', async () => {
    const member = await signUp();
    const browser = new Browser();
    const back = await signInThroughProvider(browser, { email: member.email, emailVerified: false });
    const to = new URL(back.headers.get('location') ?? '', 'http://localhost');
    expect(to.pathname).toBe('/auth');
    expect(to.searchParams.get('error')).toBe('account_not_linked');
    expect(browser.hasSession()).toBe(false);
    expect((await browser.current()).me).toBeNull();
    const linked = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, member.profile.id), eq(accounts.providerId, 'oidc')));
    expect(linked).toEqual([]);
  });

  it('makes a new account for an unverified address nobody has', async () => {
    const email = uniqueEmail('unverified');
    const browser = new Browser();
    const back = await signInThroughProvider(browser, { email, name: 'Uma V', emailVerified: false });
    expect(back.headers.get('location')).toMatch(/\/welcome$/);
    expect((await browser.current()).newAccount).toEqual({ email, name: 'Uma V' });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
  });
});

describe('in production', () => {
  const production = { ...env, APP_ENV: 'production' };
  const fetchAs = async (path: string, init: RequestInit = {}) => {
    const ctx = createExecutionContext();
    const headers = new Headers(init.headers);
    headers.set('cf-connecting-ip', randomIp());
    headers.set('origin', 'http://localhost');
    const res = await app.fetch(new Request(`http://localhost${path}`, { ...init, headers }), production, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };

  it('answers 404 at every address of the provider, and the app does not offer it', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const json = { 'content-type': 'application/json' };
    const requests: [string, RequestInit?][] = [
      ['/api/dev/oidc/.well-known/openid-configuration'],
      [
        `/api/dev/oidc/authorize?response_type=code&client_id=${CLIENT_ID}&redirect_uri=${encodeURIComponent(CALLBACK)}&scope=openid`,
      ],
      ['/api/dev/oidc/consent?request=a.b'],
      [
        '/api/dev/oidc/consent',
        { method: 'POST', headers: json, body: JSON.stringify({ request: 'a.b', allow: false }) },
      ],
      ['/api/dev/oidc/token', { method: 'POST', headers: form, body: 'grant_type=authorization_code&code=x' }],
      ['/api/dev/oidc/userinfo', { headers: { authorization: 'Bearer x.y' } }],
      ['/api/dev/oidc/anything-else'],
    ];
    for (const [path, init] of requests) {
      const res = await fetchAs(path, init);
      expect(res.status, path).toBe(404);
    }
    expect(await (await fetchAs('/api/account/providers')).json()).toEqual({ providers: [] });
    const pageRes = await fetchAs('/dev/oidc/consent?request=a.b');
    expect(pageRes.status).toBe(404);
    const page = await pageRes.text();
    expect(page).toContain('Page not found');
    expect(page).not.toContain('Allow');
    const start = await fetchAs('/api/auth/sign-in/social', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ provider: 'oidc', callbackURL: '/welcome' }),
    });
    expect(start.status).toBeGreaterThanOrEqual(400);
    expect(start.status).toBeLessThan(500);
  });
});
