import type { Role } from './contracts/enums';
import { restrictionMessage } from './contracts/restriction';
import { fail } from './lib/errors';

/** The parts of a profile that decide what its owner may do. */
export type Actor = {
  id: string;
  role: Role;
  isAdmin: boolean;
  isModerator: boolean;
  isSuspended: boolean;
  suspensionEndDate: Date | null;
  isBanned: boolean;
};

export const isAdmin = (a: Actor) => a.role === 'admin' || a.role === 'superAdmin' || a.isAdmin;
export const isSuperAdmin = (a: Actor) => a.role === 'superAdmin';
export const isModerator = (a: Actor) =>
  a.isModerator || a.isAdmin || ['moderator', 'modManager', 'admin', 'superAdmin'].includes(a.role);
export const isSuspendedNow = (a: Actor, now = Date.now()) =>
  a.isSuspended && (a.suspensionEndDate === null || a.suspensionEndDate.getTime() > now);
/** Suspended and banned members may read, sign in and appeal, but not create or interact. */
export const isRestricted = (a: Actor) => a.isBanned || isSuspendedNow(a);

type Denial = { status: 401 | 403 | 404; code: string; message: string };
type Verdict = true | Denial;

const unauthenticated: Denial = { status: 401, code: 'UNAUTHENTICATED', message: 'Not authenticated' };
const deny = (message: string, code = 'FORBIDDEN'): Denial => ({ status: 403, code, message });

const restriction = (a: Actor): Denial => deny(restrictionMessage(a), a.isBanned ? 'BANNED' : 'SUSPENDED');

type Resource = { ownerId?: string | null };

const moderatorsOnly = (message: string) => (a: Actor) => (isModerator(a) ? true : deny(message));

/** Every access rule of the product, by action. Routes call `authorize`, never write checks inline. */
const rules = {
  /** Creating or interacting: posting, commenting, liking, messaging, following, blogging, reporting, uploading. */
  'content:interact': (a) => (isRestricted(a) ? restriction(a) : true),
  'profile:update': (a, r) => (r?.ownerId === a.id ? true : deny("You don't have permission to edit this profile")),
  'admin:access': (a) =>
    isAdmin(a) ? true : deny('Access Denied: You do not have permission to access the admin dashboard.'),
  'admin:manage-roles': (a) => (isSuperAdmin(a) ? true : deny('Only a super admin can change roles')),
  /** A member's own custom activity: only its creator edits or deletes it. */
  'custom-activity:edit': (a, r) => (r?.ownerId === a.id ? true : deny('You can only change activities you created')),
  'content:edit': (a) => (isAdmin(a) ? true : deny("Access Denied: You don't have permission to edit activities")),
  /** Editing a member's post or blog as staff (recorded in content_edits, the moderation log). */
  'content:edit-any': (a) => (isAdmin(a) ? true : deny("You don't have permission to edit this post")),
  'moderation:access': (a) => (isModerator(a) ? true : deny("You don't have permission to view reports")),
  'moderation:update-reports': moderatorsOnly("You don't have permission to update reports"),
  'moderation:act': moderatorsOnly("You don't have permission to create moderation actions"),
  /** Moderators see anyone's actions; a member sees the actions taken on themselves. */
  'moderation:view-actions': (a, r) =>
    isModerator(a) || r?.ownerId === a.id ? true : deny("You don't have permission to view these actions"),
  'moderation:view-appeals': moderatorsOnly("You don't have permission to view appeals"),
  'moderation:respond-appeals': moderatorsOnly("You don't have permission to respond to appeals"),
  'moderation:send-messages': moderatorsOnly("You don't have permission to send moderation messages"),
  'analytics:view': (a) =>
    isAdmin(a) || isModerator(a) ? true : deny('You do not have permission to access this dashboard.'),
} satisfies Record<string, (actor: Actor, resource?: Resource) => Verdict>;

export type Action = keyof typeof rules;

function verdict(actor: Actor | null, action: Action, resource?: Resource): Verdict {
  if (!actor) return unauthenticated;
  return rules[action](actor, resource);
}

export const can = (actor: Actor | null, action: Action, resource?: Resource) =>
  verdict(actor, action, resource) === true;

/** Throws the rule's own status and message when the actor may not act. */
export function authorize(actor: Actor | null, action: Action, resource?: Resource): asserts actor is Actor {
  const result = verdict(actor, action, resource);
  if (result !== true) throw fail(result.status, result.code, result.message);
}
