import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogListResult } from '../../worker/contracts/blogs';
import { guest, type Member, signUp } from './helpers';

let alice: Member;
let bob: Member;
const ids: Record<string, string> = {};
const tag = `t${crypto.randomUUID().slice(0, 6)}`;

async function publish(m: Member, title: string, extra: Record<string, unknown> = {}) {
  const res = await m.fetch('/api/blogs', {
    method: 'POST',
    json: { title, content: `<p>${title} body</p>`, status: 'published', tags: [tag], ...extra },
  });
  const id = ((await res.json()) as { blog: { id: string } }).blog.id;
  ids[title] = id;
  return id;
}

const list = async (query: string, as = guest()) =>
  (await (await as.fetch(`/api/blogs?${query}`)).json()) as BlogListResult;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signUp(), signUp()]);
  for (let i = 0; i < 12; i++) {
    const id = await publish(alice, `Alice post ${String(i).padStart(2, '0')}`);
    // Distinct views and likes, and dates one minute apart, so every sort has one right answer.
    await env.DB.prepare('update blogs set views_count = ?, likes_count = ?, published_at = ? where id = ?')
      .bind((i * 7) % 12, 11 - i, Date.UTC(2026, 0, 1, 0, i), id)
      .run();
  }
  await publish(bob, 'Kayaking the fjords', {
    subtitle: 'Paddles and puffins',
    content: '<p>We camped beside a <strong>glacier</strong> lake.</p>',
    tags: [tag, 'Adventure'],
  });
  await publish(bob, 'Secret draft', { status: 'draft' });
  await publish(bob, 'Friends only', { visibility: 'friends' });
  await publish(bob, 'Private notes', { visibility: 'private' });
});

describe('blog list', () => {
  it('shows only published public blogs, 10 a page, with the total for Load More', async () => {
    const first = await list(`tag=${tag}`);
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(10);
    expect(first.nextOffset).toBe(10);
    const second = await list(`tag=${tag}&offset=10`);
    expect(second.items).toHaveLength(3);
    expect(second.nextOffset).toBeNull();
    const titles = [...first.items, ...second.items].map((b) => b.title);
    expect(new Set(titles).size).toBe(13);
    expect(titles).not.toContain('Secret draft');
    expect(titles).not.toContain('Friends only');
    expect(titles).not.toContain('Private notes');
    expect(first.items[0]).not.toHaveProperty('content');
  });

  it('sorts by date, views and likes in both directions', async () => {
    const q = `userId=${alice.profile.id}`;
    const date = await list(`${q}&sort=date&dir=desc`);
    expect(date.items[0]?.title).toBe('Alice post 11');
    const dateAsc = await list(`${q}&sort=date&dir=asc`);
    expect(dateAsc.items[0]?.title).toBe('Alice post 00');
    const views = await list(`${q}&sort=views`);
    expect(views.items.map((b) => b.views_count)).toEqual(
      [...views.items.map((b) => b.views_count)].sort((a, b) => b - a),
    );
    const likesAsc = await list(`${q}&sort=likes&dir=asc`);
    expect(likesAsc.items[0]?.title).toBe('Alice post 11');
    expect(likesAsc.items.map((b) => b.likes_count)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('filters by tag chip, case-insensitively', async () => {
    const adventure = await list(`tag=adventure&userId=${bob.profile.id}`);
    expect(adventure.items.map((b) => b.title)).toEqual(['Kayaking the fjords']);
    const none = await list(`tag=Learning&userId=${bob.profile.id}`);
    expect(none.total).toBe(0);
  });

  it('searches title, subtitle and text with full-text search', async () => {
    const byTitle = await list('q=fjords');
    expect(byTitle.items.map((b) => b.id)).toContain(ids['Kayaking the fjords']);
    const bySubtitle = await list('q=puffins');
    expect(bySubtitle.items.map((b) => b.id)).toEqual([ids['Kayaking the fjords']]);
    const byText = await list('q=glacier lake');
    expect(byText.items.map((b) => b.id)).toEqual([ids['Kayaking the fjords']]);
    const prefix = await list('q=kayak');
    expect(prefix.items.map((b) => b.id)).toContain(ids['Kayaking the fjords']);
    expect((await list('q=secret draft')).items.map((b) => b.title)).not.toContain('Secret draft');
    expect((await list('q=glacier volcano')).total).toBe(0);
    // FTS syntax in the box is treated as words, never as a query error.
    const odd = await fetchStatus('q=%22glacier%22%20OR%20NEAR(*');
    expect(odd).toBe(200);
  });

  it('keeps the index in step with edits and deletes', async () => {
    const id = await publish(bob, 'Temporary zebra notes');
    expect((await list('q=zebra')).items.map((b) => b.id)).toContain(id);
    await bob.fetch(`/api/blogs/${id}`, {
      method: 'PUT',
      json: { title: 'Temporary okapi notes', content: '<p>Renamed</p>' },
    });
    expect((await list('q=zebra')).items.map((b) => b.id)).not.toContain(id);
    expect((await list('q=okapi')).items.map((b) => b.id)).toContain(id);
    await bob.fetch(`/api/blogs/${id}`, { method: 'DELETE' });
    expect((await list('q=okapi')).items.map((b) => b.id)).not.toContain(id);
  });

  it('userId shows one author, and blocks hide an author from the viewer', async () => {
    const bobs = await list(`userId=${bob.profile.id}`);
    expect(bobs.items.every((b) => b.author.id === bob.profile.id)).toBe(true);
    const blocker = await signUp();
    await blocker.fetch('/api/relationships/block', { method: 'POST', json: { user_id: bob.profile.id } });
    expect((await list(`userId=${bob.profile.id}`, blocker)).total).toBe(0);
  });

  it("lists the member's own drafts on /mine", async () => {
    const mine = (await (await bob.fetch('/api/blogs/mine')).json()) as { items: { title: string }[] };
    expect(mine.items.map((b) => b.title)).toEqual(expect.arrayContaining(['Secret draft', 'Private notes']));
  });
});

async function fetchStatus(query: string) {
  return (await guest().fetch(`/api/blogs?${query}`)).status;
}
