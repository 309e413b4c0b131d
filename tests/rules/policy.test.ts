import { describe, expect, it } from 'vitest';
import { type Actor, authorizeRow, can } from '../../worker/policy';

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
      expect.objectContaining({ status: 404, code: 'NOT_FOUND' }),
    );
  });
});
