import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../worker/contracts/blogs';
import {
  type Action,
  type Actor,
  authorize,
  authorizeRow,
  can,
  isAdmin,
  isModerator,
  isRestricted,
  isSuperAdmin,
  isSuspendedNow,
} from '../../worker/policy';

const member = (id: string, extra: Partial<Actor> = {}): Actor => ({
  id,
  role: 'user',
  isAdmin: false,
  isModerator: false,
  isSuspended: false,
  suspensionEndDate: null,
  isBanned: false,
  ...extra,
});
const ann = member('ann');
const mod = member('mod', { isModerator: true });
const admin = member('adm', { role: 'admin' });
const superAdmin = member('sup', { role: 'superAdmin' });

describe('ownership and moderation rules, in the policy', () => {
  it('a comment goes by its writer or the author of what it is on, nobody else', () => {
    expect(can(ann, 'comment:delete', { ownerId: 'ann', containerOwnerId: 'bo' })).toBe(true);
    expect(can(ann, 'comment:delete', { ownerId: 'bo', containerOwnerId: 'ann' })).toBe(true);
    expect(can(ann, 'comment:delete', { ownerId: 'bo', containerOwnerId: 'cy' })).toBe(false);
    expect(can(null, 'comment:delete', { ownerId: 'bo' })).toBe(false);
  });

  it('posts, blogs, coauthors, follow requests, messages and appeals are their owner’s', () => {
    for (const action of [
      'post:edit',
      'post:delete',
      'blog:delete',
      'blog:manage-coauthors',
      'follow-request:accept',
      'follow-request:reject',
      'moderation-message:read',
      'moderation:appeal',
      'moderation:answer-appeal',
    ] as const) {
      expect(can(ann, action, { ownerId: 'ann' }), action).toBe(true);
      expect(can(ann, action, { ownerId: 'bo' }), action).toBe(false);
      expect(can(ann, action, { ownerId: null }), action).toBe(false);
    }
    // A coauthor may leave a blog; only its author removes someone else.
    expect(can(ann, 'blog:remove-coauthor', { ownerId: 'bo', subject: { id: 'ann' } })).toBe(true);
    expect(can(ann, 'blog:remove-coauthor', { ownerId: 'bo', subject: { id: 'cy' } })).toBe(false);
  });

  it('moderators never act on themselves, and on an administrator only as a super admin', () => {
    expect(can(mod, 'moderation:act-on', { subject: { id: 'ann' } })).toBe(true);
    expect(can(mod, 'moderation:act-on', { subject: { id: 'mod' } })).toBe(false);
    expect(can(mod, 'moderation:act-on', { subject: { id: 'adm', isAdmin: true } })).toBe(false);
    expect(can(superAdmin, 'moderation:act-on', { subject: { id: 'adm', isAdmin: true } })).toBe(true);
    expect(can(ann, 'moderation:act-on', { subject: { id: 'bo' } })).toBe(false);
    for (const action of ['moderation:handle-report', 'moderation:decide-appeal'] as const) {
      expect(can(mod, action, { subject: { id: 'ann' } }), action).toBe(true);
      expect(can(mod, action, { subject: { id: 'mod' } }), action).toBe(false);
      expect(can(admin, action, { subject: { id: 'ann' } }), action).toBe(true);
      expect(can(ann, action, { subject: { id: 'bo' } }), action).toBe(false);
    }
  });
});

describe('a row looked up by id', () => {
  const request = { id: 'r1', followingId: 'ann' };
  const accept = (actor: Actor, row: typeof request | undefined) =>
    authorizeRow(actor, 'follow-request:accept', row, (r) => ({ ownerId: r.followingId }));

  it('comes back to its owner', () => {
    expect(accept(ann, request)).toBe(request);
  });

  it('is refused alike when it is someone else’s and when it does not exist', () => {
    const refusal = { status: 403, code: 'FORBIDDEN', message: "You don't have permission to accept this request" };
    expect(() => accept(member('bo'), request)).toThrow(expect.objectContaining(refusal));
    expect(() => accept(ann, undefined)).toThrow(expect.objectContaining(refusal));
  });

  it('that does not exist is not found where the rule would let anyone act', () => {
    expect(() => authorizeRow(ann, 'content:interact', undefined, () => ({}))).toThrow(
      expect.objectContaining({ status: 404, code: 'NOT_FOUND', message: 'Not found' }),
    );
  });
});

/** What `authorize` answers: allowed, or the refusal's status, code and message. */
function answer(actor: Actor | null, action: Action, resource?: Parameters<typeof authorize>[2]) {
  try {
    authorize(actor, action, resource);
    return 'allowed';
  } catch (e) {
    const error = e as { status: number; code: string; message: string };
    return { status: error.status, code: error.code, message: error.message };
  }
}

