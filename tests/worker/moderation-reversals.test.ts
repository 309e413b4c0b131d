import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { type ActorKind, actor, errorOf, type Member } from './helpers';
import { actionOn, insertPost, json, postOf, profileOf } from './moderation-fixtures';

/**
 * Undoing a moderation action follows the rule for taking one (worker/policy.ts,
 * 'moderation:act-on'): a moderator never on themselves, an administrator only by a super admin.
 * Every way an action is undone (lifting a suspension or a ban, approving an appeal of a
 * suspension, a ban or a removed post) is tried by each kind of staff on each kind of member.
 */

type Taken = { target: Member; actionId: string; postId: string | null };
type Reversal = {
  /** The action a super admin takes first (a super admin may act on anyone). */
  action: 'suspension' | 'ban' | 'post_removal';
  /** Undoes it, as `by`. */
  undo: (by: Member, taken: Taken) => Promise<Response>;
  ok: number;
  /** Whether the action still holds. */
  holds: (taken: Taken) => Promise<boolean>;
  /** The refusal when the one undoing it is its target. */
  self: string;
};

const lift = (kind: 'suspension' | 'ban') => (by: Member, t: Taken) =>
  by.fetch('/api/moderation/lifts', {
    method: 'POST',
    json: { user_id: t.target.profile.id, kind, reason: 'Lifted early' },
  });

async function appealOf(t: Taken) {
  const res = await t.target.fetch('/api/moderation/appeal', {
    method: 'POST',
    json: { related_action_id: t.actionId, message: 'Please look again' },
  });
  expect(res.status).toBe(201);
  return (await json<{ appeal: { id: string } }>(res)).appeal.id;
}
const approve = async (by: Member, t: Taken) =>
  by.fetch(`/api/moderation/appeals/${await appealOf(t)}/respond`, {
    method: 'POST',
    json: { status: 'approved', response: 'You were right' },
  });

const suspended = async (t: Taken) => Boolean((await profileOf(t.target.profile.id))?.isSuspended);
const banned = async (t: Taken) => Boolean((await profileOf(t.target.profile.id))?.isBanned);
const hidden = async (t: Taken) => (await postOf(t.postId as string))?.visibility === 'private';
const SELF = "You can't take moderation action on yourself";
const OWN_APPEAL = "You can't decide your own appeal";

const REVERSALS: Record<string, Reversal> = {
  'lifting a suspension': { action: 'suspension', undo: lift('suspension'), ok: 201, holds: suspended, self: SELF },
  'lifting a ban': { action: 'ban', undo: lift('ban'), ok: 201, holds: banned, self: SELF },
  'approving an appeal of a suspension': {
    action: 'suspension',
    undo: approve,
    ok: 200,
    holds: suspended,
    self: OWN_APPEAL,
  },
  'approving an appeal of a ban': { action: 'ban', undo: approve, ok: 200, holds: banned, self: OWN_APPEAL },
  'approving an appeal of a removed post': {
    action: 'post_removal',
    undo: approve,
    ok: 200,
    holds: hidden,
    self: OWN_APPEAL,
  },
};

const ON_ADMIN = "You don't have permission to take action on an administrator";
/** Who undoes an action taken on whom, and what they are answered. */
const PAIRS: { by: ActorKind; on: ActorKind | 'self'; refused: string | null }[] = [
  { by: 'moderator', on: 'member', refused: null },
  { by: 'moderator', on: 'moderator', refused: null },
  { by: 'admin', on: 'member', refused: null },
  { by: 'superAdmin', on: 'admin', refused: null },
  { by: 'moderator', on: 'admin', refused: ON_ADMIN },
  { by: 'moderator', on: 'superAdmin', refused: ON_ADMIN },
  { by: 'admin', on: 'admin', refused: ON_ADMIN },
  { by: 'moderator', on: 'self', refused: 'self' },
  { by: 'admin', on: 'self', refused: 'self' },
];

async function taken(superAdmin: Member, target: Member, action: Reversal['action']): Promise<Taken> {
  const post = action === 'post_removal' ? await insertPost(target.profile.id, 'A post to remove') : null;
  const actionId = await actionOn(superAdmin, target, action, post ? { post_id: post.id } : {});
  return { target, actionId, postId: post?.id ?? null };
}

describe('undoing a moderation action follows the rule for taking one', () => {
  it('covers every route that undoes an action', () => {
    const routes = app.routes.map((r) => `${r.method} ${r.path}`).filter((r) => /lift|respond|restore|unban/.test(r));
    expect([...new Set(routes)].sort()).toEqual([
      'POST /api/admin/activities/:id/revisions/:revisionId/restore',
      'POST /api/moderation/appeals/:id/respond',
      'POST /api/moderation/lifts',
    ]);
  });

  for (const [name, reversal] of Object.entries(REVERSALS)) {
    for (const { by, on, refused } of PAIRS) {
      const a = (kind: string) => `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;
      const who = on === 'self' ? `${a(by)}, their own` : `${a(by)}, of ${a(on)}`;
      it(`${name}: ${who}, ${refused ? 'is refused' : 'is done'}`, async () => {
        const [superAdmin, staff] = await Promise.all([actor('superAdmin'), actor(by)]);
        const target = on === 'self' ? staff : await actor(on);
        const t = await taken(superAdmin, target, reversal.action);
        expect(await reversal.holds(t)).toBe(true);
        const res = await reversal.undo(staff, t);
        if (!refused) {
          expect(res.status, await res.clone().text()).toBe(reversal.ok);
          expect(await reversal.holds(t)).toBe(false);
          return;
        }
        expect(res.status).toBe(403);
        expect((await errorOf(res)).error).toBe(refused === 'self' ? reversal.self : refused);
        expect(await reversal.holds(t)).toBe(true);
      });
    }
  }
});
