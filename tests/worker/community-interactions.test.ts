import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createPost, follow } from './community-fixture';
import { actor, client, errorOf, guest, type Member, signUp } from './helpers';

const countOf = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n;

// Concurrency tests sign up many members at once; on a busy machine that outlasts the default 5 s.
describe('likes', () => {
  it('stay exact under concurrent likes and unlikes, never below zero', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'like me' });
    const fans = await Promise.all(Array.from({ length: 8 }, () => signUp()));
    // Each fan likes twice at once: duplicates must not count.
    await Promise.all(
      fans.flatMap((f) => [1, 2].map(() => f.fetch(`/api/community/posts/${post.id}/like`, { method: 'POST' }))),
    );
    expect(await countOf('select likes_count as n from posts where id = ?', post.id)).toBe(8);
    await Promise.all(
      fans
        .slice(0, 3)
        .flatMap((f) => [1, 2].map(() => f.fetch(`/api/community/posts/${post.id}/like`, { method: 'DELETE' }))),
    );
    expect(await countOf('select likes_count as n from posts where id = ?', post.id)).toBe(5);
    const stranger = await signUp();
    const res = await stranger.fetch(`/api/community/posts/${post.id}/like`, { method: 'DELETE' });
    expect(await res.json()).toEqual({ liked: false, likes_count: 5 });
    expect(
      await countOf(
        "select count(*) as n from notifications where user_id = ? and type = 'post_like'",
        author.profile.id,
      ),
    ).toBe(8);
  }, 30_000);

  it('refuses guests, suspended and banned members', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'x' });
    expect((await guest().fetch(`/api/community/posts/${post.id}/like`, { method: 'POST' })).status).toBe(401);
    for (const kind of ['suspended', 'banned'] as const) {
      const res = await (await actor(kind)).fetch(`/api/community/posts/${post.id}/like`, { method: 'POST' });
      expect(res.status).toBe(403);
    }
  });
});

describe('comments and replies', () => {
  it('validates with the spec messages', async () => {
    const member = await signUp();
    const noPost = await member.fetch('/api/community/comments', { method: 'POST', json: { content: 'hi' } });
    expect((await errorOf(noPost)).error).toBe('Post ID is required');
    const post = await createPost(member, { content: 'x' });
    const blank = await member.fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: post.id, content: '  ' },
    });
    expect((await errorOf(blank)).error).toBe('Content is required');
    const long = await member.fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: post.id, content: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).error).toBe('Comment must be less than 2000 characters');
    expect(await countOf('select comments_count as n from posts where id = ?', post.id)).toBe(0);
    const longest = await member.fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: post.id, content: 'x'.repeat(2000) },
    });
    expect(longest.status).toBe(201);
    const anon = await guest().fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: post.id, content: 'hi' },
    });
    expect(anon.status).toBe(401);
    expect((await errorOf(anon)).error).toBe('Not authenticated');
    const banned = await actor('banned');
    const refused = await banned.fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: post.id, content: 'hi' },
    });
    expect(refused.status).toBe(403);
  });

  it('counts concurrent comments exactly, threads replies and notifies', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'talk to me' });
    const people = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    const results = await Promise.all(
      people.map((p, i) =>
        p.fetch('/api/community/comments', { method: 'POST', json: { post_id: post.id, content: `comment ${i}` } }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(await countOf('select comments_count as n from posts where id = ?', post.id)).toBe(6);
    const first = ((await (results[0] as Response).json()) as { comment: { id: string } }).comment;
    const reply = await author.fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: post.id, content: 'thanks!', parent_id: first.id },
    });
    expect(reply.status).toBe(201);
    const detail = (await (await guest().fetch(`/api/community/posts/${post.id}`)).json()) as {
      post: { comments_count: number };
      comments: { content: string; parent_id: string | null }[];
    };
    expect(detail.post.comments_count).toBe(7);
    expect(detail.comments.at(-1)).toMatchObject({ content: 'thanks!', parent_id: first.id });
    expect(
      await countOf(
        "select count(*) as n from notifications where user_id = ? and type = 'post_comment'",
        author.profile.id,
      ),
    ).toBe(6);
    expect(
      await countOf(
        "select count(*) as n from notifications where user_id = ? and type = 'comment_reply'",
        people[0]?.profile.id,
      ),
    ).toBe(1);
    const wrongParent = await author.fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: post.id, content: 'x', parent_id: 'nope' },
    });
    expect(wrongParent.status).toBe(404);
  }, 30_000);

  it('notifies members mentioned in a comment who can see the post, once', async () => {
    const [author, commenter, named, outsider] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    const open = await createPost(author, { content: 'open to all' });
    const mentions = (who: { profile: { id: string } }) =>
      countOf("select count(*) as n from notifications where user_id = ? and type = 'mention'", who.profile.id);
    const res = await commenter.fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: open.id, content: `@${named.profile.username} and @${author.profile.username} look` },
    });
    expect(res.status).toBe(201);
    expect(await mentions(named)).toBe(1);
    // The post's author already hears about the comment itself.
    expect(await mentions(author)).toBe(0);
    const hidden = await createPost(author, { content: 'just us', visibility: 'private' });
    await author.fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: hidden.id, content: `@${outsider.profile.username} you cannot see this` },
    });
    expect(await mentions(outsider)).toBe(0);
  }, 30_000);
});

