import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogCommentDto, BlogDetailDto, SavedBlogsResult } from '../../worker/contracts/blogs';
import { actor, client, errorOf, guest, type Member, signUp } from './helpers';

let author: Member;
let reader: Member;
let blogId: string;

const load = async (m: { fetch: Member['fetch'] }, id = blogId) =>
  ((await (await m.fetch(`/api/blogs/${id}`)).json()) as { blog: BlogDetailDto }).blog;

beforeAll(async () => {
  [author, reader] = await Promise.all([signUp(), signUp()]);
  const res = await author.fetch('/api/blogs', {
    method: 'POST',
    json: { title: 'Engaging', content: '<p>Read me</p>', status: 'published' },
  });
  blogId = ((await res.json()) as { blog: { id: string } }).blog.id;
});

describe('likes, saves, shares', () => {
  it('likes idempotently with an exact count', async () => {
    await reader.fetch(`/api/blogs/${blogId}/like`, { method: 'PUT' });
    const again = await reader.fetch(`/api/blogs/${blogId}/like`, { method: 'PUT' });
    expect(await again.json()).toEqual({ liked: true, likes_count: 1 });
    expect((await load(reader)).liked_by_me).toBe(true);
    const off = await reader.fetch(`/api/blogs/${blogId}/like`, { method: 'DELETE' });
    expect(await off.json()).toEqual({ liked: false, likes_count: 0 });
  });

  it('saves and unsaves, newest save first on the saved list', async () => {
    const second = await author.fetch('/api/blogs', {
      method: 'POST',
      json: { title: 'Second', content: '<p>x</p>', status: 'published' },
    });
    const secondId = ((await second.json()) as { blog: { id: string } }).blog.id;
    expect((await reader.fetch(`/api/blogs/${blogId}/save`, { method: 'PUT' })).status).toBe(204);
    expect((await reader.fetch(`/api/blogs/${secondId}/save`, { method: 'PUT' })).status).toBe(204);
    expect((await reader.fetch(`/api/blogs/${secondId}/save`, { method: 'PUT' })).status).toBe(204);
    const saved = (await (await reader.fetch('/api/blogs/saved')).json()) as SavedBlogsResult;
    expect(saved.items.map((i) => i.blog.id)).toEqual([secondId, blogId]);
    expect(saved.items[0]?.saved_at).toMatch(/^\d{4}-/);
    expect(saved.items[0]?.blog.author.username).toBe(author.profile.username);
    expect((await load(reader)).saved_by_me).toBe(true);
    await reader.fetch(`/api/blogs/${secondId}/save`, { method: 'DELETE' });
    const after = (await (await reader.fetch('/api/blogs/saved')).json()) as SavedBlogsResult;
    expect(after.items.map((i) => i.blog.id)).toEqual([blogId]);
    // A saved blog that turns private leaves the list.
    await author.fetch(`/api/blogs/${blogId}`, { method: 'PUT', json: { visibility: 'private' } });
    expect(((await (await reader.fetch('/api/blogs/saved')).json()) as SavedBlogsResult).items).toEqual([]);
    await author.fetch(`/api/blogs/${blogId}`, { method: 'PUT', json: { visibility: 'public' } });
  });

  it('counts shares', async () => {
    const res = await reader.fetch(`/api/blogs/${blogId}/share`, { method: 'POST' });
    expect(await res.json()).toEqual({ shares_count: 1 });
  });
});

