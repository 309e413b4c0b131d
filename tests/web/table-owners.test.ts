import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every table has one owning area, the only place its rows are written (inserted, updated or
 * deleted); other areas call the owner's services. The scan reads drizzle writes
 * (`.insert(table)`, `.update(table)`, `.delete(table)`) and SQL ones (`insert into t`, `update t
 * set`, `delete from t`) in the Worker and the Durable Objects. `worker/auth.ts` is better-auth's
 * set-up and `worker/lib` the shared helpers, each counted as an area of its own.
 */
const OWNERS: Record<string, string> = {
  accounts: 'account',
  activities: 'catalogue',
  activity_category_links: 'catalogue',
  activity_places: 'places',
  activity_revisions: 'catalogue',
  auth_rate_limits: 'auth',
  blog_coauthors: 'blogs',
  blog_comments: 'blogs',
  blog_likes: 'blogs',
  blog_reactions: 'blogs',
  blog_tags: 'blogs',
  blogs: 'blogs',
  calendar_feeds: 'list',
  categories: 'catalogue',
  coach_checkins: 'coach',
  coach_messages: 'coach',
  coach_reminders: 'coach',
  coach_settings: 'coach',
  contact_messages: 'contact',
  content_edits: 'community',
  conversation_members: 'messaging',
  conversations: 'messaging',
  counter_sequences: 'counters',
  custom_activities: 'list',
  email_changes: 'account',
  feed_cursors: 'community',
  follows: 'social',
  hashtags: 'community',
  list_item_steps: 'list',
  list_reminders: 'list',
  list_step_reminders: 'list',
  local_oidc_codes: 'dev',
  mail_outbox: 'lib',
  maintenance_cursors: 'counters',
  messages: 'messaging',
  moderation_actions: 'moderation',
  moderation_appeals: 'moderation',
  moderation_lifts: 'moderation',
  moderation_messages: 'moderation',
  muted_words: 'social',
  newsletter_subscribers: 'newsletter',
  notifications: 'notifications',
  pending_sign_ups: 'account',
  post_analytics: 'counters',
  post_comments: 'community',
  post_hashtags: 'community',
  post_likes: 'community',
  post_saves: 'community',
  post_shares: 'community',
  posts: 'community',
  profiles: 'profile',
  rate_limits: 'lib',
  report_targets: 'moderation',
  reports: 'moderation',
  search_analytics: 'analytics',
  search_daily: 'analytics',
  search_query_daily: 'analytics',
  search_stems: 'catalogue',
  search_vocabulary: 'catalogue',
  sessions: 'account',
  sign_in_failures: 'account',
  static_pages: 'admin',
  supplier_ads: 'counters',
  user_activities: 'list',
  user_activity_ratings: 'list',
  user_blocks: 'social',
  user_blog_saves: 'blogs',
  user_mutes: 'social',
  user_preferences: 'preferences',
  user_suspensions: 'moderation',
  users: 'account',
  verifications: 'auth',
};

/**
 * Writers outside the owner, each with its reason. The list only shrinks: a new writer fails the
 * test, and so does an entry no longer needed.
 */
