import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { getAuth } from '../auth';
import { createDb, type Db } from '../db/client';
import { type ProfileRow, profiles, sessions, users } from '../db/schema';
import type { AppEnv, SessionUser } from '../env';
import { type D1Meter, meterSession } from '../lib/d1-meter';
import { fail, notAuthenticated } from '../lib/errors';
import { endSuspension, hasRunOut } from '../lib/suspension';
import { type Action, authorize } from '../policy';
import { NOBODY, type Visitor, visitorOf } from './in-process';
import { showsDiagnostics } from './request-context';

export const BOOKMARK_HEADER = 'x-d1-bookmark';

/** Opens the request's D1 session, continuing from the client's bookmark when it sends one. */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.env.DB.withSession(c.req.header(BOOKMARK_HEADER) ?? 'first-unconstrained');
  // Outside production, counts the statements a request runs and the rows they write
  // (X-D1-Queries, X-D1-Rows-Written), so the bench can show that a page costs a fixed number of
  // queries however many items it holds, and what each action writes. Never in production: the
  // counts tell what the server did.
  const meter: D1Meter | null = showsDiagnostics(c.env) ? { statements: 0, rowsWritten: 0 } : null;
  c.set('db', createDb(meter ? meterSession(session, meter) : session));
  c.set('d1Meter', meter);
  c.set('auth', getAuth(c.env));
  await next();
  if (meter) {
    c.header('X-D1-Queries', String(meter.statements));
    c.header('X-D1-Rows-Written', String(meter.rowsWritten));
  }
  const bookmark = session.getBookmark();
  if (bookmark) c.header(BOOKMARK_HEADER, bookmark);
});

/** Whether the request carries a session cookie (it may still be expired or revoked). */
export const hasSessionCookie = (c: Context<AppEnv>) => c.req.header('cookie')?.includes('session_token') ?? false;

const visitors = new WeakMap<Request, Promise<Visitor>>();

/**
 * Reads the request's session cookie: the user, their session and their profile, once per request
 * (the page's own head and the API calls it makes while rendering ask again).
 */
export function resolveVisitor(c: Context<AppEnv>): Promise<Visitor> {
  let visitor = visitors.get(c.req.raw);
  if (!visitor) {
    visitor = readVisitor(c);
    visitors.set(c.req.raw, visitor);
  }
  return visitor;
}

/** The session cookie's signing key, imported once per isolate and secret. */
const signingKeys = new Map<string, Promise<CryptoKey>>();
const signingKey = (secret: string) => {
  let key = signingKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    signingKeys.set(secret, key);
  }
  return key;
};

/** The session token of a signed cookie (`token.base64(HMAC-SHA256)`, as better-auth signs it), or null. */
async function signedToken(value: string | undefined, secret: string) {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  const signature = value.slice(dot + 1);
  if (dot < 1 || signature.length !== 44 || !signature.endsWith('=')) return null;
  const token = value.slice(0, dot);
  try {
    const bytes = Uint8Array.from(atob(signature), (ch) => ch.charCodeAt(0));
    return (await crypto.subtle.verify('HMAC', await signingKey(secret), bytes, new TextEncoder().encode(token)))
      ? token
      : null;
  } catch {
    return null;
  }
}

/**
 * The session, its user and their profile in one statement. better-auth's own lookup (two
 * statements) is used only when the session is due to be extended (once a day of use) or the
 * cookie is not one this lookup reads: it writes the new expiry.
 */
async function readVisitor(c: Context<AppEnv>): Promise<Visitor> {
  if (!hasSessionCookie(c)) return NOBODY;
  const auth = c.get('auth');
  const context = await auth.$context;
  const cookies = getCookie(c);
  const token = await signedToken(cookies[context.authCookies.sessionToken.name], context.secret);
  const db = c.get('db');
  if (token) {
    const [row] = await db
      .select({ session: sessions, user: { id: users.id, email: users.email, name: users.name }, profile: profiles })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(profiles, eq(profiles.id, sessions.userId))
      .where(eq(sessions.token, token));
    if (!row || row.session.expiresAt.getTime() < Date.now()) return NOBODY;
    const { expiresIn, updateAge } = context.sessionConfig;
    const due = row.session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    const remembered = !cookies[context.authCookies.dontRememberToken.name];
    if (!due || !remembered) return visitorFrom(db, row.user, row.session.id, row.profile);
  }
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return NOBODY;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, session.user.id));
  return visitorFrom(db, session.user, session.session.id, profile ?? null);
}

async function visitorFrom(db: Db, user: SessionUser, sessionId: string, found: ProfileRow | null): Promise<Visitor> {
  let profile: ProfileRow | null | undefined = found;
  // A suspension ends by itself at its end date.
  if (profile && hasRunOut(profile)) {
    [profile] = await endSuspension(db, eq(profiles.id, profile.id)).returning();
  }
  return {
    user: { id: user.id, email: user.email, name: user.name },
    sessionId,
    profile: profile ?? null,
  };
}

/** Loads the signed-in user and their profile once per request. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const visitor = visitorOf(c.req.raw) ?? (await resolveVisitor(c));
  c.set('user', visitor.user);
  c.set('sessionId', visitor.sessionId);
  c.set('profile', visitor.profile);
  await next();
});

/** For sub-apps whose every route needs a signed-in member with a profile. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user') || !c.get('profile')) throw notAuthenticated();
  await next();
});

/**
 * For routes that need a permission: 401 for guests (with the route's own words when it has
 * them, e.g. 'You must be signed in to create an activity'), the rule's own 403 otherwise.
 */
export const requireCan = (action: Action, signedOutMessage?: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('profile') && signedOutMessage) throw fail(401, 'UNAUTHENTICATED', signedOutMessage);
    authorize(c.get('profile'), action);
    await next();
  });
