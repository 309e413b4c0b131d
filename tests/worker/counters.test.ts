import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { COUNT_WINDOW_MS } from '../../durable-objects/counter';
import { postAnalytics, posts, profiles, supplierAds } from '../../worker/db/schema';
import type { CounterFlush } from '../../worker/features/counters/kinds';
import { reconcileCounters } from '../../worker/features/counters/reconcile';
import { createPost, follow } from './community-fixture';
import { client, db, deliverBatch, guest, type Member, signUp } from './helpers';

const countsOf = async (id: string) => {
  const [row] = await db().select().from(posts).where(eq(posts.id, id));
  return row as typeof posts.$inferSelect;
};
const storedViews = async (id: string) =>
  (await db().select().from(postAnalytics).where(eq(postAnalytics.postId, id)))[0]?.viewsCount ?? 0;
const counter = (name: string) => env.COUNTER.get(env.COUNTER.idFromName(name));

const deliver = (flushes: CounterFlush[]) => deliverBatch('lifelist-counters', flushes, 'c');

describe('counts that move with their rows', () => {
  it('a like then an unlike leaves the count where it was', async () => {
    const [author, fan] = await Promise.all([signUp(), signUp()]);
    const post = await createPost(author, { content: 'Counting likes' });
    const liked = await fan.fetch(`/api/community/posts/${post.id}/like`, { method: 'POST' });
    expect(((await liked.json()) as { likes_count: number }).likes_count).toBe(1);
    const unliked = await fan.fetch(`/api/community/posts/${post.id}/like`, { method: 'DELETE' });
    expect(((await unliked.json()) as { likes_count: number }).likes_count).toBe(0);
    expect((await countsOf(post.id)).likesCount).toBe(0);
    // A second unlike changes nothing.
    await fan.fetch(`/api/community/posts/${post.id}/like`, { method: 'DELETE' });
    expect((await countsOf(post.id)).likesCount).toBe(0);
  });

  it('is exact under concurrent likes and unlikes from many members', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'A busy post' });
    const fans = await Promise.all(Array.from({ length: 24 }, () => signUp()));
    // Each member likes, some twice, some unlike again, all at once.
    await Promise.all(
      fans.flatMap((fan, i) => [
        fan.fetch(`/api/community/posts/${post.id}/like`, { method: 'POST' }),
        fan.fetch(`/api/community/posts/${post.id}/like`, { method: 'POST' }),
        ...(i % 3 === 0 ? [fan.fetch(`/api/community/posts/${post.id}/like`, { method: 'DELETE' })] : []),
      ]),
    );
    const [{ n }] = (
      await env.DB.prepare('select count(*) as n from post_likes where post_id = ?').bind(post.id).all<{ n: number }>()
    ).results as [{ n: number }];
    expect((await countsOf(post.id)).likesCount).toBe(n);
  });

  it('saves, shares and comments (a thread deleted with its replies) move by exactly their rows', async () => {
    const [author, reader] = await Promise.all([signUp(), signUp()]);
    const post = await createPost(author, { content: 'Counting everything' });
    await reader.fetch(`/api/community/posts/${post.id}/save`, { method: 'PUT' });
    await reader.fetch(`/api/community/posts/${post.id}/save`, { method: 'PUT' });
    await reader.fetch(`/api/community/posts/${post.id}/share`, { method: 'POST', json: { platform: 'copy' } });
    const { comment: top } = (await (
      await reader.fetch('/api/community/comments', { method: 'POST', json: { post_id: post.id, content: 'First' } })
    ).json()) as { comment: { id: string } };
    await author.fetch('/api/community/comments', {
      method: 'POST',
      json: { post_id: post.id, content: 'Reply', parent_id: top.id },
    });
    expect(await countsOf(post.id)).toMatchObject({ savesCount: 1, sharesCount: 1, commentsCount: 2 });
    const removed = await reader.fetch(`/api/community/comments/${top.id}`, { method: 'DELETE' });
    expect(removed.status, await removed.clone().text()).toBe(200);
    await reader.fetch(`/api/community/posts/${post.id}/save`, { method: 'DELETE' });
    expect(await countsOf(post.id)).toMatchObject({ savesCount: 0, sharesCount: 1, commentsCount: 0 });
  });

  it("a member's followers follow accepted follows only, through requests, unfollows and blocks", async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const counts = async (m: Member) => {
      const [row] = await db().select().from(profiles).where(eq(profiles.id, m.profile.id));
      return [row?.followersCount, row?.followingCount];
    };
    await db()
      .update(profiles)
      .set({ privacySettings: { ...b.profile.privacySettings, profile_visibility: 'private' } })
      .where(eq(profiles.id, b.profile.id));
    const asked = (await (
      await a.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: b.profile.id } })
    ).json()) as { follow: { id: string; status: string } };
    expect(asked.follow.status).toBe('pending');
    expect(await counts(b)).toEqual([0, 0]);
    await b.fetch(`/api/relationships/follow/${asked.follow.id}/accept`, { method: 'POST' });
    expect(await counts(b)).toEqual([1, 0]);
    expect(await counts(a)).toEqual([0, 1]);
    await follow(b, a);
    expect(await counts(a)).toEqual([1, 1]);
    await b.fetch('/api/relationships/block', { method: 'POST', json: { user_id: a.profile.id } });
    expect(await counts(a)).toEqual([0, 0]);
    expect(await counts(b)).toEqual([0, 0]);
  });

  it('a deleted account takes its likes out of the counts of others’ posts', async () => {
    const [author, fan] = await Promise.all([signUp(), signUp()]);
    const post = await createPost(author, { content: 'Liked by someone who leaves' });
    await fan.fetch(`/api/community/posts/${post.id}/like`, { method: 'POST' });
    await fan.fetch('/api/account/delete', { method: 'POST', json: { password: fan.password } });
    expect((await countsOf(post.id)).likesCount).toBe(0);
  });

  it('the daily reconcile repairs an injected drift and reports it', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'Drifting' });
    await env.DB.prepare('update posts set likes_count = 41, comments_count = 7 where id = ?').bind(post.id).run();
    await env.DB.prepare('update profiles set followers_count = 9 where id = ?').bind(author.profile.id).run();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let report = await reconcileCounters(env);
    // The walk may have started mid-table in an earlier run: a second run covers the rest.
    if (report.posts.repaired === 0) report = await reconcileCounters(env);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"job":"reconcile-counters"'));
    log.mockRestore();
    expect(await countsOf(post.id)).toMatchObject({ likesCount: 0, commentsCount: 0 });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, author.profile.id));
    expect(profile?.followersCount).toBe(0);
    expect(report.posts.checked).toBeGreaterThan(0);
    expect(report.posts.repaired + report.profiles.repaired).toBeGreaterThanOrEqual(1);
    // Nothing to repair the next time round.
    const again = await reconcileCounters(env);
    expect(again.posts.repaired + again.profiles.repaired).toBe(0);
  });
});

