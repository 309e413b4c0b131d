import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, notifications, signInFailures } from '../../worker/db/schema';
import { SIGN_IN_LIMITS } from '../../worker/features/account/sign-in-guard';
import { client, db, errorOf, randomIp, signUp } from './helpers';

const signIn = (ip: string, email: string, password: string) =>
  client('', ip).fetch('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

/** Moves every failure counted for this address back in time, as if `ms` had passed. */
const age = (ip: string, ms: number) =>
  db()
    .update(signInFailures)
    .set({ lastFailedAt: sql`${signInFailures.lastFailedAt} - ${ms}` })
    .where(sql`${signInFailures.key} like ${`%${ip}`}`);

describe('sign-in limits', () => {
  it('slows an attacker down on their own address and never keeps the owner out of theirs', async () => {
    const owner = await signUp();
    const attacker = randomIp();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      expect((await signIn(attacker, owner.email, `guess ${i}`)).status).toBe(401);
    }
    const slowed = await signIn(attacker, owner.email, 'guess again');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBe(15);
    expect((await errorOf(slowed)).error).toBe(
      'Too many failed sign-in attempts. Please wait 15 seconds and try again, or reset your password.',
    );
    // The owner, on their usual network, signs in at once, even after a typo of their own.
    const home = randomIp();
    expect((await signIn(home, owner.email, 'a typo')).status).toBe(401);
    expect((await signIn(home, owner.email, owner.password)).status).toBe(200);
  });

  it('doubles the wait with each further failure, and a success clears it', async () => {
    const m = await signUp();
    const ip = randomIp();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) await signIn(ip, m.email, `wrong ${i}`);
    expect((await signIn(ip, m.email, m.password)).headers.get('retry-after')).toBe('15');
    await age(ip, 16_000);
    expect((await signIn(ip, m.email, 'wrong again')).status).toBe(401);
    const longer = await signIn(ip, m.email, m.password);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBe(30);
    await age(ip, 31_000);
    expect((await signIn(ip, m.email, m.password)).status).toBe(200);
    // The count for this account and address is gone: five more failures are free again.
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      expect((await signIn(ip, m.email, `wrong ${i}`)).status).toBe(401);
    }
  });

  it('keeps one shared connection open to everyone behind it when one of them is slowed down', async () => {
    const office = randomIp();
    const unlucky = await signUp();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress + 1; i++) await signIn(office, unlucky.email, `no ${i}`);
    expect((await signIn(office, unlucky.email, unlucky.password)).status).toBe(429);
    const colleagues = await Promise.all([signUp(), signUp(), signUp(), signUp(), signUp(), signUp()]);
    for (const colleague of colleagues) {
      expect((await signIn(office, colleague.email, 'first try wrong')).status).toBe(401);
      expect((await signIn(office, colleague.email, colleague.password)).status).toBe(200);
    }
  });

  it('slows down one address that fails for many accounts (credential stuffing)', async () => {
    const ip = randomIp();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      expect((await signIn(ip, `nobody${i}-${ip}@example.com`, 'password1')).status).toBe(401);
    }
    const m = await signUp();
    const slowed = await signIn(ip, m.email, m.password);
    expect(slowed.status).toBe(429);
    // Elsewhere, the same member is not affected.
    expect((await signIn(randomIp(), m.email, m.password)).status).toBe(200);
  });

  it('tells the owner after repeated failures from anywhere, once a day', async () => {
    const owner = await signUp();
    for (let i = 0; i < SIGN_IN_LIMITS.alertAfter + 2; i++) {
      expect((await signIn(randomIp(), owner.email, `guess ${i}`)).status).toBe(401);
    }
    const alerts = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.profile.id), eq(notifications.type, 'security_alert')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.data).toMatchObject({ kind: 'sign_in_failures', failures: String(SIGN_IN_LIMITS.alertAfter) });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, owner.email), eq(mailOutbox.subject, 'Failed sign-ins to your Lifelist account')));
    expect(mails).toHaveLength(1);
    // The account itself is still open.
    expect((await signIn(randomIp(), owner.email, owner.password)).status).toBe(200);
  });
});