describe('every rule, for every kind of actor', () => {
  const NOW = Date.parse('2026-06-01T12:00:00Z');
  const suspended = member('sus', { isSuspended: true, suspensionEndDate: new Date(NOW + 86_400_000) });
  const suspendedIndefinitely = member('sui', { isSuspended: true, suspensionEndDate: null });
  const suspensionOver = member('was', { isSuspended: true, suspensionEndDate: new Date(NOW - 1) });
  const banned = member('ban', { isBanned: true });
  const flaggedAdmin = member('fla', { isAdmin: true });
  const modManager = member('mgr', { role: 'modManager' });
  const roleModerator = member('rmo', { role: 'moderator' });
  const supplier = member('sup2', { role: 'supplier' });

  it('tells who is staff by role or by flag', () => {
    expect([ann, mod, admin, superAdmin, flaggedAdmin, modManager, roleModerator, supplier].map(isAdmin)).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([ann, mod, admin, superAdmin, flaggedAdmin, modManager, roleModerator, supplier].map(isModerator)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect([ann, admin, superAdmin, flaggedAdmin].map(isSuperAdmin)).toEqual([false, false, true, false]);
  });

  it('a suspension holds until its end, and without an end until lifted', () => {
    expect(isSuspendedNow(suspended, NOW)).toBe(true);
    expect(isSuspendedNow(suspended, NOW + 86_400_000)).toBe(false);
    expect(isSuspendedNow(suspended, NOW + 86_399_999)).toBe(true);
    expect(isSuspendedNow(suspendedIndefinitely, NOW)).toBe(true);
    expect(isSuspendedNow(suspensionOver, NOW)).toBe(false);
    expect(isSuspendedNow(ann, NOW)).toBe(false);
    expect(isRestricted(banned)).toBe(true);
    expect(isRestricted(suspendedIndefinitely)).toBe(true);
    expect(isRestricted(ann)).toBe(false);
  });

  it('creating and interacting: members, but not the suspended or banned, who are told why', () => {
    expect(answer(ann, 'content:interact')).toBe('allowed');
    expect(answer(mod, 'content:interact')).toBe('allowed');
    expect(answer(suspensionOver, 'content:interact')).toBe('allowed');
    expect(answer(suspendedIndefinitely, 'content:interact')).toEqual({
      status: 403,
      code: 'SUSPENDED',
      message: 'Your account is suspended until further notice. You can read content and appeal the decision.',
    });
    expect(answer(banned, 'content:interact')).toEqual({
      status: 403,
      code: 'BANNED',
      message: 'Your account has been banned. You can read content and appeal the decision.',
    });
    expect(answer(null, 'content:interact')).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Not authenticated',
    });
  });

  const staffRules: [Action, string, (a: Actor) => boolean][] = [
    ['admin:access', 'Access Denied: You do not have permission to access the admin dashboard.', isAdmin],
    ['admin:manage-roles', 'Only a super admin can change roles', isSuperAdmin],
    ['content:edit', "Access Denied: You don't have permission to edit activities", isAdmin],
    ['content:edit-any', "You don't have permission to edit this post", isAdmin],
    ['moderation:access', "You don't have permission to view reports", isModerator],
    ['moderation:update-reports', "You don't have permission to update reports", isModerator],
    ['moderation:act', "You don't have permission to create moderation actions", isModerator],
    ['moderation:view-appeals', "You don't have permission to view appeals", isModerator],
    ['moderation:respond-appeals', "You don't have permission to respond to appeals", isModerator],
    ['moderation:send-messages', "You don't have permission to send moderation messages", isModerator],
    ['analytics:view', 'You do not have permission to access this dashboard.', (a) => isAdmin(a) || isModerator(a)],
  ];
  it.each(staffRules)('%s: staff only, each refusal in its own words', (action, message, allowed) => {
    for (const actor of [ann, mod, admin, superAdmin, flaggedAdmin, modManager, roleModerator, supplier]) {
      expect(answer(actor, action), `${action} ${actor.id}`).toEqual(
        allowed(actor) ? 'allowed' : { status: 403, code: 'FORBIDDEN', message },
      );
    }
    expect(answer(null, action)).toEqual({ status: 401, code: 'UNAUTHENTICATED', message: 'Not authenticated' });
  });

  const ownerRules: [Action, string][] = [
    ['profile:update', "You don't have permission to edit this profile"],
    ['custom-activity:edit', 'You can only change activities you created'],
    ['post:edit', "You don't have permission to edit this post"],
    ['post:delete', "You don't have permission to delete this post"],
    ['blog:delete', BLOG_MESSAGES.noDelete],
    ['blog:manage-coauthors', 'Only the author can manage coauthors'],
    ['follow-request:accept', "You don't have permission to accept this request"],
    ['follow-request:reject', "You don't have permission to reject this request"],
    ['moderation-message:read', "You don't have permission to mark this message as read"],
    ['moderation:appeal', "You don't have permission to appeal this action"],
    ['moderation:answer-appeal', "You don't have permission to answer this appeal"],
  ];
  it.each(ownerRules)('%s: the owner only, staff included', (action, message) => {
    expect(answer(ann, action, { ownerId: 'ann' })).toBe('allowed');
    for (const actor of [member('bo'), mod, admin, superAdmin])
      expect(answer(actor, action, { ownerId: 'ann' }), actor.id).toEqual({ status: 403, code: 'FORBIDDEN', message });
    expect(answer(ann, action)).toEqual({ status: 403, code: 'FORBIDDEN', message });
    expect(answer(null, action, { ownerId: 'ann' })).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Not authenticated',
    });
  });

  it('moderation actions: moderators see anyone’s, a member only those taken on themselves', () => {
    const message = "You don't have permission to view these actions";
    expect(answer(mod, 'moderation:view-actions', { ownerId: 'ann' })).toBe('allowed');
    expect(answer(ann, 'moderation:view-actions', { ownerId: 'ann' })).toBe('allowed');
    expect(answer(ann, 'moderation:view-actions', { ownerId: 'bo' })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message,
    });
    expect(answer(ann, 'moderation:view-actions')).toEqual({ status: 403, code: 'FORBIDDEN', message });
  });

  it('a comment: its writer or the author of what it is on', () => {
    const message = "You don't have permission to delete this comment";
    expect(answer(ann, 'comment:delete', { ownerId: 'bo', containerOwnerId: 'cy' })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message,
    });
    expect(answer(admin, 'comment:delete', { ownerId: 'bo', containerOwnerId: 'cy' })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message,
    });
    expect(answer(ann, 'comment:delete')).toEqual({ status: 403, code: 'FORBIDDEN', message });
  });

  it('a coauthor leaves on their own say; anyone else is refused in the author’s words', () => {
    expect(answer(ann, 'blog:remove-coauthor', { ownerId: 'ann', subject: { id: 'bo' } })).toBe('allowed');
    expect(answer(ann, 'blog:remove-coauthor', { ownerId: 'bo', subject: { id: 'ann' } })).toBe('allowed');
    expect(answer(ann, 'blog:remove-coauthor', { ownerId: 'bo', subject: { id: 'cy' } })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Only the author can manage coauthors',
    });
    expect(answer(ann, 'blog:remove-coauthor')).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Only the author can manage coauthors',
    });
  });

  it('acting on a member: why each refusal is refused', () => {
    expect(answer(ann, 'moderation:act-on', { subject: { id: 'bo' } })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: "You don't have permission to create moderation actions",
    });
    expect(answer(mod, 'moderation:act-on', { subject: { id: 'mod', isAdmin: false } })).toEqual({
      status: 403,
      code: 'SELF',
      message: "You can't take moderation action on yourself",
    });
    expect(answer(admin, 'moderation:act-on', { subject: { id: 'x', isAdmin: true } })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: "You don't have permission to take action on an administrator",
    });
    expect(answer(superAdmin, 'moderation:act-on', { subject: { id: 'sup', isAdmin: true } })).toEqual({
      status: 403,
      code: 'SELF',
      message: "You can't take moderation action on yourself",
    });
    expect(answer(mod, 'moderation:act-on', { subject: { id: 'x', isAdmin: false } })).toBe('allowed');
    expect(answer(mod, 'moderation:act-on')).toBe('allowed');
  });

  it.each([
    [
      'moderation:handle-report',
      "You don't have permission to update reports",
      "You can't handle a report about yourself",
    ],
    ['moderation:decide-appeal', "You don't have permission to respond to appeals", "You can't decide your own appeal"],
  ] as const)('%s: moderators, never on themselves', (action, notModerator, self) => {
    expect(answer(ann, action, { subject: { id: 'bo' } })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: notModerator,
    });
    expect(answer(mod, action, { subject: { id: 'mod' } })).toEqual({ status: 403, code: 'SELF', message: self });
    expect(answer(mod, action, { subject: { id: 'ann' } })).toBe('allowed');
    expect(answer(mod, action)).toBe('allowed');
  });

  it('a resource without a subject is judged on what it has', () => {
    expect(answer(mod, 'moderation:act-on', { ownerId: 'x' })).toBe('allowed');
    expect(answer(mod, 'moderation:handle-report', { ownerId: 'x' })).toBe('allowed');
    expect(answer(mod, 'moderation:decide-appeal', { ownerId: 'x' })).toBe('allowed');
    expect(answer(ann, 'blog:remove-coauthor', { ownerId: 'ann' })).toBe('allowed');
    expect(answer(ann, 'blog:remove-coauthor', { ownerId: 'bo' })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Only the author can manage coauthors',
    });
  });

  it('`can` says yes exactly where `authorize` lets through', () => {
    expect(can(ann, 'post:edit', { ownerId: 'ann' })).toBe(true);
    expect(can(ann, 'post:edit', { ownerId: 'bo' })).toBe(false);
    expect(can(null, 'post:edit', { ownerId: 'ann' })).toBe(false);
  });
});
