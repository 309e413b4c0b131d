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
import { appOrigins } from '../../lib/config';
import { type AppError, fail } from '../../lib/errors';
import { base64url, codeHash, seal, subjectFor, unseal } from './local-oidc-seal';

/**
 * A small OpenID Connect provider of the app's own, for trying and testing sign-in with a provider
 * where nothing may call outside (decision 025). Outside production only: the authorization code
 * flow with a consent page, client secret and exact redirect URI checks, PKCE S256, single-use
 * codes, and userinfo. The HTTP endpoints (local-oidc-routes.ts) and better-auth's in-process
 * token exchange (worker/auth.ts) both call the functions here and in local-oidc-tokens.ts.
 */
export const localOidcEnabled = (env: Env) => env.APP_ENV !== 'production';

/** Codes live a minute: the browser brings one straight back to the app. */
const CODE_SECONDS = 60;
/** The consent page's request: time enough to choose an address. */
const REQUEST_SECONDS = 600;

export const localIssuer = (origin: string) => `${origin}${LOCAL_OIDC_PATH}`;

/** The provider's one client: the app itself, with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET. */
export function localClient(env: Env) {
  if (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  const origins = appOrigins(env);
  try {
    if (env.OIDC_ISSUER) origins.push(new URL(env.OIDC_ISSUER).origin);
  } catch {
    // Not a URL: only APP_ORIGIN's callbacks are registered.
  }
  const callbacks = origins.map((o) => `${o}/api/auth/callback/${OIDC_PROVIDER_ID}`);
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
