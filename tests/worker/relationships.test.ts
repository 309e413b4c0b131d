import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../worker/db/schema';
import { actor, db, errorOf, guest, type Member, signUp } from './helpers';

type FollowRes = { follow: { id: string; status: string }; message: string };
const followUser = async (a: Member, b: Member) => {
  const res = await a.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: b.profile.id } });
  return { res, body: (await res.json()) as FollowRes };
};
const counts = async (m: Member) => {
  const [row] = await db().select().from(profiles).where(eq(profiles.id, m.profile.id));
  return { followers: row?.followersCount, following: row?.followingCount };
};
const status = async (a: Member, b: Member) =>
  (await (await a.fetch(`/api/relationships/status/${b.profile.id}`)).json()) as Record<string, unknown>;

describe('follow state machine', () => {
  it('none -> pending -> accepted, with the spec messages and counts', async () => {
    const a = await signUp();
    const b = await signUp();
    expect(await status(a, b)).toEqual({
      isFollowing: false,
      isFollowingYou: false,
      isBlocked: false,
      isBlockedByYou: false,
      isMutedByYou: false,
      followStatus: 'none',
      messageRefusal: null,
    });
    const first = await followUser(a, b);
    expect(first.res.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'Follow request sent', follow: { status: 'pending' } });
    expect((await followUser(a, b)).body.message).toBe('Follow request already sent');
    expect((await status(a, b)).followStatus).toBe('pending');

    const requests = (await (await b.fetch('/api/relationships/follow/requests')).json()) as {
      requests: { id: string; follower: { id: string } }[];
    };
    expect(requests.requests.map((r) => r.follower.id)).toEqual([a.profile.id]);

    const byFollower = await a.fetch(`/api/relationships/follow/${first.body.follow.id}/accept`, { method: 'POST' });
    expect(byFollower.status).toBe(403);
    expect((await errorOf(byFollower)).error).toBe("You don't have permission to accept this request");
    const rejectByOther = await a.fetch(`/api/relationships/follow/${first.body.follow.id}/reject`, { method: 'POST' });
    expect((await errorOf(rejectByOther)).error).toBe("You don't have permission to reject this request");

    const accepted = await b.fetch(`/api/relationships/follow/${first.body.follow.id}/accept`, { method: 'POST' });
    expect(((await accepted.json()) as FollowRes).message).toBe('Follow request accepted');
    const again = await b.fetch(`/api/relationships/follow/${first.body.follow.id}/accept`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe('This request has already been processed');
    expect((await followUser(a, b)).body.message).toBe('Already following this user');
    expect(await counts(a)).toEqual({ followers: 0, following: 1 });
    expect(await counts(b)).toEqual({ followers: 1, following: 0 });
    expect(await status(b, a)).toMatchObject({ isFollowingYou: true, isFollowing: false });

    const out = await a.fetch('/api/relationships/follow', { method: 'DELETE', json: { user_id: b.profile.id } });
    expect(((await out.json()) as FollowRes).message).toBe('Unfollowed successfully');
    expect(await counts(b)).toEqual({ followers: 0, following: 0 });
    expect(await counts(a)).toEqual({ followers: 0, following: 0 });
  });

  it('rejected -> a new request resets to pending', async () => {
    const a = await signUp();
    const b = await signUp();
    const { body } = await followUser(a, b);
    const rejected = await b.fetch(`/api/relationships/follow/${body.follow.id}/reject`, { method: 'POST' });
    expect(((await rejected.json()) as FollowRes).message).toBe('Follow request rejected');
    expect((await status(a, b)).followStatus).toBe('other');
    const again = await followUser(a, b);
    expect(again.body).toMatchObject({
      message: 'Follow request sent',
      follow: { id: body.follow.id, status: 'pending' },
    });
  });

  it('lists accepted followers and following with pagination', async () => {
    const star = await signUp();
    const fans = await Promise.all([signUp(), signUp(), signUp()]);
    for (const fan of fans) {
      const { body } = await followUser(fan, star);
      await star.fetch(`/api/relationships/follow/${body.follow.id}/accept`, { method: 'POST' });
    }
    await followUser(await signUp(), star);
    const page = (await (await star.fetch(`/api/relationships/followers/${star.profile.id}?limit=2`)).json()) as {
      users: unknown[];
      pagination: { total: number; hasMore: boolean };
    };
    expect(page.pagination).toMatchObject({ total: 3, hasMore: true });
    expect(page.users).toHaveLength(2);
    const following = (await (await star.fetch(`/api/relationships/following/${fans[0]?.profile.id}`)).json()) as {
      users: { id: string }[];
    };
    expect(following.users.map((u) => u.id)).toEqual([star.profile.id]);
  });

  it('keeps counts exact under 20 concurrent follows and accepts', async () => {
    const star = await signUp();
    const fans = await Promise.all(Array.from({ length: 20 }, () => signUp()));
    const sent = await Promise.all(fans.map((f) => followUser(f, star)));
    await Promise.all(
      sent.map(({ body }) => star.fetch(`/api/relationships/follow/${body.follow.id}/accept`, { method: 'POST' })),
    );
    expect(await counts(star)).toEqual({ followers: 20, following: 0 });
  });

  it('refuses following oneself, unknown members, guests and restricted members', async () => {
    const a = await signUp();
    const self = await a.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: a.profile.id } });
    expect((await errorOf(self)).error).toBe("You can't follow yourself");
    expect((await a.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: 'nobody' } })).status).toBe(
      404,
    );
    expect(
      (await guest().fetch('/api/relationships/follow', { method: 'POST', json: { user_id: a.profile.id } })).status,
    ).toBe(401);
    const suspended = await actor('suspended');
    expect((await followUser(suspended, a)).res.status).toBe(403);
  });
});