const OTHER_WRITERS: Record<string, string[]> = {
  // A suspension whose end date has passed is ended as the session middleware reads it, and the
  // middleware sits below the features (lib/suspension.ts).
  profiles: ['lib'],
  // Views counted by a blog's Counter object are folded into its row by the counters' consumer:
  // the blogs area counts through the counters, so they cannot call back into it.
  blogs: ['counters'],
  // The account's name follows the profile's first name, in the profile editor's batch
  // (profile/writes.ts): the account area calls the profile area, never the other way.
  users: ['profile'],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The area a file belongs to: its feature folder; the Durable Objects by the area they serve. */
function areaOf(file: string) {
  const feature = /^worker\/features\/([\w-]+)\//.exec(file)?.[1];
  if (feature) return feature;
  if (file.startsWith('worker/lib/')) return 'lib';
  if (file === 'worker/auth.ts') return 'auth';
  const durable: Record<string, string> = {
    'durable-objects/conversation.ts': 'messaging',
    'durable-objects/inbox.ts': 'messaging',
    'durable-objects/counter.ts': 'counters',
    'durable-objects/limiter.ts': 'lib',
  };
  return durable[file] ?? file;
}

/** Drizzle table constants and their SQL names, from the schema. */
function tables() {
  const byConst = new Map<string, string>();
  for (const file of files('worker/db/schema'))
    for (const m of readFileSync(file, 'utf8').matchAll(/export const (\w+) = sqliteTable\(\s*'(\w+)'/g))
      byConst.set(m[1] as string, m[2] as string);
  return byConst;
}

/** Table -> the areas that write it. */
function writers(text: (file: string) => string, sources: string[]) {
  const byConst = tables();
  const names = new Set(byConst.values());
  const found = new Map<string, Set<string>>();
  const add = (table: string, file: string) => {
    if (!found.has(table)) found.set(table, new Set());
    found.get(table)?.add(areaOf(file));
  };
  for (const file of sources) {
    const source = text(file);
    for (const m of source.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)) {
      const table = byConst.get(m[1] as string);
      if (table) add(table, file);
    }
    for (const m of source.matchAll(/\b(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from)\s+(\w+)(\s+set\b)?/gi)) {
      const table = m[1] as string;
      if (names.has(table) && (!/^update/i.test(m[0]) || m[2])) add(table, file);
    }
  }
  return found;
}

const sources = [...files('worker'), ...files('durable-objects')].filter((f) => !f.startsWith('worker/db/'));
const read = (file: string) => readFileSync(file, 'utf8');

describe('one owner per table', () => {
  it('names an owner for every table in the schema', () => {
    expect([...new Set(tables().values())].sort()).toEqual(Object.keys(OWNERS).sort());
  });

  it('has every table written only by its owner, or by a writer listed with its reason', () => {
    const found = writers(read, sources);
    const outside: Record<string, string[]> = {};
    for (const [table, areas] of found) {
      const others = [...areas].filter((a) => a !== OWNERS[table]).sort();
      if (others.length) outside[table] = others;
    }
    expect(outside).toEqual(OTHER_WRITERS);
  });

  it('the list area alone writes list items and custom activities; the catalogue alone its ideas', () => {
    const found = writers(read, sources);
    for (const table of ['user_activities', 'custom_activities', 'list_item_steps'])
      expect([...(found.get(table) ?? [])], table).toEqual(['list']);
    expect([...(found.get('activities') ?? [])]).toEqual(['catalogue']);
  });

  it('catches a write from outside, in drizzle or in SQL', () => {
    const planted = new Map([
      ['worker/features/coach/planted.ts', 'await db.insert(customActivities).values(row);'],
      ['worker/features/catalogue/planted.ts', "await db.run(sql`update user_activities set status = 'completed'`);"],
      ['worker/features/social/planted.ts', 'await env.DB.prepare("DELETE FROM list_item_steps WHERE id = ?")'],
    ]);
    const found = writers((file) => planted.get(file) ?? '', [...planted.keys()]);
    expect([...(found.get('custom_activities') ?? [])]).toEqual(['coach']);
    expect([...(found.get('user_activities') ?? [])]).toEqual(['catalogue']);
    expect([...(found.get('list_item_steps') ?? [])]).toEqual(['social']);
  });
});

describe('one home per rule', () => {
  /** "Blocked either way", written out in SQL or drizzle: both directions in one condition. */
  const eitherWay = /blocker_id\s*=[^)]*\)\s*or\s*\(\s*(\w+\.)?blocker_id|or\(\s*and\(\s*eq\(userBlocks\.blockerId/;
  it('says "blocked either way" once, in the policy, which every other rule calls', () => {
    const homes = sources.filter((file) => eitherWay.test(read(file)));
    expect(homes).toEqual(['worker/policy/visibility.ts']);
  });
  it('would see the rule written out again', () => {
    expect(
      eitherWay.test(
        'exists(select 1 from user_blocks where (blocker_id = :a and blocked_id = :b) or (blocker_id = :b',
      ),
    ).toBe(true);
    expect(eitherWay.test('or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(')).toBe(true);
    expect(eitherWay.test('exists(select 1 from user_blocks where blocker_id = :a and blocked_id = :b)')).toBe(false);
  });
});

describe('one reminders pipeline', () => {
  /** What only the pipeline and the mail queue do: page through due rows, queue e-mails in bulk. */
  const bulkMail = /\.sendBatch\(/;
  const randomUuid = /hex\(randomblob\(4\)\)/;
  it('queues e-mails in one place and makes row ids in SQL in one place', () => {
    expect(sources.filter((file) => bulkMail.test(read(file)))).toEqual([
      'worker/features/notifications/mail-queue.ts',
    ]);
    // Only worker/db/client.ts's uuidSql, which the scan leaves out with the rest of worker/db.
    expect(sources.filter((file) => randomUuid.test(read(file)))).toEqual([]);
    expect(read('worker/db/client.ts')).toMatch(randomUuid);
  });
  it('sends every kind of reminder through it', async () => {
    const { REMINDERS } = await import('../../worker/jobs');
    expect(REMINDERS.map((source) => source.job).sort()).toEqual(['coach-reminders', 'step-due-dates', 'target-dates']);
    // A module that records a reminder as sent is a source of the pipeline, nowhere else.
    const recording =
      /insert\s+or\s+ignore\s+into\s+list_(?:step_)?reminders|update\s+coach_reminders\s+set\s+sent_at/i;
    expect(sources.filter((file) => recording.test(read(file))).sort()).toEqual([
      'worker/features/coach/reminders.ts',
      'worker/features/list/reminders.ts',
      'worker/features/list/step-reminders.ts',
    ]);
  });
});
