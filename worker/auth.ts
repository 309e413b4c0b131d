import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { createDb, type Db } from './db/client';
import { accounts, authRateLimits, sessions, users, verifications } from './db/schema';
import { appOrigin } from './features/notifications/mail-queue';
import { createMailer } from './lib/mailer';
import { hashPassword, verifyPassword } from './lib/password';

/** How long the link that finishes a sign-up works. */
export const CONFIRM_ACCOUNT_TTL_S = 24 * 60 * 60;

export const SESSION_COOKIE_PREFIX = 'lifelist';

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

export const configuredProviders = (env: Env) => Object.keys(socialProviders(env));

function buildAuth(env: Env, db: Db) {
  const production = env.APP_ENV === 'production';
  const origins = (env.APP_ORIGIN ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  // Links in e-mails and OAuth callbacks are built only for these hosts, never from an arbitrary Host header.
  const allowedHosts = origins.map((o) => new URL(o).host);
  if (!production) allowedHosts.push('localhost', 'localhost:*', '127.0.0.1', '127.0.0.1:*');
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
      // The first session comes from the link sent to the address, so sign-up answers the same
      // whether or not the address already has an account (see features/account/service.ts).
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }) => {
        await createMailer(env, db).send({
          to: user.email,
          subject: 'You already have a Lifelist account',
          text: `Someone tried to create a Lifelist account with this e-mail address, but it already has one, so nothing has changed.\n\nIf it was you, sign in instead: ${appOrigin(env)}/auth\nIf you have forgotten your password, choose "Forgot password" there: ${appOrigin(env)}/forgot-password\n\nIf it was not you, you can ignore this e-mail.`,
        });
      },
      // A reset link followed proves the address, like the sign-up link does.
      onPasswordReset: async ({ user }) => {
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      },
      sendResetPassword: async ({ user, url }) => {
        await createMailer(env, db).send({
          to: user.email,
          subject: 'Reset your Lifelist password',
          text: `Someone asked to reset the password of your Lifelist account. Open this link within an hour to choose a new one:\n\n${url}\n\nIf it was not you, ignore this e-mail: your password stays the same.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in with the right password to an unconfirmed account sends the link again.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_ACCOUNT_TTL_S,
      sendVerificationEmail: async ({ user, token }) => {
        await createMailer(env, db).send({
          to: user.email,
          subject: 'Confirm your Lifelist account',
          text: `Hello ${user.name},\n\nWelcome to Lifelist! To finish creating your account, open this link within 24 hours:\n\n${appOrigin(env)}/confirm-account/${token}\n\nIf you did not sign up, ignore this e-mail: the account is never opened and is removed after a week.`,
        });
      },
    },
    socialProviders: socialProviders(env),
    // Sign-up goes through /api/account/sign-up, which validates the profile and creates it in the same request.
    // Password and e-mail changes go through /api/account (current password, other sessions ended,
    // notices), so better-auth's own routes for them are closed.
    disabledPaths: ['/sign-up/email', '/change-password', '/change-email', '/update-user', '/set-password'],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // A blunt ceiling per client address against scripts; failed attempts are slowed down far
        // sooner, per account and address, by middleware/sign-in-guard.ts.
        '/sign-in/email': { window: 60, max: 60 },
        '/request-password-reset': { window: 15 * 60, max: 5 },
        '/send-verification-email': { window: 15 * 60, max: 5 },
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
