import { BLOG_MESSAGES } from './contracts/blogs';
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

type Resource = {
  /** Whose it is: a post's or blog's author, a comment's writer, a message's receiver. */
  ownerId?: string | null;
  /** Whose the thing it sits in is: the post or blog under a comment. */
  containerOwnerId?: string | null;
  /** The member a moderator would act on, or whose report or appeal it is. */
  subject?: { id: string | null; isAdmin?: boolean };
};

const own = (message: string) => (a: Actor, r?: Resource) => (r?.ownerId === a.id ? true : deny(message));
/** Moderators, and never about themselves (a report about them, their own appeal). */
const moderatorsNotOnThemselves = (notModerator: string, self: string) => (a: Actor, r?: Resource) =>
  !isModerator(a) ? deny(notModerator) : r?.subject?.id === a.id ? deny(self, 'SELF') : true;

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
  /** A comment goes with its writer's or the post's (or blog's) author's say-so. */
  'comment:delete': (a, r) =>
    r?.ownerId === a.id || r?.containerOwnerId === a.id
      ? true
      : deny("You don't have permission to delete this comment"),
  'post:edit': own("You don't have permission to edit this post"),
  'post:delete': own("You don't have permission to delete this post"),
  'blog:delete': own(BLOG_MESSAGES.noDelete),
  'blog:manage-coauthors': own('Only the author can manage coauthors'),
  /** The author removes a coauthor; a coauthor may leave (the subject is themselves). */
  'blog:remove-coauthor': (a, r) =>
    r?.ownerId === a.id || r?.subject?.id === a.id ? true : deny('Only the author can manage coauthors'),
  /** A follow request is answered by the member it asks to follow. */
  'follow-request:accept': own("You don't have permission to accept this request"),
  'follow-request:reject': own("You don't have permission to reject this request"),
  'moderation-message:read': own("You don't have permission to mark this message as read"),
  /** Only the member an action was taken on appeals it, and answers the moderator's question. */
  'moderation:appeal': own("You don't have permission to appeal this action"),
  'moderation:answer-appeal': own("You don't have permission to answer this appeal"),
  /** A moderator, never on themselves; an administrator only by a super admin. */
  'moderation:act-on': (a, r) =>
    !isModerator(a)
      ? deny("You don't have permission to create moderation actions")
      : r?.subject?.id === a.id
        ? deny("You can't take moderation action on yourself", 'SELF')
        : r?.subject?.isAdmin && !isSuperAdmin(a)
          ? deny("You don't have permission to take action on an administrator")
          : true,
  'moderation:handle-report': moderatorsNotOnThemselves(
    "You don't have permission to update reports",
    "You can't handle a report about yourself",
  ),
  'moderation:decide-appeal': moderatorsNotOnThemselves(
    "You don't have permission to respond to appeals",
    "You can't decide your own appeal",
  ),
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

/**
 * `authorize` for a row looked up by id, answering the row, present. A row that does not exist is
 * judged as one that belongs to nobody, so a member is refused alike whether a follow request, an
 * action or an appeal is someone else's or does not exist at all.
 */
export function authorizeRow<T>(
  actor: Actor | null,
  action: Action,
  row: T | undefined,
  resource: (row: T) => Resource,
): T {
  authorize(actor, action, row === undefined ? { ownerId: null } : resource(row));
  // Only a rule that lets anyone act lets a missing row through: there is nothing to act on.
  if (row === undefined) throw fail(404, 'NOT_FOUND', 'Not found');
  return row;
}
