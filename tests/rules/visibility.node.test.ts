import { DatabaseSync } from 'node:sqlite';
import { type SQL, sql } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  blogVisible,
  contentRelation,
  listVisibility,
  memberDetailsVisible,
  notBlockedWith,
  notMutedBy,
  ownerReachable,
  postVisible,
  profileVisibleTo,
  type Relation,
  shownDetail,
  type Visibility,
  visibleTo,
} from '../../worker/policy/visibility';

/*
 * Who sees what members make, both forms against one table: the TypeScript form for one thing
 * already read, and the SQL form run by SQLite (Node's own) over the few tables it reads. Node
 * only: workerd has no SQLite of its own to hand a test (tests/worker/content-visibility.test.ts
 * runs the SQL form on D1 through the app).
 */

const VISIBILITIES = ['public', 'friends', 'private'] as const;

/** For a signed-in viewer, by how they stand with the owner: public, friends, private content reaches them. */
const TABLE: Record<string, { open: boolean[]; locked: boolean[]; friendsProfile: boolean[] }> = {
  strangers: { open: [true, false, false], locked: [false, false, false], friendsProfile: [true, false, false] },
  'viewer follows': { open: [true, false, false], locked: [true, true, false], friendsProfile: [true, false, false] },
  'owner follows': { open: [true, false, false], locked: [false, false, false], friendsProfile: [true, false, false] },
  mutual: { open: [true, true, false], locked: [true, true, false], friendsProfile: [true, true, false] },
  'viewer blocked owner': {
    open: [false, false, false],
    locked: [false, false, false],
    friendsProfile: [false, false, false],
  },
  'owner blocked viewer': {
    open: [false, false, false],
    locked: [false, false, false],
    friendsProfile: [false, false, false],
  },
  'mutual, then blocked': {
    open: [false, false, false],
    locked: [false, false, false],
    friendsProfile: [false, false, false],
  },
};

/** Whose profile page (last name, bio) the viewer sees, by the owner's profile visibility. */
const DETAILS: Record<string, Record<Visibility, boolean>> = {
  strangers: { public: true, friends: false, private: false },
  'viewer follows': { public: true, friends: false, private: true },
  'owner follows': { public: true, friends: false, private: false },
  mutual: { public: true, friends: true, private: true },
  'viewer blocked owner': { public: false, friends: false, private: false },
  'owner blocked viewer': { public: false, friends: false, private: false },
  'mutual, then blocked': { public: false, friends: false, private: false },
};

const RELATIONS: Record<string, { viewerFollows?: boolean; ownerFollows?: boolean; block?: 'viewer' | 'owner' }> = {
  strangers: {},
  'viewer follows': { viewerFollows: true },
  'owner follows': { ownerFollows: true },
  mutual: { viewerFollows: true, ownerFollows: true },
  'viewer blocked owner': { block: 'viewer' },
  'owner blocked viewer': { block: 'owner' },
  'mutual, then blocked': { viewerFollows: true, ownerFollows: true, block: 'owner' },
};

const relationOf = (name: string): Relation => {
  const r = RELATIONS[name] ?? {};
  return {
    blocked: Boolean(r.block),
    following: Boolean(r.viewerFollows),
    followedBy: Boolean(r.ownerFollows),
    mutual: Boolean(r.viewerFollows && r.ownerFollows),
  };
};

const dialect = new SQLiteSyncDialect();
let db: DatabaseSync;

function run(statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return db.prepare(text).all(...(params as (string | number | null)[]));
}
const count = (statement: SQL) => Number((run(statement)[0] as { n: number }).n);

beforeEach(() => {
  db = new DatabaseSync(':memory:');
  db.exec(`
    create table profiles (id text primary key, privacy_settings text, last_name text, profile_bio text);
    create table follows (follower_id text, following_id text, status text);
    create table user_blocks (id text, blocker_id text, blocked_id text);
    create table user_mutes (muter_id text, muted_id text);
    create table posts (id text primary key, user_id text, visibility text, status text);
    create table blogs (id text primary key, user_id text, visibility text, status text);
    create table blog_coauthors (blog_id text, user_id text);
  `);
});