describe('posts a member may not see', () => {
  it('answer a comment, a like, a save, a share or a comment deletion as if they did not exist', async () => {
    const [author, friend, otherFriend, follower, stranger] = await Promise.all([
      signUp(),
      signUp(),
      signUp(),
      signUp(),
      signUp(),
    ]);
    await follow(friend, author, true);
    await follow(otherFriend, author, true);
    await follow(follower, author);
    const post = await createPost(author, { content: 'friends only', visibility: 'friends' });
    const comment = async (who: Member, content: string) =>
      who.fetch('/api/community/comments', { method: 'POST', json: { post_id: post.id, content } });
    const byFriend = ((await (await comment(friend, 'from a friend')).json()) as { comment: { id: string } }).comment;
    const byAuthor = ((await (await comment(author, 'from the author')).json()) as { comment: { id: string } }).comment;
    const notFound = "The post you're looking for doesn't exist or has been removed.";
    for (const [who, outsider] of [
      ['stranger', stranger],
      ['follower', follower],
    ] as const) {
      const added = await comment(outsider, 'let me in');
      expect({ who, status: added.status, error: (await errorOf(added)).error }).toEqual({
        who,
        status: 404,
        error: notFound,
      });
      for (const [path, method, json] of [
        ['like', 'POST', undefined],
        ['like', 'DELETE', undefined],
        ['save', 'PUT', undefined],
        ['share', 'POST', { platform: 'copy' }],
      ] as const) {
        const res = await outsider.fetch(`/api/community/posts/${post.id}/${path}`, { method, json });
        expect({ who, path, method, status: res.status }).toEqual({ who, path, method, status: 404 });
      }
      const removed = await outsider.fetch(`/api/community/comments/${byFriend.id}`, { method: 'DELETE' });
      expect({ who, status: removed.status, error: (await errorOf(removed)).error }).toEqual({
        who,
        status: 404,
        error: 'Comment not found',
      });
    }
    expect(await countOf('select comments_count as n from posts where id = ?', post.id)).toBe(2);
    expect(await countOf('select likes_count + saves_count + shares_count as n from posts where id = ?', post.id)).toBe(
      0,
    );
    // A friend who sees the post is told plainly that the comment is not theirs to remove.
    const refused = await otherFriend.fetch(`/api/community/comments/${byFriend.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).error).toBe("You don't have permission to delete this comment");
    // The comment's writer and the post's author may.
    expect((await friend.fetch(`/api/community/comments/${byFriend.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await author.fetch(`/api/community/comments/${byAuthor.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await countOf('select comments_count as n from posts where id = ?', post.id)).toBe(0);
  });

  it("let a comment's writer remove it after the post is hidden from them", async () => {
    const [author, friend] = await Promise.all([signUp(), signUp()]);
    await follow(friend, author, true);
    const post = await createPost(author, { content: 'for now', visibility: 'friends' });
    const { comment } = (await (
      await friend.fetch('/api/community/comments', { method: 'POST', json: { post_id: post.id, content: 'mine' } })
    ).json()) as { comment: { id: string } };
    await author.fetch(`/api/community/posts/${post.id}`, {
      method: 'PATCH',
      json: { content: 'for now', visibility: 'private' },
    });
    expect((await friend.fetch(`/api/community/posts/${post.id}`)).status).toBe(404);
    expect((await friend.fetch(`/api/community/comments/${comment.id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('shares, saves and views', () => {
  it('records shares with their platform', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'share me' });
    for (const platform of ['copy', 'twitter', 'facebook']) {
      const res = await guest().fetch(`/api/community/posts/${post.id}/share`, { method: 'POST', json: { platform } });
      expect(res.status).toBe(201);
    }
    const rows = await env.DB.prepare(
      'select platform, share_type from post_shares where post_id = ? order by platform',
    )
      .bind(post.id)
      .all<{ platform: string; share_type: string }>();
    expect(rows.results).toEqual([
      { platform: 'copy', share_type: 'link' },
      { platform: 'facebook', share_type: 'external' },
      { platform: 'twitter', share_type: 'external' },
    ]);
    const bad = await guest().fetch(`/api/community/posts/${post.id}/share`, {
      method: 'POST',
      json: { platform: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('saves idempotently and lists saved posts', async () => {
    const author = await signUp();
    const saver = await signUp();
    const post = await createPost(author, { content: 'keep me' });
    for (let i = 0; i < 2; i++) {
      expect((await saver.fetch(`/api/community/posts/${post.id}/save`, { method: 'PUT' })).status).toBe(204);
    }
    const saved = (await (await saver.fetch('/api/community/saved')).json()) as {
      items: { saved_at: string; post: { id: string; author: { username: string } } }[];
      nextCursor: string | null;
    };
    expect(saved.items).toHaveLength(1);
    expect(saved.items[0]?.post.author.username).toBe(author.profile.username);
    const feed = (await (await saver.fetch(`/api/community/feed?content=posts&user=${author.profile.id}`)).json()) as {
      items: { post: { saved: boolean } }[];
    };
    expect(feed.items[0]?.post.saved).toBe(true);
    expect((await saver.fetch(`/api/community/posts/${post.id}/save`, { method: 'DELETE' })).status).toBe(204);
    expect((await saver.fetch(`/api/community/posts/${post.id}/save`, { method: 'DELETE' })).status).toBe(204);
    const after = (await (await saver.fetch('/api/community/saved')).json()) as { items: unknown[] };
    expect(after.items).toHaveLength(0);
    expect(await countOf('select saves_count as n from posts where id = ?', post.id)).toBe(0);
  });

  it('counts a view once per viewer (a guest by their browser)', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'look' });
    const first = await guest().fetch(`/api/community/posts/${post.id}/view`, { method: 'POST' });
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] as string;
    expect(cookie).toMatch(/^ll_viewer=/);
    const same = client(cookie);
    await same.fetch(`/api/community/posts/${post.id}/view`, { method: 'POST' });
    await same.fetch(`/api/community/posts/${post.id}/view`, { method: 'POST' });
    const other = await guest().fetch(`/api/community/posts/${post.id}/view`, { method: 'POST' });
    expect(await other.json()).toEqual({ views_count: 2 });
  });
});

describe('sponsored cards', () => {
  it('lists approved ads by priority, matched to tags, and counts impressions and clicks', async () => {
    const tagName = `tag${crypto.randomUUID().slice(0, 6)}`;
    const insert = (id: string, approved: number, priority: number, tags: string[]) =>
      env.DB.prepare(
        `insert into supplier_ads (id, title, description, supplier_name, cta_label, cta_link, activity_tags, approved, priority_level)
         values (?, ?, 'd', 'Supplier', 'Book now', 'https://example.com', ?, ?, ?)`,
      )
        .bind(id, id, JSON.stringify(tags), approved, priority)
        .run();
    const low = crypto.randomUUID();
    const high = crypto.randomUUID();
    const hidden = crypto.randomUUID();
    await insert(low, 1, 1, [tagName]);
    await insert(high, 1, 9, [tagName.toUpperCase()]);
    await insert(hidden, 0, 10, [tagName]);
    const res = (await (await guest().fetch(`/api/community/ads?tags=${tagName}`)).json()) as { ads: { id: string }[] };
    expect(res.ads.map((a) => a.id)).toEqual([high, low]);
    await Promise.all([1, 2, 3].map(() => guest().fetch(`/api/community/ads/${high}/impression`, { method: 'POST' })));
    const click = await guest().fetch(`/api/community/ads/${high}/click`, { method: 'POST' });
    expect(await click.json()).toEqual({ clicks: 1 });
    // Three impressions from three browsers; the ad's row gets them with the Counter object's flush.
    const impressions = await guest().fetch(`/api/community/ads/${high}/impression`, { method: 'POST' });
    expect(await impressions.json()).toEqual({ impressions: 4 });
    expect((await guest().fetch(`/api/community/ads/${hidden}/click`, { method: 'POST' })).status).toBe(404);
  });
});
