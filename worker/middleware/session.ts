import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getAuth } from '../auth';
import { createDb } from '../db/client';
import { profiles } from '../db/schema';
import type { AppEnv } from '../env';
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

/** Reads the request's session cookie: the user, their session and their profile. */
export async function resolveVisitor(c: Context<AppEnv>): Promise<Visitor> {
  if (!hasSessionCookie(c)) return NOBODY;
  const session = await c.get('auth').api.getSession({ headers: c.req.raw.headers });
  if (!session) return NOBODY;
  const db = c.get('db');
  let [profile] = await db.select().from(profiles).where(eq(profiles.id, session.user.id));
  // A suspension ends by itself at its end date.
  if (profile && hasRunOut(profile)) {
    [profile] = await endSuspension(db, eq(profiles.id, profile.id)).returning();
  }
  return {
    user: { id: session.user.id, email: session.user.email, name: session.user.name },
    sessionId: session.session.id,
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
