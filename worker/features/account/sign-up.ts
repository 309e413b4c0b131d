import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { createMiddleware } from 'hono/factory';
import type { Auth } from '../../auth';
import type { CompleteProfileInput, SignUpDetails, SignUpInput } from '../../contracts/account';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_SETTINGS } from '../../contracts/profile-settings';
import type { Db } from '../../db/client';
import { newId } from '../../db/columns';
import { accounts, type PendingSignUpRow, type ProfileRow, pendingSignUps, profiles, users } from '../../db/schema';
import type { AppEnv } from '../../env';
import { appOrigin } from '../../lib/config';
import { fail } from '../../lib/errors';
import { admitMail, createMailer, type Mailer, unconfirmedRecipientCap } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createPreferences } from '../preferences/service';
import { usernameProblem } from '../profile/me';
import { insertProfile } from '../profile/writes';

/** How long the link that finishes a sign-up works. */
export const SIGN_UP_LINK_TTL_MS = 24 * 60 * 60_000;
/** Sign-ups never confirmed are forgotten after a week (a sign-in can send a new link until then). */
export const PENDING_SIGN_UP_DAYS = 7;
/** One sign-up e-mail per address every ten minutes, however it is asked for. */
const SIGN_UP_MAIL_EVERY = { max: 1, windowSeconds: 600 };

/** The sign-up picture: JPG or PNG up to 2MB. */
export const SIGN_UP_AVATAR = {
  maxBytes: 2 * 1024 * 1024,
  allowed: ['image/jpeg', 'image/png'],
  tooLarge: 'Avatar file size must be less than 2MB',
  wrongType: 'Avatar must be a JPG or PNG image',
} as const;

/** The one answer to a sign-up, whether or not the address already has an account. */
export const signUpSent = (email: string) => ({
  email,
  message: `We have sent a link to ${email}. Open it within 24 hours to finish creating your account.`,
});

const sha256 = async (token: string) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))).toString('hex');

const newToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

type Avatar = { bytes: Uint8Array; type: string; extension: string; media: R2Bucket };

/**
 * Keeps a sign-up until the link mailed to its address is followed. The work is the same whether or
 * not the address already has an account (the same reads and writes, the same password hash, one
 * e-mail), so neither the answer, nor its timing, nor its headers tell which: the owner of a taken
 * address is told so by e-mail instead of getting a link. Nothing is reserved or shown to anyone
 * until the link is followed; the username check comes first, as usernames are public anyway.
 */
export async function signUp(db: Db, mailer: Mailer, origin: string, input: SignUpInput, avatar?: Avatar) {
  const problem = await usernameProblem(db, input.username);
  if (problem) throw fail(409, 'USERNAME_TAKEN', problem);
  const { email, password, acceptTerms: _, ...details } = input;
  const id = newId();
  const avatarKey = avatar ? `pending-sign-ups/${id}.${avatar.extension}` : null;
  const passwordHash = await hashPassword(password);
  if (avatar && avatarKey) {
    await avatar.media.put(avatarKey, avatar.bytes, { httpMetadata: { contentType: avatar.type } });
  }
  const token = newToken();
  const [pending] = await db
    .insert(pendingSignUps)
    .values({
      id,
      tokenHash: await sha256(token),
      email,
      passwordHash,
      details,
      avatarKey,
      tokenExpiresAt: Date.now() + SIGN_UP_LINK_TTL_MS,
    })
    .returning();
  await mailSignUpLink(db, mailer, origin, pending as PendingSignUpRow, token);
}

/** The sign-up e-mails one address may get: one every ten minutes, and a few a day. */
const signUpMailCaps = (email: string) => [
  { key: `mail:sign-up:${email}`, ...SIGN_UP_MAIL_EVERY },
  unconfirmedRecipientCap(email),
];

/**
 * Mails a sign-up's link, or, when the address has an account by now, tells its owner so instead.
 * Within the caps above only, whatever asks for it: someone typing another person's address cannot
 * fill their inbox. Without a `token` a new link is made, replacing the one sent before, and only
 * once the e-mail may go. Answers whether it went.
 */