describe('views, off the write path', () => {
  it('count once per viewer a day, and the viewer sees their own view at once', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'Look at this' });
    const view = (viewer: { fetch: Member['fetch'] }) =>
      viewer
        .fetch(`/api/community/posts/${post.id}/view`, { method: 'POST' })
        .then((r) => r.json() as Promise<{ views_count: number }>);
    const reader = await signUp();
    expect((await view(reader)).views_count).toBe(1);
    expect((await view(reader)).views_count).toBe(1);
    // A guest keeps their cookie between looks, like a browser.
    const first = await guest().fetch(`/api/community/posts/${post.id}/view`, { method: 'POST' });
    expect(((await first.json()) as { views_count: number }).views_count).toBe(2);
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await view(client(cookie))).views_count).toBe(2);
    expect((await view(guest())).views_count).toBe(3);
    // Nothing was written to D1 per view.
    expect(await storedViews(post.id)).toBe(0);
  });

  it('reach D1 as one increment a flush, through the queue, and a redelivered batch adds nothing twice', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'Counted in batches' });
    const stub = counter(`post-view:${post.id}`);
    for (let i = 0; i < 5; i++) await stub.count({ kind: 'post-view', id: post.id, viewer: `v${i}`, stored: 0 });
    // The object's flush, as the queue delivers it (twice: at least once).
    const flush: CounterFlush = { kind: 'post-view', id: post.id, delta: 5, seq: 1, epoch: 'e1' };
    const result = await deliver([flush]);
    expect(result.explicitAcks).toEqual(['c0']);
    await deliver([flush]);
    expect(await storedViews(post.id)).toBe(5);
    // The next flush of the same post: added once too, even delivered beside the last one again.
    await deliver([{ ...flush, delta: 2, seq: 2 }, flush]);
    await deliver([{ ...flush, delta: 2, seq: 2 }]);
    expect(await storedViews(post.id)).toBe(7);
    // An object that lost its storage numbers its flushes anew, in a new epoch: they count.
    await deliver([{ ...flush, delta: 1, seq: 1, epoch: 'e2' }]);
    expect(await storedViews(post.id)).toBe(8);
  });

  it('the object sends what it counted when its alarm rings, one flush at a time, and D1 has it within seconds', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'Flushed by the alarm' });
    const stub = counter(`post-view:${post.id}`);
    const inflight = () =>
      runInDurableObject(stub, (_instance, state) =>
        state.storage.sql.exec<{ value: string }>("select value from state where key = 'inflight'").toArray(),
      );
    for (let i = 0; i < 3; i++) await stub.count({ kind: 'post-view', id: post.id, viewer: `a${i}`, stored: 0 });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    // Through the real queue to the consumer, which confirms it to the object.
    await vi.waitFor(async () => expect(await storedViews(post.id)).toBe(3), { timeout: 15_000, interval: 200 });
    await vi.waitFor(async () => expect(await inflight()).toEqual([]), { timeout: 5_000, interval: 100 });
    // More views: the next flush goes, and only once.
    for (let i = 3; i < 5; i++) await stub.count({ kind: 'post-view', id: post.id, viewer: `a${i}`, stored: 0 });
    await runDurableObjectAlarm(stub);
    await vi.waitFor(async () => expect(await storedViews(post.id)).toBe(5), { timeout: 15_000, interval: 200 });
    await vi.waitFor(async () => expect(await inflight()).toEqual([]), { timeout: 5_000, interval: 100 });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await storedViews(post.id)).toBe(5);
  });

  it('sends an unconfirmed flush again, and D1 adds it once', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'Sent twice' });
    const stub = counter(`post-view:${post.id}`);
    await stub.count({ kind: 'post-view', id: post.id, viewer: 'x', stored: 0 });
    await runDurableObjectAlarm(stub);
    await vi.waitFor(async () => expect(await storedViews(post.id)).toBe(1), { timeout: 15_000, interval: 200 });
    // As if no confirmation had come back for a minute: the object sends the same flush again.
    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec(
        "insert or replace into state (key, value) values ('inflight', ?)",
        JSON.stringify({ seq: 1, delta: 1, sentAt: Date.now() - 120_000 }),
      );
    });
    await runDurableObjectAlarm(stub);
    await vi.waitFor(
      async () =>
        expect(
          await runInDurableObject(stub, (_i, state) =>
            state.storage.sql.exec("select value from state where key = 'inflight'").toArray(),
          ),
        ).toEqual([]),
      { timeout: 15_000, interval: 200 },
    );
    expect(await storedViews(post.id)).toBe(1);
  });

  it('forget a viewer when the window is over, so they count again the next day', async () => {
    const author = await signUp();
    const post = await createPost(author, { content: 'Seen again tomorrow' });
    const stub = counter(`post-view:${post.id}`);
    expect((await stub.count({ kind: 'post-view', id: post.id, viewer: 'w', stored: 0 })).counted).toBe(true);
    expect((await stub.count({ kind: 'post-view', id: post.id, viewer: 'w', stored: 0 })).counted).toBe(false);
    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec('update seen set at = ?', Date.now() - COUNT_WINDOW_MS - 1000);
    });
    await runDurableObjectAlarm(stub);
    await runInDurableObject(stub, (_instance, state) => {
      expect(state.storage.sql.exec('select count(*) as n from seen').one().n).toBe(0);
    });
    expect(await stub.count({ kind: 'post-view', id: post.id, viewer: 'w', stored: 0 })).toEqual({
      counted: true,
      total: 2,
    });
  });

  it('blog views and ad impressions go the same way; an author reading their own blog is not counted', async () => {
    const author = await signUp();
    const made = await author.fetch('/api/blogs', {
      method: 'POST',
      json: {
        title: 'Counted blog',
        content: '<p>Words enough for a blog.</p>',
        status: 'published',
        visibility: 'public',
      },
    });
    const { blog } = (await made.json()) as { blog: { id: string } };
    const read = async (viewer: { fetch: Member['fetch'] }) =>
      ((await (await viewer.fetch(`/api/blogs/${blog.id}`)).json()) as { blog: { views_count: number } }).blog
        .views_count;
    expect(await read(author)).toBe(0);
    const reader = await signUp();
    expect(await read(reader)).toBe(1);
    expect(await read(reader)).toBe(1);

    const [ad] = await db()
      .insert(supplierAds)
      .values({
        title: 'Kayak tours',
        description: 'Paddle the coast',
        supplierName: 'Sea Co',
        ctaLabel: 'Book',
        ctaLink: 'https://example.com',
        activityTags: ['kayak'],
        approved: true,
      })
      .returning();
    const impression = () =>
      reader.fetch(`/api/community/ads/${ad?.id}/impression`, { method: 'POST' }).then((r) => r.json());
    expect(await impression()).toEqual({ impressions: 1 });
    expect(await impression()).toEqual({ impressions: 1 });
    const [row] = await db()
      .select()
      .from(supplierAds)
      .where(eq(supplierAds.id, ad?.id as string));
    expect(row?.impressions).toBe(0);
  });
});
