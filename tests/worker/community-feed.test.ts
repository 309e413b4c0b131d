import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createPost, follow } from './community-fixture';
import { errorOf, guest, signUp } from './helpers';

type Feed = {
  items: (
    | { kind: 'post'; post: { id: string; content: string } }
    | { kind: 'blog'; blog: { id: string; title: string } }
  )[];
  pagination: { hasMore: boolean; offset: number; limit: number };
};

describe('feed', () => {
  it('pages 10 at a time, newest first, with hasMore', async () => {
    const author = await signUp();
    for (let i = 0; i < 12; i++) await createPost(author, { content: `post ${i}` });
    const first = (await (
      await guest().fetch(`/api/community/feed?content=posts&user=${author.profile.id}`)
    ).json()) as Feed;
    expect(first.items).toHaveLength(10);
    expect(first.pagination.hasMore).toBe(true);
    expect(first.items[0]).toMatchObject({ kind: 'post', post: { content: 'post 11' } });
    const second = (await (
      await guest().fetch(`/api/community/feed?content=posts&user=${author.profile.id}&offset=10`)
    ).json()) as Feed;
    expect(second.items.map((i) => (i.kind === 'post' ? i.post.content : ''))).toEqual(['post 1', 'post 0']);
    expect(second.pagination.hasMore).toBe(false);
  });

  it('needs sign-in for the friends and following sources and saved', async () => {
    for (const q of ['source=friends', 'source=following', 'saved=1']) {
      expect((await guest().fetch(`/api/community/feed?${q}`)).status, q).toBe(401);
    }
    expect((await errorOf(await guest().fetch('/api/community/feed?sort=loud'))).error).toBe('Invalid sort');
  });

  it('following shows accepted follows; friends only mutual follows', async () => {
    const viewer = await signUp();
    const followed = await signUp();
    const friend = await signUp();
    await follow(viewer, followed);
    await follow(viewer, friend, true);
    const a = await createPost(followed, { content: 'followed post' });
    const b = await createPost(friend, { content: 'friend post' });
    const following = (await (await viewer.fetch('/api/community/feed?source=following&content=posts')).json()) as Feed;
    const fIds = following.items.map((i) => (i.kind === 'post' ? i.post.id : ''));
    expect(fIds).toEqual(expect.arrayContaining([a.id, b.id]));
    const friends = (await (await viewer.fetch('/api/community/feed?source=friends&content=posts')).json()) as Feed;
    const frIds = friends.items.map((i) => (i.kind === 'post' ? i.post.id : ''));
    expect(frIds).toContain(b.id);
    expect(frIds).not.toContain(a.id);
  });

  it('pages posts and blogs together, newest first, with nothing twice and nothing skipped', async () => {
    const author = await signUp();
    const base = Date.now() - 3600_000;
    // Fourteen items a minute apart, every third a blog.
    for (let i = 0; i < 14; i++) {
      const at = base + i * 60_000;
      if (i % 3 === 0) {
        await env.DB.prepare(
          'insert into blogs (id, user_id, title, content, status, visibility, tags, created_at, published_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
          .bind(crypto.randomUUID(), author.profile.id, `item ${i}`, '<p>x</p>', 'published', 'public', '[]', at, at)
          .run();
      } else {
        const post = await createPost(author, { content: `item ${i}` });
        await env.DB.prepare('update posts set created_at = ? where id = ?').bind(at, post.id).run();
      }
    }
    const page = async (offset: number) =>
      (await (
        await guest().fetch(`/api/community/feed?content=all&user=${author.profile.id}&offset=${offset}`)
      ).json()) as Feed;
    const label = (i: Feed['items'][number]) => (i.kind === 'blog' ? i.blog.title : i.post.content);
    const first = await page(0);
    const second = await page(10);
    expect(first.pagination.hasMore).toBe(true);
    expect(second.pagination.hasMore).toBe(false);
    expect([...first.items, ...second.items].map(label)).toEqual(
      Array.from({ length: 14 }, (_, k) => `item ${13 - k}`),
    );
    expect(first.items.filter((i) => i.kind === 'blog')).toHaveLength(3);
  });

  it('mixes blogs in the all view, applying the blog rule', async () => {
    const author = await signUp();
    const insert = (title: string, status: string, visibility: string) =>
      env.DB.prepare(
        'insert into blogs (id, user_id, title, content, status, visibility, tags) values (?, ?, ?, ?, ?, ?, ?)',
      )
        .bind(crypto.randomUUID(), author.profile.id, title, '<p>x</p>', status, visibility, '[]')
        .run();
    await insert('Published blog', 'published', 'public');
    await insert('Draft blog', 'draft', 'public');
    await insert('Private blog', 'published', 'private');
    await createPost(author, { content: 'a post' });
    const all = (await (
      await guest().fetch(`/api/community/feed?content=all&user=${author.profile.id}`)
    ).json()) as Feed;
    expect(all.items.map((i) => (i.kind === 'blog' ? i.blog.title : i.post.content)).sort()).toEqual([
      'Published blog',
      'a post',
    ]);
    const own = (await (
      await author.fetch(`/api/community/feed?content=blogs&user=${author.profile.id}`)
    ).json()) as Feed;
    expect(own.items.map((i) => (i.kind === 'blog' ? i.blog.title : '')).sort()).toEqual([
      'Private blog',
      'Published blog',
    ]);
  });

  it('sorts popular by reactions and trending by recent reactions', async () => {
    const author = await signUp();
    const quiet = await createPost(author, { content: 'quiet' });
    const loud = await createPost(author, { content: 'loud' });
    const fans = await Promise.all([signUp(), signUp()]);
    for (const f of fans) await f.fetch(`/api/community/posts/${loud.id}/like`, { method: 'POST' });
    // An old like falls outside the trending window.
    await env.DB.prepare('update post_likes set created_at = ? where post_id = ? and user_id = ?')
      .bind(Date.now() - 72 * 3600_000, loud.id, fans[0]?.profile.id)
      .run();
    await fans[1]?.fetch('/api/community/comments', { method: 'POST', json: { post_id: quiet.id, content: 'hi' } });
    const ids = async (q: string) =>
      (
        (await (await guest().fetch(`/api/community/feed?content=posts&user=${author.profile.id}&${q}`)).json()) as Feed
      ).items.map((i) => (i.kind === 'post' ? i.post.id : ''));
    expect(await ids('sort=popular')).toEqual([loud.id, quiet.id]);
    // Trending: the comment (weight 2) beats the single recent like.
    expect(await ids('sort=trending')).toEqual([quiet.id, loud.id]);
    expect(await ids('trending=1')).toEqual([quiet.id, loud.id]);
  });

  it('counts new content from the server and resets on choosing the view', async () => {
    const viewer = await signUp();
    const other = await signUp();
    await follow(viewer, other);
    const start = (await (await viewer.fetch('/api/community/counters')).json()) as Record<string, number>;
    expect(start).toEqual({ all: 0, posts: 0, blogs: 0, following: 0 });
    await createPost(other, { content: 'fresh' });
    await createPost(other, { content: 'fresher' });
    const after = (await (await viewer.fetch('/api/community/counters')).json()) as Record<string, number>;
    expect(after.posts).toBeGreaterThanOrEqual(2);
    expect(after.following).toBe(2);
    const reset = (await (
      await viewer.fetch('/api/community/counters/seen', { method: 'POST', json: { type: 'following' } })
    ).json()) as Record<string, number>;
    expect(reset.following).toBe(0);
    expect(reset.posts).toBeGreaterThanOrEqual(2);
    expect((await guest().fetch('/api/community/counters')).status).toBe(401);
  });

  it('serves sidebars: trending hashtags and suggestions ranked by shared interests', async () => {
    const viewer = await signUp();
    const alike = await signUp();
    await env.DB.prepare('update profiles set interests = ? where id in (?, ?)')
      .bind(JSON.stringify(['Rare interest zq', 'Other zq']), viewer.profile.id, alike.profile.id)
      .run();
    const sidebar = (await (await viewer.fetch('/api/community/sidebar')).json()) as {
      hashtags: unknown[];
      suggested: { id: string }[];
    };
    expect(sidebar.suggested[0]?.id).toBe(alike.profile.id);
    expect(sidebar.hashtags.length).toBeLessThanOrEqual(5);
    const guestSidebar = (await (await guest().fetch('/api/community/sidebar')).json()) as { suggested: unknown[] };
    expect(guestSidebar.suggested).toEqual([]);
  });

  it('trends what many people use, not what one account repeats, and never what guests cannot see', async () => {
    const established = async () => {
      const m = await signUp();
      await env.DB.prepare('update profiles set created_at = ? where id = ?')
        .bind(Date.now() - 3 * 86_400_000, m.profile.id)
        .run();
      return m;
    };
    const names = async () =>
      ((await (await guest().fetch('/api/community/sidebar')).json()) as { hashtags: { name: string }[] }).hashtags.map(
        (h) => h.name,
      );
    // A brand-new account floods a tag.
    const flooder = await signUp();
    for (let i = 0; i < 20; i++) {
      expect((await createPost(flooder, { content: `Buy now ${i} #zqflood` })).id).toBeTruthy();
    }
    // An older account repeats one too, past what a person posts in an hour.
    const repeater = await established();
    for (let i = 0; i < 6; i++) await createPost(repeater, { content: `Again ${i} #zqsolo` });
    // Three members use a tag once each; five more use another only in friends-only posts.
    const people = await Promise.all([established(), established(), established()]);
    for (const m of people) await createPost(m, { content: 'Out on the water #zqpaddle' });
    const friendsOnly = await Promise.all([established(), established(), established(), established()]);
    for (const m of friendsOnly) await createPost(m, { content: 'Just us #zqquiet', visibility: 'friends' });

    const trending = await names();
    expect(trending[0]).toBe('zqpaddle');
    expect(trending).toContain('zqsolo');
    expect(trending.indexOf('zqsolo')).toBeGreaterThan(trending.indexOf('zqpaddle'));
    expect(trending).not.toContain('zqflood');
    expect(trending).not.toContain('zqquiet');
  });
});