async function mailSignUpLink(db: Db, mailer: Mailer, origin: string, pending: PendingSignUpRow, token?: string) {
  if (!(await admitMail(db, signUpMailCaps(pending.email)))) return false;
  let link = token;
  if (!link) {
    link = newToken();
    await db
      .update(pendingSignUps)
      .set({ tokenHash: await sha256(link), tokenExpiresAt: Date.now() + SIGN_UP_LINK_TTL_MS })
      .where(eq(pendingSignUps.id, pending.id));
  }
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, pending.email));
  await mailer.send(
    taken
      ? {
          to: pending.email,
          subject: 'You already have a Lifelist account',
          text: `Someone tried to create a Lifelist account with this e-mail address, but it already has one, so nothing has changed.\n\nIf it was you, sign in instead: ${origin}/auth\nIf you have forgotten your password, choose "Forgot password" there: ${origin}/forgot-password\n\nIf it was not you, you can ignore this e-mail.`,
        }
      : {
          to: pending.email,
          subject: 'Confirm your Lifelist account',
          text: `Hello ${pending.details.firstName},\n\nWelcome to Lifelist! To finish creating your account, open this link within 24 hours:\n\n${origin}/confirm-account/${link}\n\nIf you did not sign up, ignore this e-mail: no account is made and the sign-up is forgotten after a week.`,
        },
  );
  return true;
}

/** The newest sign-up for an address that has not opened yet. */
async function latestPending(db: Db, email: string) {
  const [pending] = await db
    .select()
    .from(pendingSignUps)
    .where(and(eq(pendingSignUps.email, email), isNull(pendingSignUps.usedAt)))
    .orderBy(desc(pendingSignUps.createdAt))
    .limit(1);
  return pending;
}

/** A placeholder hash to verify against when there is nothing to check, so both take the same time. */
let decoy: Promise<string> | null = null;

/**
 * Signing in with the password of a sign-up whose link was not followed: answers whether one
 * matched, after sending its link again (at most every ten minutes). One password check is made
 * whether or not a sign-up exists, so the time taken does not tell.
 */
export async function signInToPending(db: Db, mailer: Mailer, origin: string, email: string, password: string) {
  const pending = await latestPending(db, email);
  decoy ??= hashPassword(crypto.randomUUID());
  const matches = await verifyPassword({ hash: pending?.passwordHash ?? (await decoy), password });
  if (!pending || !matches) return null;
  return { resent: await mailSignUpLink(db, mailer, origin, pending) };
}

/**
 * "Send the link again" after signing up, and "Forgot password" for an address whose sign-up was
 * never finished: the newest sign-up's link goes again (within the caps). The caller answers the same
 * for any address; the work is the same whether or not the address has an account.
 */
export async function resendSignUpLink(db: Db, mailer: Mailer, origin: string, email: string) {
  const pending = await latestPending(db, email);
  if (pending) await mailSignUpLink(db, mailer, origin, pending);
}

export type ConfirmResult = { signedIn: boolean; userId?: string };

/**
 * Follows a sign-up link: the account, its credential and its profile are made in one batch and the
 * first session opens. A link followed again, or one for an address that has an account by now,
 * opens nothing. A username taken since the sign-up is answered with 409 so the page can ask for
 * another (`username` then replaces it).
 */
export async function confirmSignUp(
  db: Db,
  auth: Auth,
  media: R2Bucket,
  token: string,
  headers: Headers,
  username?: string,
): Promise<{ result: ConfirmResult; cookies: string[] }> {
  const [pending] = await db
    .select()
    .from(pendingSignUps)
    .where(eq(pendingSignUps.tokenHash, await sha256(token)));
  if (!pending || (pending.usedAt === null && pending.tokenExpiresAt < Date.now())) {
    throw fail(400, 'INVALID_LINK', 'This link is invalid or has expired');
  }
  if (pending.usedAt !== null) return { result: { signedIn: false }, cookies: [] };
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, pending.email));
  if (taken) {
    await db.update(pendingSignUps).set({ usedAt: Date.now() }).where(eq(pendingSignUps.id, pending.id));
    return { result: { signedIn: false }, cookies: [] };
  }
  const chosen = username ?? pending.details.username;
  const problem = await usernameProblem(db, chosen);
  if (problem) throw fail(409, 'USERNAME_TAKEN', problem);

  const userId = newId();
  const avatarKey = pending.avatarKey ? `avatars/${userId}.${pending.avatarKey.split('.').pop()}` : null;
  const picture = pending.avatarKey ? await media.get(pending.avatarKey) : null;
  if (picture && avatarKey) {
    await media.put(avatarKey, await picture.arrayBuffer(), {
      httpMetadata: { contentType: picture.httpMetadata?.contentType, cacheControl: 'public, max-age=3600' },
    });
  }
  const avatarUrl = picture && avatarKey ? `/media/${avatarKey}` : null;
  try {
    await createAccount(
      db,
      {
        id: userId,
        email: pending.email,
        passwordHash: pending.passwordHash,
        details: { ...pending.details, username: chosen },
        avatarUrl,
      },
      [
        db
          .update(pendingSignUps)
          .set({ usedAt: Date.now() })
          .where(and(eq(pendingSignUps.id, pending.id), isNull(pendingSignUps.usedAt))),
      ],
    );
  } catch (error) {
    // Two links for one address followed at once, or the username taken in the same moment.
    if (picture && avatarKey) await media.delete(avatarKey);
    if (String(error).includes('UNIQUE')) {
      if (String(error).includes('users.email')) return { result: { signedIn: false }, cookies: [] };
      throw fail(409, 'USERNAME_TAKEN', 'This username is already taken');
    }
    throw error;
  }
  if (pending.avatarKey) await media.delete(pending.avatarKey);
  const opened = await auth.api.openSession({ body: { userId }, headers, asResponse: true });
  return { result: { signedIn: opened.ok, userId }, cookies: opened.headers.getSetCookie() };
}

