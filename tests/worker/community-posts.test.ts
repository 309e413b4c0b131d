import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createPost, EXE, follow, hashtagCount, PNG, upload } from './community-fixture';
import { actor, errorOf, guest, signUp } from './helpers';

const tag = () => `t${crypto.randomUUID().slice(0, 8)}`;

describe('creating posts', () => {
  it('refuses guests, empty and over-long posts with the spec messages', async () => {
    const res = await guest().fetch('/api/community/posts', { method: 'POST', json: { content: 'hi' } });
    expect(res.status).toBe(401);
    const member = await signUp();
    const empty = await member.fetch('/api/community/posts', { method: 'POST', json: { content: '   ' } });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).error).toBe('Post must contain content or an image');
    const long = await member.fetch('/api/community/posts', { method: 'POST', json: { content: 'x'.repeat(301) } });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).error).toBe('Post exceeds maximum length of 300 characters');
    const many = await member.fetch('/api/community/posts', {
      method: 'POST',
      json: { content: 'x', media: Array.from({ length: 5 }, () => ({ url: '/media/x', type: 'image' })) },
    });
    expect((await errorOf(many)).error).toBe('You can add at most 4 files');
    const count = await env.DB.prepare('select count(*) as n from posts where user_id = ?')
      .bind(member.profile.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it('holds an edit to the same length as a new post', async () => {
    const member = await signUp();
    const post = await createPost(member, { content: 'x'.repeat(300) });
    const longer = await member.fetch(`/api/community/posts/${post.id}`, {
      method: 'PATCH',
      json: { content: 'y'.repeat(301) },
    });
    expect(longer.status).toBe(400);
    expect((await errorOf(longer)).error).toBe('Post exceeds maximum length of 300 characters');
    const kept = await member.fetch(`/api/community/posts/${post.id}`);
    expect(((await kept.json()) as { post: { content: string } }).post.content).toBe('x'.repeat(300));
  });

  it('refuses suspended and banned members with a clear message', async () => {
    for (const kind of ['suspended', 'banned'] as const) {
      const member = await actor(kind);
      const res = await member.fetch('/api/community/posts', { method: 'POST', json: { content: 'hello' } });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error).toMatch(kind === 'banned' ? /banned/ : /suspended/);
    }
  });

  it('creates a post with the message, hashtags lower-cased and mentions notified', async () => {
    const author = await signUp();
    const friend = await signUp();
    const name = tag();
    const res = await author.fetch('/api/community/posts', {
      method: 'POST',
      json: { content: `Sunrise hike #${name.toUpperCase()} with @${friend.profile.username}`, location: 'Snowdon' },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; post: { hashtags: string[]; location: string } };
    expect(body.message).toBe('Post created successfully');
    expect(body.post.hashtags).toEqual([name]);
    expect(body.post.location).toBe('Snowdon');
    const note = await env.DB.prepare("select count(*) as n from notifications where user_id = ? and type = 'mention'")
      .bind(friend.profile.id)
      .first<{ n: number }>();
    expect(note?.n).toBe(1);
  });
});

describe('media uploads', () => {
  it('stores a real image under post-images/{userId}/ and lets a post use it', async () => {
    const member = await signUp();
    const res = await upload(member, PNG, 'photo.png', 'image/png');
    expect(res.status).toBe(201);
    const media = (await res.json()) as { url: string; type: string };
    expect(media.url).toMatch(new RegExp(`^/media/post-images/${member.profile.id}/\\d+-\\w+\\.png$`));
    expect(media.type).toBe('image');
    expect(await env.MEDIA.head(media.url.slice('/media/'.length))).not.toBeNull();
    const post = await createPost(member, { content: '', media: [media] });
    expect(post.id).toBeTruthy();
  });

  it('keeps a description of each image, up to 300 characters', async () => {
    const member = await signUp();
    const media = (await (await upload(member, PNG, 'photo.png', 'image/png')).json()) as { url: string; type: string };
    const post = await createPost(member, {
      content: 'Look',
      media: [{ ...media, alt: '  A kayak on a calm lake  ' }],
    });
    const read = (await (await member.fetch(`/api/community/posts/${post.id}`)).json()) as {
      post: { media: { alt?: string }[] };
    };
    expect(read.post.media[0]?.alt).toBe('A kayak on a calm lake');
    const long = await member.fetch('/api/community/posts', {
      method: 'POST',
      json: { content: 'Look', media: [{ ...media, alt: 'x'.repeat(301) }] },
    });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).error).toBe('Image descriptions can be at most 300 characters');
  });

  it('refuses a renamed executable, an oversized image and a wrong video', async () => {
    const member = await signUp();
    const exe = await upload(member, EXE, 'cat.jpg', 'image/jpeg');
    expect(exe.status).toBe(415);
    expect((await errorOf(exe)).error).toBe("Some files couldn't be added: cat.jpg (invalid image format)");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const large = await upload(member, big, 'big.png', 'image/png');
    expect(large.status).toBe(413);
    expect((await errorOf(large)).error).toBe("Some files couldn't be added: big.png (exceeds 5MB)");
    const video = await upload(member, PNG, 'clip.mp4', 'video/mp4');
    expect((await errorOf(video)).error).toBe("Some files couldn't be added: clip.mp4 (invalid video format)");
  });

  it('refuses media that was not uploaded by the author', async () => {
    const owner = await signUp();
    const other = await signUp();
    const media = (await (await upload(owner, PNG, 'a.png', 'image/png')).json()) as { url: string; type: string };
    const res = await other.fetch('/api/community/posts', {
      method: 'POST',
      json: { content: 'mine', media: [media] },
    });
    expect(res.status).toBe(400);
    const outside = await other.fetch('/api/community/posts', {
      method: 'POST',
      json: { content: 'x', media: [{ url: 'https://evil.example/x.png', type: 'image' }] },
    });
    expect(outside.status).toBe(400);
  });
});