function profile(id: string, visibility: Visibility | null) {
  const settings = visibility === null ? '{}' : JSON.stringify({ profile_visibility: visibility });
  db.prepare('insert into profiles values (?, ?, ?, ?)').run(id, settings, `Last ${id}`, `Bio of ${id}`);
}

function relate(name: string, viewer: string, owner: string, status = 'accepted') {
  const r = RELATIONS[name] ?? {};
  if (r.viewerFollows) db.prepare('insert into follows values (?, ?, ?)').run(viewer, owner, status);
  if (r.ownerFollows) db.prepare('insert into follows values (?, ?, ?)').run(owner, viewer, status);
  if (r.block === 'viewer') db.prepare('insert into user_blocks values (?, ?, ?)').run('b1', viewer, owner);
  if (r.block === 'owner') db.prepare('insert into user_blocks values (?, ?, ?)').run('b2', owner, viewer);
}

function content(owner: string, status = 'published') {
  for (const v of VISIBILITIES) {
    db.prepare('insert into posts values (?, ?, ?, ?)').run(`post-${v}`, owner, v, status);
    db.prepare('insert into blogs values (?, ?, ?, ?)').run(`blog-${v}`, owner, v, status);
  }
}

const postSeen = (viewer: string | null, v: Visibility) =>
  count(sql`select count(*) as n from posts p where p.id = ${`post-${v}`} and ${postVisible(viewer)}`) > 0;
const blogSeen = (viewer: string | null, v: Visibility) =>
  count(sql`select count(*) as n from blogs b where b.id = ${`blog-${v}`} and ${blogVisible(viewer)}`) > 0;

describe('who sees what members make: the table, in TypeScript and in SQL', () => {
  for (const [name, expected] of Object.entries(TABLE)) {
    for (const kind of ['open', 'locked', 'friendsProfile'] as const) {
      it(`${name}, ${kind === 'open' ? 'an open profile' : kind === 'locked' ? 'a locked profile' : 'a friends-only profile'}`, () => {
        const profileVisibility: Visibility = kind === 'open' ? 'public' : kind === 'locked' ? 'private' : 'friends';
        profile('owner', profileVisibility);
        profile('viewer', 'public');
        relate(name, 'viewer', 'owner');
        content('owner');
        const audience = contentRelation(profileVisibility, relationOf(name));
        VISIBILITIES.forEach((v, i) => {
          const want = expected[kind][i];
          expect(visibleTo(v, 'viewer', 'owner', audience), `TypeScript, ${v}`).toBe(want);
          expect(postSeen('viewer', v), `post SQL, ${v}`).toBe(want);
          expect(blogSeen('viewer', v), `blog SQL, ${v}`).toBe(want);
        });
        // The owner sees all of their own, whatever stands between them and anyone.
        for (const v of VISIBILITIES) {
          expect(visibleTo(v, 'owner', 'owner', { ...audience, blocked: true })).toBe(true);
          expect(postSeen('owner', v)).toBe(true);
          expect(blogSeen('owner', v)).toBe(true);
        }
      });
    }
  }

  it('a guest sees the public content of open profiles only', () => {
    profile('owner', 'public');
    profile('locked', 'private');
    content('owner');
    db.prepare("insert into posts values ('locked-post', 'locked', 'public', 'published')").run();
    db.prepare("insert into blogs values ('locked-blog', 'locked', 'public', 'published')").run();
    expect(VISIBILITIES.map((v) => postSeen(null, v))).toEqual([true, false, false]);
    expect(VISIBILITIES.map((v) => blogSeen(null, v))).toEqual([true, false, false]);
    expect(count(sql`select count(*) as n from posts p where p.id = 'locked-post' and ${postVisible(null)}`)).toBe(0);
    expect(count(sql`select count(*) as n from blogs b where b.id = 'locked-blog' and ${blogVisible(null)}`)).toBe(0);
  });

  it('a draft blog is its author’s and coauthors’ only; posts are listed once published', () => {
    profile('owner', 'public');
    profile('viewer', 'public');
    profile('coauthor', 'public');
    relate('mutual', 'viewer', 'owner');
    content('owner', 'draft');
    db.prepare("insert into blog_coauthors values ('blog-private', 'coauthor')").run();
    for (const v of VISIBILITIES) {
      expect(postSeen('viewer', v)).toBe(false);
      expect(postSeen(null, v)).toBe(false);
      expect(blogSeen('viewer', v)).toBe(false);
      expect(blogSeen(null, v)).toBe(false);
      expect(postSeen('owner', v)).toBe(false);
      expect(blogSeen('owner', v)).toBe(true);
    }
    expect(blogSeen('coauthor', 'private')).toBe(true);
    expect(blogSeen('coauthor', 'public')).toBe(false);
  });

  it('a follow that is only requested, or was turned down, opens nothing', () => {
    for (const status of ['pending', 'rejected']) {
      db.exec('delete from profiles; delete from follows; delete from posts; delete from blogs');
      profile('owner', 'private');
      profile('viewer', 'public');
      relate('mutual', 'viewer', 'owner', status);
      content('owner');
      for (const v of VISIBILITIES) {
        expect(postSeen('viewer', v), `${status} ${v}`).toBe(false);
        expect(blogSeen('viewer', v), `${status} ${v}`).toBe(false);
      }
    }
  });

  it('a post aliased otherwise is read through its own alias', () => {
    profile('owner', 'public');
    content('owner');
    expect(count(sql`select count(*) as n from posts q where q.id = 'post-public' and ${postVisible(null, 'q')}`)).toBe(
      1,
    );
    expect(count(sql`select count(*) as n from blogs c where c.id = 'blog-public' and ${blogVisible('x', 'c')}`)).toBe(
      1,
    );
  });
});

