import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { and, desc, eq, sql } from 'drizzle-orm';
import { createDb } from '../../worker/db/client';
import { mailOutbox, type ProfileRow, profiles } from '../../worker/db/schema';

export const db = () => createDb(env.DB);

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A different client address per member, as real traffic has; rate limits key on it. */
export const randomIp = () =>
  `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;

export type Client = {
  cookie: string;
  ip: string;
  fetch: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
};

export function client(cookie = '', ip = randomIp()): Client {
  return {
    cookie,
    ip,
    fetch: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (cookie) headers.set('cookie', cookie);
      headers.set('cf-connecting-ip', ip);
      if (!headers.has('origin')) headers.set('origin', 'http://localhost');
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      return exports.default.fetch(new Request(`http://localhost${path}`, { ...init, headers, body }));
    },
  };
}

export const guest = () => client();

export function signUpBody(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    email: `member-${id}@example.com`,
    password: 'correct horse battery',
    firstName: 'Alex',
    username: `m_${id}`.slice(0, 20),
    age: 30,
    country: 'GB',
    acceptTerms: true,
    ...overrides,
  };
}

export const cookieFrom = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

export type Member = Client & { profile: ProfileRow; email: string; password: string };

/** The token in the newest sign-up link mailed to this address (from the local outbox). */
export async function confirmationToken(email: string) {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, 'Confirm your Lifelist account')))
    .orderBy(desc(sql`rowid`))
    .limit(1);
  const token = mail?.text.match(/\/confirm-account\/(\S+)/)?.[1];
  if (!token) throw new Error(`no sign-up link was sent to ${email}`);
  return token;
}

/** What was mailed to an address, leaving out the sign-up link every member made here receives. */
export const mailSentTo = async (email: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
    (m) => m.subject !== 'Confirm your Lifelist account',
  );

/**
 * Signs a new member up through the API and follows the link mailed to them, as a person would;
 * returns a client carrying the session that opens.
 */
export async function signUp(overrides: Record<string, unknown> = {}): Promise<Member> {
  const body = signUpBody(overrides);
  const anon = guest();
  const res = await anon.fetch('/api/account/sign-up', { method: 'POST', json: body });
  if (res.status !== 202) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const confirmed = await anon.fetch('/api/account/confirm', {
    method: 'POST',
    json: { token: await confirmationToken(body.email) },
  });
  if (!confirmed.ok) throw new Error(`confirming failed: ${confirmed.status} ${await confirmed.text()}`);
  const [profile] = await db().select().from(profiles).where(eq(profiles.email, body.email));
  return {
    ...client(cookieFrom(confirmed), anon.ip),
    profile: profile as ProfileRow,
    email: body.email,
    password: body.password,
  };
}

export type ActorKind = 'member' | 'moderator' | 'admin' | 'superAdmin' | 'suspended' | 'banned';

/** A signed-in member with a role or restriction applied directly in D1, as a super admin would. */
export async function actor(kind: ActorKind): Promise<Member> {
  const member = await signUp();
  const changes: Partial<ProfileRow> =
    kind === 'moderator'
      ? { role: 'moderator' }
      : kind === 'admin'
        ? { role: 'admin' }
        : kind === 'superAdmin'
          ? { role: 'superAdmin' }
          : kind === 'suspended'
            ? { isSuspended: true, suspensionEndDate: new Date(Date.now() + 30 * 86400_000) }
            : kind === 'banned'
              ? { isBanned: true }
              : {};
  if (Object.keys(changes).length) {
    const [profile] = await db().update(profiles).set(changes).where(eq(profiles.id, member.profile.id)).returning();
    member.profile = profile as ProfileRow;
  }
  return member;
}

export async function errorOf(res: Response) {
  return (await res.json()) as { error: string; code: string };
}

/** Hands `bodies` to the Worker's queue consumer as one batch of `queue`, as the runtime would. */
export async function deliverBatch(queue: string, bodies: unknown[], prefix = 'm') {
  const { default: worker } = await import('../../worker/index');
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({ id: `${prefix}${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}
