import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPost } from './community-fixture';
import { db, errorOf, guest, type Member, signUp } from './helpers';

const mute = (a: Member, b: Member) =>
  a.fetch('/api/relationships/mute', { method: 'POST', json: { user_id: b.profile.id } });
const feedText = async (m: Member) => JSON.stringify(await (await m.fetch('/api/community/feed')).json());
const notifications = async (m: Member) =>
  ((await (await m.fetch('/api/notifications')).json()) as { notifications: { actor: { id: string } | null }[] })
    .notifications;

describe('muting a member', () => {
  it('hides their posts, comments and notifications from me only, without telling them', async () => {
    const me = await signUp();
    const loud = await signUp();
    const word = `muted${crypto.randomUUID().slice(0, 8)}`;
    await createPost(loud, { content: `Loud post ${word}` });
    const mine = await createPost(me, { content: 'My own post' });
    expect(await feedText(me)).toContain(word);

    expect((await mute(me, loud)).status).toBe(201);
    expect(await feedText(me)).not.toContain(word);
    const search = JSON.stringify(await (await me.fetch(`/api/community/search?q=${word}`)).json());
    expect(search).not.toContain(word);
    // Others, and guests, still see it.
    expect(await feedText(await signUp())).toContain(word);
    expect(JSON.stringify(await (await guest().fetch('/api/community/feed')).json())).toContain(word);

    // Their comment on my post and their like reach me with nothing.
    await loud.fetch('/api/community/comments', { method: 'POST', json: { post_id: mine.id, content: 'Hello there' } });
    await loud.fetch(`/api/community/posts/${mine.id}/like`, { method: 'POST' });
    const comments = JSON.stringify(await (await me.fetch(`/api/community/posts/${mine.id}`)).json());
    expect(comments).not.toContain('Hello there');
    expect((await notifications(me)).some((n) => n.actor?.id === loud.profile.id)).toBe(false);

    // The muted member is not told: nothing in how they see me changes.
    const theirs = (await (await loud.fetch(`/api/relationships/status/${me.profile.id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(theirs).toMatchObject({ isBlocked: false, isMutedByYou: false });
    expect(JSON.stringify(await (await loud.fetch(`/api/community/posts/${mine.id}`)).json())).toContain('Hello there');

    // My list of mutes, and unmuting brings them back.
    const list = (await (await me.fetch('/api/relationships/mutes')).json()) as { mutes: { user: { id: string } }[] };
    expect(list.mutes.map((m) => m.user.id)).toEqual([loud.profile.id]);
    await me.fetch('/api/relationships/mute', { method: 'DELETE', json: { user_id: loud.profile.id } });
    expect(await feedText(me)).toContain(word);
  });

  it('refuses muting oneself', async () => {
    const me = await signUp();
    expect((await mute(me, me)).status).toBe(400);
  });
});

describe('blocking, seen from each side', () => {
  it('shows the blocker that they blocked, with the way back; the blocked member sees no one', async () => {
    const blocker = await signUp();
    const blocked = await signUp();
    await blocker.fetch('/api/relationships/block', { method: 'POST', json: { user_id: blocked.profile.id } });
    const seen = (await (await blocker.fetch(`/api/profile/${blocked.profile.username}`)).json()) as {
      restricted: boolean;
      visibility: string;
    };
    expect(seen).toMatchObject({ restricted: true, visibility: 'blocked' });
    expect((await blocked.fetch(`/api/profile/${blocker.profile.username}`)).status).toBe(404);
    const list = (await (await blocker.fetch('/api/relationships/blocks')).json()) as {
      blocks: { user: { id: string } }[];
    };
    expect(list.blocks.map((b) => b.user.id)).toEqual([blocked.profile.id]);
    await blocker.fetch('/api/relationships/block', { method: 'DELETE', json: { user_id: blocked.profile.id } });
    const after = (await (await blocker.fetch(`/api/profile/${blocked.profile.username}`)).json()) as {
      restricted: boolean;
    };
    expect(after.restricted).toBe(false);
  });
});

describe('muted words and hashtags', () => {
  const muteWord = (m: Member, word: string) =>
    m.fetch('/api/relationships/muted-words', { method: 'POST', json: { word } });
  const postsFeed = async (m: Member, query = '') =>
    JSON.stringify(await (await m.fetch(`/api/community/feed?content=posts${query}`)).json());

  it('hides posts using a muted word, phrase or #hashtag from my feed only', async () => {
    const me = await signUp();
    const other = await signUp();
    const id = crypto.randomUUID().replace(/-/g, '').slice(0, 8);
    const [word, tag, phraseA, plain] = [`spoil${id}`, `tag${id}`, `finale${id}`, `calm${id}`];
    await createPost(other, { content: `Big ${word.toUpperCase()} ahead` });
    await createPost(other, { content: `Loving #${tag} today` });
    await createPost(other, { content: `The ${phraseA} night was wild` });
    await createPost(other, { content: `A ${phraseA} without the night, ${plain}` });
    await createPost(other, { content: `Just ${plain} things` });

    expect((await muteWord(me, `  ${word} `)).status).toBe(201);
    expect((await muteWord(me, `#${tag}`)).status).toBe(201);
    const phrase = await muteWord(me, `${phraseA.toUpperCase()}   NIGHT`);
    expect(await phrase.json()).toMatchObject({ word: `${phraseA} night` });

    const feed = await postsFeed(me);
    expect(feed).not.toContain(word.toUpperCase());
    expect(feed).not.toContain(`#${tag}`);
    expect(feed).not.toContain('night was wild');
    expect(feed).toContain(`A ${phraseA} without the night`);
    expect(feed).toContain(`Just ${plain} things`);
    // Someone else's feed, and a hashtag page I open on purpose, are not changed.
    expect(await postsFeed(other)).toContain(word.toUpperCase());
    expect(await postsFeed(me, `&hashtag=${tag}`)).toContain(`#${tag}`);

    const list = (await (await me.fetch('/api/relationships/muted-words')).json()) as { words: { word: string }[] };
    expect(list.words.map((w) => w.word)).toEqual([`#${tag}`, `${phraseA} night`, word].sort());
    await me.fetch('/api/relationships/muted-words', { method: 'DELETE', json: { word } });
    expect(await postsFeed(me)).toContain(word.toUpperCase());
  });

  it('hides blogs and posts using a muted word from the mixed home feed, in at most three D1 queries', async () => {
    const me = await signUp();
    const other = await signUp();
    const id = crypto.randomUUID().replace(/-/g, '').slice(0, 8);
    const [word, plain] = [`spoil${id}`, `calm${id}`];
    const blog = (title: string) =>
      other.fetch('/api/blogs', {
        method: 'POST',
        json: { title, content: `<p>${title} body</p>`, status: 'published' },
      });
    expect((await blog(`The ${word} review`)).status).toBe(201);
    expect((await blog(`A ${plain} review`)).status).toBe(201);
    await createPost(other, { content: `Big ${word} ahead` });
    await createPost(other, { content: `Just ${plain} things` });
    const home = () => me.fetch('/api/community/feed?content=all');

    const before = await home();
    expect(Number(before.headers.get('x-d1-queries'))).toBeLessThanOrEqual(3);
    const unmuted = JSON.stringify(await before.json());
    expect(unmuted).toContain(`The ${word} review`);
    expect(unmuted).toContain(`Big ${word} ahead`);

    expect((await muteWord(me, word)).status).toBe(201);
    const after = await home();
    expect(Number(after.headers.get('x-d1-queries'))).toBeLessThanOrEqual(3);
    const muted = JSON.stringify(await after.json());
    expect(muted).not.toContain(word);
    expect(muted).toContain(`A ${plain} review`);
    expect(muted).toContain(`Just ${plain} things`);
  });

  it('takes words, phrases and hashtags only, up to 100', async () => {
    const me = await signUp();
    for (const bad of ['a', '"drop', 'x'.repeat(41), 'star*', '#a', '']) {
      const res = await muteWord(me, bad);
      expect(res.status, bad).toBe(400);
      expect((await errorOf(res)).error).toBe('Enter a word, phrase or #hashtag of 2 to 40 letters and numbers');
    }
    await db().run(sql`insert into muted_words (user_id, word)
      with recursive n(i) as (select 0 union all select i + 1 from n where i < 99)
      select ${me.profile.id}, 'word' || i from n`);
    const over = await muteWord(me, 'one more');
    expect(over.status).toBe(400);
    expect((await errorOf(over)).error).toBe('You can mute up to 100 words and hashtags');
    expect((await guest().fetch('/api/relationships/muted-words')).status).toBe(401);
  });
});