describe('whose profile details the viewer sees', () => {
  for (const [name, expected] of Object.entries(DETAILS)) {
    it(name, () => {
      for (const v of VISIBILITIES) {
        db.exec('delete from profiles; delete from follows; delete from user_blocks');
        profile('owner', v);
        profile('viewer', 'public');
        relate(name, 'viewer', 'owner');
        expect(profileVisibleTo(v, 'viewer', 'owner', relationOf(name)), `TypeScript, ${v}`).toBe(expected[v]);
        const rows = run(
          sql`select ${shownDetail('viewer', 'pr', 'last_name')} as last, ${shownDetail('viewer', 'pr', 'profile_bio')} as bio from profiles pr where pr.id = 'owner'`,
        ) as { last: string | null; bio: string | null }[];
        expect(rows[0], `SQL, ${v}`).toEqual(
          expected[v] ? { last: 'Last owner', bio: 'Bio of owner' } : { last: null, bio: null },
        );
        expect(profileVisibleTo(v, 'owner', 'owner', { ...relationOf(name), blocked: true })).toBe(true);
        expect(
          count(
            sql`select count(*) as n from profiles pr where pr.id = 'owner' and ${memberDetailsVisible('owner', sql.raw('pr.id'), sql.raw('pr.privacy_settings'))}`,
          ),
        ).toBe(1);
      }
    });
  }

  it('a guest sees public profiles’ details, and a profile that never chose counts as public', () => {
    profile('open', 'public');
    profile('friends', 'friends');
    profile('locked', 'private');
    profile('unset', null);
    const seen = (id: string) =>
      count(
        sql`select count(*) as n from profiles pr where pr.id = ${id} and ${memberDetailsVisible(null, sql.raw('pr.id'), sql.raw('pr.privacy_settings'))}`,
      ) > 0;
    expect([seen('open'), seen('friends'), seen('locked'), seen('unset')]).toEqual([true, false, false, true]);
  });
});

