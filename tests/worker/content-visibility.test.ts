import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';
import { profiles } from '../../worker/db/schema';
import { blogAccess } from '../../worker/features/blogs/access';
import { contentRelationBetween } from '../../worker/policy/relations';
import { blogVisible, postVisible, visibleTo } from '../../worker/policy/visibility';
import { block, createPost, follow } from './community-fixture';
import { db, type Member, signUp } from './helpers';

const VISIBILITIES = ['public', 'friends', 'private'] as const;

/**
 * The rule, as a table: for a signed-in viewer, by how they stand with the owner, whether the
 * owner's public, friends-only and private content reaches them, on an open profile and on a
 * locked (private) one. The owner always sees their own; a guest sees public content of open
 * profiles only.
 */
const TABLE: Record<string, { open: [boolean, boolean, boolean]; locked: [boolean, boolean, boolean] }> = {
  strangers: { open: [true, false, false], locked: [false, false, false] },
  'viewer follows': { open: [true, false, false], locked: [true, true, false] },
  'owner follows': { open: [true, false, false], locked: [false, false, false] },
  mutual: { open: [true, true, false], locked: [true, true, false] },
  'viewer blocked owner': { open: [false, false, false], locked: [false, false, false] },
  'owner blocked viewer': { open: [false, false, false], locked: [false, false, false] },
  'mutual, then blocked': { open: [false, false, false], locked: [false, false, false] },
};

async function blogOf(owner: Member, visibility: string) {
  const id = `vis${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(
    `insert into blogs (id, user_id, title, content, search_text, status, visibility, published_at)
     values (?, ?, ?, ?, ?, 'published', ?, ?)`,
  )
    .bind(id, owner.profile.id, `A ${visibility} blog`, '<p>Words</p>', 'Words', visibility, Date.now())
    .run();
  return id;
}

const postInSql = async (viewerId: string | null, id: string) =>
  ((
    await db().all<{ n: number }>(
      sql`select count(*) as n from posts p where p.id = ${id} and ${postVisible(viewerId)}`,
    )
  )[0]?.n ?? 0) > 0;
const blogInSql = async (viewerId: string | null, id: string) =>
  ((
    await db().all<{ n: number }>(
      sql`select count(*) as n from blogs b where b.id = ${id} and ${blogVisible(viewerId)}`,
    )
  )[0]?.n ?? 0) > 0;

describe('one rule for who sees what members make', () => {
  it('the SQL form (lists) and the TypeScript form (one post or blog) agree with the table', async () => {
    const viewer = await signUp();
    const relate: Record<string, (owner: Member) => Promise<void>> = {
      strangers: async () => {},
      'viewer follows': (o) => follow(viewer, o),
      'owner follows': (o) => follow(o, viewer),
      mutual: (o) => follow(viewer, o, true),
      'viewer blocked owner': (o) => block(viewer, o),
      'owner blocked viewer': (o) => block(o, viewer),
      'mutual, then blocked': async (o) => {
        await follow(viewer, o, true);
        await env.DB.prepare('insert into user_blocks (id, blocker_id, blocked_id) values (?, ?, ?)')
          .bind(crypto.randomUUID(), o.profile.id, viewer.profile.id)
          .run();
      },
    };
    let checked = 0;
    for (const [name, expected] of Object.entries(TABLE)) {
      for (const profile of ['open', 'locked'] as const) {
        const owner = await signUp();
        const items = [];
        for (const visibility of VISIBILITIES) {
          const post = await createPost(owner, { content: `A ${visibility} post`, visibility });
          items.push({ visibility, post: post.id, blog: await blogOf(owner, visibility) });
        }
        if (profile === 'locked') {
          await db()
            .update(profiles)
            .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' } })
            .where(eq(profiles.id, owner.profile.id));
        }
        await relate[name]?.(owner);
        for (const [k, item] of items.entries()) {
          for (const [who, viewerId, want] of [
            ['member', viewer.profile.id, expected[profile][k]],
            ['guest', null, item.visibility === 'public' && profile === 'open'],
            ['owner', owner.profile.id, true],
          ] as const) {
            const label = `${name} / ${profile} profile / ${item.visibility} / ${who}`;
            const relation = await contentRelationBetween(db(), viewerId, owner.profile.id);
            expect(visibleTo(item.visibility, viewerId, owner.profile.id, relation), `TS ${label}`).toBe(want);
            expect(await postInSql(viewerId, item.post), `SQL post ${label}`).toBe(want);
            expect(await blogInSql(viewerId, item.blog), `SQL blog ${label}`).toBe(want);
            expect((await blogAccess(db(), viewerId, item.blog)).canView, `blog page ${label}`).toBe(want);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(7 * 2 * 3 * 3);
  }, 60_000);
});
