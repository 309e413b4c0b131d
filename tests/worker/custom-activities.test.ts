import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from '../../worker/contracts/profile-settings';
import { loadCatalogue } from './catalogue-fixture';
import { block, follow, PNG } from './community-fixture';
import { actor, errorOf, guest, type Member, signUp } from './helpers';

type Activity = {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  image: string;
  privacy: string;
  isOwner: boolean;
  proposedForMainList: boolean;
  moderationStatus: string | null;
  owner: { username: string };
};
type Item = { id: string; privacy: string; customActivityId: string | null; status: string; title: string };

beforeAll(async () => {
  await loadCatalogue();
});

const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0]);
const base = {
  title: 'Row across Loch Ness',
  description: 'The whole length, in one day, with a support boat.',
  categories: ['Fitness', 'Outdoor'],
};

function form(fields: Record<string, string | string[]>, file?: File) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) body.append(k, x);
  if (file) body.append('image', file);
  return body;
}

async function create(m: Member, fields: Record<string, string | string[]> = {}, file?: File) {
  const res = await m.fetch('/api/activities/custom', { method: 'POST', body: form({ ...base, ...fields }, file) });
  expect(res.status).toBe(201);
  return (await res.json()) as { activity: { id: string; imageUrl: string | null }; item: Item };
}
const read = (c: { fetch: Member['fetch'] }, id: string) => c.fetch(`/api/activities/custom/${id}`);
const edit = (m: Member, id: string, fields: Record<string, string | string[]>, file?: File) =>
  m.fetch(`/api/activities/custom/${id}`, { method: 'PATCH', body: form({ ...base, ...fields }, file) });
const activityOf = async (res: Response) => ((await res.json()) as { activity: Activity }).activity;
const setPrivacy = (m: Member, settings: Partial<PrivacySettings>) =>
  m.fetch('/api/profile', {
    method: 'PATCH',
    json: { privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...settings } },
  });

