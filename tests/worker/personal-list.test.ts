import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '../../worker/contracts/catalogue';
import { activities } from '../../worker/db/schema';
import { loadCatalogue } from './catalogue-fixture';
import { actor, db, errorOf, guest, type Member, signUp } from './helpers';

type Item = {
  id: string;
  status: string;
  progress: number;
  priority: number;
  privacy: string;
  targetDate: string | null;
  privateNotes: string | null;
  ratingEnjoyment: number | null;
  title: string;
};

beforeAll(async () => {
  await loadCatalogue();
});

const add = async (m: Member, activityId: number, extra: Record<string, unknown> = {}) => {
  const res = await m.fetch('/api/list', { method: 'POST', json: { activityId, ...extra } });
  return { res, item: res.ok ? ((await res.json()) as { item: Item }).item : null };
};
const activity = async (id: number) => (await db().select().from(activities).where(eq(activities.id, id)))[0];

describe('personal list', () => {
  it('adds as not started with the chosen settings, once, and counts it in popularity', async () => {
    const m = await signUp();
    const before = await activity(5);
    const { res, item } = await add(m, 5, { privacy: 'friends', priority: 4, targetDate: '2027-06-01' });
    expect((await activity(5))?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
    expect(res.status).toBe(201);
    expect(item).toMatchObject({
      status: 'not_started',
      progress: 0,
      privacy: 'friends',
      priority: 4,
      targetDate: '2027-06-01',
    });
    expect((await activity(5))?.popularity).toBe((before?.popularity ?? 0) + 1);
    const again = await add(m, 5);
    expect(again.res.status).toBe(409);
    expect((await errorOf(again.res)).error).toBe('This activity is already in your list!');
    expect((await add(m, 999999)).res.status).toBe(404);
  });

  it('goes not started -> in progress -> completed, then takes a rating', async () => {
    const m = await signUp();
    const { item } = await add(m, 7);
    const id = item?.id as string;
    const early = await m.fetch(`/api/list/${id}/rating`, { method: 'POST', json: { enjoyment: 5 } });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).error).toBe('Activity must be completed before rating');

    const started = (await (await m.fetch(`/api/list/${id}/start`, { method: 'POST' })).json()) as { item: Item };
    expect(started.item.status).toBe('in_progress');
    expect((await m.fetch(`/api/list/${id}/start`, { method: 'POST' })).status).toBe(409);

    const done = (await (await m.fetch(`/api/list/${id}/complete`, { method: 'POST' })).json()) as { item: Item };
    expect(done.item).toMatchObject({ status: 'completed', progress: 100 });
    const twice = await m.fetch(`/api/list/${id}/complete`, { method: 'POST' });
    expect((await errorOf(twice)).error).toBe('This activity is already completed');

    const none = await m.fetch(`/api/list/${id}/rating`, { method: 'POST', json: {} });
    expect(none.status).toBe(400);
    expect((await errorOf(none)).error).toBe('Please choose at least one rating');
    const outOfRange = await m.fetch(`/api/list/${id}/rating`, { method: 'POST', json: { cost: 6 } });
    expect((await errorOf(outOfRange)).error).toBe('Ratings are 1 to 5');

    // The list's card says it is not rated yet (a skipped rating can be given later), then that it is.
    const card = async () =>
      ((await (await m.fetch('/api/list')).json()) as { items: { id: string; rated: boolean }[] }).items.find(
        (i) => i.id === id,
      );
    expect((await card())?.rated).toBe(false);
    const before = await activity(7);
    const rated = await m.fetch(`/api/list/${id}/rating`, { method: 'POST', json: { enjoyment: 1, difficulty: 2 } });
    expect(((await rated.json()) as { item: Item }).item.ratingEnjoyment).toBe(1);
    const after = await activity(7);
    expect(after?.ratingCount).toBe((before?.ratingCount ?? 0) + 1);
    expect(after?.rating).toBeLessThan(before?.rating ?? 0);
    expect((await card())?.rated).toBe(true);
    // What members do with an idea is not an edit of it: its Last Updated stays.
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
    // Rating again replaces the member's rating: the activity counts them once.
    const rerated = await m.fetch(`/api/list/${id}/rating`, { method: 'POST', json: { enjoyment: 5 } });
    expect(((await rerated.json()) as { item: Item }).item.ratingEnjoyment).toBe(5);
    const again = await activity(7);
    const count = after?.ratingCount ?? 0;
    expect(again?.ratingCount).toBe(count);
    expect(again?.rating).toBeCloseTo(((after?.rating ?? 0) * count - 1 + 5) / count, 6);
  });

  it('completes straight from not started', async () => {
    const m = await signUp();
    const { item } = await add(m, 8);
    const res = await m.fetch(`/api/list/${item?.id}/complete`, { method: 'POST' });
    expect(((await res.json()) as { item: Item }).item.status).toBe('completed');
  });

  it('saves notes and settings, and refuses bad values', async () => {
    const m = await signUp();
    const { item } = await add(m, 9);
    const res = await m.fetch(`/api/list/${item?.id}`, {
      method: 'PATCH',
      json: { privateNotes: 'Book the ferry in March', priority: 5, targetDate: '2027-01-15', privacy: 'private' },
    });
    expect(((await res.json()) as { item: Item }).item).toMatchObject({
      privateNotes: 'Book the ferry in March',
      priority: 5,
      privacy: 'private',
    });
    const bad = await m.fetch(`/api/list/${item?.id}`, { method: 'PATCH', json: { priority: 9 } });
    expect((await errorOf(bad)).error).toBe('Priority is 1 to 5');
    const unknown = await m.fetch(`/api/list/${item?.id}`, { method: 'PATCH', json: { userId: 'someone-else' } });
    expect(unknown.status).toBe(400);
    // A target date is a day that exists.
    for (const targetDate of ['2027-02-30', '2027-13-01', '15/01/2027']) {
      const res = await m.fetch(`/api/list/${item?.id}`, { method: 'PATCH', json: { targetDate } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe('Target date must be a date');
    }
  });

  it('lists with stats, filters and sorts', async () => {
    const m = await signUp();
    const a = await add(m, 11, { priority: 1 });
    await add(m, 12, { priority: 5 });
    await add(m, 13, { priority: 3 });
    await m.fetch(`/api/list/${a.item?.id}/complete`, { method: 'POST' });
    const res = await m.fetch('/api/list?sort=priority');
    const body = (await res.json()) as { items: Item[]; stats: Record<string, number> };
    expect(body.stats).toEqual({ total: 3, notStarted: 2, inProgress: 0, completed: 1, averageProgress: 33 });
    expect(body.items.map((i) => i.priority)).toEqual([5, 3, 1]);
    const completed = (await (await m.fetch('/api/list?status=completed')).json()) as { items: Item[] };
    expect(completed.items).toHaveLength(1);
    const high = (await (await m.fetch('/api/list?priority=5')).json()) as { items: Item[] };
    expect(high.items.map((i) => i.priority)).toEqual([5]);
  });

  it('pages a long list, each item once, with the stats of the whole list', async () => {
    const m = await signUp();
    await env.DB.prepare(
      `insert into user_activities (id, user_id, activity_id, status, progress, privacy, priority, created_at, updated_at)
       select 'page-' || ?1 || '-' || id, ?1, id, 'not_started', 0, 'public', 3, 1000, 1000 from activities limit 50`,
    )
      .bind(m.profile.id)
      .run();
    type Page = { items: Item[]; stats: { total: number }; pagination: { hasMore: boolean; limit: number } };
    const first = (await (await m.fetch('/api/list')).json()) as Page;
    expect(first.items).toHaveLength(LIST_PAGE_SIZE);
    expect(first.pagination).toMatchObject({ hasMore: true, limit: LIST_PAGE_SIZE });
    expect(first.stats.total).toBe(50);
    const second = (await (await m.fetch(`/api/list?offset=${LIST_PAGE_SIZE}`)).json()) as Page;
    expect(second.items).toHaveLength(50 - LIST_PAGE_SIZE);
    expect(second.pagination.hasMore).toBe(false);
    // Items added in the same millisecond still come once each, in a stable order.
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(50);
    const bad = await m.fetch('/api/list?offset=-1');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).error).toBe('Invalid offset');
  });

  it('removes an item and gives the popularity back', async () => {
    const m = await signUp();
    const { item } = await add(m, 14);
    const before = await activity(14);
    expect((await m.fetch(`/api/list/${item?.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await activity(14))?.popularity).toBe((before?.popularity ?? 0) - 1);
    expect((await m.fetch(`/api/list/${item?.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('lets only the owner read or change an item', async () => {
    const owner = await signUp();
    const other = await signUp();
    const { item } = await add(owner, 15, { privacy: 'private' });
    for (const [path, method, json] of [
      [`/api/list/${item?.id}`, 'PATCH', { priority: 1 }],
      [`/api/list/${item?.id}/start`, 'POST', undefined],
      [`/api/list/${item?.id}/complete`, 'POST', undefined],
      [`/api/list/${item?.id}/rating`, 'POST', { cost: 2 }],
      [`/api/list/${item?.id}`, 'DELETE', undefined],
    ] as const) {
      const res = await other.fetch(path, { method, json });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error).toBe('User activity not found');
      expect((await guest().fetch(path, { method, json })).status).toBe(401);
    }
    const theirs = (await (await other.fetch('/api/list')).json()) as { items: Item[] };
    expect(theirs.items).toHaveLength(0);
    const mine = (await (await owner.fetch('/api/list/activity/15')).json()) as { item: Item };
    expect(mine.item.status).toBe('not_started');
    const notMine = (await (await other.fetch('/api/list/activity/15')).json()) as { item: Item | null };
    expect(notMine.item).toBeNull();
  });

  it('keeps the view mode per member', async () => {
    const m = await signUp();
    expect(await (await m.fetch('/api/preferences')).json()).toMatchObject({ viewMode: 'normal' });
    await m.fetch('/api/preferences', { method: 'PUT', json: { viewMode: 'compact' } });
    expect(await (await m.fetch('/api/preferences')).json()).toMatchObject({ viewMode: 'compact' });
    const bad = await m.fetch('/api/preferences', { method: 'PUT', json: { viewMode: 'huge' } });
    expect((await errorOf(bad)).error).toBe('Unknown view mode');
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function customForm(fields: Record<string, string | string[]>, file?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) form.append(k, x);
  if (file) form.append('image', file);
  return form;
}
const valid = {
  title: 'Swim the Solent',
  description: 'A 4km open water crossing from the mainland.',
  categories: ['Fitness', 'Outdoor'],
};

describe('custom activities', () => {
  const post = (m: Member, form: FormData) => m.fetch('/api/activities/custom', { method: 'POST', body: form });
  const cases: [string, Record<string, string | string[]>, string][] = [
    ['no title', { ...valid, title: '  ' }, 'Activity title is required'],
    ['long title', { ...valid, title: 'x'.repeat(100) }, 'Activity title must be less than 100 characters'],
    ['no description', { ...valid, description: '' }, 'Description is required'],
    ['long description', { ...valid, description: 'x'.repeat(500) }, 'Description must be less than 500 characters'],
    ['no category', { title: 'A', description: 'B' }, 'Please select at least one category'],
  ];
  for (const [name, fields, message] of cases) {
    it(`${name}: "${message}"`, async () => {
      const res = await post(await signUp(), customForm(fields));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe(message);
    });
  }

  it('asks a guest to sign in with the spec’s words', async () => {
    const res = await guest().fetch('/api/activities/custom', { method: 'POST', body: customForm(valid) });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error).toBe('You must be signed in to create an activity');
  });

  it('refuses a PNG renamed .gif and a 6 MB file', async () => {
    const m = await signUp();
    const renamed = await post(m, customForm(valid, new File([PNG], 'photo.gif', { type: 'image/gif' })));
    expect(renamed.status).toBe(415);
    expect((await errorOf(renamed)).error).toBe('Only JPG, PNG, and GIF images are supported');
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    const huge = await post(m, customForm(valid, new File([big], 'big.png', { type: 'image/png' })));
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).error).toBe('Image must be smaller than 5MB');
    const webp = await post(
      m,
      customForm(valid, new File([new TextEncoder().encode('RIFF0000WEBPVP8 ')], 'a.webp', { type: 'image/webp' })),
    );
    expect(webp.status).toBe(415);
  });

  it('creates it with a checked image in R2 and puts it on the list as not started', async () => {
    const m = await signUp();
    const res = await post(
      m,
      customForm({ ...valid, privacy: 'private' }, new File([PNG], 'photo.png', { type: 'image/png' })),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { activity: { imageUrl: string; moderationStatus: string }; item: Item };
    expect(body.activity.moderationStatus).toBe('approved');
    expect(body.item).toMatchObject({ status: 'not_started', progress: 0, privacy: 'private' });
    const key = body.activity.imageUrl.replace('/media/', '');
    expect(key).toMatch(new RegExp(`^custom-activities/${m.profile.id}/\\d+-[a-z0-9]+\\.png$`));
    expect((await env.MEDIA.head(key))?.httpMetadata?.contentType).toBe('image/png');
    const list = (await (await m.fetch('/api/list')).json()) as { items: Item[] };
    expect(list.items.map((i) => i.title)).toContain('Swim the Solent');
  });

  it('waits for moderation when proposed for the main list', async () => {
    const res = await post(
      await signUp(),
      customForm({ ...valid, proposeForMainList: 'true', imageUrl: 'https://images.example.com/a.jpg' }),
    );
    expect(((await res.json()) as { activity: { moderationStatus: string } }).activity.moderationStatus).toBe(
      'pending',
    );
  });

  it('needs a member in good standing', async () => {
    expect((await post(guest() as Member, customForm(valid))).status).toBe(401);
    const suspended = await post(await actor('suspended'), customForm(valid));
    expect(suspended.status).toBe(403);
    expect((await errorOf(suspended)).error).toMatch(/^Your account is suspended until \d{4}-\d{2}-\d{2}/);
    expect((await post(await actor('banned'), customForm(valid))).status).toBe(403);
  });
});
