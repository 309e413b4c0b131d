import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';
import { pendingSignUps, profiles } from '../../worker/db/schema';
import { relationBetween } from '../../worker/policy/relations';
import { memberDetailsVisible, profileVisibleTo } from '../../worker/policy/visibility';
import { block, createPost, follow, PNG } from './community-fixture';
import { confirmationToken, db, guest, type Member, signUp, signUpBody } from './helpers';

const VISIBILITIES = ['public', 'friends', 'private'] as const;
type Visibility = (typeof VISIBILITIES)[number];

async function setVisibility(m: Member, visibility: Visibility) {
  await db()
    .update(profiles)
    .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: visibility } })
    .where(eq(profiles.id, m.profile.id));
}

/** The SQL form of the rule, read for one member and one viewer. */
async function sqlSays(viewerId: string | null, ownerId: string) {
  const [row] = await db().all<{ shown: number }>(
    sql`select ${memberDetailsVisible(viewerId, profiles.id, profiles.privacySettings)} as shown from profiles where id = ${ownerId}`,
  );
  return Boolean(row?.shown);
}

describe('one rule for what of a member others see', () => {
  it('the SQL and the TypeScript forms agree on every visibility and relation', async () => {
    const viewer = await signUp();
    const relations: [string, (owner: Member) => Promise<void>][] = [
      ['strangers', async () => {}],
      ['viewer follows', (o) => follow(viewer, o)],
      ['owner follows', (o) => follow(o, viewer)],
      ['mutual', (o) => follow(viewer, o, true)],
      ['viewer blocked owner', (o) => block(viewer, o)],
      ['owner blocked viewer', (o) => block(o, viewer)],
      [
        'mutual, then blocked',
        async (o) => {
          await follow(viewer, o, true);
          await env.DB.prepare('insert into user_blocks (id, blocker_id, blocked_id) values (?, ?, ?)')
            .bind(crypto.randomUUID(), o.profile.id, viewer.profile.id)
            .run();
        },
      ],
    ];
    const table: string[] = [];
    for (const visibility of VISIBILITIES) {
      for (const [name, relate] of relations) {
        const owner = await signUp();
        await setVisibility(owner, visibility);
        await relate(owner);
        const relation = await relationBetween(db(), viewer.profile.id, owner.profile.id);
        for (const [who, viewerId] of [
          ['member', viewer.profile.id],
          ['guest', null],
          ['self', owner.profile.id],
        ] as const) {
          const ts = profileVisibleTo(
            visibility,
            viewerId,
            owner.profile.id,
            who === 'member' ? relation : { blocked: false, following: false, followedBy: false, mutual: false },
          );
          const inSql = await sqlSays(viewerId, owner.profile.id);
          expect(inSql, `${visibility} / ${name} / ${who}`).toBe(ts);
          table.push(`${visibility}/${name}/${who}=${ts}`);
        }
      }
    }
    // The table itself: what each case must be.
    expect(table.filter((r) => r.endsWith('=true')).length).toBe(
      // self always (21); guests on public (7); a member: public unless blocked (4), friends when
      // mutual (1), private when following (2: viewer follows, mutual).
      21 + 7 + 4 + 1 + 2,
    );
  });
});

describe('every surface that shows a member follows the rule', () => {
  let owner: Member;
  let friend: Member;
  let stranger: Member;
  let postId: string;

  beforeAll(async () => {
    owner = await signUp({ firstName: 'Imogen' });
    friend = await signUp();
    stranger = await signUp();
    await db()
      .update(profiles)
      .set({ lastName: 'Quarrington', profileBio: 'Swims in cold lakes before work' })
      .where(eq(profiles.id, owner.profile.id));
    await setVisibility(owner, 'friends');
    await follow(owner, friend, true);
    const post = await createPost(owner, { content: 'A public post by a friends-only member', visibility: 'public' });
    postId = post.id;
    await friend.fetch('/api/community/comments', { method: 'POST', json: { post_id: postId, content: 'Lovely!' } });
    await owner.fetch('/api/community/comments', { method: 'POST', json: { post_id: postId, content: 'Thanks!' } });
  });

  const lastNames = (value: unknown) => JSON.stringify(value).includes('Quarrington');
  const bio = (value: unknown) => JSON.stringify(value).includes('cold lakes');

  it('people search: a guest and a stranger get no last name or bio; a friend does', async () => {
    const q = `/api/community/search?q=${owner.profile.username}&tab=people`;
    for (const viewer of [guest(), stranger]) {
      const found = await (await viewer.fetch(q)).json();
      expect(JSON.stringify(found)).toContain(owner.profile.username);
      expect(lastNames(found)).toBe(false);
      expect(bio(found)).toBe(false);
    }
    const theirs = await (await friend.fetch(q)).json();
    expect(lastNames(theirs)).toBe(true);
    expect(bio(theirs)).toBe(true);
  });

  it("a post's author and its comments: the last name only where the profile shows it", async () => {
    type Author = { id: string; last_name: string | null };
    const read = async (viewer: { fetch: Member['fetch'] }) => {
      const body = (await (await viewer.fetch(`/api/community/posts/${postId}`)).json()) as {
        post: { author: Author };
        comments: { author: Author }[];
      };
      const mine = body.comments.find((comment) => comment.author.id === owner.profile.id);
      expect(mine).toBeDefined();
      return [body.post.author.last_name, mine?.author.last_name];
    };
    expect(await read(guest())).toEqual([null, null]);
    expect(await read(stranger)).toEqual([null, null]);
    expect(await read(friend)).toEqual(['Quarrington', 'Quarrington']);
  });

  it("a blog's card, page and comments say the author's last name only to whom the profile shows it", async () => {
    const made = await owner.fetch('/api/blogs', {
      method: 'POST',
      json: {
        title: 'Cold lakes',
        content: '<p>Words enough for a blog post.</p>',
        status: 'published',
        visibility: 'public',
      },
    });
    const { blog } = (await made.json()) as { blog: { id: string } };
    await owner.fetch(`/api/blogs/${blog.id}/comments`, { method: 'POST', json: { content: 'First!' } });
    for (const path of [`/api/blogs?q=cold`, `/api/blogs/${blog.id}`, `/api/blogs/${blog.id}/comments`]) {
      expect(lastNames(await (await stranger.fetch(path)).json()), path).toBe(false);
      expect(lastNames(await (await friend.fetch(path)).json()), path).toBe(true);
    }
    expect(lastNames(await (await guest().fetch(`/api/blogs/${blog.id}`)).json())).toBe(false);
  });

  it('suggestions to a stranger name the member without their last name', async () => {
    // The stranger shares the member's interests, so the member is suggested.
    await db()
      .update(profiles)
      .set({ interests: ['Swimming'] })
      .where(eq(profiles.id, owner.profile.id));
    await db()
      .update(profiles)
      .set({ interests: ['Swimming'] })
      .where(eq(profiles.id, stranger.profile.id));
    const sidebar = await (await stranger.fetch('/api/community/sidebar')).json();
    expect(lastNames(sidebar)).toBe(false);
  });
});

