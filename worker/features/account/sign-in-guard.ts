import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../../db/client';
import { profiles, signInFailures } from '../../db/schema';
import type { AppEnv } from '../../env';
import { appOrigin } from '../../lib/config';
import { fail } from '../../lib/errors';
import { createMailer } from '../../lib/mailer';
import { clientIp, humanWait } from '../../lib/rate-limit';
import { notify } from '../notifications/service';
import { signInToPending } from './sign-up';

/**
 * Failed sign-ins slow down whoever makes them, never the account. Counts are kept per (e-mail,
 * client address) and per client address; past a free allowance each further attempt from there
 * waits, the wait doubling with every failure up to 15 minutes. Someone guessing a member's password
 * from elsewhere therefore never keeps the member out on their own network, and one shared
 * connection (an office, a campus) has a far higher allowance than one person. Per e-mail, failures
 * from anywhere only alert the owner. A count is forgotten an hour after its last failure; a
 * successful sign-in clears its (e-mail, address) count.
 */
export const SIGN_IN_LIMITS = {
  /** Failures per (e-mail, address) before attempts wait. */
  perAccountAndAddress: 5,
  /** Failures per address, any e-mail, before attempts wait. */
  perAddress: 50,
  /** The first wait; each further failure doubles it. */
  firstWaitMs: 15_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  /** Failures on one account, from anywhere, that alert its owner (at most once a day). */
  alertAfter: 10,
  alertEveryMs: 24 * 60 * 60_000,
} as const;

type Counter = { failures: number; lastFailedAt: number };

/** How long an attempt under `key` must still wait, in ms (0 to go ahead). */
export function waitFor(counter: Counter | undefined, allowance: number, now: number) {
  if (!counter || now - counter.lastFailedAt > SIGN_IN_LIMITS.forgetAfterMs) return 0;
  const over = counter.failures - allowance;
  if (over < 0) return 0;
  const wait = Math.min(SIGN_IN_LIMITS.maxWaitMs, SIGN_IN_LIMITS.firstWaitMs * 2 ** over);
  return Math.max(0, counter.lastFailedAt + wait - now);
}

/** Counts one failure under `key`, starting again when the last one is an hour old. */
const countFailure = (db: Db, key: string, now: number) =>
  db
    .insert(signInFailures)
    .values({ key, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${now} - ${signInFailures.lastFailedAt} > ${SIGN_IN_LIMITS.forgetAfterMs} then 1
          else ${signInFailures.failures} + 1 end`,
        lastFailedAt: now,
      },
    })
    .returning();

/** Tells the owner, in the app and by e-mail (whatever their preferences), once a day at most. */
async function alertOwner(db: Db, env: Env, email: string, failures: number, now: number) {
  const claimed = await db
    .update(signInFailures)
    .set({ alertedAt: now })
    .where(
      sql`${signInFailures.key} = ${`e:${email}`} and (${signInFailures.alertedAt} is null or ${signInFailures.alertedAt} < ${now - SIGN_IN_LIMITS.alertEveryMs})`,
    )
    .returning({ key: signInFailures.key });
  if (!claimed.length) return;
  const [owner] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  if (!owner) return;
  await notify(
    db,
    { mailer: null, live: env, origin: appOrigin(env) },
    {
      userId: owner.id,
      actorId: null,
      type: 'security_alert',
      data: { kind: 'sign_in_failures', failures: String(failures) },
    },
  );
  await createMailer(env, db).send({
    to: email,
    subject: 'Failed sign-ins to your Lifelist account',
    text: `There have been ${failures} failed attempts to sign in to your Lifelist account in the last hour.\n\nIf they were not you, nobody has got in: your account stays open to you, and attempts from elsewhere are slowed down. To be safe, choose a new password (Settings > Sign-in and security: ${appOrigin(env)}/settings?section=security, or "Forgot password" on the sign-in page).\n\nIf they were you, there is nothing to do.`,
  });
}

export const signInGuard = createMiddleware<AppEnv>(async (c, next) => {
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown; password?: unknown } | null;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
  const password = typeof body?.password === 'string' ? body.password : null;
  const ip = clientIp(c.req.raw.headers);
  const db = c.get('db');
  const accountKey = email ? `ea:${email}|${ip}` : null;
  const addressKey = `a:${ip}`;
  const now = Date.now();
  const rows = await db
    .select()
    .from(signInFailures)
    .where(sql`${signInFailures.key} in (${addressKey}, ${accountKey ?? addressKey})`);
  const counter = (key: string | null) => rows.find((r) => r.key === key);
  const wait = Math.max(
    waitFor(counter(accountKey), SIGN_IN_LIMITS.perAccountAndAddress, now),
    waitFor(counter(addressKey), SIGN_IN_LIMITS.perAddress, now),
  );
  if (wait > 0) {
    throw fail(
      429,
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Please wait ${humanWait(wait)} and try again, or reset your password.`,
      { 'Retry-After': String(Math.ceil(wait / 1000)) },
    );
  }
  await next();
  if (c.res.status === 401 && email && password) {
    // No account has this password: perhaps a sign-up whose link was not followed yet. Asked the
    // same way whether or not the address has an account, so the answer tells nothing more.
    const pending = await signInToPending(db, createMailer(c.env, db), appOrigin(c.env), email, password);
    if (pending) {
      c.res = c.json(
        {
          error: pending.resent
            ? 'Please confirm your e-mail address first: we have sent you a new link. It works for 24 hours.'
            : 'Please confirm your e-mail address first with the link we sent you a few minutes ago.',
          code: 'EMAIL_NOT_CONFIRMED',
        },
        403,
      );
      return;
    }
  }
  if (c.res.status === 401) {
    const after = Date.now();
    if (email && accountKey) {
      // The three counts in one round trip.
      const [, , [total]] = await db.batch([
        countFailure(db, addressKey, after),
        countFailure(db, accountKey, after),
        countFailure(db, `e:${email}`, after),
      ]);
      if (total && total.failures >= SIGN_IN_LIMITS.alertAfter) {
        await alertOwner(db, c.env, email, total.failures, after);
      }
    } else {
      await countFailure(db, addressKey, after);
    }
  } else if (c.res.ok && accountKey) {
    await db.delete(signInFailures).where(eq(signInFailures.key, accountKey));
  }
});
