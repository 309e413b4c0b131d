import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { ConsentInput, ConsentQuery, LOCAL_OIDC_CONSENT_PAGE } from '../../contracts/oidc';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { unlimited } from '../../lib/limits';
import { validate } from '../../lib/validate';
import {
  answerConsent,
  checkAuthorization,
  consentView,
  discovery,
  localIssuer,
  localOidcEnabled,
  openRequest,
  sealRequest,
} from './local-oidc';
import { exchangeCode, type TokenRequest, userInfo } from './local-oidc-tokens';

/** This request's own issuer: the discovery document and the answers name the address they were asked at. */
const issuerOf = (c: Context<AppEnv>) => localIssuer(new URL(c.req.url).origin);

const param = v.optional(v.pipe(v.string(), v.maxLength(2000, 'A parameter is too long')));
const AuthorizeQuery = v.object({
  response_type: param,
  client_id: param,
  redirect_uri: param,
  scope: param,
  state: param,
  code_challenge: param,
  code_challenge_method: param,
});

/** The token endpoint and userinfo answer in OAuth's own shape (RFC 6749 5.2, RFC 6750 3), never cached. */
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** `Authorization: Basic base64(id:secret)` (client_secret_basic), with its parts form-decoded (RFC 6749 2.3.1). */
function basicCredentials(header: string | undefined) {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)$/i);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString();
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon).replaceAll('+', ' ')),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1).replaceAll('+', ' ')),
    };
  } catch {
    return null;
  }
}

/**
 * The local OpenID Connect provider (local-oidc.ts) under /api/dev/oidc. It serves the Worker tests
 * as well as development, so it has its own guard: 404 in production only.
 */
export const localOidc = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!localOidcEnabled(c.env)) throw fail(404, 'NOT_FOUND', 'Not found');
    await next();
  })
  .get('/.well-known/openid-configuration', (c) => c.json(discovery(issuerOf(c))))
  /** The authorization endpoint: checks the request, then hands it, signed, to the consent page. */
  .get('/authorize', validate('query', AuthorizeQuery), async (c) => {
    const checked = checkAuthorization(c.env, issuerOf(c), c.req.valid('query'));
    if ('refuse' in checked) throw checked.refuse;
    if ('redirect' in checked) return c.redirect(checked.redirect, 302);
    const handle = await sealRequest(c.env, checked.request);
    return c.redirect(`${LOCAL_OIDC_CONSENT_PAGE}?request=${encodeURIComponent(handle)}`, 302);
  })
  /** What the consent page shows for its request. */
  .get('/consent', validate('query', ConsentQuery), async (c) => {
    const request = await openRequest(c.env, c.req.valid('query').request);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await consentView(c.get('db'), c.env, request));
  })
  /** Allow or Cancel: where the browser goes next (the client's redirect URI with a code or an error). */
  .post(
    '/consent',
    unlimited('development only: answers 404 in production'),
    validate('json', ConsentInput),
    async (c) => {
      const input = c.req.valid('json');
      const request = await openRequest(c.env, input.request);
      return c.json({ redirectTo: await answerConsent(c.get('db'), request, input) });
    },
  )
  /** The token endpoint: client_secret_post or client_secret_basic, form-encoded as OAuth sends it. */
  .post('/token', unlimited('development only: answers 404 in production'), async (c) => {
    if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      return c.json(
        { error: 'invalid_request', error_description: 'Send the token request form-encoded' },
        400,
        NO_STORE,
      );
    }
    const form = new URLSearchParams(await c.req.text());
    const text = (name: string) => form.get(name) ?? undefined;
    const basic = basicCredentials(c.req.header('authorization'));
    const request: TokenRequest = {
      grantType: text('grant_type'),
      code: text('code'),
      redirectUri: text('redirect_uri'),
      codeVerifier: text('code_verifier'),
      clientId: basic?.clientId ?? text('client_id'),
      clientSecret: basic?.clientSecret ?? text('client_secret'),
    };
    const result = await exchangeCode(c.get('db'), c.env, request);
    if ('error' in result) {
      const { status, ...body } = result;
      return c.json(
        body,
        status,
        status === 401 ? { ...NO_STORE, 'WWW-Authenticate': 'Basic realm="local-oidc"' } : NO_STORE,
      );
    }
    return c.json(result, 200, NO_STORE);
  })
  /** The userinfo endpoint: `Authorization: Bearer <access token>`. */
  .get('/userinfo', async (c) => {
    const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const claims = token ? await userInfo(c.env, token) : null;
    if (!claims) {
      return c.json(
        { error: 'invalid_token', error_description: 'The access token is missing, not ours or expired' },
        401,
        { ...NO_STORE, 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      );
    }
    return c.json(claims, 200, NO_STORE);
  });
