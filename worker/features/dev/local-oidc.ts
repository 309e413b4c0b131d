import { timingSafeEqual } from 'node:crypto';
import { desc, eq, lt } from 'drizzle-orm';
import {
  type ConsentInput,
  type ConsentView,
  LOCAL_OIDC_PATH,
  LOCAL_OIDC_SCOPES,
  OIDC_PROVIDER_ID,
} from '../../contracts/oidc';
import type { Db } from '../../db/client';
import { accounts, localOidcCodes, users } from '../../db/schema';
import { type AppError, fail } from '../../lib/errors';

/**
 * A small OpenID Connect provider of the app's own, for trying and testing sign-in with a provider
 * where nothing may call outside (decision 025). Outside production only: the authorization code
 * flow with a consent page, client secret and exact redirect URI checks, PKCE S256, single-use
 * codes, and userinfo. The HTTP endpoints (local-oidc-routes.ts) and better-auth's in-process
 * token exchange (worker/auth.ts) both call the functions here.
 */
export const localOidcEnabled = (env: Env) => env.APP_ENV !== 'production';

/** Codes live a minute: the browser brings one straight back to the app. */
const CODE_SECONDS = 60;
const ACCESS_TOKEN_SECONDS = 600;
/** The consent page's request: time enough to choose an address. */
const REQUEST_SECONDS = 600;

export const localIssuer = (origin: string) => `${origin}${LOCAL_OIDC_PATH}`;