describe('hashtag counts', () => {
  it('stay exact through create, edit and delete', async () => {
    const author = await signUp();
    const a = tag();
    const b = tag();
    const first = await createPost(author, { content: `#${a} and #${b}` });
    await createPost(author, { content: `#${a} again #${a.toUpperCase()}` });
    expect(await hashtagCount(a)).toBe(2);
    expect(await hashtagCount(b)).toBe(1);
    const edit = await author.fetch(`/api/community/posts/${first.id}`, {
      method: 'PATCH',
      json: { content: `only #${b}` },
    });
    expect(edit.status).toBe(200);
    const edited = (await edit.json()) as { post: { edited_at: string | null; hashtags: string[] } };
    expect(edited.post.edited_at).not.toBeNull();
    expect(edited.post.hashtags).toEqual([b]);
    expect(await hashtagCount(a)).toBe(1);
    expect(await hashtagCount(b)).toBe(1);
    const del = await author.fetch(`/api/community/posts/${first.id}`, { method: 'DELETE' });
    expect((await del.json()) as { message: string }).toEqual({ message: 'Post deleted successfully' });
    expect(await hashtagCount(b)).toBe(0);
    expect(await hashtagCount(a)).toBe(1);
  });
});

describe('edit and delete permissions', () => {
  it('lets only the author edit or delete', async () => {
    const author = await signUp();
    const other = await signUp();
    const post = await createPost(author, { content: 'mine' });
    const edit = await other.fetch(`/api/community/posts/${post.id}`, { method: 'PATCH', json: { content: 'theirs' } });
    expect(edit.status).toBe(403);
    expect((await errorOf(edit)).error).toBe("You don't have permission to edit this post");
    const del = await other.fetch(`/api/community/posts/${post.id}`, { method: 'DELETE' });
    expect(del.status).toBe(403);
    expect((await errorOf(del)).error).toBe("You don't have permission to delete this post");
    expect((await guest().fetch(`/api/community/posts/${post.id}`, { method: 'DELETE' })).status).toBe(401);
    const still = await guest().fetch(`/api/community/posts/${post.id}`);
    expect(((await still.json()) as { post: { content: string } }).post.content).toBe('mine');
  });

  it('answers a post the member may not see as if it did not exist, to an edit or a delete as to a read', async () => {
    const [author, stranger, follower, friend] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    await follow(follower, author);
    await follow(friend, author, true);
    const notFound = "The post you're looking for doesn't exist or has been removed.";
    const hidden = { friends: [stranger, follower], private: [stranger, follower, friend] };
    for (const [visibility, outsiders] of Object.entries(hidden)) {
      const post = await createPost(author, { content: `only ${visibility}`, visibility });
      for (const outsider of outsiders) {
        const who = `${visibility}: ${outsider === stranger ? 'stranger' : outsider === follower ? 'follower' : 'friend'}`;
        const edit = await outsider.fetch(`/api/community/posts/${post.id}`, {
          method: 'PATCH',
          json: { content: 'theirs', visibility },
        });
        expect({ who, status: edit.status, error: (await errorOf(edit)).error }).toEqual({
          who,
          status: 404,
          error: notFound,
        });
        const del = await outsider.fetch(`/api/community/posts/${post.id}`, { method: 'DELETE' });
        expect({ who, status: del.status, error: (await errorOf(del)).error }).toEqual({
          who,
          status: 404,
          error: notFound,
        });
      }
      const mine = await author.fetch(`/api/community/posts/${post.id}`);
      expect(((await mine.json()) as { post: { content: string } }).post.content).toBe(`only ${visibility}`);
      const edited = await author.fetch(`/api/community/posts/${post.id}`, {
        method: 'PATCH',
        json: { content: `still only ${visibility}`, visibility },
      });
      expect(edited.status).toBe(200);
      expect(((await edited.json()) as { post: { content: string } }).post.content).toBe(`still only ${visibility}`);
      const removed = await author.fetch(`/api/community/posts/${post.id}`, { method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect((await author.fetch(`/api/community/posts/${post.id}`)).status).toBe(404);
    }
    // A friend sees a friends-only post, so is told plainly that it is not theirs to change.
    const shared = await createPost(author, { content: 'for friends', visibility: 'friends' });
    const edit = await friend.fetch(`/api/community/posts/${shared.id}`, {
      method: 'PATCH',
      json: { content: 'theirs', visibility: 'friends' },
    });
    expect(edit.status).toBe(403);
    expect((await errorOf(edit)).error).toBe("You don't have permission to edit this post");
    const del = await friend.fetch(`/api/community/posts/${shared.id}`, { method: 'DELETE' });
    expect(del.status).toBe(403);
    expect((await errorOf(del)).error).toBe("You don't have permission to delete this post");
  });

  it('answers Post Not Found for a missing post', async () => {
    const res = await guest().fetch('/api/community/posts/missing');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toBe("The post you're looking for doesn't exist or has been removed.");
  });
});