describe('custom activities are first-class', () => {
  it('shows its owner the activity, its list item and where a proposal stands', async () => {
    const m = await signUp();
    const { activity, item } = await create(m, { proposeForMainList: 'true' });
    const shown = await activityOf(await read(m, activity.id));
    expect(shown).toMatchObject({
      title: base.title,
      isOwner: true,
      proposedForMainList: true,
      moderationStatus: 'pending',
      owner: { username: m.profile.username },
    });
    // Without an image of its own, a picture is drawn for it.
    expect(shown.image).toMatch(new RegExp(`^/media/art/custom/${activity.id}\\.svg\\?v=`));
    const art = await m.fetch(shown.image);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await art.text()).toMatch(/^<svg/);
    const listed = (await (await m.fetch(`/api/list/custom/${activity.id}`)).json()) as { item: Item };
    expect(listed.item).toMatchObject({ id: item.id, customActivityId: activity.id, status: 'not_started' });
  });

  it('shows others only what its privacy and the owner’s settings allow', async () => {
    const owner = await signUp();
    const friend = await signUp();
    const follower = await signUp();
    const stranger = await signUp();
    await follow(owner, friend, true);
    await follow(follower, owner);
    const pub = (await create(owner, { privacy: 'public' })).activity.id;
    const friends = (await create(owner, { title: 'Friends one', privacy: 'friends' })).activity.id;
    const priv = (await create(owner, { title: 'Private one', privacy: 'private' })).activity.id;
    const status = async (c: { fetch: Member['fetch'] }, id: string) => (await read(c, id)).status;

    for (const c of [guest(), stranger, follower, friend]) expect(await status(c, pub)).toBe(200);
    expect(await status(friend, friends)).toBe(200);
    for (const c of [guest(), stranger, follower]) expect(await status(c, friends)).toBe(404);
    for (const c of [guest(), stranger, follower, friend]) expect(await status(c, priv)).toBe(404);
    // Another member never sees the proposal's state.
    expect(await activityOf(await read(stranger, pub))).toMatchObject({ isOwner: false, moderationStatus: null });

    // The member's 'Activity privacy' setting caps every item; a hidden profile hides them all.
    await setPrivacy(owner, { activity_privacy: 'friends' });
    expect(await status(stranger, pub)).toBe(404);
    expect(await status(friend, pub)).toBe(200);
    // A private profile is a locked account: followers the owner accepted still see it.
    await setPrivacy(owner, { profile_visibility: 'private' });
    expect(await status(friend, pub)).toBe(200);
    expect(await status(stranger, pub)).toBe(404);
    expect(await status(guest(), pub)).toBe(404);
    expect(await status(owner, priv)).toBe(200);
    await setPrivacy(owner, {});
    await block(owner, stranger);
    expect(await status(stranger, pub)).toBe(404);
    const missing = await read(guest(), 'no-such-activity');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error).toBe('Activity not found');
  });

  it('lets its owner edit it, replacing the stored image and keeping privacy in step with the list', async () => {
    const m = await signUp();
    const { activity, item } = await create(m, {}, new File([PNG], 'a.png', { type: 'image/png' }));
    const firstKey = (activity.imageUrl as string).replace('/media/', '');
    expect(await env.MEDIA.head(firstKey)).not.toBeNull();

    const replaced = await activityOf(
      await edit(
        m,
        activity.id,
        { title: 'Row the length of Loch Ness', privacy: 'friends' },
        new File([GIF], 'b.gif', { type: 'image/gif' }),
      ),
    );
    expect(replaced).toMatchObject({ title: 'Row the length of Loch Ness', privacy: 'friends' });
    const secondKey = (replaced.imageUrl as string).replace('/media/', '');
    expect(secondKey).toMatch(/\.gif$/);
    expect(await env.MEDIA.head(firstKey)).toBeNull();
    expect(await env.MEDIA.head(secondKey)).not.toBeNull();
    const listed = (await (await m.fetch(`/api/list/custom/${activity.id}`)).json()) as { item: Item };
    expect(listed.item).toMatchObject({ privacy: 'friends', title: 'Row the length of Loch Ness' });

    // Left out, the image stays; removed, it goes from R2 too.
    const kept = await activityOf(await edit(m, activity.id, { description: 'Now with a picnic.' }));
    expect(kept.imageUrl).toBe(replaced.imageUrl);
    const removed = await activityOf(await edit(m, activity.id, { removeImage: 'true' }));
    expect(removed.imageUrl).toBeNull();
    expect(await env.MEDIA.head(secondKey)).toBeNull();

    // The list item's privacy setting is the activity's too.
    await m.fetch(`/api/list/${item.id}`, { method: 'PATCH', json: { privacy: 'private' } });
    expect((await activityOf(await read(m, activity.id))).privacy).toBe('private');
  });

  it('sends a changed proposal back for review', async () => {
    const m = await signUp();
    const { activity } = await create(m);
    const proposed = await activityOf(await edit(m, activity.id, { proposeForMainList: 'true' }));
    expect(proposed.moderationStatus).toBe('pending');
    await env.DB.prepare("update custom_activities set moderation_status = 'approved' where id = ?")
      .bind(activity.id)
      .run();
    const same = await activityOf(await edit(m, activity.id, { proposeForMainList: 'true' }));
    expect(same.moderationStatus).toBe('approved');
    const changed = await activityOf(
      await edit(m, activity.id, { proposeForMainList: 'true', description: 'A different plan.' }),
    );
    expect(changed.moderationStatus).toBe('pending');
    const withdrawn = await activityOf(await edit(m, activity.id, {}));
    expect(withdrawn).toMatchObject({ proposedForMainList: false, moderationStatus: 'approved' });
  });

  it('checks an edit as strictly as a new one, and a bad edit changes nothing', async () => {
    const m = await signUp();
    const { activity } = await create(m);
    for (const [fields, message] of [
      [{ title: '' }, 'Activity title is required'],
      [{ description: 'x'.repeat(500) }, 'Description must be less than 500 characters'],
      [{ categories: [] }, 'Please select at least one category'],
      [{ imageUrl: 'http://example.com/a.jpg' }, 'Image URLs must start with https://'],
    ] as const) {
      const res = await edit(m, activity.id, fields as Record<string, string | string[]>);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe(message);
    }
    const renamed = await edit(m, activity.id, {}, new File([PNG], 'a.gif', { type: 'image/gif' }));
    expect(renamed.status).toBe(415);
    expect((await errorOf(renamed)).error).toBe('Only JPG, PNG, and GIF images are supported');
    const broken = await m.fetch(`/api/activities/custom/${activity.id}`, {
      method: 'PATCH',
      body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nNo end',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBe(400);
    expect(await activityOf(await read(m, activity.id))).toMatchObject({
      title: base.title,
      description: base.description,
    });
  });

  it('lets only its owner, in good standing, edit or delete it', async () => {
    const owner = await signUp();
    const pub = (await create(owner)).activity.id;
    const priv = (await create(owner, { title: 'Mine alone', privacy: 'private' })).activity.id;
    const other = await signUp();
    const seen = await edit(other, pub, {});
    expect(seen.status).toBe(403);
    expect((await errorOf(seen)).error).toBe('You can only change activities you created');
    expect((await other.fetch(`/api/activities/custom/${pub}`, { method: 'DELETE' })).status).toBe(403);
    expect((await edit(other, priv, {})).status).toBe(404);
    expect((await other.fetch(`/api/activities/custom/${priv}`, { method: 'DELETE' })).status).toBe(404);
    expect((await guest().fetch(`/api/activities/custom/${pub}`, { method: 'DELETE' })).status).toBe(401);
    const suspended = await actor('suspended');
    const theirs = (await create(await signUp())).activity.id;
    expect((await suspended.fetch(`/api/activities/custom/${theirs}`, { method: 'DELETE' })).status).toBe(403);
    expect((await activityOf(await read(owner, pub))).title).toBe(base.title);
  });

  it('deletes it with its list item, steps and stored image, from the activity or from the list', async () => {
    const m = await signUp();
    const first = await create(m, {}, new File([PNG], 'a.png', { type: 'image/png' }));
    await m.fetch(`/api/list/${first.item.id}/steps`, { method: 'POST', json: { text: 'Train' } });
    const res = await m.fetch(`/api/activities/custom/${first.activity.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await env.MEDIA.head((first.activity.imageUrl as string).replace('/media/', ''))).toBeNull();
    expect((await read(m, first.activity.id)).status).toBe(404);
    const steps = await env.DB.prepare('select count(*) as n from list_item_steps where item_id = ?')
      .bind(first.item.id)
      .first<{ n: number }>();
    expect(steps?.n).toBe(0);

    const second = await create(m, { title: 'Second' }, new File([PNG], 'b.png', { type: 'image/png' }));
    expect((await m.fetch(`/api/list/${second.item.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await read(m, second.activity.id)).status).toBe(404);
    expect(await env.MEDIA.head((second.activity.imageUrl as string).replace('/media/', ''))).toBeNull();
    const list = (await (await m.fetch('/api/list')).json()) as { items: Item[] };
    expect(list.items).toHaveLength(0);
  });
});
