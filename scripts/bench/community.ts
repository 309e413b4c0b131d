import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../lib/local-app';
import { both, signInCookie, timed } from './measure';
import type { BenchSection } from './section';

const MEMBERS = 5_000;
const POSTS = 50_000;
const LIKES = 500_000;
const COMMENTS = 100_000;
const TAGS = 200;
const VIEWER = 'maya_okafor';
const WORDS = [
  'kayak',
  'summit',
  'sourdough',
  'marathon',
  'sunrise',
  'museum',
  'camping',
  'salsa',
  'pottery',
  'surf',
  'chess',
  'garden',
  'opera',
  'climbing',
  'sushi',
  'yoga',
  'festival',
  'cycling',
  'painting',
  'snorkel',
];
const words = `words(n, w) as (values ${WORDS.map((w, i) => `(${i}, '${w}')`).join(', ')})`;
const seq = (name: string, count: number) =>
  `${name}(i) as (select 0 union all select i + 1 from ${name} where i < ${count - 1})`;

/**
 * The issue's bulk data, generated inside SQLite by recursive CTEs (a few kilobytes of SQL rather
 * than hundreds of megabytes): 5,000 members, 50,000 posts (80% public, 15% friends, 5% private),
 * 200 hashtags, 500,000 likes, 100,000 comments, follows and blocks around the signed-in viewer.
 */
function fixtureSql() {
  const now = Date.now();
  const viewer = `(select id from profiles where username = '${VIEWER}')`;
  return `
with recursive ${seq('n', MEMBERS)}
insert into users (id, name, email, email_verified) select 'bu' || i, 'Bench ' || i, 'bench' || i || '@bench.lifelist.app', 1 from n;
with recursive ${seq('n', MEMBERS)}, ${words}
insert into profiles (id, email, first_name, username, interests, notification_preferences, privacy_settings, followers_count)
select 'bu' || i, 'bench' || i || '@bench.lifelist.app', 'Bench' || i, 'bench_' || i,
  json_array((select w from words where n = i % 20), (select w from words where n = (i * 7) % 20)),
  (select notification_preferences from profiles where username = '${VIEWER}'),
  (select privacy_settings from profiles where username = '${VIEWER}'), i % 50 from n;
with recursive ${seq('n', POSTS)}, ${words}
insert into posts (id, user_id, content, visibility, created_at, media)
select 'bp' || i, 'bu' || ((i * 37) % ${MEMBERS}),
  'Day ' || i || ' of ' || (select w from words where n = i % 20) || ' and ' || (select w from words where n = (i / 20) % 20) || ' with friends #tag' || (i % ${TAGS}),
  case when i % 20 = 0 then 'private' when i % 20 < 4 then 'friends' else 'public' end,
  ${now} - i * 60000, '[]' from n;
with recursive ${seq('n', TAGS)}
insert into hashtags (id, name, post_count) select 'bh' || i, 'tag' || i, 0 from n;
with recursive ${seq('n', POSTS)}
insert into post_hashtags (post_id, hashtag_id) select 'bp' || i, 'bh' || (i % ${TAGS}) from n;
update hashtags set post_count = (select count(*) from post_hashtags where hashtag_id = hashtags.id) where id like 'bh%';
with recursive ${seq('n', LIKES)}
insert into post_likes (post_id, user_id, created_at)
select 'bp' || (i % ${POSTS}), 'bu' || (((i % ${POSTS}) * 7 + (i / ${POSTS}) * 311) % ${MEMBERS}), ${now} - (i % 5000) * 60000 from n;
with recursive ${seq('n', COMMENTS)}
insert into post_comments (id, post_id, user_id, content, created_at)
select 'bc' || i, 'bp' || ((i * 13) % ${POSTS}), 'bu' || ((i * 17) % ${MEMBERS}), 'Great one, ' || i, ${now} - (i % 3000) * 60000 from n;
update posts set likes_count = (select count(*) from post_likes where post_id = posts.id),
  comments_count = (select count(*) from post_comments where post_id = posts.id) where id like 'bp%';
with recursive ${seq('n', 200)}
insert or ignore into follows (id, follower_id, following_id, status) select 'bf' || i, ${viewer}, 'bu' || (i * 25), 'accepted' from n;
with recursive ${seq('n', 100)}
insert or ignore into follows (id, follower_id, following_id, status) select 'bg' || i, 'bu' || (i * 50), ${viewer}, 'accepted' from n;
with recursive ${seq('n', 50)}
insert or ignore into user_blocks (id, blocker_id, blocked_id) select 'bb' || i, ${viewer}, 'bu' || (i * 97 + 1) from n;
`;
}

/** Home, Following, hashtag page and search, signed in as a member with follows and blocks. */
export const community: BenchSection = {
  name: 'community',
  prepare(state) {
    const file = join(state, 'community-bench.sql');
    writeFileSync(file, fixtureSql());
    run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', file]);
  },
  async run({ app, rows }) {
    const cookie = await signInCookie(app.baseURL, `${VIEWER}@demo.lifelist.app`);
    const get = (path: string) => fetch(`${app.baseURL}${path}`, { headers: { cookie } });
    const cases: [string, (i: number) => string][] = [
      ['Community Home feed (all, blocks applied)', () => '/api/community/feed?content=all'],
      ['Community Home feed (posts only)', () => '/api/community/feed?content=posts'],
      ['Community Following source', () => '/api/community/feed?content=all&source=following'],
      ['Community hashtag page', (i) => `/api/community/feed?hashtag=tag${(i * 7) % TAGS}`],
      [
        'Community search (All tab, relevance)',
        (i) => `/api/community/search?q=${WORDS[i % WORDS.length]}%20${WORDS[(i * 3) % WORDS.length]}&tab=all`,
      ],
    ];
    rows.push([`Community fixtures`, `${MEMBERS} members, ${POSTS} posts, ${LIKES} likes, ${COMMENTS} comments`, '']);
    for (const [name, path] of cases) {
      await timed(10, (i) => get(path(i)));
      const t = await timed(200, (i) => get(path(i)));
      const probe = await get(path(1));
      await probe.arrayBuffer();
      rows.push([
        `${name} p50 / p95 (200)`,
        both(t),
        `${name.startsWith('Community Home feed (all') ? 'budget p95 12 ms, 3 queries' : 'budget p95 40 ms'}; ${probe.headers.get('x-d1-queries')} D1 queries per request (the session's included)`,
      ]);
    }
  },
};