describe('a sign-up whose link was not followed is nowhere', () => {
  it('not in search, suggestions, profiles, follows, messages or pictures', async () => {
    const body = signUpBody({ firstName: 'Ghost', interests: ['Swimming'] });
    const form = new FormData();
    form.append('data', JSON.stringify(body));
    form.append('avatar', new File([PNG], 'me.png', { type: 'image/png' }));
    expect((await guest().fetch('/api/account/sign-up', { method: 'POST', body: form })).status).toBe(202);
    const [pending] = await db().select().from(pendingSignUps).where(eq(pendingSignUps.email, body.email));
    const member = await signUp({ interests: ['Swimming'] });

    const search = await (await member.fetch(`/api/community/search?q=${body.username}&tab=people`)).json();
    expect(JSON.stringify(search)).not.toContain(body.username);
    const sidebar = await (await member.fetch('/api/community/sidebar')).json();
    expect(JSON.stringify(sidebar)).not.toContain(body.username);
    expect((await guest().fetch(`/api/profile/${body.username}`)).status).toBe(404);
    expect((await guest().fetch(`/profile/${body.username}`)).status).toBe(404);
    expect((await guest().fetch(`/media/${pending?.avatarKey}`)).status).toBe(404);
    // There is no member to follow or message: no id exists until the link is followed.
    expect(await db().select().from(profiles).where(eq(profiles.username, body.username))).toHaveLength(0);
    const message = await member.fetch('/api/messaging/threads', {
      method: 'POST',
      json: { recipient_id: pending?.id, message: 'Hello?' },
    });
    expect(message.status).toBe(404);
    const followed = await member.fetch('/api/relationships/follow', {
      method: 'POST',
      json: { user_id: pending?.id },
    });
    expect(followed.status).toBe(404);

    // Once the link is followed the member is there like any other.
    await guest().fetch('/api/account/confirm', {
      method: 'POST',
      json: { token: await confirmationToken(body.email) },
    });
    const found = await (await member.fetch(`/api/community/search?q=${body.username}&tab=people`)).json();
    expect(JSON.stringify(found)).toContain(body.username);
  });
});

describe('pictures are served while a profile shows them', () => {
  it('not a replaced picture, not a deleted member’s', async () => {
    const m = await signUp();
    const upload = async () => {
      const form = new FormData();
      form.append('avatar', new File([PNG], 'me.png', { type: 'image/png' }));
      const res = await m.fetch('/api/profile/avatar', { method: 'POST', body: form });
      return ((await res.json()) as { profile: { avatarUrl: string } }).profile.avatarUrl;
    };
    const first = await upload();
    expect((await guest().fetch(first)).status).toBe(200);
    const second = await upload();
    expect((await guest().fetch(first)).status).toBe(404);
    expect((await guest().fetch(second)).status).toBe(200);
    // A picture put where no profile points is not served either.
    await env.MEDIA.put(`avatars/${m.profile.id}-stray.png`, PNG, { httpMetadata: { contentType: 'image/png' } });
    expect((await guest().fetch(`/media/avatars/${m.profile.id}-stray.png`)).status).toBe(404);
    await m.fetch('/api/account/delete', { method: 'POST', json: { password: m.password } });
    expect((await guest().fetch(second)).status).toBe(404);
  });
});
