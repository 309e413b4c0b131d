import { beforeAll, describe, expect, it } from 'vitest';
import { block, createPost, follow } from './community-fixture';
import { type Client, guest, type Member, signUp } from './helpers';

/**
 * One author with a public, a friends-only and a private post, and a viewer of every kind.
 * Each read route must show each viewer exactly the posts the rules allow.
 */
let author: Member;
let follower: Member;
let mutual: Member;
let blocked: Member;
let stranger: Member;
const word = `vis${crypto.randomUUID().slice(0, 8)}`;
const ids = { public: '', friends: '', private: '' };

beforeAll(async () => {
  [author, follower, mutual, blocked, stranger] = await Promise.all([signUp(), signUp(), signUp(), signUp(), signUp()]);
  await follow(follower, author);
  await follow(mutual, author, true);
  await follow(blocked, author, true);
  await block(author, blocked);
  for (const visibility of ['public', 'friends', 'private'] as const) {
    ids[visibility] = (await createPost(author, { content: `${word} ${visibility} #${word}`, visibility })).id;
  }
  await mutual.fetch('/api/community/comments', {
    method: 'POST',
    json: { post_id: ids.public, content: 'from a friend' },
  });
});

const expected = (who: string) =>
  who === 'author'
    ? ['public', 'friends', 'private']
    : who === 'mutual'
      ? ['public', 'friends']
      : who === 'blocked'
        ? []
        : ['public'];

const viewers = (): [string, Client][] => [
  ['guest', guest()],
  ['stranger', stranger],
  ['follower', follower],
  ['mutual', mutual],
  ['blocked', blocked],
  ['author', author],
];

const visibleSet = (contents: string[]) =>
  ['public', 'friends', 'private'].filter((v) => contents.some((c) => c === `${word} ${v} #${word}`));

describe('post visibility and blocks on every read route', () => {
  it('post detail', async () => {
    for (const [who, c] of viewers()) {
      const seen: string[] = [];
      for (const [v, id] of Object.entries(ids))
        if ((await c.fetch(`/api/community/posts/${id}`)).status === 200) seen.push(v);
      expect(seen, who).toEqual(expected(who));
    }
  });

  it('feed filtered to the author', async () => {
    for (const [who, c] of viewers()) {
      const res = (await (await c.fetch(`/api/community/feed?content=posts&user=${author.profile.id}`)).json()) as {
        items: { post: { content: string } }[];
      };
      expect(visibleSet(res.items.map((i) => i.post.content)), who).toEqual(expected(who));
    }
  });

  it('hashtag page', async () => {
    for (const [who, c] of viewers()) {
      const res = (await (await c.fetch(`/api/community/feed?hashtag=${word}`)).json()) as {
        items: { post: { content: string } }[];
      };
      expect(visibleSet(res.items.map((i) => i.post.content)), who).toEqual(expected(who));
    }
  });

  it('search', async () => {
    for (const [who, c] of viewers()) {
      const res = (await (await c.fetch(`/api/community/search?q=${word}&tab=posts`)).json()) as {
        posts: { content: string }[];
      };
      expect(visibleSet(res.posts.map((p) => p.content)), who).toEqual(expected(who));
    }
  });

  it('people search and suggestions leave out blocked members', async () => {
    const people = (await (
      await blocked.fetch(`/api/community/search?q=${author.profile.username}&tab=people`)
    ).json()) as {
      people: { id: string }[];
    };
    expect(people.people.map((p) => p.id)).not.toContain(author.profile.id);
    const found = (await (
      await stranger.fetch(`/api/community/search?q=${author.profile.username}&tab=people`)
    ).json()) as {
      people: { id: string }[];
    };
    expect(found.people.map((p) => p.id)).toContain(author.profile.id);
    const sidebar = (await (await blocked.fetch('/api/community/sidebar')).json()) as { suggested: { id: string }[] };
    expect(sidebar.suggested.map((s) => s.id)).not.toContain(author.profile.id);
  });

  it('blocked pairs cannot like, comment, save or share', async () => {
    for (const [path, method, json] of [
      ['like', 'POST', undefined],
      ['save', 'PUT', undefined],
      ['share', 'POST', { platform: 'copy' }],
    ] as const) {
      const res = await blocked.fetch(`/api/community/posts/${ids.public}/${path}`, { method, json });
      expect(res.status, path).toBe(404);
    }
    const comment = await blocked.fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: ids.public, content: 'hi' },
    });
    expect(comment.status).toBe(404);
  });

  it('hides the comments of a blocked member from the other side', async () => {
    await block(stranger, mutual);
    const detail = (await (await stranger.fetch(`/api/community/posts/${ids.public}`)).json()) as {
      comments: { content: string }[];
    };
    expect(detail.comments.map((c) => c.content)).not.toContain('from a friend');
    const open = (await (await follower.fetch(`/api/community/posts/${ids.public}`)).json()) as {
      comments: { content: string }[];
    };
    expect(open.comments.map((c) => c.content)).toContain('from a friend');
  });
});
