import type { ProfileRow } from '../db/schema';
import type { SessionUser } from '../env';

/** Who a request is from: the signed-in user, their session and profile, or nobody. */
export interface Visitor {
  user: SessionUser | null;
  sessionId: string | null;
  profile: ProfileRow | null;
}

export const NOBODY: Visitor = { user: null, sessionId: null, profile: null };

/**
 * The API calls the Worker makes to itself while it renders a page come from the visitor the page
 * already resolved: the calls are Request objects the Worker created, so only it can put them in
 * this map, and a page's queries cost one session lookup instead of one each.
 */
const inProcess = new WeakMap<Request, Visitor>();

/** Marks a request the Worker made to itself on behalf of `visitor`. */
export function sendAs(request: Request, visitor: Visitor): Request {
  inProcess.set(request, visitor);
  return request;
}

/** The visitor of a request the Worker made to itself; undefined for a request from outside. */
export const visitorOf = (request: Request) => inProcess.get(request);
