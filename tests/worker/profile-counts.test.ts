import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createPost, follow } from './community-fixture';
import { guest, signUp } from './helpers';

type Profile = { profile: { postsCount: number; blogsCount: number }; posts: unknown[] };

describe('profile counts', () => {
  it('count only what the viewer may see: guests, mutual follows and the owner each get their own', async () => {
    const [owner, friend] = await Promise.all([signUp(), signUp()]);
    await follow(owner, friend, true);
    for (const visibility of ['public', 'public', 'friends', 'private']) {
      await createPost(owner, { content: `A ${visibility} post`, visibility });
    }
    for (const [i, visibility] of ['public', 'friends'].entries()) {
      await env.DB.prepare(
        "insert into blogs (id, user_id, title, content, search_text, status, visibility, published_at) values (?, ?, 'B', '<p>b</p>', 'b', 'published', ?, ?)",
      )
        .bind(`count-blog-${i}-${owner.profile.id}`, owner.profile.id, visibility, Date.now())
        .run();
    }
    const asGuest = (await (await guest().fetch(`/api/profile/${owner.profile.username}`)).json()) as Profile;
    const asFriend = (await (await friend.fetch(`/api/profile/${owner.profile.username}`)).json()) as Profile;
    const asOwner = (await (await owner.fetch(`/api/profile/${owner.profile.username}`)).json()) as Profile;
    expect(asGuest.profile).toMatchObject({ postsCount: 2, blogsCount: 1 });
    expect(asGuest.posts).toHaveLength(2);
    expect(asFriend.profile).toMatchObject({ postsCount: 3, blogsCount: 2 });
    expect(asOwner.profile).toMatchObject({ postsCount: 4, blogsCount: 2 });
  });
});
