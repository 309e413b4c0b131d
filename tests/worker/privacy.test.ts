import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';
import { createPost, follow, hashtagCount } from './community-fixture';
import { actor, errorOf, guest, type Member, signUp } from './helpers';
import { actionOn } from './moderation-fixtures';

const makePrivate = (m: Member) =>
  m.fetch('/api/profile', {
    method: 'PATCH',
    json: { privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' } },
  });
const profileOf = async (viewer: { fetch: Member['fetch'] }, m: Member) =>
  (await (await viewer.fetch(`/api/profile/${m.profile.username}`)).json()) as {
    restricted: boolean;
    posts: { content: string }[];
  };
const tag = () => `locked${crypto.randomUUID().slice(0, 8)}`;

describe('a private profile is a locked account', () => {
  it('shows its profile and followers-only posts to accepted followers, and nothing to anyone else', async () => {
    const owner = await signUp();
    const follower = await signUp();
    const stranger = await signUp();
    const name = tag();
    await createPost(owner, { content: `Public words #${name}` });
    await createPost(owner, { content: 'For followers', visibility: 'friends' });
    await createPost(owner, { content: 'Only me', visibility: 'private' });
    expect((await makePrivate(owner)).status).toBe(200);
    await follow(follower, owner);

    const seen = await profileOf(follower, owner);
    expect(seen.restricted).toBe(false);
    expect(seen.posts.map((p) => p.content).sort()).toEqual(['For followers', `Public words #${name}`].sort());
    expect((await profileOf(stranger, owner)).restricted).toBe(true);
    expect((await profileOf(guest(), owner)).restricted).toBe(true);

    // Nowhere else either: the feed, the tag page and its count.
    const feed = async (viewer: { fetch: Member['fetch'] }) =>
      JSON.stringify(await (await viewer.fetch(`/api/community/feed?user=${owner.profile.id}`)).json());
    expect(await feed(stranger)).not.toContain('Public words');
    expect(await feed(guest())).not.toContain('Public words');
    expect(await feed(follower)).toContain('Public words');
    const tagCount = async (viewer: { fetch: Member['fetch'] }) =>
      ((await (await viewer.fetch(`/api/community/hashtags/${name}`)).json()) as { hashtag: { post_count: number } })
        .hashtag.post_count;
    expect(await tagCount(guest())).toBe(0);
    expect(await tagCount(stranger)).toBe(0);
    expect(await tagCount(follower)).toBe(1);
    expect(await tagCount(owner)).toBe(1);
    // The count every list shows is the public one.
    expect(await hashtagCount(name)).toBe(0);
  });

  it('keeps its followers and following lists to the people it shares the profile with', async () => {
    const owner = await signUp();
    const fan = await signUp();
    const stranger = await signUp();
    await follow(fan, owner);
    await makePrivate(owner);
    const list = (viewer: Member, which: string) => viewer.fetch(`/api/relationships/${which}/${owner.profile.id}`);
    for (const which of ['followers', 'following']) {
      const refused = await list(stranger, which);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).error).toBe(
        'Only people this member shares their profile with can see their connections',
      );
      expect((await list(fan, which)).status).toBe(200);
      expect((await list(owner, which)).status).toBe(200);
    }
  });
});

describe('counts say only what the viewer may see', () => {
  it('counts a tag’s posts per viewer: friends-only posts for friends only', async () => {
    const author = await signUp();
    const friend = await signUp();
    await follow(author, friend, true);
    const name = tag();
    await createPost(author, { content: `#${name} one` });
    await createPost(author, { content: `#${name} two`, visibility: 'friends' });
    const tagCount = async (viewer: { fetch: Member['fetch'] }) =>
      ((await (await viewer.fetch(`/api/community/hashtags/${name}`)).json()) as { hashtag: { post_count: number } })
        .hashtag.post_count;
    expect(await tagCount(guest())).toBe(1);
    expect(await tagCount(friend)).toBe(2);
    expect(await hashtagCount(name)).toBe(1);
  });

  it("counts on a tag's page the posts that page lists: a muted author's are in neither", async () => {
    const author = await signUp();
    const other = await signUp();
    const reader = await signUp();
    const name = tag();
    await createPost(author, { content: `#${name} from the muted one` });
    await createPost(other, { content: `#${name} from someone else` });
    const mute = await reader.fetch('/api/relationships/mute', {
      method: 'POST',
      json: { user_id: author.profile.id },
    });
    expect(mute.status).toBeLessThan(300);
    const page = (await (await reader.fetch(`/api/community/feed?hashtag=${name}`)).json()) as { items: unknown[] };
    const count = (await (await reader.fetch(`/api/community/hashtags/${name}`)).json()) as {
      hashtag: { post_count: number };
    };
    expect(page.items).toHaveLength(1);
    expect(count.hashtag.post_count).toBe(1);
    // Others still count both.
    const theirs = (await (await other.fetch(`/api/community/hashtags/${name}`)).json()) as {
      hashtag: { post_count: number };
    };
    expect(theirs.hashtag.post_count).toBe(2);
  });
});

describe('moderation records', () => {
  it('show the member what was done, why and when, and keep notes and the moderator to staff', async () => {
    const moderator = await actor('moderator');
    const member = await signUp();
    await actionOn(moderator, member, 'warning', { notes: 'Second time this week; watch closely' });
    const own = (await (await member.fetch('/api/moderation/actions')).json()) as {
      actions: Record<string, unknown>[];
    };
    expect(own.actions[0]).toMatchObject({ actionType: 'warning', reason: 'Breaking the rules' });
    expect(own.actions[0]).not.toHaveProperty('notes');
    expect(own.actions[0]).not.toHaveProperty('moderator');
    expect(JSON.stringify(own)).not.toContain('watch closely');
    const staff = (await (await moderator.fetch(`/api/moderation/actions?user_id=${member.profile.id}`)).json()) as {
      actions: Record<string, unknown>[];
    };
    expect(staff.actions[0]).toMatchObject({ notes: 'Second time this week; watch closely' });
    expect(staff.actions[0]?.moderator).toMatchObject({ id: moderator.profile.id });
    const messages = JSON.stringify(await (await member.fetch('/api/moderation/messages')).json());
    expect(messages).not.toContain(moderator.profile.id);
  });
});