describe('views', () => {
  it('counts a view once per viewer session, never the author', async () => {
    const start = (await load(author)).views_count;
    const fresh = await signUp();
    await load(fresh);
    await load(fresh);
    expect((await load(author)).views_count).toBe(start + 1);
    // A guest's first visit sets a session cookie; reloads with it do not count again.
    const res = await guest().fetch(`/api/blogs/${blogId}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/^ll_viewer=/);
    const same = client(cookie);
    await same.fetch(`/api/blogs/${blogId}`);
    await same.fetch(`/api/blogs/${blogId}`);
    expect((await load(author)).views_count).toBe(start + 2);
  });
});

describe('reactions', () => {
  it('toggles emoji reactions and groups them with counts', async () => {
    const other = await signUp();
    const react = (m: Member, emoji: string) =>
      m.fetch(`/api/blogs/${blogId}/reactions`, { method: 'POST', json: { emoji } });
    await react(reader, '🔥');
    await react(other, '🔥');
    const res = await react(reader, '❤️');
    expect(((await res.json()) as { reactions: unknown }).reactions).toEqual([
      { emoji: '❤️', count: 1, reacted: true },
      { emoji: '🔥', count: 2, reacted: true },
    ]);
    const toggled = await react(reader, '🔥');
    expect(((await toggled.json()) as { reactions: unknown }).reactions).toEqual([
      { emoji: '❤️', count: 1, reacted: true },
      { emoji: '🔥', count: 1, reacted: false },
    ]);
    const bad = await react(reader, '<script>');
    expect(bad.status).toBe(400);
    expect((await load(guest())).reactions).toEqual([
      { emoji: '❤️', count: 1, reacted: false },
      { emoji: '🔥', count: 1, reacted: false },
    ]);
  });
});

describe('comments', () => {
  it('pages top-level comments 10 at a time, oldest first, with replies, and notifies the author', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await reader.fetch(`/api/blogs/${blogId}/comments`, {
        method: 'POST',
        json: { content: `  Comment ${i}  ` },
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { comment: BlogCommentDto }).comment.id);
    }
    const reply = await author.fetch(`/api/blogs/${blogId}/comments`, {
      method: 'POST',
      json: { content: 'Thanks!', parent_id: ids[0] },
    });
    const replyId = ((await reply.json()) as { comment: BlogCommentDto }).comment.id;
    // A reply to a reply joins the same thread.
    await reader.fetch(`/api/blogs/${blogId}/comments`, {
      method: 'POST',
      json: { content: 'Welcome', parent_id: replyId },
    });
    const first = (await (await guest().fetch(`/api/blogs/${blogId}/comments`)).json()) as {
      items: BlogCommentDto[];
      nextCursor: string | null;
    };
    expect(first.items.map((c) => c.content)).toEqual(Array.from({ length: 10 }, (_, i) => `Comment ${i}`));
    expect(first.items[0]?.replies.map((r) => r.content)).toEqual(['Thanks!', 'Welcome']);
    expect(first.nextCursor).toBeTruthy();
    const more = (await (
      await guest().fetch(`/api/blogs/${blogId}/comments?cursor=${encodeURIComponent(first.nextCursor ?? '')}`)
    ).json()) as { items: BlogCommentDto[]; nextCursor: string | null };
    expect(more.items.map((c) => c.content)).toEqual(['Comment 10', 'Comment 11']);
    expect(more.nextCursor).toBeNull();
    expect((await load(author)).comments_count).toBe(14);
    const notes = await env.DB.prepare(
      "select count(*) as n from notifications where user_id = ? and type = 'blog_comment'",
    )
      .bind(author.profile.id)
      .first<{ n: number }>();
    expect(notes?.n).toBe(13);
  });

  it('refuses blank comments and lets only the commenter or the blog author delete', async () => {
    const blank = await reader.fetch(`/api/blogs/${blogId}/comments`, { method: 'POST', json: { content: '   ' } });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).error).toBe('Content is required');
    const count = (await load(reader)).comments_count;
    const long = await reader.fetch(`/api/blogs/${blogId}/comments`, {
      method: 'POST',
      json: { content: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).error).toBe('Comments must be 2000 characters or fewer');
    expect((await load(reader)).comments_count).toBe(count);
    const longest = await reader.fetch(`/api/blogs/${blogId}/comments`, {
      method: 'POST',
      json: { content: 'x'.repeat(2000) },
    });
    expect(longest.status).toBe(201);
    const res = await reader.fetch(`/api/blogs/${blogId}/comments`, { method: 'POST', json: { content: 'Mine' } });
    const id = ((await res.json()) as { comment: BlogCommentDto }).comment.id;
    const stranger = await signUp();
    const denied = await stranger.fetch(`/api/blogs/comments/${id}`, { method: 'DELETE' });
    expect(denied.status).toBe(403);
    expect((await author.fetch(`/api/blogs/comments/${id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it("takes a deleted comment's replies, and their count, with it", async () => {
    const made = await author.fetch('/api/blogs', {
      method: 'POST',
      json: { title: 'Talked about', content: '<p>Discuss</p>', status: 'published' },
    });
    const id = ((await made.json()) as { blog: { id: string } }).blog.id;
    const comment = async (m: Member, content: string, parent_id?: string) =>
      (
        (await (
          await m.fetch(`/api/blogs/${id}/comments`, { method: 'POST', json: { content, parent_id } })
        ).json()) as {
          comment: BlogCommentDto;
        }
      ).comment.id;
    const first = await comment(reader, 'First');
    await comment(author, 'A reply', first);
    await comment(reader, 'Another reply', first);
    await comment(author, 'Second');
    expect((await load(reader, id)).comments_count).toBe(4);
    expect((await reader.fetch(`/api/blogs/comments/${first}`, { method: 'DELETE' })).status).toBe(204);
    expect((await load(reader, id)).comments_count).toBe(1);
    const left = (await (await guest().fetch(`/api/blogs/${id}/comments`)).json()) as { items: BlogCommentDto[] };
    expect(left.items.map((c) => [c.content, c.reply_count])).toEqual([['Second', 0]]);
  });

  it('refuses comments from suspended and banned members', async () => {
    for (const kind of ['suspended', 'banned'] as const) {
      const m = await actor(kind);
      const res = await m.fetch(`/api/blogs/${blogId}/comments`, { method: 'POST', json: { content: 'hello' } });
      expect(res.status).toBe(403);
    }
  });
});
