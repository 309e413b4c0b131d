import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, guest, type Member, signUp } from './helpers';

type Viewer = 'guest' | 'author' | 'coauthor' | 'mutual' | 'follower' | 'stranger' | 'blocked';
const VISIBILITIES = ['public', 'friends', 'private'] as const;
const STATUSES = ['published', 'draft'] as const;

/** Spec 2 §6: published+public for all; friends for mutual follows; author and coauthors always. */
function expected(viewer: Viewer, status: (typeof STATUSES)[number], visibility: (typeof VISIBILITIES)[number]) {
  if (viewer === 'author' || viewer === 'coauthor') return 200;
  if (status !== 'published') return 403;
  if (viewer === 'blocked') return 403;
  if (visibility === 'public') return 200;
  if (visibility === 'friends' && viewer === 'mutual') return 200;
  return 403;
}

let members: Record<Exclude<Viewer, 'guest'>, Member>;
const blogIds: Record<string, string> = {};

beforeAll(async () => {
  const [author, coauthor, mutual, follower, stranger, blocked] = (await Promise.all(
    Array.from({ length: 6 }, () => signUp()),
  )) as [Member, Member, Member, Member, Member, Member];
  members = { author, coauthor, mutual, follower, stranger, blocked } as typeof members;
  // Follow requests start pending; the followed member accepts them.
  const follow = async (from: Member, to: Member) => {
    const res = await from.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: to.profile.id } });
    const { follow: row } = (await res.json()) as { follow: { id: string } };
    await to.fetch(`/api/relationships/follow/${row.id}/accept`, { method: 'POST' });
  };
  await follow(mutual, author);
  await follow(author, mutual);
  await follow(follower, author);
  await author.fetch('/api/relationships/block', { method: 'POST', json: { user_id: blocked.profile.id } });
  for (const status of STATUSES) {
    for (const visibility of VISIBILITIES) {
      const res = await author.fetch('/api/blogs', {
        method: 'POST',
        json: { title: `${status} ${visibility}`, content: '<p>x</p>', status, visibility },
      });
      const id = ((await res.json()) as { blog: { id: string } }).blog.id;
      blogIds[`${status}/${visibility}`] = id;
      await author.fetch(`/api/blogs/${id}/coauthors`, {
        method: 'POST',
        json: { username: coauthor.profile.username, role: 'viewer' },
      });
    }
  }
});

describe('blog view rule', () => {
  it('mutual follows see friends-only blogs', async () => {
    const res = await members.mutual.fetch(`/api/blogs/${blogIds['published/friends']}`);
    expect(res.status).toBe(200);
  });

  for (const status of STATUSES) {
    for (const visibility of VISIBILITIES) {
      it(`${status} ${visibility}`, async () => {
        for (const viewer of ['guest', 'author', 'coauthor', 'mutual', 'follower', 'stranger', 'blocked'] as Viewer[]) {
          const client = viewer === 'guest' ? guest() : members[viewer];
          const res = await client.fetch(`/api/blogs/${blogIds[`${status}/${visibility}`]}`);
          expect({ viewer, status: res.status }).toEqual({ viewer, status: expected(viewer, status, visibility) });
          if (res.status === 403)
            expect((await errorOf(res)).error).toBe("You don't have permission to view this blog");
        }
      });
    }
  }

  it('answers Blog not found for an unknown id', async () => {
    const res = await guest().fetch('/api/blogs/does-not-exist');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toBe('Blog not found');
  });

  it('refuses interactions on blogs the member may not view', async () => {
    const id = blogIds['published/private'];
    for (const path of ['like', 'save']) {
      expect((await members.stranger.fetch(`/api/blogs/${id}/${path}`, { method: 'PUT' })).status).toBe(403);
    }
    const comment = await members.stranger.fetch(`/api/blogs/${id}/comments`, {
      method: 'POST',
      json: { content: 'hi' },
    });
    expect(comment.status).toBe(403);
    expect((await members.stranger.fetch(`/api/blogs/${id}/comments`)).status).toBe(403);
  });
});
