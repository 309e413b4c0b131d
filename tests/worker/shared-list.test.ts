import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from '../../worker/contracts/profile-settings';
import { loadCatalogue } from './catalogue-fixture';
import { block, follow, PNG } from './community-fixture';
import { actor, errorOf, guest, type Member, signUp } from './helpers';

type SharedItem = {
  id: string;
  title: string;
  status: string;
  progress: number;
  privacy: string;
  activityId: number | null;
  customActivityId: string | null;
  inMyList: boolean;
  stepsDone: number;
  stepsTotal: number;
  rating: { enjoyment: number | null } | null;
};
type Shared = {
  restricted: boolean;
  profile: { username: string; isOwner: boolean };
  items: SharedItem[];
  stats: { total: number; completed: number };
};

beforeAll(async () => {
  await loadCatalogue();
});

const add = async (m: Member, activityId: number, privacy: string) => {
  const res = await m.fetch('/api/list', { method: 'POST', json: { activityId, privacy, targetDate: '2027-05-01' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { item: { id: string } }).item.id;
};
const shared = async (c: { fetch: Member['fetch'] }, username: string) => {
  const res = await c.fetch(`/api/profile/${username}/list`);
  return { status: res.status, body: res.ok ? ((await res.json()) as Shared) : null };
};
const titles = (s: { body: Shared | null }) => s.body?.items.map((i) => i.title).sort() ?? [];
const setPrivacy = (m: Member, settings: Partial<PrivacySettings>) =>
  m.fetch('/api/profile', { method: 'PATCH', json: { privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...settings } } });
const copy = (m: Member, itemId: string) => m.fetch('/api/list/copy', { method: 'POST', json: { itemId } });

async function ownerWithList() {
  const owner = await signUp();
  const ids = {
    pub: await add(owner, 1, 'public'),
    friends: await add(owner, 2, 'friends'),
    priv: await add(owner, 3, 'private'),
  };
  await owner.fetch(`/api/list/${ids.pub}/complete`, { method: 'POST' });
  await owner.fetch(`/api/list/${ids.pub}/rating`, { method: 'POST', json: { enjoyment: 5, cost: 2 } });
  await owner.fetch(`/api/list/${ids.pub}`, { method: 'PATCH', json: { privateNotes: 'Call Sam first' } });
  const titleOf = async (id: number) =>
    (await env.DB.prepare('select title from activities where id = ?').bind(id).first<{ title: string }>())?.title;
  return { owner, ids, titles: { pub: await titleOf(1), friends: await titleOf(2), priv: await titleOf(3) } };
}

describe('the shared list', () => {
  it('shows public items to everyone and friends items to mutual follows, with completed ratings', async () => {
    const { owner, ids, titles: t } = await ownerWithList();
    const friend = await signUp();
    const follower = await signUp();
    await follow(owner, friend, true);
    await follow(follower, owner);

    const asGuest = await shared(guest(), owner.profile.username);
    expect(titles(asGuest)).toEqual([t.pub]);
    expect(asGuest.body?.items[0]).toMatchObject({ status: 'completed', progress: 100, rating: { enjoyment: 5 } });
    // What stays the owner's: notes and target dates are not in the shared list at all.
    expect(JSON.stringify(asGuest.body)).not.toContain('Call Sam first');
    expect(JSON.stringify(asGuest.body)).not.toContain('2027-05-01');
    expect(asGuest.body?.stats).toEqual({ total: 1, completed: 1, inProgress: 0 });
    expect(titles(await shared(follower, owner.profile.username))).toEqual([t.pub]);
    expect(titles(await shared(friend, owner.profile.username))).toEqual([t.pub, t.friends].sort());
    const own = await shared(owner, owner.profile.username.toUpperCase());
    expect(titles(own)).toEqual([t.pub, t.friends, t.priv].sort());
    expect(own.body?.profile.isOwner).toBe(true);
    expect(own.body?.items.find((i) => i.id === ids.priv)?.privacy).toBe('private');
  });

  it('follows the member’s privacy settings, and a block hides the list', async () => {
    const { owner, titles: t } = await ownerWithList();
    const friend = await signUp();
    await follow(owner, friend, true);
    await setPrivacy(owner, { activity_privacy: 'friends' });
    expect(await shared(guest(), owner.profile.username)).toMatchObject({ body: { restricted: true, items: [] } });
    expect(titles(await shared(friend, owner.profile.username))).toEqual([t.pub, t.friends].sort());
    await setPrivacy(owner, { activity_privacy: 'private' });
    expect((await shared(friend, owner.profile.username)).body?.items).toEqual([]);
    await setPrivacy(owner, { profile_visibility: 'friends' });
    const stranger = await signUp();
    expect(await shared(stranger, owner.profile.username)).toMatchObject({ body: { restricted: true, items: [] } });
    await setPrivacy(owner, {});
    await block(stranger, owner);
    expect((await shared(stranger, owner.profile.username)).status).toBe(404);
    expect((await shared(guest(), 'nobody_by_this_name')).status).toBe(404);
  });

  it('shows progress from steps', async () => {
    const owner = await signUp();
    const id = await add(owner, 4, 'public');
    for (const text of ['One', 'Two']) await owner.fetch(`/api/list/${id}/steps`, { method: 'POST', json: { text } });
    const item = (await (await owner.fetch(`/api/list/activity/4`)).json()) as { item: { steps: { id: string }[] } };
    const stepId = item.item.steps[0]?.id;
    await owner.fetch(`/api/list/${id}/steps/${stepId}`, { method: 'PATCH', json: { done: true } });
    const seen = await shared(guest(), owner.profile.username);
    expect(seen.body?.items[0]).toMatchObject({ status: 'in_progress', progress: 50, stepsDone: 1, stepsTotal: 2 });
  });

  it('copies what the member can see to their own list, once', async () => {
    const { owner, ids } = await ownerWithList();
    const me = await signUp();
    const res = await copy(me, ids.pub);
    expect(res.status).toBe(201);
    const copied = ((await res.json()) as { item: { activityId: number; status: string; privateNotes: string | null } })
      .item;
    // A fresh start: none of the owner's progress, rating or notes.
    expect(copied).toMatchObject({ activityId: 1, status: 'not_started', privateNotes: null });
    expect((await shared(me, owner.profile.username)).body?.items[0]?.inMyList).toBe(true);
    const again = await copy(me, ids.pub);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe('This activity is already in your list!');
    for (const hidden of [ids.friends, ids.priv, 'no-such-item']) {
      const refused = await copy(me, hidden);
      expect(refused.status).toBe(404);
      expect((await errorOf(refused)).error).toBe('User activity not found');
    }
    expect((await copy(owner, ids.pub)).status).toBe(409);
    expect((await guest().fetch('/api/list/copy', { method: 'POST', json: { itemId: ids.pub } })).status).toBe(401);
    expect((await copy(await actor('suspended'), ids.pub)).status).toBe(403);
    const bad = await me.fetch('/api/list/copy', { method: 'POST', json: {} });
    expect(bad.status).toBe(400);
  });

  it('copies a custom activity as the member’s own, with its own copy of the image', async () => {
    const owner = await signUp();
    const body = new FormData();
    for (const [k, v] of Object.entries({ title: 'Sleep in a lighthouse', description: 'Book a keeper’s cottage.' }))
      body.append(k, v);
    body.append('categories', 'Travel');
    body.append('image', new File([PNG], 'a.png', { type: 'image/png' }));
    const created = (await (await owner.fetch('/api/activities/custom', { method: 'POST', body })).json()) as {
      activity: { id: string; imageUrl: string };
      item: { id: string };
    };
    const me = await signUp();
    const res = await copy(me, created.item.id);
    expect(res.status).toBe(201);
    const item = ((await res.json()) as { item: { customActivityId: string; imageUrl: string; title: string } }).item;
    expect(item.title).toBe('Sleep in a lighthouse');
    expect(item.customActivityId).not.toBe(created.activity.id);
    expect(item.imageUrl).toMatch(new RegExp(`^/media/custom-activities/${me.profile.id}/`));
    expect(await env.MEDIA.head(item.imageUrl.replace('/media/', ''))).not.toBeNull();
    expect((await copy(me, created.item.id)).status).toBe(409);
    // The owner deleting theirs leaves the copy whole.
    await owner.fetch(`/api/activities/custom/${created.activity.id}`, { method: 'DELETE' });
    expect(await env.MEDIA.head(item.imageUrl.replace('/media/', ''))).not.toBeNull();
    expect((await me.fetch(`/api/activities/custom/${item.customActivityId}`)).status).toBe(200);
  });

  it('copies the steps (text and order, not ticks or dates) and offers a future target date without setting it', async () => {
    const owner = await signUp();
    const id = await add(owner, 5, 'public');
    await owner.fetch(`/api/list/${id}`, { method: 'PATCH', json: { targetDate: '2099-06-01' } });
    const texts = ['Buy a wetsuit', 'Find a club', 'Swim a mile'];
    for (const text of texts) await owner.fetch(`/api/list/${id}/steps`, { method: 'POST', json: { text } });
    const own = (await (await owner.fetch('/api/list/activity/5')).json()) as { item: { steps: { id: string }[] } };
    const [first, second, third] = own.item.steps as [{ id: string }, { id: string }, { id: string }];
    await owner.fetch(`/api/list/${id}/steps/order`, { method: 'PUT', json: { ids: [third.id, first.id, second.id] } });
    await owner.fetch(`/api/list/${id}/steps/${first.id}`, {
      method: 'PATCH',
      json: { done: true, dueDate: '2099-01-01' },
    });

    // The shared list shows the steps themselves to whoever may see the item.
    const seen = await shared(guest(), owner.profile.username);
    expect(seen.body?.items[0]).toMatchObject({
      stepsDone: 1,
      stepsTotal: 3,
      steps: [
        { text: 'Swim a mile', done: false },
        { text: 'Buy a wetsuit', done: true },
        { text: 'Find a club', done: false },
      ],
    });
    expect(JSON.stringify(seen.body)).not.toContain('2099');

    const me = await signUp();
    const res = await copy(me, id);
    expect(res.status).toBe(201);
    const copied = (await res.json()) as {
      item: {
        id: string;
        targetDate: string | null;
        progress: number;
        steps: { text: string; done: boolean; dueDate: string | null }[];
      };
      suggestedTargetDate: string | null;
    };
    expect(copied.item.steps).toEqual([
      expect.objectContaining({ text: 'Swim a mile', done: false, dueDate: null }),
      expect.objectContaining({ text: 'Buy a wetsuit', done: false, dueDate: null }),
      expect.objectContaining({ text: 'Find a club', done: false, dueDate: null }),
    ]);
    expect(copied.item).toMatchObject({ targetDate: null, progress: 0 });
    expect(copied.suggestedTargetDate).toBe('2099-06-01');
    // The owner's list is untouched.
    const after = (await (await owner.fetch('/api/list/activity/5')).json()) as { item: { steps: unknown[] } };
    expect(after.item.steps).toHaveLength(3);

    // A passed target date is not offered; a custom activity's steps come along too.
    const other = await signUp();
    const body = new FormData();
    body.append('title', 'Walk the Camino');
    body.append('description', 'From Porto, the coastal way.');
    body.append('categories', 'Travel');
    const created = (await (await other.fetch('/api/activities/custom', { method: 'POST', body })).json()) as {
      item: { id: string };
    };
    await other.fetch(`/api/list/${created.item.id}`, { method: 'PATCH', json: { targetDate: '2020-01-01' } });
    await other.fetch(`/api/list/${created.item.id}/steps`, { method: 'POST', json: { text: 'Get a credencial' } });
    const custom = (await (await copy(me, created.item.id)).json()) as {
      item: { steps: { text: string }[]; targetDate: string | null };
      suggestedTargetDate: string | null;
    };
    expect(custom.item.steps.map((s) => s.text)).toEqual(['Get a credencial']);
    expect(custom).toMatchObject({ suggestedTargetDate: null, item: { targetDate: null } });
  });
});