describe('what lists leave out', () => {
  it('a locked account’s content reaches its own, its accepted followers and nobody else', () => {
    profile('owner', 'private');
    profile('follower', 'public');
    profile('stranger', 'public');
    db.prepare("insert into follows values ('follower', 'owner', 'accepted')").run();
    db.prepare("insert into follows values ('stranger', 'owner', 'pending')").run();
    const reach = (viewer: string | null) =>
      count(
        sql`select count(*) as n from profiles o where o.id = 'owner' and ${ownerReachable(viewer, sql.raw('o.id'))}`,
      );
    expect([reach('owner'), reach('follower'), reach('stranger'), reach(null)]).toEqual([1, 1, 0, 0]);
    profile('open', 'public');
    const open = (viewer: string | null) =>
      count(
        sql`select count(*) as n from profiles o where o.id = 'open' and ${ownerReachable(viewer, sql.raw('o.id'))}`,
      );
    expect([open('stranger'), open(null)]).toEqual([1, 1]);
  });

  it('people the viewer muted, and only the viewer', () => {
    profile('a', 'public');
    profile('b', 'public');
    db.prepare("insert into user_mutes values ('viewer', 'a')").run();
    const kept = (viewer: string | null) =>
      run(sql`select o.id from profiles o where ${notMutedBy(viewer, sql.raw('o.id'))} order by o.id`).map(
        (r) => (r as { id: string }).id,
      );
    expect(kept('viewer')).toEqual(['b']);
    expect(kept('someone')).toEqual(['a', 'b']);
    expect(kept(null)).toEqual(['a', 'b']);
  });

  it('people blocked either way, but never oneself', () => {
    for (const id of ['me', 'blocked', 'blocker', 'other']) profile(id, 'public');
    db.prepare("insert into user_blocks values ('1', 'me', 'blocked')").run();
    db.prepare("insert into user_blocks values ('2', 'blocker', 'me')").run();
    const kept = (viewer: string | null) =>
      run(sql`select o.id from profiles o where ${notBlockedWith(viewer, sql.raw('o.id'))} order by o.id`).map(
        (r) => (r as { id: string }).id,
      );
    expect(kept('me')).toEqual(['me', 'other']);
    expect(kept('other')).toEqual(['blocked', 'blocker', 'me', 'other']);
    expect(kept(null)).toEqual(['blocked', 'blocker', 'me', 'other']);
  });
});

describe('which of a member’s list items the viewer sees', () => {
  const owner = (profileVisibility: Visibility, activityPrivacy: Visibility) => ({
    id: 'owner',
    privacySettings: { profile_visibility: profileVisibility, activity_privacy: activityPrivacy },
  });

  it('the owner sees every item', () => {
    expect(listVisibility(owner('private', 'private'), 'owner', relationOf('strangers'))).toEqual([
      'public',
      'friends',
      'private',
    ]);
  });

  it.each([
    ['strangers', 'public', 'public', ['public']],
    ['mutual', 'public', 'public', ['public', 'friends']],
    ['viewer follows', 'public', 'public', ['public']],
    ['strangers', 'public', 'friends', []],
    ['mutual', 'public', 'friends', ['public', 'friends']],
    ['mutual', 'public', 'private', []],
    ['strangers', 'private', 'public', []],
    ['viewer follows', 'private', 'public', ['public', 'friends']],
    ['viewer follows', 'private', 'friends', ['public', 'friends']],
    ['strangers', 'friends', 'public', []],
    ['mutual', 'friends', 'public', ['public', 'friends']],
    ['mutual, then blocked', 'public', 'public', []],
  ] as const)('%s, profile %s, activity privacy %s', (name, profileVisibility, activityPrivacy, want) => {
    expect(listVisibility(owner(profileVisibility, activityPrivacy), 'viewer', relationOf(name))).toEqual(want);
  });

  it('a guest sees a public list’s public items, and nothing of a closed one', () => {
    expect(listVisibility(owner('public', 'public'), null, relationOf('strangers'))).toEqual(['public']);
    expect(listVisibility(owner('friends', 'public'), null, relationOf('strangers'))).toEqual([]);
    expect(listVisibility(owner('public', 'friends'), null, relationOf('strangers'))).toEqual([]);
  });
});