/** The provider's one client: the app itself, with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET. */
function localClient(env: Env) {
  if (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  const origins = (env.APP_ORIGIN ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  try {
    if (env.OIDC_ISSUER) origins.push(new URL(env.OIDC_ISSUER).origin);
  } catch {
    // Not a URL: only APP_ORIGIN's callbacks are registered.
  }
  const callbacks = origins.flatMap((o) => {
    try {
      return [`${new URL(o).origin}/api/auth/callback/${OIDC_PROVIDER_ID}`];
    } catch {
      return [];
    }
  });
  return {
    id: env.OIDC_CLIENT_ID,
    secret: env.OIDC_CLIENT_SECRET,
    name: 'Lifelist',
    redirectUris: [...new Set(callbacks)],
  };
}

export const providerName = (env: Env) => env.OIDC_NAME || 'Lifelist Local ID';

export function discovery(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    scopes_supported: [...LOCAL_OIDC_SCOPES],
    claims_supported: ['sub', 'email', 'email_verified', 'name'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
  };
}

const encoder = new TextEncoder();
const base64url = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString('base64url');
const sha256 = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The same subject for an address every time, whatever the secret: accounts stay linked across restarts. */
export const subjectFor = async (email: string) =>
  Buffer.from(await sha256(`lifelist-local-oidc:${email.trim().toLowerCase()}`))
    .toString('hex')
    .slice(0, 32);

export const codeHash = async (code: string) => Buffer.from(await sha256(code)).toString('hex');

async function hmac(env: Env, purpose: string, payload: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`local-oidc:${env.BETTER_AUTH_SECRET}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(`${purpose}.${payload}`)));
}

/** `payload.signature`: the access tokens and the consent page's request, checked and dated by us alone. */
async function seal(env: Env, purpose: string, data: Record<string, unknown>, seconds: number) {
  const payload = base64url(encoder.encode(JSON.stringify({ ...data, exp: Math.floor(Date.now() / 1000) + seconds })));
  return `${payload}.${await hmac(env, purpose, payload)}`;
}

async function unseal<T>(env: Env, purpose: string, token: string): Promise<T | null> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!sameText(signature, await hmac(env, purpose, payload))) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as T & { exp: number };
    return data.exp > Date.now() / 1000 ? data : null;
  } catch {
    return null;
  }
}

export type AuthorizationRequest = {
  clientId: string;
  redirectUri: string;
  scope: string;
  state?: string;
  codeChallenge?: string;
  issuer: string;
};

export type AuthorizeQuery = Partial<
  Record<
    'response_type' | 'client_id' | 'redirect_uri' | 'scope' | 'state' | 'code_challenge' | 'code_challenge_method',
    string
  >
>;

/** An answer sent back to the client's redirect URI, with the state and the issuer (RFC 9207). */
function backTo(
  request: Pick<AuthorizationRequest, 'redirectUri' | 'state' | 'issuer'>,
  params: Record<string, string>,
) {
  const url = new URL(request.redirectUri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  if (request.state) url.searchParams.set('state', request.state);
  url.searchParams.set('iss', request.issuer);
  return url.toString();
}

/**
 * Checks an authorization request. An unknown client or a redirect URI not registered exactly is
 * refused here (400) and never redirected to; any other fault goes back to the client as an error.
 */
export function checkAuthorization(
  env: Env,
  issuer: string,
  query: AuthorizeQuery,
): { request: AuthorizationRequest } | { refuse: AppError } | { redirect: string } {
  const client = localClient(env);
  if (!client || query.client_id !== client.id) {
    return {
      refuse: fail(400, 'UNKNOWN_CLIENT', 'This sign-in provider does not know the client that sent you here'),
    };
  }
  if (!query.redirect_uri || !client.redirectUris.includes(query.redirect_uri)) {
    return {
      refuse: fail(400, 'REDIRECT_URI_MISMATCH', 'The redirect URI is not one registered for this client'),
    };
  }
  const back = { redirectUri: query.redirect_uri, state: query.state, issuer };
  const error = (code: string, description: string) => ({
    redirect: backTo(back, { error: code, error_description: description }),
  });
  if (query.response_type !== 'code') return error('unsupported_response_type', 'Only response_type=code is supported');
  if (query.code_challenge !== undefined || query.code_challenge_method !== undefined) {
    if (query.code_challenge_method !== 'S256')
      return error('invalid_request', 'PKCE needs code_challenge_method=S256');
    if (!/^[\w-]{43}$/.test(query.code_challenge ?? ''))
      return error('invalid_request', 'The code_challenge is malformed');
  }
  const scopes = (query.scope ?? '').split(' ').filter((s) => (LOCAL_OIDC_SCOPES as readonly string[]).includes(s));
  if (!scopes.includes('openid')) return error('invalid_scope', 'The scope must include openid');
  return {
    request: {
      ...back,
      clientId: client.id,
      scope: scopes.join(' '),
      ...(query.code_challenge ? { codeChallenge: query.code_challenge } : {}),
    },
  };
}

/** The consent page's link: the checked request, signed, so the page cannot change where it goes. */
export const sealRequest = (env: Env, request: AuthorizationRequest) => seal(env, 'request', request, REQUEST_SECONDS);

/** The request behind a consent page's link, still for a registered client and redirect URI; else a 400. */
export async function openRequest(env: Env, handle: string) {
  const request = await unseal<AuthorizationRequest>(env, 'request', handle);
  const client = localClient(env);
  if (!request || !client || request.clientId !== client.id || !client.redirectUris.includes(request.redirectUri)) {
    throw fail(400, 'INVALID_REQUEST', 'This sign-in request is invalid or has expired. Start the sign-in again.');
  }
  return request;
}

export async function consentView(db: Db, env: Env, request: AuthorizationRequest): Promise<ConsentView> {
  const recent = await db
    .select({ email: users.email, name: users.name })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(accounts.providerId, OIDC_PROVIDER_ID))
    .orderBy(desc(accounts.updatedAt))
    .limit(6);
  return {
    provider: providerName(env),
    client: {
      id: request.clientId,
      name: localClient(env)?.name ?? request.clientId,
      redirectOrigin: new URL(request.redirectUri).origin,
    },
    scopes: request.scope.split(' '),
    recent,
  };
}

/** Allow: a code for the person the tester chose, sent back to the client. Cancel: access_denied. */
export async function answerConsent(db: Db, request: AuthorizationRequest, input: ConsentInput) {
  if (!input.allow) {
    return backTo(request, { error: 'access_denied', error_description: 'The sign-in was cancelled' });
  }
  const code = base64url(crypto.getRandomValues(new Uint8Array(32)));
  await db.batch([
    // Codes nobody came back with go the next time one is made.
    db.delete(localOidcCodes).where(lt(localOidcCodes.expiresAt, new Date())),
    db.insert(localOidcCodes).values({
      codeHash: await codeHash(code),
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge ?? null,
      scope: request.scope,
      sub: await subjectFor(input.email),
      email: input.email,
      emailVerified: input.emailVerified,
      name: input.name,
      expiresAt: new Date(Date.now() + CODE_SECONDS * 1000),
    }),
  ]);
  return backTo(request, { code });
}

export type TokenRequest = {
  grantType?: string;
  code?: string;
  redirectUri?: string;
  clientId?: string;
  clientSecret?: string;
  codeVerifier?: string;
};

export type TokenError = {
  status: 400 | 401;
  error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';
  error_description: string;
};
export type Tokens = { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string };

const grantError = (error_description: string): TokenError => ({
  status: 400,
  error: 'invalid_grant',
  error_description,
});

/** The token endpoint's work (RFC 6749 4.1.3, RFC 7636 4.6): a code, once, for its own client and redirect URI. */
export async function exchangeCode(db: Db, env: Env, req: TokenRequest): Promise<Tokens | TokenError> {
  const client = localClient(env);
  if (!client || req.clientId !== client.id || !sameText(req.clientSecret ?? '', client.secret)) {
    return { status: 401, error: 'invalid_client', error_description: 'Unknown client or wrong client secret' };
  }
  if (req.grantType !== 'authorization_code') {
    return { status: 400, error: 'unsupported_grant_type', error_description: 'Only authorization_code is supported' };
  }
  if (!req.code || !req.redirectUri) {
    return { status: 400, error: 'invalid_request', error_description: 'code and redirect_uri are required' };
  }
  // Taken out as it is read, so a code is used once however many requests race for it.
  const [row] = await db
    .delete(localOidcCodes)
    .where(eq(localOidcCodes.codeHash, await codeHash(req.code)))
    .returning();
  if (!row) return grantError('The code is unknown or was already used');
  if (row.expiresAt.getTime() <= Date.now()) return grantError('The code has expired');
  if (row.clientId !== client.id) return grantError('The code was issued to another client');
  if (row.redirectUri !== req.redirectUri) return grantError('redirect_uri does not match the authorization request');
  if (row.codeChallenge) {
    const verifier = req.codeVerifier ?? '';
    if (!/^[\w.~-]{43,128}$/.test(verifier) || !sameText(base64url(await sha256(verifier)), row.codeChallenge)) {
      return grantError('The code_verifier does not match the code_challenge');
    }
  } else if (req.codeVerifier !== undefined) {
    return grantError('A code_verifier was sent for a request without a code_challenge');
  }
  const claims = { sub: row.sub, email: row.email, email_verified: row.emailVerified, name: row.name };
  return {
    access_token: await seal(
      env,
      'access',
      { ...claims, scope: row.scope, client_id: row.clientId },
      ACCESS_TOKEN_SECONDS,
    ),
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: row.scope,
  };
}

export type UserInfo = { sub: string; email?: string; email_verified?: boolean; name?: string };

/** The userinfo endpoint's answer for an access token: the claims its scopes allow; null if it is not ours or has expired. */
export async function userInfo(env: Env, accessToken: string): Promise<UserInfo | null> {
  const token = await unseal<UserInfo & { scope: string }>(env, 'access', accessToken);
  if (!token) return null;
  const scopes = token.scope.split(' ');
  return {
    sub: token.sub,
    ...(scopes.includes('email') ? { email: token.email, email_verified: token.email_verified } : {}),
    ...(scopes.includes('profile') ? { name: token.name } : {}),
  };
}
