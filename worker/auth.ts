import { type BetterAuthPlugin, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { type GenericOAuthConfig, genericOAuth } from 'better-auth/plugins/generic-oauth';
import * as v from 'valibot';
import { LOCAL_OIDC_PATH, LOCAL_OIDC_SCOPES, OIDC_PROVIDER_ID } from './contracts/oidc';
import { createDb, type Db } from './db/client';
import { accounts, authRateLimits, sessions, users, verifications } from './db/schema';
import { confirmEmail } from './features/account/service';
import { localOidcEnabled } from './features/dev/local-oidc';
import { exchangeCode, userInfo } from './features/dev/local-oidc-tokens';
import { endCalendarFeeds } from './features/list/calendar';
import { appOrigin, appOrigins } from './lib/config';
import { createMailer } from './lib/mailer';
import { hashPassword, verifyPassword } from './lib/password';

export const SESSION_COOKIE_PREFIX = 'lifelist';

/** Said in the e-mail when a new password turned off the private calendar link. */
export const CALENDAR_LINK_ENDED =
  '\n\nYour private calendar link was turned off too, so a copy made with the old password no longer works. To keep seeing your target dates in your calendar, make a new link in Settings > Notifications.';

function socialProviders(env: Env) {
  const providers: Record<string, { clientId: string; clientSecret: string }> = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.google = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  }
  if (env.TWITTER_CLIENT_ID && env.TWITTER_CLIENT_SECRET) {
    providers.twitter = { clientId: env.TWITTER_CLIENT_ID, clientSecret: env.TWITTER_CLIENT_SECRET };
  }
  return providers;
}

/**
 * The OpenID Connect provider set by OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, shown as
 * "Continue with {OIDC_NAME}". `local` when the issuer is the app's own stand-in
 * (features/dev/local-oidc.ts), which exists outside production only.
 */
function oidcSettings(env: Env) {
  const { OIDC_ISSUER, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!OIDC_ISSUER || !clientId || !clientSecret) return null;
  let issuer: URL;
  try {
    issuer = new URL(OIDC_ISSUER);
  } catch {
    return null;
  }
  const local = issuer.pathname.replace(/\/$/, '') === LOCAL_OIDC_PATH;
  if (local && !localOidcEnabled(env)) return null;
  return {
    issuer: issuer.href.replace(/\/$/, ''),
    clientId,
    clientSecret,
    name: env.OIDC_NAME || 'OpenID Connect',
    local,
  };
}

/**
 * The generic OAuth plugin's provider. A real issuer is read from its discovery document. The local
 * stand-in is the same Worker, which cannot always fetch its own address (the Workers test pool;
 * Cloudflare), so its code exchange and userinfo run in process through the functions its HTTP
 * endpoints use, with the same checks (decision 025).
 */
