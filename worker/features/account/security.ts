import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { CALENDAR_LINK_ENDED } from '../../auth';
import type { Db } from '../../db/client';
import { accounts, emailChanges, type ProfileRow, profiles, sessions, users } from '../../db/schema';
import { fail } from '../../lib/errors';
import { LIMITS, limitKey } from '../../lib/limits';
import { admitMail, type Mailer, unconfirmedRecipientCap } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import { peekWait, record, tooMany } from '../../lib/rate-limit';
import { endCalendarFeeds } from '../list/calendar';
import { setProfileEmail } from '../profile/writes';

const EMAIL_CHANGE_TTL_MS = 60 * 60_000;
const invalidLink = () => fail(400, 'INVALID_LINK', 'This link is invalid or has expired');

const sha256 = async (token: string) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))).toString('hex');

/** "m••••@example.com": enough for the owner to recognise, not enough to read off. */
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}${'•'.repeat(Math.max(1, Math.min(4, name.length - 1)))}@${domain}`;
};

const PASSWORD_CHECKS = { max: LIMITS.passwordCheck.max, windowSeconds: LIMITS.passwordCheck.windowSeconds };

/**
 * The member's password must be given again to change how they sign in or to delete the account.
 * Wrong passwords are limited (a few per quarter hour, then the answer names the wait); right ones
 * never count, so a member who knows their password is never held up.
 */
export async function checkPassword(
  db: Db,
  userId: string,
  password: string,
  wrong = 'Your current password is not right',
) {
  const key = limitKey('passwordCheck', `m:${userId}`);
  const wait = await peekWait(db, key, PASSWORD_CHECKS);
  if (wait > 0) throw tooMany(wait, LIMITS.passwordCheck.message);
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential?.password) {
    throw fail(
      400,
      'NO_PASSWORD',
      'Your account signs in with Google or Twitter. Set a password first with Forgot password on the sign-in page.',
    );
  }
  if (!(await verifyPassword({ hash: credential.password, password }))) {
    await record(db, key, PASSWORD_CHECKS);
    throw fail(403, 'WRONG_PASSWORD', wrong);
  }
}

/**
 * Asks for a new sign-in address. Nothing changes yet: a single-use link valid for an hour goes to
 * the new address, and the change happens when it is followed. When the address is already someone's,
 * its owner is told instead (and the stored link can never apply): the same reads, writes and one
 * e-mail either way, so neither the answer nor its timing tells who has an account.
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  origin: string,
  actor: ProfileRow,
  input: { newEmail: string; currentPassword: string },
) {
  if (input.newEmail === actor.email.toLowerCase()) {
    throw fail(400, 'SAME_EMAIL', 'This is already your e-mail address');
  }
  await checkPassword(db, actor.id, input.currentPassword);
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  const [, , [taken]] = await db.batch([
    // One pending change at a time: a newer request replaces any earlier link.
    db.delete(emailChanges).where(and(eq(emailChanges.userId, actor.id), isNull(emailChanges.usedAt))),
    db.insert(emailChanges).values({
      tokenHash: await sha256(token),
      userId: actor.id,
      newEmail: input.newEmail,
      expiresAt: Date.now() + EMAIL_CHANGE_TTL_MS,
    }),
    db.select({ id: users.id }).from(users).where(eq(users.email, input.newEmail)),
  ]);
  // Either way the address has not confirmed anything to us: a few such e-mails a day at most.
  if (await admitMail(db, [unconfirmedRecipientCap(input.newEmail)])) {
    await mailer.send(
      taken
        ? {
            to: input.newEmail,
            subject: 'Someone asked to use this address on Lifelist',
            text: `Someone asked to move a Lifelist account to this e-mail address, but it already belongs to a Lifelist account, so nothing has changed.\n\nIf it was you, sign in with this address instead (Forgot password on the sign-in page helps if you need it). If not, you can ignore this e-mail.`,
          }
        : {
            to: input.newEmail,
            subject: 'Confirm your new Lifelist e-mail address',
            text: `Hello ${actor.firstName},\n\nTo sign in to Lifelist with this address from now on, open this link within an hour:\n\n${origin}/confirm-email/${token}\n\nUntil then, your account keeps its current address. If you did not ask for this, ignore this e-mail.`,
          },
    );
  }
  return {
    message: `We have sent a link to ${input.newEmail}. Your e-mail address changes when you follow it, within an hour.`,
  };
}

/**
 * Follows a confirmation link: the address changes, every session of the account but the one
 * following the link (when it is the same member's) ends, and the old address is told, with a way
 * to report a change they did not make.
 */
export async function confirmEmailChange(
  db: Db,
  mailer: Mailer,
  origin: string,
  token: string,
  current: { userId: string; sessionId: string } | null,
) {
  const now = Date.now();
  const [change] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChanges.tokenHash, await sha256(token)),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .returning();
  if (!change) throw invalidLink();
  const [owner] = await db.select().from(profiles).where(eq(profiles.id, change.userId));
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, change.newEmail));
  if (!owner) throw invalidLink();
  if (taken) throw fail(409, 'EMAIL_TAKEN', 'This e-mail address is now used by another account');
  const keep = current?.userId === owner.id ? current.sessionId : null;
  await db.batch([
    db
      .update(users)
      .set({ email: change.newEmail, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, owner.id)),
    setProfileEmail(db, owner.id, change.newEmail),
    keep
      ? db.delete(sessions).where(and(eq(sessions.userId, owner.id), ne(sessions.id, keep)))
      : db.delete(sessions).where(eq(sessions.userId, owner.id)),
  ]);
  await mailer.send({
    to: owner.email,
    subject: 'Your Lifelist e-mail address was changed',
    text: `Hello ${owner.firstName},\n\nThe e-mail address of your Lifelist account was changed to ${maskEmail(change.newEmail)}, and every device signed in to it was signed out.\n\nIf you did not do this, tell us at once: ${origin}/contact?subject=${encodeURIComponent('My e-mail address was changed without me')}\nWe will help you back into your account.`,
  });
  return { email: change.newEmail, signedOut: keep === null };
}

/**
 * Changes the password (the current one is needed), ends every other session of the account and
 * turns off its private calendar link, which anyone who had the old password could have copied.
 */
export async function changePassword(
  db: Db,
  mailer: Mailer,
  origin: string,
  actor: ProfileRow,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
) {
  await checkPassword(db, actor.id, input.currentPassword);
  const [, , feeds] = await db.batch([
    db
      .update(accounts)
      .set({ password: await hashPassword(input.newPassword), updatedAt: new Date() })
      .where(and(eq(accounts.userId, actor.id), eq(accounts.providerId, 'credential'))),
    db.delete(sessions).where(and(eq(sessions.userId, actor.id), ne(sessions.id, sessionId))),
    endCalendarFeeds(db, actor.id),
  ]);
  await mailer.send({
    to: actor.email,
    subject: 'Your Lifelist password was changed',
    text: `Hello ${actor.firstName},\n\nThe password of your Lifelist account was just changed, and every other device signed in to it was signed out.${feeds.length ? CALENDAR_LINK_ENDED : ''}\n\nIf you did not do this, reset your password now with Forgot password on the sign-in page (${origin}/forgot-password) and tell us: ${origin}/contact`,
  });
  return { message: 'Your password has been changed. Other devices have been signed out.' };
}