describe('blocks', () => {
  it('removes follows both ways, stops following, and shows in the status', async () => {
    const a = await signUp();
    const b = await signUp();
    const ab = await followUser(a, b);
    await b.fetch(`/api/relationships/follow/${ab.body.follow.id}/accept`, { method: 'POST' });
    const ba = await followUser(b, a);
    await a.fetch(`/api/relationships/follow/${ba.body.follow.id}/accept`, { method: 'POST' });

    const res = await a.fetch('/api/relationships/block', {
      method: 'POST',
      json: { user_id: b.profile.id, reason: 'Spam' },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe('User blocked successfully');
    const twice = await a.fetch('/api/relationships/block', { method: 'POST', json: { user_id: b.profile.id } });
    expect((await errorOf(twice)).error).toBe('You have already blocked this user');
    expect(await counts(a)).toEqual({ followers: 0, following: 0 });
    expect(await counts(b)).toEqual({ followers: 0, following: 0 });

    const blockedFollow = await followUser(b, a);
    expect(blockedFollow.res.status).toBe(403);
    expect(await status(b, a)).toMatchObject({ isBlocked: true, isBlockedByYou: false, followStatus: 'none' });
    expect(await status(a, b)).toMatchObject({ isBlocked: false, isBlockedByYou: true });
    expect((await b.fetch(`/api/relationships/followers/${a.profile.id}`)).status).toBe(404);

    const list = (await (await a.fetch('/api/relationships/blocks')).json()) as {
      blocks: { user: { id: string }; reason: string }[];
    };
    expect(list.blocks).toMatchObject([{ user: { id: b.profile.id }, reason: 'Spam' }]);

    const un = await a.fetch('/api/relationships/block', { method: 'DELETE', json: { user_id: b.profile.id } });
    expect(((await un.json()) as { message: string }).message).toBe('User unblocked successfully');
    expect((await followUser(b, a)).res.status).toBe(201);
  });

  it('refuses blocking oneself', async () => {
    const a = await signUp();
    const res = await a.fetch('/api/relationships/block', { method: 'POST', json: { user_id: a.profile.id } });
    expect((await errorOf(res)).error).toBe("You can't block yourself");
  });
});

describe('whether a message would go, as the profile shows it', () => {
  it('says why not for a block, the other member’s settings and a suspension', async () => {
    const [a, b, c] = await Promise.all([signUp(), signUp(), signUp()]);
    const refusal = async (viewer: Member, other: Member) =>
      (
        (await (await viewer.fetch(`/api/relationships/status/${other.profile.id}`)).json()) as {
          messageRefusal: string | null;
        }
      ).messageRefusal;
    expect(await refusal(a, b)).toBeNull();
    await b.fetch('/api/relationships/block', { method: 'POST', json: { user_id: a.profile.id } });
    expect(await refusal(a, b)).toBe("You can't message this member.");
    await db()
      .update(profiles)
      .set({ privacySettings: { ...c.profile.privacySettings, who_can_message: 'nobody' } })
      .where(eq(profiles.id, c.profile.id));
    expect(await refusal(a, c)).toBe(`${c.profile.firstName} isn't accepting new messages.`);
    const suspended = await actor('suspended');
    expect(await refusal(suspended, a)).toBe('Your account is suspended, so you cannot send messages for now.');
  });
});