function oidcProvider(env: Env, db: Db): GenericOAuthConfig | null {
  const oidc = oidcSettings(env);
  if (!oidc) return null;
  const common = {
    providerId: OIDC_PROVIDER_ID,
    name: oidc.name,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    scopes: [...LOCAL_OIDC_SCOPES],
  };
  if (!oidc.local) return { ...common, discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration` };
  return {
    ...common,
    authorizationUrl: `${oidc.issuer}/authorize`,
    tokenUrl: `${oidc.issuer}/token`,
    userInfoUrl: `${oidc.issuer}/userinfo`,
    getToken: async ({ code, redirectURI, codeVerifier }) => {
      const tokens = await exchangeCode(db, env, {
        grantType: 'authorization_code',
        code,
        redirectUri: redirectURI,
        codeVerifier,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
      });
      if ('error' in tokens) throw new Error(`${tokens.error}: ${tokens.error_description}`);
      return {
        accessToken: tokens.access_token,
        tokenType: tokens.token_type,
        accessTokenExpiresAt: new Date(Date.now() + tokens.expires_in * 1000),
        scopes: tokens.scope.split(' '),
      };
    },
    getUserInfo: async (tokens) => {
      const claims = tokens.accessToken ? await userInfo(env, tokens.accessToken) : null;
      return claims ? { ...claims, emailVerified: claims.email_verified === true } : null;
    },
    // The provider's stable subject; the userinfo answer has no `id`.
    accountSubject: ({ profile }) => String(profile.sub ?? ''),
  };
}

/** The sign-in providers this server has, with the names their buttons show. */
export const configuredProviders = (env: Env) => {
  const oidc = oidcSettings(env);
  return [
    ...Object.keys(socialProviders(env)).map((id) => ({ id, name: id === 'google' ? 'Google' : 'Twitter' })),
    ...(oidc ? [{ id: OIDC_PROVIDER_ID, name: oidc.name }] : []),
  ];
};

/**
 * Opens a session for an account our own code just made (the sign-up link followed) and sets its
 * cookie. Server-only: it has no address, so only `auth.api.openSession` reaches it.
 */
const openSessionPlugin = {
  id: 'lifelist-open-session',
  endpoints: {
    openSession: createAuthEndpoint.serverOnly(
      { method: 'POST', body: v.object({ userId: v.string() }) },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw new APIError('NOT_FOUND');
        const session = await ctx.context.internalAdapter.createSession(user.id);
        if (!session) throw new APIError('INTERNAL_SERVER_ERROR');
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ userId: user.id });
      },
    ),
  },
} satisfies BetterAuthPlugin;

function buildAuth(env: Env, db: Db) {
  const production = env.APP_ENV === 'production';
  const origins = appOrigins(env);
  // Links in e-mails and OAuth callbacks are built only for these hosts, never from an arbitrary Host header.
  const allowedHosts = origins.map((o) => new URL(o).host);
  if (!production) allowedHosts.push('localhost', 'localhost:*', '127.0.0.1', '127.0.0.1:*');
  const oidc = oidcProvider(env, db);
  return betterAuth({
    appName: 'Lifelist',
    secret: env.BETTER_AUTH_SECRET,
    baseURL: { allowedHosts, fallback: origins[0], protocol: production ? 'https' : 'http' },
    basePath: '/api/auth',
    trustedOrigins: origins,
    database: drizzleAdapter(db, {
      provider: 'sqlite',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Accounts are made when the sign-up link is followed (features/account/sign-up.ts), with the
      // address confirmed; an account whose address is not confirmed stays out of password sign-in.
      requireEmailVerification: true,
      // A reset link followed proves the address, like the sign-up link does. The private calendar
      // link goes with the old password (anyone who had the account could have copied it), and the
      // owner is told.
      onPasswordReset: async ({ user }) => {
        const [, feeds] = await db.batch([confirmEmail(db, user.id), endCalendarFeeds(db, user.id)]);
        await createMailer(env, db).send({
          to: user.email,
          subject: 'Your Lifelist password was reset',
          text: `Hello ${user.name},\n\nThe password of your Lifelist account was just reset with the link we sent you, and every device signed in to it was signed out.${feeds.length ? CALENDAR_LINK_ENDED : ''}\n\nIf you did not do this, reset your password again now (${appOrigin(env)}/forgot-password) and tell us: ${appOrigin(env)}/contact`,
        });
      },
      sendResetPassword: async ({ user, url }) => {
        await createMailer(env, db).send({
          to: user.email,
          subject: 'Reset your Lifelist password',
          text: `Someone asked to reset the password of your Lifelist account. Open this link within an hour to choose a new one:\n\n${url}\n\nIf it was not you, ignore this e-mail: your password stays the same.`,
        });
      },
    },
    socialProviders: socialProviders(env),
    account: {
      // A provider's sign-in joins the account that has its address only when the provider says it
      // verified the address (and ours is confirmed): no provider is trusted without saying so.
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    // Sign-up goes through /api/account/sign-up, which keeps it until its link is followed.
    // Password and e-mail changes go through /api/account (current password, other sessions ended,
    // notices), so better-auth's own routes for them are closed.
    // Confirming an address is the sign-up link's job, so better-auth's verification routes are closed too.
    disabledPaths: [
      '/sign-up/email',
      '/change-password',
      '/change-email',
      '/update-user',
      '/set-password',
      '/send-verification-email',
      '/verify-email',
    ],
    plugins: [openSessionPlugin, ...(oidc ? [genericOAuth({ config: [oidc] })] : [])],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // A blunt ceiling per client address against scripts; failed attempts are slowed down far
        // sooner, per account and address, by features/account/sign-in-guard.ts.
        '/sign-in/email': { window: 60, max: 60 },
        '/request-password-reset': { window: 15 * 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: production,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: production },
      ipAddress: { ipAddressHeaders: ['cf-connecting-ip'] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

// One instance per isolate: building better-auth on every request costs CPU for nothing.
const cache = new WeakMap<Env, Auth>();

export function getAuth(env: Env): Auth {
  let auth = cache.get(env);
  if (!auth) {
    auth = buildAuth(env, createDb(env.DB));
    cache.set(env, auth);
  }
  return auth;
}
