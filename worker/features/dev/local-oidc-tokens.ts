import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localOidcCodes } from '../../db/schema';
import { localClient } from './local-oidc';
import { base64url, codeHash, sameText, seal, sha256, unseal } from './local-oidc-seal';

// The local provider's token and userinfo work (local-oidc.ts): its HTTP endpoints and
// better-auth's in-process code exchange (worker/auth.ts) both call these.

const ACCESS_TOKEN_SECONDS = 600;

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