type NewAccount = {
  id: string;
  email: string;
  passwordHash: string;
  details: SignUpDetails;
  avatarUrl: string | null;
};

/**
 * The account, its password credential, its profile and its preferences, in one batch with `also`:
 * all or nothing. Its address counts as confirmed: it is made when the sign-up link is followed.
 */
export async function createAccount(db: Db, account: NewAccount, also: BatchItem<'sqlite'>[] = []) {
  const { id, email, details } = account;
  await db.batch([
    db.insert(users).values({ id, name: details.firstName, email, emailVerified: true }),
    db.insert(accounts).values({
      id: newId(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: account.passwordHash,
    }),
    ...profileRows(db, id, email, details, account.avatarUrl),
    ...also,
  ]);
}

/** A new member's profile and preferences, from what the sign-up form asks. */
function profileRows(db: Db, id: string, email: string, d: SignUpDetails, avatarUrl: string | null) {
  return [
    insertProfile(db, {
      id,
      email,
      firstName: d.firstName,
      username: d.username,
      avatarUrl,
      age: d.age,
      country: d.country,
      location: d.location || null,
      genderIdentity: d.genderIdentity ?? null,
      interests: d.interests,
      healthConsiderations: d.healthConsiderations ? [d.healthConsiderations] : [],
      activityTypes: d.activityTypes,
      timeAvailability: d.timeAvailability,
      coachingStyle: d.coachingStyle ?? null,
      newsletter: d.newsletter,
      notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
      privacySettings: DEFAULT_PRIVACY_SETTINGS,
    }),
    createPreferences(db, id),
  ] as const;
}

/**
 * The profile of a member who signed in with Google or Twitter for the first time: the provider
 * made the account (its address confirmed by the provider); the member chooses a username and
 * answers the sign-up form, and is then a member like any other.
 */
export async function completeProfile(db: Db, user: { id: string; email: string }, input: CompleteProfileInput) {
  const problem = await usernameProblem(db, input.username);
  if (problem) throw fail(409, 'USERNAME_TAKEN', problem);
  const { acceptTerms: _, ...details } = input;
  try {
    await db.batch([
      ...profileRows(db, user.id, user.email, details, null),
      db.update(users).set({ name: details.firstName, updatedAt: new Date() }).where(eq(users.id, user.id)),
    ]);
  } catch (error) {
    if (String(error).includes('UNIQUE') && String(error).includes('username')) {
      throw fail(409, 'USERNAME_TAKEN', 'This username is already taken');
    }
    if (String(error).includes('UNIQUE')) throw fail(409, 'PROFILE_EXISTS', 'Your profile is already set up');
    throw error;
  }
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  return profile as ProfileRow;
}

/**
 * Forgets sign-ups a week old (opened or not) and their pictures: the daily Cron. Nothing else
 * refers to them, so nothing else changes.
 */
export async function removeStalePendingSignUps(db: Db, media: R2Bucket, now = new Date()) {
  const before = now.getTime() - PENDING_SIGN_UP_DAYS * 86400_000;
  const stale = await db
    .delete(pendingSignUps)
    .where(or(lt(pendingSignUps.createdAt, new Date(before)), sql`${pendingSignUps.usedAt} < ${before}`))
    .returning({ avatarKey: pendingSignUps.avatarKey });
  const pictures = stale.flatMap((s) => (s.avatarKey ? [s.avatarKey] : []));
  for (let i = 0; i < pictures.length; i += 1000) await media.delete(pictures.slice(i, i + 1000));
  return stale.length;
}

/**
 * After "Forgot password" (whose answer is the same for every address): an address with a sign-up
 * that was never finished gets its sign-up link again, since there is no password to reset yet.
 */
export const resetForPendingSignUp = createMiddleware<AppEnv>(async (c, next) => {
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  await next();
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
  if (!c.res.ok || !email) return;
  const db = c.get('db');
  // Only where there is no account: its owner has just been sent a reset link.
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!account) await resendSignUpLink(db, createMailer(c.env, db), appOrigin(c.env), email);
});
